import { describe, expect, it } from 'vitest';
import {
  canonicalOrigin,
  effectiveSecuritySettings,
  normalizeSecurityOverrides,
  securitySettingsIssues,
  shortUserAgent,
  type SecuritySettings,
} from './system-security';

const pairs = (overrides: Parameters<typeof securitySettingsIssues>[0]) =>
  securitySettingsIssues(overrides).map((i) => [i.key, i.path]);

describe('security settings rules', () => {
  it('accepts nothing overridden, and values at their bounds', () => {
    expect(securitySettingsIssues({})).toEqual([]);
    expect(
      securitySettingsIssues({
        sessionTtlMinutes: 5,
        sessionMaxHours: null,
        loginPerAccount: 100,
        loginPerAddress: 10_000,
        loginWindowMinutes: 1,
        minPasswordEntropy: 0,
        maxPasswordValidityDays: 3_650,
        allowedOrigins: ['https://erp.example.com', 'http://localhost:5173'],
      }),
    ).toEqual([]);
  });

  it('refuses each number out of its range or not whole, at its field, with the bounds', () => {
    const issues = securitySettingsIssues({
      sessionTtlMinutes: 4,
      sessionMaxHours: 0,
      loginPerAccount: 101,
      loginPerAddress: 10_001,
      loginWindowMinutes: 1_441,
      minPasswordEntropy: 12.5,
      maxPasswordValidityDays: 0,
    });
    expect(issues.map((i) => [i.key, i.path])).toEqual([
      ['securitySettings.outOfRange', 'sessionTtlMinutes'],
      ['securitySettings.outOfRange', 'sessionMaxHours'],
      ['securitySettings.outOfRange', 'loginPerAccount'],
      ['securitySettings.outOfRange', 'loginPerAddress'],
      ['securitySettings.outOfRange', 'loginWindowMinutes'],
      ['securitySettings.notInteger', 'minPasswordEntropy'],
      ['securitySettings.outOfRange', 'maxPasswordValidityDays'],
    ]);
    expect(issues[0]!.params).toMatchObject({ min: 5, max: 43_200 });
  });

  it('takes exact https origins only (http for localhost), each once', () => {
    expect(
      pairs({
        allowedOrigins: [
          'https://erp.example.com/app',
          'ftp://files.example.com',
          'http://erp.example.com',
          'https://ERP.example.com',
          'https://user:pw@erp.example.com',
          'erp.example.com',
        ],
      }),
    ).toEqual([
      ['securitySettings.originInvalid', 'allowedOrigins[0]'],
      ['securitySettings.originInvalid', 'allowedOrigins[1]'],
      ['securitySettings.originInsecure', 'allowedOrigins[2]'],
      ['securitySettings.originInvalid', 'allowedOrigins[4]'],
      ['securitySettings.originInvalid', 'allowedOrigins[5]'],
    ]);
    expect(pairs({ allowedOrigins: ['https://a.example', 'https://A.example:443/'] })).toEqual([
      ['securitySettings.originDuplicate', 'allowedOrigins[1]'],
    ]);
    expect(pairs({ allowedOrigins: Array.from({ length: 51 }, (_, i) => `https://h${i}.example`) })).toEqual([
      ['securitySettings.tooManyOrigins', 'allowedOrigins'],
    ]);
  });

  it('writes origins in their canonical form', () => {
    expect(canonicalOrigin(' https://ERP.Example.com:443/ ')).toBe('https://erp.example.com');
    expect(canonicalOrigin('https://erp.example.com:8443')).toBe('https://erp.example.com:8443');
    expect(canonicalOrigin('https://erp.example.com?x=1')).toBeNull();
    expect(normalizeSecurityOverrides({ allowedOrigins: ['https://A.example/'] })).toEqual({
      allowedOrigins: ['https://a.example'],
    });
  });

  it('applies an override over its default, and only that one', () => {
    const defaults: SecuritySettings = {
      sessionTtlMinutes: 480,
      sessionMaxHours: null,
      loginPerAccount: 5,
      loginPerAddress: 30,
      loginWindowMinutes: 15,
      minPasswordEntropy: 0,
      maxPasswordValidityDays: null,
      allowedOrigins: [],
    };
    expect(effectiveSecuritySettings(defaults, { sessionTtlMinutes: 30, sessionMaxHours: 12 })).toEqual({
      ...defaults,
      sessionTtlMinutes: 30,
      sessionMaxHours: 12,
    });
  });
});

describe('short user agents', () => {
  it('names the browser, its version and the system', () => {
    expect(shortUserAgent('Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0')).toBe(
      'Firefox 128 on Linux',
    );
    expect(
      shortUserAgent(
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 Edg/126.0.2592.87',
      ),
    ).toBe('Edge 126 on Windows');
    expect(
      shortUserAgent(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
      ),
    ).toBe('Safari 17 on iOS');
    expect(shortUserAgent('curl/8.5.0')).toBe('curl/8.5.0');
    expect(shortUserAgent(null)).toBe('');
    expect(shortUserAgent('x'.repeat(100))).toHaveLength(60);
  });
});
