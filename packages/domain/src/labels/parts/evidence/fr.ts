import type { Translations } from '../define';
import type { en } from './en';

export const fr: Translations<typeof en> = {
  'details.evidence.pdfFile': 'la preuve (PDF)',
  'details.evidence.jsonFile': 'la preuve (JSON)',
  'details.evidence.chainHash': 'Empreinte de la chaîne {hash}',
  'details.evidence.pdf.title': 'Preuve d’un envoi',
  'details.evidence.pdf.generatedAt': 'Générée le {date}',
  'details.evidence.pdf.shipment': 'Envoi',
  'details.evidence.pdf.number': 'Numéro',
  'details.evidence.pdf.externalId': 'Référence externe',
  'details.evidence.pdf.channel': 'Canal',
  'details.evidence.pdf.recipient': 'Destinataire',
  'details.evidence.pdf.document': 'Document',
  'details.evidence.pdf.pages': 'pages {first} à {last}',
  'details.evidence.pdf.outputFile': 'Fichier de sortie',
  'details.evidence.pdf.timeline': 'Chronologie',
  'details.evidence.pdf.source': 'Source',
  'details.evidence.pdf.at': 'Survenu',
  'details.evidence.pdf.receivedAt': 'Reçu',
  'details.evidence.pdf.hash': 'Empreinte',
  'details.evidence.pdf.previousHash': 'Empreinte précédente',
  'details.evidence.pdf.receipt': 'Accusé',
  'details.evidence.pdf.receipts': 'Accusés du prestataire',
  'details.evidence.pdf.noReceipts': 'Aucun.',
  'details.evidence.pdf.signature': 'Signature',
  'details.evidence.pdf.publicKey': 'Clé publique de l’instance (Ed25519)',
  'details.evidence.pdf.verifyTitle': 'Comment vérifier',
  'details.evidence.pdf.verifyAttached':
    'Le JSON signé est joint à ce PDF sous le nom {name} ; c’est lui qui fait foi. Vérifiez-le avec :',
  'details.evidence.pdf.verifyChain':
    'Chaque événement porte le SHA-256 de son contenu et de l’événement précédent : modifier, retirer ou réordonner un événement rompt la chaîne, et toute modification rompt la signature.',
  'details.evidence.pdf.verifyKey':
    'Comparez la clé publique avec celle que publie l’instance (GET /api/evidence/public-key) et conservez-la : qui détient la clé de l’instance peut signer.',
};
