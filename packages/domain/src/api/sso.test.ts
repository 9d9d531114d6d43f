import { describe, expect, it } from 'vitest';
import { isAppPath, isIssuerUrl, ssoScopes, validateSsoSettings, type SsoSaveBody } from './sso';

const body = (over: Partial<SsoSaveBody> = {}): SsoSaveBody => ({
  enabled: true,
  issuerUrl: 'https://id.example.com/realms/post',
  clientId: 'postbridge',
  clientSecret: 's3cret',
  scopes: 'openid email',
  claim: 'email',
  matchBy: 'email',
  createUsers: false,
  ouId: null,
  profileId: null,
  buttonText: 'Example ID',
  version: null,
  ...over,
});

describe('single sign-on settings', () => {
  it('accepts complete settings', () => {
    expect(validateSsoSettings(body(), false)).toEqual([]);
  });

  it('names each missing or wrong field', () => {
    const issues = validateSsoSettings(
      body({
        issuerUrl: 'http://id.example.com',
        clientId: ' ',
        clientSecret: null,
        scopes: 'email profile',
        claim: 'e mail',
        createUsers: true,
        buttonText: '',
      }),
      false,
    );
    expect(issues.map((i) => `${i.field}:${i.key}`)).toEqual([
      'issuerUrl:issuerInvalid',
      'clientId:clientIdRequired',
      'clientSecret:clientSecretRequired',
      'scopes:scopesOpenid',
      'claim:claimInvalid',
      'ouId:ouRequired',
      'profileId:profileRequired',
      'buttonText:buttonTextRequired',
    ]);
  });

  it('keeps a stored secret when none is sent, and checks nothing when switched off', () => {
    expect(validateSsoSettings(body({ clientSecret: null }), true)).toEqual([]);
    expect(validateSsoSettings(body({ enabled: false, issuerUrl: 'nope', clientId: '' }), false)).toEqual([]);
  });

  it('takes https issuers, and plain http only on this machine', () => {
    expect(isIssuerUrl('https://id.example.com')).toBe(true);
    expect(isIssuerUrl('http://127.0.0.1:4000/oidc')).toBe(true);
    expect(isIssuerUrl('http://localhost:4000')).toBe(true);
    expect(isIssuerUrl('http://id.example.com')).toBe(false);
    expect(isIssuerUrl('https://id.example.com/?x=1')).toBe(false);
    expect(isIssuerUrl('https://user@id.example.com')).toBe(false);
    expect(isIssuerUrl('javascript:alert(1)')).toBe(false);
  });

  it('splits scopes and returns only to paths of the app', () => {
    expect(ssoScopes(' openid  email openid ')).toEqual(['openid', 'email']);
    expect(isAppPath('/manage/jobs')).toBe(true);
    expect(isAppPath('//evil.example')).toBe(false);
    expect(isAppPath('https://evil.example')).toBe(false);
    expect(isAppPath('/\\evil.example')).toBe(false);
  });
});
