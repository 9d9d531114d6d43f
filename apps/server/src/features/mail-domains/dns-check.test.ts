import dgram from 'node:dgram';
import type { AddressInfo } from 'node:net';
import type { MailDnsRecord } from '@postbridge/domain';
import { describe, expect, it } from 'vitest';
import { checkRecords, systemDnsLookup, type DnsLookup } from './dns-check';

const record = (kind: MailDnsRecord['kind'], name: string, value: string): MailDnsRecord => ({
  kind,
  name,
  type: kind === 'bounceMx' ? 'MX' : 'TXT',
  value,
  selector: kind === 'dkim' ? 'pb202611' : null,
  keyState: kind === 'dkim' ? 'active' : null,
  keepUntil: null,
});
const RECORDS = [
  record('dkim', 'pb202611._domainkey.example.org', 'v=DKIM1; k=rsa; p=MIIBIjAN'),
  record('spf', 'example.org', 'v=spf1 mx ~all'),
  record('dmarc', '_dmarc.example.org', 'v=DMARC1; p=none; rua=mailto:dmarc@example.org; adkim=r; aspf=r'),
  record('bounceMx', 'bounces.example.org', '10 post.example.org'),
];
const NOW = new Date('2026-11-28T08:00:00Z');
const absent = () => Promise.reject(Object.assign(new Error('queryTxt ENODATA'), { code: 'ENODATA' }));

describe('checkRecords', () => {
  it('tells found, different and missing records apart', async () => {
    const zone: DnsLookup = {
      resolveTxt: async (name) =>
        name === 'pb202611._domainkey.example.org'
          ? [['v=DKIM1;k=rsa; ', 'p=MIIBIjAN']] // split in strings, other spacing: the same record
          : name === 'example.org'
            ? [['v=spf1 include:_spf.mailhost.example ~all'], ['google-site-verification=abc']]
            : absent(),
      resolveMx: async () => [{ priority: 10, exchange: 'post.example.org' }],
    };
    const result = await checkRecords('d1', RECORDS, zone, NOW);
    expect(result.resolverAvailable).toBe(true);
    expect(result.records.map((r) => [r.kind, r.state])).toEqual([
      ['dkim', 'found'],
      ['spf', 'different'],
      ['dmarc', 'missing'],
      ['bounceMx', 'found'],
    ]);
    expect(result.records[1]!.found).toContain('v=spf1 include:_spf.mailhost.example ~all');
  });

  it('answers "unavailable" within seconds when the DNS server never answers', async () => {
    // A UDP socket that swallows every query: a resolver that is there but silent.
    const silent = dgram.createSocket('udp4');
    await new Promise<void>((resolve) => silent.bind(0, '127.0.0.1', resolve));
    try {
      const { port } = silent.address() as AddressInfo;
      const started = Date.now();
      const result = await checkRecords('d1', RECORDS, systemDnsLookup([`127.0.0.1:${port}`]), NOW);
      expect(Date.now() - started).toBeLessThan(6_000);
      expect(result.resolverAvailable).toBe(false);
      for (const r of result.records) expect(r).toMatchObject({ state: 'unavailable', found: [] });
      expect(result.records[0]!.error).toMatch(/^E[A-Z]+$/);
    } finally {
      silent.close();
    }
  }, 15_000);
});
