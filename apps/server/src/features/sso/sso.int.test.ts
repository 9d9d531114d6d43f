import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { historyOf } from '../../platform/history/queries';
import { createOu, createUser, sessionToken, userIdOf } from '../../test/factories';
import { createTestContext, type TestContext } from '../../test/test-deps';
import { startTestProvider, type TestProvider } from './test-provider';

const PUBLIC_URL = 'http://post.example.test';
const REDIRECT_URI = `${PUBLIC_URL}/api/sso/callback`;

let t: TestContext;
let provider: TestProvider;
let admin: string;
let brandingId: string;
let ouId: string;
let profileId: string;

beforeEach(async () => {
  t = await createTestContext({ env: { PUBLIC_URL } });
  provider = await startTestProvider(REDIRECT_URI, [
    { sub: 'alice', email: 'Alice@Example.test', givenName: 'Alice', familyName: 'Martin' },
    { sub: 'newcomer', email: 'newcomer@example.test', givenName: 'Nina', familyName: 'Neu' },
    { sub: 'unverified', email: 'alice@example.test', emailVerified: false },
  ]);
  admin = await sessionToken(t.deps, 'admin');
  const my = await t.app.inject({ method: 'GET', url: '/api/brandings/my' });
  brandingId = (my.json() as { result: { id: string } }).result.id;
  ouId = (await userIdOf(t.deps.db, 'admin')).ouId;
  const { id: ou } = await createOu(t.deps.db, { parentId: ouId, name: 'SSO people' });
  const alice = await createUser(t.deps.db, {
    ouId: ou,
    login: 'alice',
    columns: { email_address: 'alice@example.test' },
  });
  profileId = alice.profileId;
  ouId = ou;
});
afterEach(async () => {
  await provider.close();
  await t.close();
});

const settings = (over: Record<string, unknown> = {}) => ({
  enabled: true,
  issuerUrl: provider.issuer,
  clientId: provider.clientId,
  clientSecret: provider.clientSecret,
  scopes: 'openid email profile',
  claim: 'email',
  matchBy: 'email',
  createUsers: false,
  ouId: null,
  profileId: null,
  buttonText: 'Example ID',
  version: null,
  ...over,
});

async function saveSettings(over: Record<string, unknown> = {}) {
  return t.app.inject({
    method: 'POST',
    url: `/api/brandings/${brandingId}/sso`,
    headers: { 'x-auth-token': admin },
    payload: settings(over),
  });
}

/** A tiny cookie jar: the provider keeps its interaction in cookies between its pages. */
class Jar {
  private cookies = new Map<string, string>();
  take(res: Response): void {
    for (const line of res.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const [name = '', value = ''] = pair.split('=');
      if (!value || /expires=Thu, 01 Jan 1970/i.test(line)) this.cookies.delete(name.trim());
      else this.cookies.set(name.trim(), value);
    }
  }
  header(): string {
    return [...this.cookies].map(([n, v]) => `${n}=${v}`).join('; ');
  }
}

/** The browser at the provider: its sign-in form filled with `login`, until it is sent back to the redirect URI. */
async function signInAtProvider(authorizationUrl: string, login: string): Promise<URL> {
  const jar = new Jar();
  let url = authorizationUrl;
  let form: URLSearchParams | undefined;
  for (let step = 0; step < 12; step++) {
    const res = await fetch(url, {
      redirect: 'manual',
      method: form ? 'POST' : 'GET',
      headers: {
        cookie: jar.header(),
        ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      ...(form ? { body: form.toString() } : {}),
    });
    jar.take(res);
    form = undefined;
    const location = res.headers.get('location');
    if (location) {
      const next = new URL(location, url);
      if (next.href.startsWith(REDIRECT_URI)) return next;
      url = next.href;
      continue;
    }
    const html = await res.text();
    const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1];
    if (!action || !html.includes('name="login"'))
      throw new Error(`unexpected provider page: ${html.slice(0, 300)}`);
    url = new URL(action, url).href;
    form = new URLSearchParams({ prompt: 'login', login, password: 'any' });
  }
  throw new Error('the provider did not send the browser back');
}

/** Start at Postbridge, sign in at the provider: the callback address the provider sends the browser to. */
async function providerAnswer(login: string, from?: string): Promise<URL> {
  const start = await t.app.inject({
    method: 'GET',
    url: `/api/sso/start${from ? `?from=${encodeURIComponent(from)}` : ''}`,
  });
  expect(start.statusCode).toBe(302);
  const location = start.headers.location as string;
  expect(location.startsWith(`${provider.issuer}/`)).toBe(true);
  return signInAtProvider(location, login);
}

async function callback(answer: URL) {
  const res = await t.app.inject({ method: 'GET', url: `/api/sso/callback${answer.search}` });
  expect(res.statusCode).toBe(302);
  return new URL(res.headers.location as string, PUBLIC_URL);
}

async function exchange(code: string) {
  return t.app.inject({ method: 'POST', url: '/api/sso/exchange', payload: { code } });
}

const userCount = async () =>
  Number(
    (
      await t.deps.db
        .selectFrom('app_user')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('single sign-on with OpenID Connect', () => {
  it('signs a matched user in through the provider, with PKCE, and hands the session over once', async () => {
    expect((await saveSettings()).statusCode).toBe(200);
    const status = await t.app.inject({ method: 'GET', url: '/api/sso/status' });
    expect(status.json()).toEqual({ result: { enabled: true, buttonText: 'Example ID' } });

    const start = await t.app.inject({ method: 'GET', url: '/api/sso/start' });
    const authorization = new URL(start.headers.location as string);
    expect(authorization.searchParams.get('code_challenge_method')).toBe('S256');
    expect(authorization.searchParams.get('redirect_uri')).toBe(REDIRECT_URI);

    const back = await callback(await providerAnswer('alice', '/manage/jobs'));
    expect(back.pathname).toBe('/');
    expect(back.searchParams.get('from')).toBe('/manage/jobs');
    const code = back.searchParams.get('ssoCode')!;
    expect(code).toMatch(/^[A-Za-z0-9_-]{40,}$/);

    const session = await exchange(code);
    expect(session.statusCode).toBe(200);
    const { authToken, user } = (session.json() as { result: { authToken: string; user: { login: string } } })
      .result;
    expect(user.login).toBe('alice');
    const check = await t.app.inject({
      method: 'GET',
      url: '/api/authentication/check',
      headers: { 'x-auth-token': authToken },
    });
    expect(check.json().result.user.login).toBe('alice');

    // The code works once.
    const again = await exchange(code);
    expect(again.statusCode).toBe(401);
    expect(again.json().error.labelId).toBe('sso.error.codeInvalid');

    const alice = await userIdOf(t.deps.db, 'alice');
    const history = await historyOf(t.deps.db, 'user', alice.id);
    expect(history.map((h) => [h.action, h.login])).toContainEqual(['ssoSignIn', 'alice']);
  });

  it('does not hold a password rule against a session no password opened', async () => {
    // Alice must change her password (an administrator set a temporary one): signed in with it, every call but
    // the change answers -23. Signed in through the provider, she never typed it.
    await t.deps.db
      .updateTable('app_user')
      .set({ must_change_password: 1 })
      .where('login', '=', 'alice')
      .execute();
    await saveSettings();
    const back = await callback(await providerAnswer('alice'));
    const session = await exchange(back.searchParams.get('ssoCode')!);
    const { authToken, user } = (
      session.json() as { result: { authToken: string; user: { passwordExpireDays: number | null } } }
    ).result;
    expect(user.passwordExpireDays).toBeNull();
    const files = await t.app.inject({
      method: 'GET',
      url: '/api/files',
      headers: { 'x-auth-token': authToken },
    });
    expect(files.statusCode).toBe(200);
    const check = await t.app.inject({
      method: 'GET',
      url: '/api/authentication/check',
      headers: { 'x-auth-token': authToken },
    });
    expect(check.json().result.user.passwordExpireDays).toBeNull();

    // The same account signed in with a password still has to change it.
    const password = await sessionToken(t.deps, 'alice');
    const refused = await t.app.inject({
      method: 'GET',
      url: '/api/files',
      headers: { 'x-auth-token': password },
    });
    expect(refused.json().error.code).toBe(-23);
  });

  it('creates a missing user in the configured account and profile when creation is on', async () => {
    await saveSettings({ createUsers: true, ouId, profileId });
    const before = await userCount();
    const back = await callback(await providerAnswer('newcomer'));
    const session = await exchange(back.searchParams.get('ssoCode')!);
    expect(session.statusCode).toBe(200);
    const created = await t.deps.db
      .selectFrom('app_user')
      .selectAll()
      .where('login', '=', 'newcomer@example.test')
      .executeTakeFirstOrThrow();
    expect(created).toMatchObject({
      ou_id: ouId,
      profile_id: profileId,
      email_address: 'newcomer@example.test',
      first_name: 'Nina',
      last_name: 'Neu',
    });
    expect(await userCount()).toBe(before + 1);
    const history = await historyOf(t.deps.db, 'user', created.id);
    expect(history[0]).toMatchObject({ action: 'created', login: 'newcomer@example.test' });
    expect(JSON.parse(history[0]!.details!)).toMatchObject({ by: 'sso' });
  });

  it('refuses an unknown user when creation is off, and creates nobody', async () => {
    await saveSettings();
    const before = await userCount();
    const back = await callback(await providerAnswer('newcomer'));
    expect(back.search).toBe('?ssoError=userUnknown');
    expect(await userCount()).toBe(before);
  });

  it('refuses an e-mail the provider marks unverified', async () => {
    await saveSettings();
    const back = await callback(await providerAnswer('unverified'));
    expect(back.search).toBe('?ssoError=claimMissing');
  });

  it('refuses a disabled user', async () => {
    await saveSettings();
    await t.deps.db.updateTable('app_user').set({ enabled: 0 }).where('login', '=', 'alice').execute();
    const back = await callback(await providerAnswer('alice'));
    expect(back.search).toBe('?ssoError=userDisabled');
  });

  it('refuses a wrong state and a replayed answer', async () => {
    await saveSettings({ createUsers: true, ouId, profileId });
    const answer = await providerAnswer('newcomer');
    const forged = new URL(answer);
    forged.searchParams.set('state', 'not-the-state-we-sent');
    expect((await callback(forged)).search).toBe('?ssoError=attemptInvalid');

    const first = await callback(answer);
    expect(first.searchParams.get('ssoCode')).toBeTruthy();
    const before = await userCount();
    expect((await callback(answer)).search).toBe('?ssoError=attemptInvalid');
    expect(await userCount()).toBe(before);
  });

  it('refuses an ID token whose nonce is not the one sent, and creates nobody', async () => {
    await saveSettings({ createUsers: true, ouId, profileId });
    const answer = await providerAnswer('newcomer');
    // As if the answer belonged to another sign-in: the stored nonce differs from the ID token's.
    await t.deps.db.updateTable('sso_attempt').set({ nonce: 'another-nonce' }).execute();
    const before = await userCount();
    expect((await callback(answer)).search).toBe('?ssoError=answerInvalid');
    expect(await userCount()).toBe(before);
  });

  it('refuses an expired attempt', async () => {
    await saveSettings();
    const answer = await providerAnswer('alice');
    t.clock.advanceMinutes(11);
    expect((await callback(answer)).search).toBe('?ssoError=attemptInvalid');
  });

  it('sends the browser back when single sign-on is off for this host', async () => {
    const status = await t.app.inject({ method: 'GET', url: '/api/sso/status' });
    expect(status.json()).toEqual({ result: { enabled: false, buttonText: null } });
    const start = await t.app.inject({ method: 'GET', url: '/api/sso/start' });
    expect(start.statusCode).toBe(302);
    expect(start.headers.location).toBe('/?ssoError=notEnabled');
  });
});

describe('single sign-on settings of a white label', () => {
  it('keeps the client secret sealed and never answers it', async () => {
    const saved = await saveSettings();
    expect(saved.statusCode).toBe(200);
    const result = saved.json().result;
    expect(result).toMatchObject({ clientSecretSet: true, redirectUri: REDIRECT_URI, version: 1 });
    expect(JSON.stringify(result)).not.toContain(provider.clientSecret);
    const row = await t.deps.db
      .selectFrom('branding_sso')
      .selectAll()
      .where('branding_id', '=', brandingId)
      .executeTakeFirstOrThrow();
    expect(row.client_secret_sealed).toMatch(/^v1:/);
    expect(row.client_secret_sealed).not.toContain(provider.clientSecret);

    // null keeps the stored secret; the version read must be the stored one.
    const kept = await saveSettings({ clientSecret: null, buttonText: 'Corporate ID', version: 1 });
    expect(kept.json().result).toMatchObject({
      clientSecretSet: true,
      buttonText: 'Corporate ID',
      version: 2,
    });
    expect((await saveSettings({ clientSecret: null, version: 1 })).json().error.code).toBe(-13);
  });

  it('refuses bad settings at their field', async () => {
    const res = await saveSettings({ issuerUrl: 'http://id.example.com' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ field: 'body.issuerUrl', labelId: 'sso.error.issuerInvalid' });
    const noProfile = await saveSettings({ createUsers: true, ouId, profileId: null });
    expect(noProfile.json().error).toMatchObject({
      field: 'body.profileId',
      labelId: 'sso.error.profileRequired',
    });
    const bad = await saveSettings({ matchBy: 'phone' });
    expect(bad.statusCode).toBe(400);
  });

  it('sends a white label with its own host back to that host, and goes with it when it is deleted', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/brandings',
      headers: { 'x-auth-token': admin },
      payload: {
        name: 'Acme',
        applicationName: 'Acme Post',
        virtualHost: 'post.acme.test',
        authenticationRealm: null,
        backgroundImageURL: null,
        logoImageURL: null,
        notificationIconURL: null,
        properties: {
          css: null,
          favicon: null,
          primaryColor: null,
          iconColors: {},
          embeddedParentUrls: [],
          chatSupportUrl: null,
        },
        statusColors: {},
      },
    });
    const acme = created.json().result.id as string;
    const saved = await t.app.inject({
      method: 'POST',
      url: `/api/brandings/${acme}/sso`,
      headers: { 'x-auth-token': admin },
      payload: settings({ buttonText: 'Acme ID' }),
    });
    expect(saved.json().result.redirectUri).toBe('http://post.acme.test/api/sso/callback');
    // The sign-in page of that host offers Acme's provider; the others still the default white label's (none).
    const status = (host: string) =>
      t.app.inject({ method: 'GET', url: '/api/sso/status', headers: { host } });
    expect((await status('post.acme.test')).json().result).toEqual({ enabled: true, buttonText: 'Acme ID' });
    expect((await status('localhost')).json().result.enabled).toBe(false);
    const start = await t.app.inject({
      method: 'GET',
      url: '/api/sso/start',
      headers: { host: 'post.acme.test' },
    });
    expect(new URL(start.headers.location as string).searchParams.get('redirect_uri')).toBe(
      'http://post.acme.test/api/sso/callback',
    );

    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/brandings/${acme}`,
      headers: { 'x-auth-token': admin },
    });
    expect(deleted.statusCode).toBe(200);
    expect((await status('post.acme.test')).json().result.enabled).toBe(false);
  });

  it('is for super administrators only', async () => {
    const other = await createUser(t.deps.db, { ouId, permissions: ['adminOu'] });
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/brandings/${brandingId}/sso`,
      headers: { 'x-auth-token': await sessionToken(t.deps, other) },
      payload: settings(),
    });
    expect(res.json().error.code).toBe(-12);
  });
});
