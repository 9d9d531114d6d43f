import type { Translations } from '../define';
import type { en } from './en';

export const nl: Translations<typeof en> = {
  'details.evidence.pdfFile': 'bewijs (PDF)',
  'details.evidence.jsonFile': 'bewijs (JSON)',
  'details.evidence.chainHash': 'Ketenhash {hash}',
  'details.evidence.pdf.title': 'Bewijs van een zending',
  'details.evidence.pdf.generatedAt': 'Gemaakt op {date}',
  'details.evidence.pdf.shipment': 'Zending',
  'details.evidence.pdf.number': 'Nummer',
  'details.evidence.pdf.externalId': 'Externe referentie',
  'details.evidence.pdf.channel': 'Kanaal',
  'details.evidence.pdf.recipient': 'Ontvanger',
  'details.evidence.pdf.document': 'Document',
  'details.evidence.pdf.pages': 'pagina’s {first} tot {last}',
  'details.evidence.pdf.outputFile': 'Uitvoerbestand',
  'details.evidence.pdf.timeline': 'Tijdlijn',
  'details.evidence.pdf.source': 'Bron',
  'details.evidence.pdf.at': 'Gebeurd',
  'details.evidence.pdf.receivedAt': 'Ontvangen',
  'details.evidence.pdf.hash': 'Hash',
  'details.evidence.pdf.previousHash': 'Vorige hash',
  'details.evidence.pdf.receipt': 'Ontvangstbewijs',
  'details.evidence.pdf.receipts': 'Ontvangstbewijzen van de leverancier',
  'details.evidence.pdf.noReceipts': 'Geen.',
  'details.evidence.pdf.signature': 'Handtekening',
  'details.evidence.pdf.publicKey': 'Publieke sleutel van de instantie (Ed25519)',
  'details.evidence.pdf.verifyTitle': 'Zo controleert u het',
  'details.evidence.pdf.verifyAttached':
    'De ondertekende JSON is als {name} aan deze PDF gehecht; die is bepalend. Controleer hem met:',
  'details.evidence.pdf.verifyChain':
    'Elke gebeurtenis draagt de SHA-256 van haar inhoud en van de gebeurtenis ervoor: een gebeurtenis wijzigen, weghalen of verplaatsen breekt de keten, en elke wijziging breekt de handtekening.',
  'details.evidence.pdf.verifyKey':
    'Vergelijk de publieke sleutel met die de instantie publiceert (GET /api/evidence/public-key) en bewaar hem: wie de sleutel van de instantie heeft, kan ondertekenen.',
};
