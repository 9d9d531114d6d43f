import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { startTestProvider, type TestProvider } from '../../apps/server/src/features/sso/test-provider';
import { api, baseUrl, tokenOf, USERS } from './api';
import { launchBrowser, snap } from './browser';

type SsoSettings = { brandingId: string; redirectUri: string; version: number | null };

let browser: Browser;
let page: Page;
let provider: TestProvider;
let admin: string;
let brandingId: string;
/** The provider's answer as the browser brought it back. */
let callbackUrl: string | undefined;

beforeAll(async () => {
  admin = await tokenOf('admin');
  brandingId = (await api<{ id: string }>('GET', '/brandings/my', null)).id;
  const stored = await api<SsoSettings>('GET', `/brandings/${brandingId}/sso`, admin);
  // A real OpenID provider beside the product; its development sign-in form takes any password.
  provider = await startTestProvider(stored.redirectUri, [{ sub: 'sender' }]);
  await api('POST', `/brandings/${brandingId}/sso`, admin, {
    enabled: true,
    issuerUrl: provider.issuer,
    clientId: provider.clientId,
    clientSecret: provider.clientSecret,
    scopes: 'openid',
    claim: 'sub',
    matchBy: 'login',
    createUsers: false,
    ouId: null,
    profileId: null,
    buttonText: 'Demo ID',
    version: stored.version,
  });
  browser = await launchBrowser();
  page = await browser.newPage({ viewport: { width: 1280, height: 720 } });
  page.on('request', (request) => {
    if (request.url().includes('/api/sso/callback')) callbackUrl = request.url();
  });
});
afterAll(async () => {
  // The other specs find the sign-in page as it was.
  const now = await api<SsoSettings>('GET', `/brandings/${brandingId}/sso`, admin);
  await api('POST', `/brandings/${brandingId}/sso`, admin, {
    ...now,
    enabled: false,
    clientSecret: null,
  }).catch(() => undefined);
  await browser?.close();
  await provider?.close();
});

describe('single sign-on with OpenID Connect', () => {
  it('signs in through the provider from the sign-in page and lands home as the matched user', async () => {
    await page.goto(baseUrl);
    const button = page.getByRole('link', { name: 'Sign in with Demo ID' });
    await button.waitFor();
    await snap(page, 'sso-01-sign-in-button');
    await button.click();

    await page.waitForURL((url) => url.href.startsWith(provider.issuer));
    await page.locator('input[name="login"]').fill('sender');
    await page.locator('input[name="password"]').fill('anything');
    await snap(page, 'sso-02-provider-sign-in', {
      notOurs: 'the sign-in form of the stand-in identity provider (oidc-provider), not of Postbridge',
    });
    await page.getByRole('button', { name: 'Sign-in' }).click();

    await page.waitForURL(/\/home$/);
    await page.getByRole('region', { name: 'Awaiting validation' }).waitFor();
    expect(page.url()).not.toContain('ssoCode');
    const token = await page.evaluate(() => localStorage.getItem('token'));
    expect(token).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    const check = await api<{ user: { login: string } }>('GET', '/authentication/check', token);
    expect(check.user.login).toBe('sender');
    await snap(page, 'sso-03-home');
  });

  it('refuses the provider’s answer played again, on the sign-in page with its reason', async () => {
    expect(callbackUrl).toContain('/api/sso/callback?');
    await page.evaluate(() => localStorage.clear());
    await page.goto(callbackUrl!);
    await page
      .getByText('This sign-in was already used, has expired or was not started here. Please try again.')
      .waitFor();
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    await snap(page, 'sso-04-replay-refused');
  });

  it('shows the settings in System > White labels > Single sign-on, the secret only as stored', async () => {
    await page.goto(baseUrl);
    await page.getByLabel('Login', { exact: true }).fill('admin');
    await page.getByLabel('Password', { exact: true }).fill(USERS.admin);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL(/\/home$/);
    await page.goto(`${baseUrl}/system/brandings`);
    const row = page.getByRole('row').filter({ hasText: 'default' });
    await row.getByRole('button', { name: 'Edit' }).click();
    await page.getByRole('tab', { name: 'Single sign-on' }).click();
    await expect
      .poll(() => page.getByRole('textbox', { name: 'Name on the button' }).inputValue())
      .toBe('Demo ID');
    expect(await page.getByRole('textbox', { name: 'Issuer URL' }).inputValue()).toBe(provider.issuer);
    await page.getByText('A secret is stored; leave this empty to keep it.').waitFor();
    expect(await page.getByLabel('Client secret').inputValue()).toBe('');
    await snap(page, 'sso-05-system-tab');
  });
});
