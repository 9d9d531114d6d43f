import { createHmac, timingSafeEqual } from 'node:crypto';
import {
  SIGNATURE_HEADER,
  SIGNATURE_TIMESTAMP_HEADER,
  SIGNATURE_TOLERANCE_SECONDS,
} from '@postbridge/domain';

// The one signature scheme of every signed call, in and out (docs/providers.md "Signatures"): HMAC-SHA256 with
// a shared secret over `<timestamp>.<raw body>`, the timestamp in Unix seconds. The timestamp inside the signed
// text makes a captured call useless after SIGNATURE_TOLERANCE_SECONDS; event ids make a replay within that time
// change nothing.

/** `sha256=<hex>` of `<timestamp>.<body>`. */
export function signatureOf(secret: string, timestamp: string, body: string | Buffer): string {
  const hmac = createHmac('sha256', secret);
  hmac.update(`${timestamp}.`);
  hmac.update(body);
  return `sha256=${hmac.digest('hex')}`;
}

/** The two headers of a call signed now. */
export function signedHeaders(secret: string, body: string | Buffer, now: Date): Record<string, string> {
  const timestamp = String(Math.floor(now.getTime() / 1000));
  return {
    [SIGNATURE_TIMESTAMP_HEADER]: timestamp,
    [SIGNATURE_HEADER]: signatureOf(secret, timestamp, body),
  };
}

type SignatureCheck = 'valid' | 'missing' | 'expired' | 'wrong';

/** Checks a received call; the comparison takes the same time whatever the signature is. */
export function checkSignature(input: {
  secret: string | null;
  timestamp: string | undefined;
  signature: string | undefined;
  body: string | Buffer;
  now: Date;
}): SignatureCheck {
  const { secret, timestamp, signature } = input;
  if (!timestamp || !signature) return 'missing';
  if (!/^\d{1,12}$/.test(timestamp)) return 'wrong';
  if (Math.abs(input.now.getTime() / 1000 - Number(timestamp)) > SIGNATURE_TOLERANCE_SECONDS)
    return 'expired';
  // An unknown provider is checked against a throwaway key, so that its answer takes as long as a wrong one.
  const expected = Buffer.from(signatureOf(secret ?? 'no secret', timestamp, input.body));
  const given = Buffer.from(signature.trim().toLowerCase());
  const same = given.length === expected.length && timingSafeEqual(given, expected);
  return same && secret !== null ? 'valid' : 'wrong';
}
