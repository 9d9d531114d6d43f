import type { Translations } from '../define';
import type { en } from './en';

export const hu: Translations<typeof en> = {
  'details.evidence.pdfFile': 'bizonyíték (PDF)',
  'details.evidence.jsonFile': 'bizonyíték (JSON)',
  'details.evidence.chainHash': 'Lánc-hash {hash}',
  'details.evidence.pdf.title': 'Küldemény bizonyítéka',
  'details.evidence.pdf.generatedAt': 'Készült: {date}',
  'details.evidence.pdf.shipment': 'Küldemény',
  'details.evidence.pdf.number': 'Szám',
  'details.evidence.pdf.externalId': 'Külső hivatkozás',
  'details.evidence.pdf.channel': 'Csatorna',
  'details.evidence.pdf.recipient': 'Címzett',
  'details.evidence.pdf.document': 'Dokumentum',
  'details.evidence.pdf.pages': '{first}–{last}. oldal',
  'details.evidence.pdf.outputFile': 'Kimeneti fájl',
  'details.evidence.pdf.timeline': 'Idővonal',
  'details.evidence.pdf.source': 'Forrás',
  'details.evidence.pdf.at': 'Történt',
  'details.evidence.pdf.receivedAt': 'Beérkezett',
  'details.evidence.pdf.hash': 'Hash',
  'details.evidence.pdf.previousHash': 'Előző hash',
  'details.evidence.pdf.receipt': 'Nyugta',
  'details.evidence.pdf.receipts': 'A szolgáltató nyugtái',
  'details.evidence.pdf.noReceipts': 'Nincs.',
  'details.evidence.pdf.signature': 'Aláírás',
  'details.evidence.pdf.publicKey': 'A példány nyilvános kulcsa (Ed25519)',
  'details.evidence.pdf.verifyTitle': 'Az ellenőrzés módja',
  'details.evidence.pdf.verifyAttached':
    'Az aláírt JSON {name} néven csatolva van ehhez a PDF-hez; az a mérvadó. Ellenőrizze így:',
  'details.evidence.pdf.verifyChain':
    'Minden esemény tartalmazza a saját tartalma és az előző esemény SHA-256 értékét: egy esemény módosítása, törlése vagy átrendezése megtöri a láncot, bármilyen változás pedig az aláírást.',
  'details.evidence.pdf.verifyKey':
    'Vesse össze a nyilvános kulcsot azzal, amelyet a példány közzétesz (GET /api/evidence/public-key), és őrizze meg: aki a példány kulcsát birtokolja, aláírhat.',
};
