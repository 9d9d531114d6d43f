import { describe, expect, it } from 'vitest';
import type { ValidationIssue } from './issues';
import { validateBrandDomain, validateOu, validateOuDelays, validateWebhookUrl } from './ou';

const pairs = (issues: ValidationIssue[]) => issues.map(({ key, path, severity }) => [key, path, severity]);
const ou = { id: 'ou-1', freezeDelayDays: 1, fileDelayDays: 2, dataDelayDays: 3, webHookURL: null };

describe('OU rules (docs/product.md §5)', () => {
  it('accepts a valid OU, equal delays included', () => {
    expect(validateOu(ou)).toEqual([]);
    expect(validateOuDelays({ freezeDelayDays: 0, fileDelayDays: 0, dataDelayDays: 0 })).toEqual([]);
  });

  it('needs freezeDelayDays <= fileDelayDays <= dataDelayDays', () => {
    expect(pairs(validateOuDelays({ freezeDelayDays: 3, fileDelayDays: 2, dataDelayDays: 3 }))).toEqual([
      ['ou.delays', 'freezeDelayDays', 'error'],
    ]);
    expect(pairs(validateOuDelays({ freezeDelayDays: 0, fileDelayDays: 5, dataDelayDays: 3 }))).toEqual([
      ['ou.delays', 'fileDelayDays', 'error'],
    ]);
    expect(pairs(validateOuDelays({ freezeDelayDays: -1, fileDelayDays: 1.5, dataDelayDays: 3 }))).toEqual([
      ['ou.delayInvalid', 'freezeDelayDays', 'error'],
      ['ou.delayInvalid', 'fileDelayDays', 'error'],
    ]);
  });

  it('needs an id', () => {
    expect(pairs(validateOu({ ...ou, id: '' }))).toEqual([['ou.idMissing', 'id', 'error']]);
  });

  it('warns about an http webhook and refuses an invalid one', () => {
    expect(validateWebhookUrl('https://hooks.example.com/postbridge?x=1')).toEqual([]);
    expect(validateWebhookUrl('https://10.0.0.2:8443/hook')).toEqual([]);
    expect(validateWebhookUrl(null)).toEqual([]);
    expect(validateWebhookUrl('http://hooks.example.com/h')).toEqual([
      {
        key: 'ou.webhookInsecure',
        path: 'webHookURL',
        severity: 'warning',
        params: { url: 'http://hooks.example.com/h' },
      },
    ]);
    for (const url of [
      'hooks.example.com',
      'ftp://example.com',
      'https://exa mple.com',
      'https://',
      'https://a..b',
      'https://a.com:99999',
    ]) {
      expect(pairs(validateWebhookUrl(url)), url).toEqual([['ou.webhookInvalid', 'webHookURL', 'error']]);
    }
  });

  it('refuses a webhook address holding a user name or password (the calls are signed)', () => {
    for (const url of ['https://ada:secret@hooks.example.com/h', 'http://token@hooks.example.com/h']) {
      expect(pairs(validateWebhookUrl(url)), url).toEqual([['ou.webhookCredentials', 'webHookURL', 'error']]);
    }
    expect(validateWebhookUrl('https://hooks.example.com/h?user=ada@example.com')).toEqual([]);
  });

  it('reports every OU fault at once', () => {
    expect(
      pairs(
        validateOu({
          id: null,
          freezeDelayDays: 5,
          fileDelayDays: 1,
          dataDelayDays: 0,
          webHookURL: 'not a url',
        }),
      ),
    ).toEqual([
      ['ou.idMissing', 'id', 'error'],
      ['ou.delays', 'freezeDelayDays', 'error'],
      ['ou.delays', 'fileDelayDays', 'error'],
      ['ou.webhookInvalid', 'webHookURL', 'error'],
    ]);
  });

  it('needs a brand domain to be a domain name, not a URL', () => {
    expect(validateBrandDomain('mail.example.com')).toEqual([]);
    expect(validateBrandDomain('localhost')).toEqual([]);
    expect(validateBrandDomain('')).toEqual([]);
    for (const domain of [
      'https://mail.example.com',
      'mail.example.com/path',
      'mail.example.com:8080',
      '-bad.com',
    ]) {
      expect(pairs(validateBrandDomain(domain, 'virtualHost')), domain).toEqual([
        ['ou.brandDomain', 'virtualHost', 'error'],
      ]);
    }
  });
});
