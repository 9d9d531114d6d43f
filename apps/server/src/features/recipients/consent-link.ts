import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Db } from '../../platform/db/database';
import type { Deps } from '../../platform/deps';
import { AppError } from '../../platform/errors';
import type { SessionContext } from '../../platform/policy';
import { administeredOu } from './recipient-access';
import { insertServerSecret, serverSecret } from './queries';
import { senderAccountOf } from './sender-accounts';

// The consent link printed on letters (as text or a QR code) and sent by senders: `${PUBLIC_URL}/consent/<token>`.
// The token names the sender account (OU) and the recipient identifier, and is signed with HMAC-SHA256 under a
// key the platform draws once and keeps in the database (`server_secret`, shared by every process). It does not
// expire (a letter stays in a drawer for months) and opens only that recipient's choice of that OU. Its content
// is readable (base64url), not secret: the identifier is printed on the letter anyway. The tag is cut to 128
// bits to keep QR codes small, and compared in constant time.

const SECRET_NAME = 'consent-link';
const TAG_BYTES = 16;
const TAG_LENGTH = Math.ceil((TAG_BYTES * 4) / 3); // base64url characters, no padding
const DOMAIN = 'postbridge consent link v1\n';

const keys = new WeakMap<Db, Map<string, Promise<Buffer>>>();

/**
 * A key of the platform kept in `server_secret` under `name` (consent links, e-mail open tracking…): drawn on
 * first use; when two processes draw at once, the first stored wins.
 */
export function serverKey(deps: Pick<Deps, 'db' | 'clock'>, name: string): Promise<Buffer> {
  let byName = keys.get(deps.db);
  if (!byName) keys.set(deps.db, (byName = new Map()));
  let key = byName.get(name);
  if (!key) {
    key = (async () => {
      const stored = await serverSecret(deps.db, name);
      if (stored) return Buffer.from(stored.value, 'base64url');
      await insertServerSecret(
        deps.db,
        name,
        randomBytes(32).toString('base64url'),
        deps.clock.now().toISOString(),
      );
      return Buffer.from((await serverSecret(deps.db, name))!.value, 'base64url');
    })();
    key.catch(() => byName.delete(name));
    byName.set(name, key);
  }
  return key;
}

/** The consent-link key. */
export const consentKey = (deps: Pick<Deps, 'db' | 'clock'>): Promise<Buffer> => serverKey(deps, SECRET_NAME);

const tagOf = (key: Buffer, payload: string) =>
  createHmac('sha256', key)
    .update(DOMAIN + payload)
    .digest()
    .subarray(0, TAG_BYTES)
    .toString('base64url');

/** The token of a recipient of an OU: base64url of `[ouId, identifier]`, then the tag (no separator). */
export function signConsentToken(key: Buffer, ouId: string, identifier: string): string {
  const payload = Buffer.from(JSON.stringify([ouId, identifier])).toString('base64url');
  return payload + tagOf(key, payload);
}

/** The OU and identifier a token names, or null when it is malformed or not signed with this key. */
export function readConsentToken(key: Buffer, token: string): { ouId: string; identifier: string } | null {
  if (token.length <= TAG_LENGTH) return null;
  const payload = token.slice(0, -TAG_LENGTH);
  const given = Buffer.from(token.slice(-TAG_LENGTH));
  const expected = Buffer.from(tagOf(key, payload));
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const value = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as unknown;
    if (Array.isArray(value) && value.length === 2 && value.every((v) => typeof v === 'string')) {
      return { ouId: value[0] as string, identifier: value[1] as string };
    }
  } catch {
    // A signed token always holds valid JSON; only a key shared with something else could get here.
  }
  return null;
}

/**
 * The consent link of a recipient of a deposit made in `ouId`, for letters (text or QR code) and mails: it opens
 * the register of the sender account that applies to that OU (the OU or its nearest ancestor with one). Null
 * when none applies: there is nothing to choose, so nothing to print.
 */
export async function consentLinkFor(
  deps: Pick<Deps, 'db' | 'clock' | 'config'>,
  ouId: string,
  recipientIdentifier: string,
): Promise<string | null> {
  return (await consentLinkOf(deps, ouId, recipientIdentifier))?.consentLink ?? null;
}

async function consentLinkOf(
  deps: Pick<Deps, 'db' | 'clock' | 'config'>,
  ouId: string,
  recipientIdentifier: string,
): Promise<{ consentLink: string; senderAccountId: string } | null> {
  const signer = await consentLinkSignerFor(deps, ouId);
  if (!signer) return null;
  return {
    consentLink: signConsentLink(signer, recipientIdentifier),
    senderAccountId: signer.senderAccountId,
  };
}

/**
 * What signs the consent links of the recipients of deposits made in one OU (the `consentLink` expression node,
 * docs/domain-decisions.md "Recipients"): plain data, so that a thread of the work pool can take it, and signing
 * stays synchronous as expressions are. The key never leaves the server's processes.
 */
export type ConsentLinkSigner = { publicUrl: string; senderAccountId: string; key: string };

/** The signer for deposits made in `ouId`: the sender account that applies to it; null when none does. */
export async function consentLinkSignerFor(
  deps: Pick<Deps, 'db' | 'clock' | 'config'>,
  ouId: string,
): Promise<ConsentLinkSigner | null> {
  const account = await senderAccountOf(deps.db, ouId);
  if (!account) return null;
  const key = await consentKey(deps);
  return { publicUrl: deps.config.publicUrl, senderAccountId: account.id, key: key.toString('base64url') };
}

/** The consent link of a recipient identifier (trimmed), as consentLinkFor gives it. */
function signConsentLink(signer: ConsentLinkSigner, recipientIdentifier: string): string {
  const key = Buffer.from(signer.key, 'base64url');
  return `${signer.publicUrl}/consent/${signConsentToken(key, signer.senderAccountId, recipientIdentifier.trim())}`;
}

/** The expression context's `consentLink` source for a signer (none: the node reads missing data). */
export function consentLinkSource(
  signer: ConsentLinkSigner | null | undefined,
): ((identifier: string) => string | null) | undefined {
  return signer
    ? (identifier) => (identifier.trim() ? signConsentLink(signer, identifier) : null)
    : undefined;
}

/**
 * GET /ou/recipients/consentLink: the link of a recipient for an OU the caller administers (the link lets its
 * holder change the choice, so reading recipients is not enough). No sender account applies: -2.
 */
export async function readConsentLink(
  deps: Deps,
  session: SessionContext,
  query: { recipientIdentifier: string; ouId?: string | undefined },
): Promise<{ consentLink: string; senderAccountId: string }> {
  const ou = await administeredOu(deps, session, query.ouId ?? session.ouId);
  const link = await consentLinkOf(deps, ou.id, query.recipientIdentifier);
  if (!link) {
    throw new AppError(
      'badRequest',
      `The organisation unit ${ou.name} is not a sender account, nor is any unit above it.`,
      'issue.recipient.senderAccountDisabled',
      { ou: ou.name },
    );
  }
  return link;
}
