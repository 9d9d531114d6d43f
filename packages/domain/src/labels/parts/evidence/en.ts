// Issue 18: labels of this part (evidence). English texts; each language has its file beside this one.
export const en = {
  'details.evidence.pdfFile': 'evidence (PDF)',
  'details.evidence.jsonFile': 'evidence (JSON)',
  'details.evidence.chainHash': 'Chain hash {hash}',
  'details.evidence.pdf.title': 'Evidence of a shipment',
  'details.evidence.pdf.generatedAt': 'Generated on {date}',
  'details.evidence.pdf.shipment': 'Shipment',
  'details.evidence.pdf.number': 'Number',
  'details.evidence.pdf.externalId': 'External reference',
  'details.evidence.pdf.channel': 'Channel',
  'details.evidence.pdf.recipient': 'Recipient',
  'details.evidence.pdf.document': 'Document',
  'details.evidence.pdf.pages': 'pages {first} to {last}',
  'details.evidence.pdf.outputFile': 'Output file',
  'details.evidence.pdf.timeline': 'Timeline',
  'details.evidence.pdf.source': 'Source',
  'details.evidence.pdf.at': 'Happened',
  'details.evidence.pdf.receivedAt': 'Received',
  'details.evidence.pdf.hash': 'Hash',
  'details.evidence.pdf.previousHash': 'Previous hash',
  'details.evidence.pdf.receipt': 'Receipt',
  'details.evidence.pdf.receipts': 'Provider receipts',
  'details.evidence.pdf.noReceipts': 'None.',
  'details.evidence.pdf.signature': 'Signature',
  'details.evidence.pdf.publicKey': 'Public key of the instance (Ed25519)',
  'details.evidence.pdf.verifyTitle': 'How to verify',
  'details.evidence.pdf.verifyAttached':
    'The signed JSON is attached to this PDF as {name}; it is what counts. Check it with:',
  'details.evidence.pdf.verifyChain':
    'Each event carries the SHA-256 of its content and of the event before it: changing, removing or reordering an event breaks the chain, and changing anything breaks the signature.',
  'details.evidence.pdf.verifyKey':
    'Compare the public key with the one the instance publishes (GET /api/evidence/public-key) and keep it: whoever holds the instance key can sign, so pin it.',
};
