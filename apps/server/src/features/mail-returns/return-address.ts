import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Deps } from '../../platform/deps';
import { serverKey } from '../recipients';

// The addresses an e-mail of a shipment carries so that what comes back finds its shipment (VERP):
// - the envelope sender (Return-Path) `bounce+b<token>@<bounce domain>`: delivery status notifications go there;
// - the unsubscribe token `u<token>`, in `${PUBLIC_URL}/api/mail/unsubscribe/u<token>` (RFC 8058 one-click) and
//   in the mailto `bounce+u<token>@<bounce domain>` of the List-Unsubscribe header.
// A token is the shipment id (32 hex digits, its UUID without dashes) and an 80-bit HMAC-SHA256 tag of the kind
// and the id, under a key of the platform (`server_secret` "mail-returns", as the open-tracking image's): a forged
// bounce or unsubscribe cannot name another shipment. Only lower-case letters and digits, 53 characters, so that
// the local part stays under 64 and survives mail servers that change its case.

const KEY_NAME = 'mail-returns';
const TAG_HEX = 20;

/** `b`: the return path of the message (bounces); `u`: its unsubscribe link and address. */
export type ReturnKind = 'b' | 'u';

const tagOf = (key: Buffer, kind: ReturnKind, hexId: string) =>
  createHmac('sha256', key).update(`mail-return ${kind} ${hexId}`).digest('hex').slice(0, TAG_HEX);

const hexOf = (shipmentId: string): string => {
  const hex = shipmentId.replaceAll('-', '').toLowerCase();
  if (!/^[0-9a-f]{32}$/.test(hex)) throw new Error(`Shipment id ${shipmentId} is not a UUID.`);
  return hex;
};

const uuidOf = (hex: string) =>
  `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;

/** The token of a shipment for one kind of return. */
async function returnToken(
  deps: Pick<Deps, 'db' | 'clock'>,
  kind: ReturnKind,
  shipmentId: string,
): Promise<string> {
  const hex = hexOf(shipmentId);
  return `${kind}${hex}${tagOf(await serverKey(deps, KEY_NAME), kind, hex)}`;
}

/** The shipment a token names, when it is genuine and of this kind; null otherwise (compared in constant time). */
export async function readReturnToken(
  deps: Pick<Deps, 'db' | 'clock'>,
  token: string,
  kinds: readonly ReturnKind[] = ['b', 'u'],
): Promise<{ kind: ReturnKind; shipmentId: string } | null> {
  const match = /^([bu])([0-9a-f]{32})([0-9a-f]{20})$/.exec(token.toLowerCase());
  if (!match) return null;
  const [, kind, hex, tag] = match as unknown as [string, ReturnKind, string, string];
  if (!kinds.includes(kind)) return null;
  const expected = Buffer.from(tagOf(await serverKey(deps, KEY_NAME), kind, hex));
  if (!timingSafeEqual(Buffer.from(tag), expected)) return null;
  return { kind, shipmentId: uuidOf(hex) };
}

/** The token of an address `bounce+<token>@<any domain>`; null for any other address. */
export function tokenOfAddress(address: string): string | null {
  return /^bounce\+([0-9a-z]{53})@[^@\s]+$/i.exec(address.trim())?.[1] ?? null;
}

/** The domain of an address or of a From header (`Postbridge <no-reply@example.org>` → example.org). */
const domainOf = (from: string): string => /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? 'localhost';

/** What a shipment's e-mail carries so that its returns come back (smtp.ts). */
type ReturnHeaders = {
  /** The envelope sender (MAIL FROM, the Return-Path of the delivered message). */
  returnPath: string;
  headers: { 'List-Unsubscribe': string; 'List-Unsubscribe-Post': string };
};

/**
 * The VERP return path and the RFC 8058 headers of a shipment's e-mail. The bounce domain is BOUNCE_DOMAIN,
 * else the domain of the message's From.
 */
export async function returnHeadersOf(
  deps: Pick<Deps, 'db' | 'clock' | 'config'>,
  shipmentId: string,
  from: string,
): Promise<ReturnHeaders> {
  const domain = deps.config.mailReturns.bounceDomain ?? domainOf(from);
  const unsubscribe = await returnToken(deps, 'u', shipmentId);
  return {
    returnPath: `bounce+${await returnToken(deps, 'b', shipmentId)}@${domain}`,
    headers: {
      'List-Unsubscribe': `<${deps.config.publicUrl}/api/mail/unsubscribe/${unsubscribe}>, <mailto:bounce+${unsubscribe}@${domain}?subject=unsubscribe>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
