// What the other features may use of features/mail-domains (docs/architecture.md): everything else is internal.
import addressparser from 'nodemailer/lib/addressparser';
import type { Deps } from '../../platform/deps';
import { secretBoxOf } from '../../platform/secret-box';
import type { DkimKey } from './dkim';
import { ouSenderOf, signingKeyOfDomain } from './queries';

export { dkimSign } from './dkim';

/** Who an OU's e-mails come from, and the key that signs them (null: not signed). */
type Sender = { from: string; dkim: DkimKey | null };

/** The domain of an address or of a `Name <address>` text, lower case; null when it has none. */
function domainOfAddress(text: string): string | null {
  const [first] = addressparser(text);
  const address = first && 'address' in first ? first.address : '';
  const at = address.lastIndexOf('@');
  return at > 0 ? address.slice(at + 1).toLowerCase() : null;
}

/** `"Sales, Head office" <sales@example.org>`: the name quoted, its quotes and backslashes escaped. */
const fromOf = (name: string, address: string) =>
  `"${name.replace(/[\\"]/g, '\\$&').replace(/[\r\n]+/g, ' ')}" <${address}>`;

/**
 * The sender of the e-mails of an OU (issue 18: DKIM per sender domain): the OU's own e-mail address, under the
 * OU's name, when its domain is a sender domain of System > E-mail; else MAIL_FROM. The key is the signing key
 * of the From address's domain when that is a sender domain (MAIL_FROM's domain may be one), else null.
 */
export async function senderFor(deps: Deps, ouId: string): Promise<Sender> {
  const ou = await ouSenderOf(deps.db, ouId);
  const own = ou?.email_address?.trim() ?? '';
  const ownDomain = own ? domainOfAddress(own) : null;
  const ownKey = ownDomain && own.includes('@') ? await signingKeyOfDomain(deps.db, ownDomain) : undefined;
  const plainAddress = ownDomain && addressparser(own).length === 1 && !/[<>"]/.test(own);
  const from = ownKey && plainAddress && ou ? fromOf(ou.name, own) : deps.config.mailFrom;
  const fromDomain = domainOfAddress(from);
  const key =
    ownKey && from !== deps.config.mailFrom
      ? ownKey
      : fromDomain
        ? await signingKeyOfDomain(deps.db, fromDomain)
        : undefined;
  if (!key) return { from, dkim: null };
  const privateKey = (await secretBoxOf(deps.config)).open(key.private_key);
  return { from, dkim: { domainName: key.name, keySelector: key.selector, privateKey } };
}
