import type { Translations } from '../define';
import type { en } from './en';

export const es: Translations<typeof en> = {
  'details.evidence.pdfFile': 'la prueba (PDF)',
  'details.evidence.jsonFile': 'la prueba (JSON)',
  'details.evidence.chainHash': 'Hash de la cadena {hash}',
  'details.evidence.pdf.title': 'Prueba de un envío',
  'details.evidence.pdf.generatedAt': 'Generado el {date}',
  'details.evidence.pdf.shipment': 'Envío',
  'details.evidence.pdf.number': 'Número',
  'details.evidence.pdf.externalId': 'Referencia externa',
  'details.evidence.pdf.channel': 'Canal',
  'details.evidence.pdf.recipient': 'Destinatario',
  'details.evidence.pdf.document': 'Documento',
  'details.evidence.pdf.pages': 'páginas {first} a {last}',
  'details.evidence.pdf.outputFile': 'Fichero de salida',
  'details.evidence.pdf.timeline': 'Cronología',
  'details.evidence.pdf.source': 'Origen',
  'details.evidence.pdf.at': 'Ocurrió',
  'details.evidence.pdf.receivedAt': 'Recibido',
  'details.evidence.pdf.hash': 'Hash',
  'details.evidence.pdf.previousHash': 'Hash anterior',
  'details.evidence.pdf.receipt': 'Acuse',
  'details.evidence.pdf.receipts': 'Acuses del proveedor',
  'details.evidence.pdf.noReceipts': 'Ninguno.',
  'details.evidence.pdf.signature': 'Firma',
  'details.evidence.pdf.publicKey': 'Clave pública de la instancia (Ed25519)',
  'details.evidence.pdf.verifyTitle': 'Cómo verificar',
  'details.evidence.pdf.verifyAttached':
    'El JSON firmado va adjunto a este PDF como {name}; es el que cuenta. Verifíquelo con:',
  'details.evidence.pdf.verifyChain':
    'Cada evento lleva el SHA-256 de su contenido y del evento anterior: cambiar, quitar o reordenar un evento rompe la cadena, y cualquier cambio rompe la firma.',
  'details.evidence.pdf.verifyKey':
    'Compare la clave pública con la que publica la instancia (GET /api/evidence/public-key) y consérvela: quien tiene la clave de la instancia puede firmar.',
};
