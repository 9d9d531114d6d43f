import { isIP } from 'node:net';
import {
  MAIL_DOMAIN_RETIRING_DAYS,
  type MailDnsRecord,
  type MailDomain,
  type MailDomainKey,
} from '@postbridge/domain';
import type { Config } from '../../platform/config';
import { dkimRecordValue } from './dkim';

// The DNS records a sender domain asks for (docs/administration.md "E-mail sender domains and DKIM"): a DKIM TXT
// record per key still published, a suggested SPF and DMARC record, and the MX of the bounce domain when it is
// this domain or under it.

const DAY_MS = 86_400_000;

type KeyRow = {
  selector: string;
  public_key: string;
  created_at: string;
  created_by: string | null;
  retired_at: string | null;
};
type DomainRow = { id: string; name: string; created_at: string; created_by: string | null; version: number };

/** Until when a retired key's record stays published. */
const keepUntilOf = (retiredAt: string): string =>
  new Date(new Date(retiredAt).getTime() + MAIL_DOMAIN_RETIRING_DAYS * DAY_MS).toISOString();

/** The keys of a domain still published: the signing one, then the retiring ones whose time is not over. */
export function publishedKeys(keys: readonly KeyRow[], now: Date): MailDomainKey[] {
  const out: MailDomainKey[] = [];
  for (const key of keys) {
    const keepUntil = key.retired_at ? keepUntilOf(key.retired_at) : null;
    if (keepUntil && new Date(keepUntil) <= now) continue;
    out.push({
      selector: key.selector,
      state: keepUntil ? 'retiring' : 'active',
      publicKey: key.public_key,
      createdAt: key.created_at,
      createdBy: key.created_by,
      keepUntil,
    });
  }
  return out.sort((a, b) => (a.state === b.state ? 0 : a.state === 'active' ? -1 : 1));
}

/**
 * The SPF record suggested: the domain's MX hosts, and the relay of SMTP_URL when there is one that is not this
 * machine (`a:` a host name, `ip4:`/`ip6:` an address); `~all` (soft fail) until the administrator knows every
 * server sending for the domain.
 */
export function suggestedSpf(smtpUrl: string | null): string {
  const parts = ['v=spf1', 'mx'];
  let host = '';
  try {
    host = smtpUrl ? new URL(smtpUrl).hostname.replace(/^\[|\]$/g, '') : '';
  } catch {
    host = '';
  }
  if (host && !/^(localhost|127\.|::1$)/.test(host)) {
    const family = isIP(host);
    parts.push(family === 4 ? `ip4:${host}` : family === 6 ? `ip6:${host}` : `a:${host}`);
  }
  return [...parts, '~all'].join(' ');
}

/** DMARC to start with: reports to the domain's dmarc@ mailbox, no policy yet (p=none), relaxed alignment. */
const suggestedDmarc = (domain: string): string =>
  `v=DMARC1; p=none; rua=mailto:dmarc@${domain}; adkim=r; aspf=r`;

/** The bounce domain belongs to a sender domain when it is that domain or a name under it. */
export const bounceDomainUnder = (bounceDomain: string | null, domain: string): boolean =>
  !!bounceDomain && (bounceDomain === domain || bounceDomain.endsWith(`.${domain}`));

function recordsOf(
  domain: Pick<DomainRow, 'name'>,
  keys: readonly MailDomainKey[],
  config: Pick<Config, 'smtpUrl' | 'publicUrl'>,
  bounceDomain: string | null,
): MailDnsRecord[] {
  const record = (r: Omit<MailDnsRecord, 'selector' | 'keyState' | 'keepUntil'>): MailDnsRecord => ({
    ...r,
    selector: null,
    keyState: null,
    keepUntil: null,
  });
  const records: MailDnsRecord[] = keys.map((key) => ({
    kind: 'dkim',
    name: `${key.selector}._domainkey.${domain.name}`,
    type: 'TXT',
    value: dkimRecordValue(key.publicKey),
    selector: key.selector,
    keyState: key.state,
    keepUntil: key.keepUntil,
  }));
  records.push(record({ kind: 'spf', name: domain.name, type: 'TXT', value: suggestedSpf(config.smtpUrl) }));
  records.push(
    record({ kind: 'dmarc', name: `_dmarc.${domain.name}`, type: 'TXT', value: suggestedDmarc(domain.name) }),
  );
  if (bounceDomain && bounceDomainUnder(bounceDomain, domain.name)) {
    // The product's bounce receiver listens on the machine of PUBLIC_URL (port 25 forwarded to it).
    records.push(
      record({
        kind: 'bounceMx',
        name: bounceDomain,
        type: 'MX',
        value: `10 ${new URL(config.publicUrl).hostname}`,
      }),
    );
  }
  return records;
}

export function presentMailDomain(
  domain: DomainRow,
  keys: readonly KeyRow[],
  config: Pick<Config, 'smtpUrl' | 'publicUrl'>,
  bounceDomain: string | null,
  now: Date,
): MailDomain {
  const published = publishedKeys(keys, now);
  return {
    id: domain.id,
    name: domain.name,
    createdAt: domain.created_at,
    createdBy: domain.created_by,
    keys: published,
    records: recordsOf(domain, published, config, bounceDomain),
    version: domain.version,
  };
}
