import { endpoint } from '../contract';
import { evidencePublicKeySchema } from '../evidence';
import { shipmentIdParamsSchema } from '../shipments';

// A shipment's proof chain and evidence files (issue 18). One entry per operation, as in the other files of this folder.
export const evidenceEndpoints = {
  'evidence.json': endpoint({
    method: 'GET',
    path: '/shipments/:shipmentId/evidence/json',
    summary:
      'Downloads the signed evidence file of a shipment (JSON): its chained events, document and receipts.',
    description:
      'The evidence file of a shipment the caller may see, as JSON signed with the instance’s Ed25519 key (docs/api.md "Evidence files"): the shipment, its recipient as validated, the SHA-256 of its document, every status event with its position, previous hash and hash, the provider receipts with their SHA-256, and `signature`. Check it with `npm run verify-evidence -- file.json --public-key <key>`; pin the key of GET /evidence/public-key.',
    access: 'session',
    kind: 'file',
    params: shipmentIdParamsSchema,
  }),
  'evidence.pdf': endpoint({
    method: 'GET',
    path: '/shipments/:shipmentId/evidence/pdf',
    summary:
      'Downloads the evidence file of a shipment as a PDF: timeline, hashes, receipts, the signed JSON attached.',
    description:
      'The same evidence as GET /shipments/{shipmentId}/evidence/json, laid out for people in the caller’s language: the timeline with each event’s hash, the receipts, how to verify; the signed JSON is attached inside the PDF (`evidence.json`) and `npm run verify-evidence -- file.pdf` checks it.',
    access: 'session',
    kind: 'file',
    params: shipmentIdParamsSchema,
  }),
  'evidence.publicKey': endpoint({
    method: 'GET',
    path: '/evidence/public-key',
    summary: 'The public key the instance signs evidence files with, to pin in a verifier.',
    description:
      'The Ed25519 public key of this instance, drawn once: every evidence file carries it and is signed with its private half. A verifier pins it (`--public-key`), so that a file signed with another key fails.',
    access: 'public',
    response: evidencePublicKeySchema,
  }),
} as const;
