import { describe, expect, it } from 'vitest';
import { bounceDomainUnder, publishedKeys, suggestedSpf } from './records';

describe('DNS records of a sender domain', () => {
  it('suggests SPF with the MX hosts and the relay of SMTP_URL when it is not this machine', () => {
    expect(suggestedSpf(null)).toBe('v=spf1 mx ~all');
    expect(suggestedSpf('smtp://localhost:1025')).toBe('v=spf1 mx ~all');
    expect(suggestedSpf('smtps://user:pw@relay.example.net:465')).toBe('v=spf1 mx a:relay.example.net ~all');
    expect(suggestedSpf('smtp://192.0.2.10:25')).toBe('v=spf1 mx ip4:192.0.2.10 ~all');
    expect(suggestedSpf('smtp://[2001:db8::1]:25')).toBe('v=spf1 mx ip6:2001:db8::1 ~all');
  });

  it('asks for the bounce MX when the bounce domain is the domain or under it', () => {
    expect(bounceDomainUnder('example.org', 'example.org')).toBe(true);
    expect(bounceDomainUnder('bounces.example.org', 'example.org')).toBe(true);
    expect(bounceDomainUnder('badexample.org', 'example.org')).toBe(false);
    expect(bounceDomainUnder(null, 'example.org')).toBe(false);
  });

  it('shows the signing key first, retiring keys until their time is over', () => {
    const key = (selector: string, created: string, retired: string | null) => ({
      selector,
      public_key: 'MIIB',
      created_at: created,
      created_by: 'root',
      retired_at: retired,
    });
    const keys = [
      key('pb202611', '2026-11-01T00:00:00Z', '2026-11-20T00:00:00Z'),
      key('pb202611-2', '2026-11-20T00:00:00Z', null),
    ];
    expect(
      publishedKeys(keys, new Date('2026-11-26T00:00:00Z')).map((k) => [k.selector, k.state, k.keepUntil]),
    ).toEqual([
      ['pb202611-2', 'active', null],
      ['pb202611', 'retiring', '2026-11-27T00:00:00.000Z'],
    ]);
    expect(publishedKeys(keys, new Date('2026-11-27T00:00:00Z')).map((k) => k.selector)).toEqual([
      'pb202611-2',
    ]);
  });
});
