import type { Translations } from '../define';
import type { en } from './en';

export const de: Translations<typeof en> = {
  'details.evidence.pdfFile': 'Nachweis (PDF)',
  'details.evidence.jsonFile': 'Nachweis (JSON)',
  'details.evidence.chainHash': 'Ketten-Hash {hash}',
  'details.evidence.pdf.title': 'Nachweis einer Sendung',
  'details.evidence.pdf.generatedAt': 'Erstellt am {date}',
  'details.evidence.pdf.shipment': 'Sendung',
  'details.evidence.pdf.number': 'Nummer',
  'details.evidence.pdf.externalId': 'Externe Referenz',
  'details.evidence.pdf.channel': 'Kanal',
  'details.evidence.pdf.recipient': 'Empfänger',
  'details.evidence.pdf.document': 'Dokument',
  'details.evidence.pdf.pages': 'Seiten {first} bis {last}',
  'details.evidence.pdf.outputFile': 'Ausgabedatei',
  'details.evidence.pdf.timeline': 'Verlauf',
  'details.evidence.pdf.source': 'Quelle',
  'details.evidence.pdf.at': 'Geschehen',
  'details.evidence.pdf.receivedAt': 'Empfangen',
  'details.evidence.pdf.hash': 'Hash',
  'details.evidence.pdf.previousHash': 'Vorheriger Hash',
  'details.evidence.pdf.receipt': 'Beleg',
  'details.evidence.pdf.receipts': 'Belege des Dienstleisters',
  'details.evidence.pdf.noReceipts': 'Keine.',
  'details.evidence.pdf.signature': 'Signatur',
  'details.evidence.pdf.publicKey': 'Öffentlicher Schlüssel der Instanz (Ed25519)',
  'details.evidence.pdf.verifyTitle': 'So prüfen Sie',
  'details.evidence.pdf.verifyAttached':
    'Das signierte JSON ist diesem PDF als {name} beigefügt; es ist maßgeblich. Prüfen Sie es mit:',
  'details.evidence.pdf.verifyChain':
    'Jedes Ereignis trägt den SHA-256 seines Inhalts und des Ereignisses davor: Wer ein Ereignis ändert, entfernt oder umstellt, bricht die Kette, und jede Änderung bricht die Signatur.',
  'details.evidence.pdf.verifyKey':
    'Vergleichen Sie den öffentlichen Schlüssel mit dem, den die Instanz veröffentlicht (GET /api/evidence/public-key), und bewahren Sie ihn auf: Wer den Schlüssel der Instanz besitzt, kann signieren.',
};
