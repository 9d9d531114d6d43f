import { z } from 'zod';

// A shipment's evidence files (issue 18; docs/api.md "Evidence files"): the instance's public key, which signs them.

/** GET /evidence/public-key: the Ed25519 key the instance signs evidence files with, to pin in a verifier. */
export const evidencePublicKeySchema = z.object({
  algorithm: z.literal('Ed25519'),
  /** The raw 32-byte public key, base64url: the `instance.publicKey` of every evidence file. */
  publicKey: z.string(),
  /** The same key as a PEM SubjectPublicKeyInfo (for openssl and other tools). */
  pem: z.string(),
  /** SHA-256 (hex) of the raw key, to compare by eye or by phone. */
  fingerprint: z.string(),
});
export type EvidencePublicKey = z.infer<typeof evidencePublicKeySchema>;
