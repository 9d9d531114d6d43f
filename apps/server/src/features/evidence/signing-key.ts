import { createHash, createPrivateKey, createPublicKey, sign, type KeyObject } from 'node:crypto';
import type { EvidencePublicKey } from '@postbridge/domain';
import type { Deps } from '../../platform/deps';
import { serverKey } from '../recipients';

// The instance's evidence signing key (docs/security.md "Proof chain"): an Ed25519 key whose 32-byte seed is drawn
// once and kept in `server_secret` like the platform's other drawn keys, shared by every process. Whoever holds
// the database can sign in the instance's name: the public key is published (GET /evidence/public-key) so that a
// verifier pins it.

const SECRET_NAME = 'evidence-signing-key';
// The DER head of a PKCS #8 Ed25519 private key, before its 32-byte seed (RFC 8410).
const PKCS8_ED25519_HEAD = Buffer.from('302e020100300506032b657004220420', 'hex');

type SigningKey = { privateKey: KeyObject; publicKey: EvidencePublicKey };

/** The signing key of a 32-byte seed. */
export function signingKeyOf(seed: Buffer): SigningKey {
  const privateKey = createPrivateKey({
    key: Buffer.concat([PKCS8_ED25519_HEAD, seed]),
    format: 'der',
    type: 'pkcs8',
  });
  const publicKeyObject = createPublicKey(privateKey);
  const raw = Buffer.from(publicKeyObject.export({ format: 'jwk' }).x!, 'base64url');
  return {
    privateKey,
    publicKey: {
      algorithm: 'Ed25519',
      publicKey: raw.toString('base64url'),
      pem: publicKeyObject.export({ format: 'pem', type: 'spki' }).toString(),
      fingerprint: createHash('sha256').update(raw).digest('hex'),
    },
  };
}

export const evidenceSigningKey = async (deps: Pick<Deps, 'db' | 'clock'>): Promise<SigningKey> =>
  signingKeyOf(await serverKey(deps, SECRET_NAME));

/** GET /evidence/public-key. */
export const evidencePublicKey = async (deps: Pick<Deps, 'db' | 'clock'>): Promise<EvidencePublicKey> =>
  (await evidenceSigningKey(deps)).publicKey;

export const signText = (key: SigningKey, text: string): string =>
  sign(null, Buffer.from(text, 'utf8'), key.privateKey).toString('base64url');
