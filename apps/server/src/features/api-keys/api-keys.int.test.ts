import { API_ERROR_CODES } from '@postbridge/domain';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { lettersContext, multipartBody, type LettersContext } from '../../test/deposits';
import { createOu, createUser, sessionToken, userIdOf } from '../../test/factories';
import { letterBatch } from '../../test/letters';
import type { TestContext } from '../../test/test-deps';

let c: LettersContext;
let t: TestContext;
/** The demo company (the sender's OU) and a session of an administrator of it who is not a super administrator. */
let ouId: string;
let ouAdmin: string;
let senderProfileId: string;

beforeEach(async () => {
  c = await lettersContext();
  t = c.t;
  ({ ouId } = await userIdOf(t.deps.db, 'sender'));
  const admin = await createUser(t.deps.db, {
    ouId,
    login: 'ou-admin',
    role: 'ADMINISTRATOR',
    permissions: ['adminOu', 'adminService', 'createOrders', 'cancel', 'viewOrders', 'viewOrdersOthers'],
    permissionsOnOu: ['viewOrders', 'viewOrdersOthers'],
  });
  ouAdmin = await sessionToken(t.deps, admin);
  senderProfileId = (
    await t.deps.db
      .selectFrom('app_user')
      .select('profile_id')
      .where('login', '=', 'sender')
      .executeTakeFirstOrThrow()
  ).profile_id!;
});
afterEach(async () => {
  await t.close();
});

const bearer = (secret: string) => ({ authorization: `Bearer ${secret}` });

function createKey(body: object, token = ouAdmin, ou = ouId) {
  return t.app.inject({
    method: 'POST',
    url: `/api/ou/${ou}/api-keys`,
    headers: { 'x-auth-token': token },
    payload: body,
  });
}

async function newKey(body: object): Promise<{ id: string; secret: string; login: string }> {
  const res = await createKey(body);
  expect(res.statusCode, res.body).toBe(200);
  const { key, secret } = res.json().result;
  const { login } = await t.deps.db
    .selectFrom('api_key as k')
    .innerJoin('app_user as u', 'u.id', 'k.user_id')
    .select('u.login')
    .where('k.id', '=', key.id)
    .executeTakeFirstOrThrow();
  return { id: key.id, secret, login };
}

async function depositWith(headers: Record<string, string>) {
  const pdf = await letterBatch([['Mme Ada Martin', '12 rue de la Paix', '75002 PARIS']]);
  const body = multipartBody({ parameters: JSON.stringify({ serviceId: c.serviceId, jobName: 'By key' }) }, [
    { field: 'file.letters.0', name: 'letter.pdf', content: pdf },
  ]);
  return t.app.inject({
    method: 'POST',
    url: '/api/jobs',
    payload: body.payload,
    headers: { ...body.headers, ...headers },
  });
}

const listJobs = (headers: Record<string, string>) =>
  t.app.inject({ method: 'GET', url: '/api/jobs/list', headers });

const historyOf = (entityType: string, entityId: string) =>
  t.deps.db
    .selectFrom('history')
    .select(['action', 'login', 'details'])
    .where('entity_type', '=', entityType)
    .where('entity_id', '=', entityId)
    .orderBy('id')
    .execute();

describe('an OU administrator manages the keys of the account', () => {
  it('creates a key whose secret is answered once, listed afterwards by its prefix only, with history', async () => {
    const created = await createKey({ name: 'Invoicing', scopes: ['deposit', 'read'] });
    expect(created.statusCode, created.body).toBe(200);
    const { key, secret } = created.json().result;
    expect(secret).toMatch(/^pbk_[A-Za-z0-9_-]{43}$/);
    expect(key).toMatchObject({
      name: 'Invoicing',
      prefix: secret.slice(0, 12),
      scopes: ['deposit', 'read'],
      createdBy: 'ou-admin',
      lastUsedAt: null,
      expiresAt: null,
      revokedAt: null,
    });

    const listed = await t.app.inject({
      method: 'GET',
      url: `/api/ou/${ouId}/api-keys`,
      headers: { 'x-auth-token': ouAdmin },
    });
    expect(listed.json().result).toEqual([key]);
    expect(listed.body).not.toContain(secret.slice(12));
    const stored = await t.deps.db.selectFrom('api_key').selectAll().executeTakeFirstOrThrow();
    expect(JSON.stringify(stored)).not.toContain(secret);

    expect(await historyOf('apiKey', key.id)).toEqual([
      expect.objectContaining({ action: 'create', login: 'ou-admin' }),
    ]);
  });

  it('revokes a key with a confirmation in history; the key then answers -12', async () => {
    const key = await newKey({ name: 'Old system', scopes: ['read'] });
    expect((await listJobs(bearer(key.secret))).statusCode).toBe(200);
    const revoked = await t.app.inject({
      method: 'DELETE',
      url: `/api/ou/${ouId}/api-keys/${key.id}`,
      headers: { 'x-auth-token': ouAdmin },
    });
    expect(revoked.statusCode, revoked.body).toBe(200);
    expect(revoked.json().result).toMatchObject({ revokedBy: 'ou-admin' });
    expect(revoked.json().result.revokedAt).not.toBeNull();
    const refused = await listJobs(bearer(key.secret));
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toMatchObject({ code: API_ERROR_CODES.unauthorized });
    expect((await historyOf('apiKey', key.id)).map((h) => [h.action, h.login])).toContainEqual([
      'revoke',
      'ou-admin',
    ]);
  });

  it('refuses scopes the creator does not hold, a past expiry, and keys managed with a key', async () => {
    const narrow = await createUser(t.deps.db, { ouId, permissions: ['adminOu'] });
    const refused = await createKey({ name: 'Reader', scopes: ['read'] }, await sessionToken(t.deps, narrow));
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toMatchObject({ code: -12, field: 'body.scopes' });

    const past = await createKey({ name: 'Past', scopes: ['read'], expiresAt: '2020-01-01T00:00:00Z' });
    expect(past.statusCode).toBe(400);
    expect(past.json().error).toMatchObject({ code: -2, field: 'body.expiresAt' });

    const noScope = await createKey({ name: 'None', scopes: [] });
    expect(noScope.statusCode).toBe(400);
    expect(noScope.json().error.field).toBe('body.scopes');

    const admin = await newKey({ name: 'Admin key', scopes: ['admin'] });
    const byKey = await t.app.inject({
      method: 'POST',
      url: `/api/ou/${ouId}/api-keys`,
      headers: bearer(admin.secret),
      payload: { name: 'Minted', scopes: ['admin'] },
    });
    expect(byKey.statusCode).toBe(403);
  });

  it('does not show an account’s keys to the administrator of another account', async () => {
    await newKey({ name: 'Invoicing', scopes: ['read'] });
    const other = await createOu(t.deps.db, { parentId: null, name: 'Other company' });
    const otherAdmin = await createUser(t.deps.db, {
      ouId: other.id,
      permissions: ['adminOu', 'viewOrders'],
    });
    const token = await sessionToken(t.deps, otherAdmin);
    const list = await t.app.inject({
      method: 'GET',
      url: `/api/ou/${ouId}/api-keys`,
      headers: { 'x-auth-token': token },
    });
    expect(list.statusCode).toBe(404);
    expect((await createKey({ name: 'Intruder', scopes: ['read'] }, token)).statusCode).toBe(404);
  });
});

describe('a call with a key', () => {
  it('deposits as the key’s technical user; history names the key; last used is recorded', async () => {
    const key = await newKey({ name: 'Invoicing', scopes: ['deposit', 'read'], profileId: senderProfileId });
    expect(key.login).toContain('Invoicing');
    const created = await depositWith(bearer(key.secret));
    expect(created.statusCode, created.body).toBe(200);
    const job = created.json().result;

    const revisions = await t.app.inject({
      method: 'GET',
      url: `/api/jobs/${job.id}/revisions`,
      headers: bearer(key.secret),
    });
    expect(revisions.json().result[0]).toMatchObject({ state: 'CREATED', loggedUserLogin: key.login });
    const calls = await historyOf('apiKey', key.id);
    expect(calls).toContainEqual(expect.objectContaining({ action: 'call', login: key.login }));
    expect(JSON.parse(calls.find((h) => h.action === 'call')!.details!)).toMatchObject({
      method: 'POST',
      route: '/api/jobs',
      status: 200,
    });

    const listed = await listJobs(bearer(key.secret));
    expect(listed.json().result.jobs.map((j: { id: string }) => j.id)).toContain(job.id);
    const [row] = await t.app
      .inject({ method: 'GET', url: `/api/ou/${ouId}/api-keys`, headers: { 'x-auth-token': ouAdmin } })
      .then((r) => r.json().result);
    expect(row.lastUsedAt).toBe(t.clock.now().toISOString());
  });

  it('reads the jobs of its own account only', async () => {
    const sendersJob = (await depositWith({ 'x-auth-token': c.token })).json().result;
    const mine = await newKey({ name: 'Reader', scopes: ['read'] });
    expect(
      (await listJobs(bearer(mine.secret))).json().result.jobs.map((j: { id: string }) => j.id),
    ).toContain(sendersJob.id);

    const other = await createOu(t.deps.db, { parentId: null, name: 'Other company' });
    const otherAdmin = await createUser(t.deps.db, {
      ouId: other.id,
      permissions: ['adminOu', 'viewOrders', 'viewOrdersOthers'],
      permissionsOnOu: ['viewOrders', 'viewOrdersOthers'],
    });
    const res = await createKey(
      { name: 'Other reader', scopes: ['read'] },
      await sessionToken(t.deps, otherAdmin),
      other.id,
    );
    const theirs = res.json().result.secret as string;
    const seen = await listJobs(bearer(theirs));
    expect(seen.statusCode).toBe(200);
    expect(seen.json().result.jobs).toEqual([]);
    const direct = await t.app.inject({
      method: 'GET',
      url: `/api/jobs/${sendersJob.id}`,
      headers: bearer(theirs),
    });
    expect(direct.statusCode).toBe(404);
  });

  it('is refused outside its scopes', async () => {
    const reader = await newKey({ name: 'Reader', scopes: ['read'], profileId: senderProfileId });
    const deposit = await depositWith(bearer(reader.secret));
    expect(deposit.statusCode).toBe(403);
    expect(deposit.json().error.code).toBe(API_ERROR_CODES.unauthorized);
    const token = await t.app.inject({
      method: 'POST',
      url: '/api/external-tokens',
      headers: bearer(reader.secret),
      payload: { login: 'sender' },
    });
    expect(token.statusCode).toBe(403);
  });

  it('answers -12 for an unknown or expired key, or one of a disabled account, never a 500', async () => {
    const unknown = await listJobs(bearer('pbk_thisIsNotAKeyAtAll'));
    expect(unknown.statusCode).toBe(403);
    expect(unknown.json().error.code).toBe(API_ERROR_CODES.unauthorized);

    const key = await newKey({ name: 'Short', scopes: ['read'], expiresAt: '2026-11-21T00:00:00Z' });
    const other = await newKey({ name: 'Of a disabled account', scopes: ['read'] });
    expect((await listJobs(bearer(key.secret))).statusCode).toBe(200);
    t.clock.advanceMinutes(24 * 60);
    const expired = await listJobs(bearer(key.secret));
    expect(expired.statusCode).toBe(403);
    expect(expired.json().error).toMatchObject({ code: -12, message: 'The API key has expired.' });

    await t.deps.db.updateTable('ou').set({ enabled: 0 }).where('id', '=', ouId).execute();
    const disabled = await listJobs(bearer(other.secret));
    expect(disabled.statusCode).toBe(403);
    expect(disabled.json().error.code).toBe(API_ERROR_CODES.unauthorized);
  });

  it('answers -4 (429) past its calls of the minute, and again goes on in the next minute', async () => {
    const key = await newKey({ name: 'Busy', scopes: ['read'], rateLimitPerMinute: 2 });
    expect((await listJobs(bearer(key.secret))).statusCode).toBe(200);
    expect((await listJobs(bearer(key.secret))).statusCode).toBe(200);
    const limited = await listJobs(bearer(key.secret));
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error).toMatchObject({ code: API_ERROR_CODES.tooManyRequests });
    // Another key of the same account has its own count.
    const other = await newKey({ name: 'Quiet', scopes: ['read'], rateLimitPerMinute: 2 });
    expect((await listJobs(bearer(other.secret))).statusCode).toBe(200);
    t.clock.advanceMinutes(1);
    expect((await listJobs(bearer(key.secret))).statusCode).toBe(200);
  });
});

describe('external authentication', () => {
  const issue = (secret: string, login: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/external-tokens',
      headers: bearer(secret),
      payload: { login },
    });
  const exchange = (token: string) =>
    t.app.inject({ method: 'POST', url: '/api/authentication/external', payload: { token } });

  it('issues a single-use token for a user of the account, exchanged once for a working session', async () => {
    const key = await newKey({ name: 'Portal', scopes: ['externalAuth'] });
    const issued = await issue(key.secret, 'sender');
    expect(issued.statusCode, issued.body).toBe(200);
    const { token, expiresAt } = issued.json().result;
    expect(Date.parse(expiresAt) - t.clock.now().getTime()).toBe(2 * 60_000);
    const stored = await t.deps.db.selectFrom('external_token').selectAll().executeTakeFirstOrThrow();
    expect(JSON.stringify(stored)).not.toContain(token);

    const session = await exchange(token);
    expect(session.statusCode, session.body).toBe(200);
    const { authToken, user } = session.json().result;
    expect(user.login).toBe('sender');
    const jobs = await listJobs({ 'x-auth-token': authToken });
    expect(jobs.statusCode).toBe(200);

    const again = await exchange(token);
    expect(again.statusCode).toBe(401);
    expect(again.json().error.code).toBe(API_ERROR_CODES.invalidCredentials);
    const { id: senderId } = await userIdOf(t.deps.db, 'sender');
    expect((await historyOf('user', senderId)).map((h) => [h.action, h.login])).toEqual([
      ['externalTokenIssued', key.login],
      ['externalSignIn', 'sender'],
    ]);
  });

  it('gives one session to two concurrent exchanges of one token', async () => {
    const key = await newKey({ name: 'Portal', scopes: ['externalAuth'] });
    const { token } = (await issue(key.secret, 'sender')).json().result;
    const answers = await Promise.all([exchange(token), exchange(token), exchange(token)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 401, 401]);
  });

  it('refuses an expired token and a token of a key revoked since', async () => {
    const key = await newKey({ name: 'Portal', scopes: ['externalAuth'] });
    const late = (await issue(key.secret, 'sender')).json().result.token;
    t.clock.advanceMinutes(3);
    expect((await exchange(late)).statusCode).toBe(401);
    // The dead token is forgotten when the next one is issued.

    const pending = (await issue(key.secret, 'sender')).json().result.token;
    expect(await t.deps.db.selectFrom('external_token').select('id').execute()).toHaveLength(1);
    await t.app.inject({
      method: 'DELETE',
      url: `/api/ou/${ouId}/api-keys/${key.id}`,
      headers: { 'x-auth-token': ouAdmin },
    });
    expect((await exchange(pending)).statusCode).toBe(401);
  });

  it('refuses a login of another account exactly as an unknown login', async () => {
    const key = await newKey({ name: 'Portal', scopes: ['externalAuth'] });
    const other = await createOu(t.deps.db, { parentId: null, name: 'Other company' });
    await createUser(t.deps.db, { ouId: other.id, login: 'stranger' });
    const foreign = await issue(key.secret, 'stranger');
    const unknown = await issue(key.secret, 'nobody-at-all');
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().error.field).toBe('body.login');
    expect(foreign.statusCode).toBe(unknown.statusCode);
    expect(foreign.body).toBe(unknown.body);
    // The key's own technical user is no user to sign in as either.
    expect((await issue(key.secret, key.login)).body).toBe(unknown.body);
  });
});
