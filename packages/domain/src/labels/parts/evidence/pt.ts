import type { Translations } from '../define';
import type { en } from './en';

export const pt: Translations<typeof en> = {
  'details.evidence.pdfFile': 'a prova (PDF)',
  'details.evidence.jsonFile': 'a prova (JSON)',
  'details.evidence.chainHash': 'Hash da cadeia {hash}',
  'details.evidence.pdf.title': 'Prova de um envio',
  'details.evidence.pdf.generatedAt': 'Gerada em {date}',
  'details.evidence.pdf.shipment': 'Envio',
  'details.evidence.pdf.number': 'Número',
  'details.evidence.pdf.externalId': 'Referência externa',
  'details.evidence.pdf.channel': 'Canal',
  'details.evidence.pdf.recipient': 'Destinatário',
  'details.evidence.pdf.document': 'Documento',
  'details.evidence.pdf.pages': 'páginas {first} a {last}',
  'details.evidence.pdf.outputFile': 'Ficheiro de saída',
  'details.evidence.pdf.timeline': 'Cronologia',
  'details.evidence.pdf.source': 'Origem',
  'details.evidence.pdf.at': 'Ocorreu',
  'details.evidence.pdf.receivedAt': 'Recebido',
  'details.evidence.pdf.hash': 'Hash',
  'details.evidence.pdf.previousHash': 'Hash anterior',
  'details.evidence.pdf.receipt': 'Recibo',
  'details.evidence.pdf.receipts': 'Recibos do fornecedor',
  'details.evidence.pdf.noReceipts': 'Nenhum.',
  'details.evidence.pdf.signature': 'Assinatura',
  'details.evidence.pdf.publicKey': 'Chave pública da instância (Ed25519)',
  'details.evidence.pdf.verifyTitle': 'Como verificar',
  'details.evidence.pdf.verifyAttached':
    'O JSON assinado está anexado a este PDF como {name}; é ele que faz fé. Verifique-o com:',
  'details.evidence.pdf.verifyChain':
    'Cada evento leva o SHA-256 do seu conteúdo e do evento anterior: alterar, retirar ou reordenar um evento quebra a cadeia, e qualquer alteração quebra a assinatura.',
  'details.evidence.pdf.verifyKey':
    'Compare a chave pública com a que a instância publica (GET /api/evidence/public-key) e guarde-a: quem detém a chave da instância pode assinar.',
};
