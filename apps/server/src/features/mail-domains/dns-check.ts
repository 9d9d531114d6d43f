import { Resolver } from 'node:dns/promises';
import type { MailDnsCheck, MailDnsRecord } from '@postbridge/domain';

// "Check DNS" of System > E-mail: each record of a sender domain looked up as this server's resolver sees it,
// with a short timeout. A machine without a DNS server answers `unavailable` in a few seconds, never hangs.

/** What the check asks of a resolver (node:dns's Resolver; a test may give its own). */
export type DnsLookup = {
  resolveTxt: (name: string) => Promise<string[][]>;
  resolveMx: (name: string) => Promise<{ exchange: string; priority: number }[]>;
};

/** One try of 1.5 s per server: the whole check stays within a few seconds. */
const TIMEOUT_MS = 1_500;
/** However the resolver behaves, a lookup gives up after this long. */
const DEADLINE_MS = 4_000;

/** The resolver of this machine (/etc/resolv.conf), or of the servers given (`host:port`). */
export function systemDnsLookup(servers?: string[]): DnsLookup {
  const resolver = new Resolver({ timeout: TIMEOUT_MS, tries: 1 });
  if (servers) resolver.setServers(servers);
  return resolver;
}

/** The resolver answered that the name or the record type does not exist. */
const ABSENT = new Set(['ENODATA', 'ENOTFOUND', 'NXDOMAIN']);

const normalise = (text: string) =>
  text
    .replace(/\s+/g, ' ')
    .replace(/\s*;\s*/g, ';')
    .trim()
    .toLowerCase();

type Answer = { found: string[] } | { absent: true } | { error: string };

async function lookUp(lookup: DnsLookup, record: MailDnsRecord): Promise<Answer> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(Object.assign(new Error('deadline'), { code: 'ETIMEOUT' })), DEADLINE_MS);
  });
  try {
    const found =
      record.type === 'TXT'
        ? (await Promise.race([lookup.resolveTxt(record.name), deadline])).map((parts) => parts.join(''))
        : (await Promise.race([lookup.resolveMx(record.name), deadline])).map(
            (mx) => `${mx.priority} ${mx.exchange}`,
          );
    return { found };
  } catch (err) {
    const code = String((err as NodeJS.ErrnoException).code ?? 'ERROR');
    return ABSENT.has(code) ? { absent: true } : { error: code };
  } finally {
    clearTimeout(timer);
  }
}

/** Whether what the DNS holds is the record asked for, another of its kind, or nothing of it. */
function stateOf(record: MailDnsRecord, found: string[]): 'found' | 'missing' | 'different' {
  if (record.type === 'MX') {
    const host = normalise(record.value.split(' ').slice(1).join(' ')).replace(/\.$/, '');
    if (found.length === 0) return 'missing';
    return found.some((f) => normalise(f.split(' ')[1] ?? '').replace(/\.$/, '') === host)
      ? 'found'
      : 'different';
  }
  const kindPrefix = { dkim: 'v=dkim1', spf: 'v=spf1', dmarc: 'v=dmarc1', bounceMx: '' }[record.kind];
  const same = found.filter((f) => normalise(f).startsWith(kindPrefix) || record.kind === 'dkim');
  if (same.some((f) => normalise(f) === normalise(record.value))) return 'found';
  return same.length ? 'different' : 'missing';
}

export async function checkRecords(
  domainId: string,
  records: readonly MailDnsRecord[],
  lookup: DnsLookup,
  now: Date,
): Promise<MailDnsCheck> {
  const answers = await Promise.all(records.map((record) => lookUp(lookup, record)));
  const checked = records.map((record, i) => {
    const answer = answers[i]!;
    const base = { kind: record.kind, name: record.name, type: record.type, selector: record.selector };
    if ('error' in answer) return { ...base, state: 'unavailable' as const, found: [], error: answer.error };
    const found = 'found' in answer ? answer.found : [];
    return { ...base, state: stateOf(record, found), found, error: null };
  });
  return {
    domainId,
    checkedAt: now.toISOString(),
    resolverAvailable: checked.some((c) => c.state !== 'unavailable'),
    records: checked,
  };
}
