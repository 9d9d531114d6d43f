import { createHmac, randomBytes } from 'node:crypto';
import { WEBHOOK_SECRET_PREFIX } from '@postbridge/domain';

// Standard Webhooks (https://www.standardwebhooks.com, docs/api.md "Webhooks"): each call carries `webhook-id`
// (the event id: the same on every retry and replay), `webhook-timestamp` (Unix seconds of this attempt) and
// `webhook-signature`, space-separated `v1,<base64 HMAC-SHA256 of "<id>.<timestamp>.<body>">`, one per secret
// that signs (two for a day after a rotation). The key is the base64-decoded part of the secret after `whsec_`.

/** Bytes of a drawn secret's key: 32 (the standard allows 24 to 64). */
const SECRET_BYTES = 32;

/** A new secret: `whsec_` and the base64 of 32 random bytes. */
export const drawWebhookSecret = (): string =>
  `${WEBHOOK_SECRET_PREFIX}${randomBytes(SECRET_BYTES).toString('base64')}`;

/**
 * The Standard Webhooks form of a stored secret. A secret of the single OU webhook (before subscriptions) is a hex
 * text its receiver used as the HMAC key as is: it becomes `whsec_` + the base64 of that text's bytes, so the key
 * does not change.
 */
export const asStandardSecret = (secret: string): string =>
  secret.startsWith(WEBHOOK_SECRET_PREFIX)
    ? secret
    : `${WEBHOOK_SECRET_PREFIX}${Buffer.from(secret, 'utf8').toString('base64')}`;

const keyOf = (secret: string): Buffer =>
  Buffer.from(asStandardSecret(secret).slice(WEBHOOK_SECRET_PREFIX.length), 'base64');

/** `v1,<base64 signature>` of one message with one secret. */
function standardSignature(secret: string, id: string, timestamp: number, body: string): string {
  const hmac = createHmac('sha256', keyOf(secret));
  hmac.update(`${id}.${timestamp}.${body}`);
  return `v1,${hmac.digest('base64')}`;
}

/** The three headers of a call signed at `now` with each of `secrets`. */
export function standardWebhookHeaders(
  secrets: readonly string[],
  id: string,
  now: Date,
  body: string,
): Record<string, string> {
  const timestamp = Math.floor(now.getTime() / 1000);
  return {
    'webhook-id': id,
    'webhook-timestamp': String(timestamp),
    'webhook-signature': secrets.map((s) => standardSignature(s, id, timestamp, body)).join(' '),
  };
}
