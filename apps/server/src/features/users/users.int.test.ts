import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { multipartBody } from '../../test/deposits';
import { createUser, sessionToken } from '../../test/factories';
import { createTestContext, type MemoryMailer, type TestContext } from '../../test/test-deps';

// The administration of users (issue 13 "Users", "Bad input"; docs/product.md §3 User, §5, §6, §7 users
// calls).

let t: TestContext;
let admin: string;
let ous: Record<'root' | 'sales' | 'finance', string>;
let profiles: Record<string, string>;
let groupId: string;

beforeEach(async () => {
  t = await createTestContext();
  admin = await sessionToken(t.deps, 'admin');
  const ouRows = await t.deps.db.selectFrom('ou').select(['id', 'name']).execute();
  const ouNamed = (name: string) => ouRows.find((o) => o.name === name)!.id;
  ous = { root: ouNamed('Demo Company'), sales: ouNamed('Sales'), finance: ouNamed('Finance') };
  profiles = Object.fromEntries(
    (await t.deps.db.selectFrom('profile').select(['id', 'name']).execute()).map((p) => [p.name, p.id]),
  );
  groupId = (await t.deps.db.selectFrom('user_group').select('id').executeTakeFirstOrThrow()).id;
});
afterEach(async () => {
  await t.close();
});

const call = (method: 'GET' | 'POST' | 'DELETE', url: string, token = admin, payload?: object) =>
  t.app.inject({
    method,
    url: `/api${url}`,
    headers: { 'x-auth-token': token },
    ...(payload ? { payload } : {}),
  });
const logins = (res: { json: () => { result: { users: { login: string }[] } } }) =>
  res.json().result.users.map((u) => u.login);
const userId = async (login: string) =>
  (await t.deps.db.selectFrom('app_user').select('id').where('login', '=', login).executeTakeFirstOrThrow())
    .id;
const history = (entityId: string) =>
  t.deps.db
    .selectFrom('history')
    .select(['action', 'login'])
    .where('entity_type', '=', 'user')
    .where('entity_id', '=', entityId)
    .orderBy('id')
    .execute();
const authenticate = (login: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/authentication/authenticate', payload: { login, password } });

const newUser = (overrides: Record<string, unknown> = {}) => ({
  ouId: ous.sales,
  login: 'nina',
  firstName: 'Nina',
  lastName: 'Novak',
  emailAddress: 'nina@example.test',
  phoneNumber: '01 23 45 67 89',
  locale: 'fr',
  profileId: profiles.Sender,
  groupId,
  ...overrides,
});

/** A Sales administrator: adminOu over Sales only, and a few order permissions. */
async function salesAdmin(): Promise<string> {
  const user = await createUser(t.deps.db, {
    ouId: ous.sales,
    login: 'salesadmin',
    role: 'ADMINISTRATOR',
    permissions: ['adminOu', 'createOrders', 'viewOrders', 'cancel'],
  });
  return sessionToken(t.deps, user);
}

describe('listing users', () => {
  it('filters and pages, in the caller’s subtree only; superAdminView reads, a sender is refused', async () => {
    const all = await call('GET', '/users');
    expect(all.statusCode).toBe(200);
    expect(logins(all)).toEqual(['admin', 'sender', 'validator']);
    expect(all.json().result.total).toBe(3);
    expect(all.json().result.users[1]).toMatchObject({
      login: 'sender',
      ouName: 'Sales',
      profileName: 'Sender',
      groupName: 'Sales team',
      enabled: true,
      allowedAddressRanges: [],
      mustChangePassword: false,
    });
    expect(logins(await call('GET', '/users?text=VAL'))).toEqual(['validator']);
    expect(logins(await call('GET', `/users?profileId=${profiles.Sender}`))).toEqual(['sender']);
    expect(logins(await call('GET', `/users?ouId=${ous.root}&subtree=false`))).toEqual(['admin']);
    expect(logins(await call('GET', `/users?groupId=${groupId}`))).toEqual(['sender', 'validator']);
    const page2 = await call('GET', '/users?pageSize=2&page=1');
    expect(logins(page2)).toEqual(['validator']);
    expect(page2.json().result.total).toBe(3);
    expect(logins(await call('GET', '/users?enabled=false'))).toEqual([]);

    const sales = await salesAdmin();
    expect(logins(await call('GET', '/users', sales))).toEqual(['salesadmin', 'sender', 'validator']);
    expect((await call('GET', `/users?ouId=${ous.root}`, sales)).statusCode).toBe(404);
    expect((await call('GET', `/users/${await userId('admin')}`, sales)).statusCode).toBe(404);

    const viewer = await createUser(t.deps.db, { ouId: ous.finance, permissions: ['superAdminView'] });
    const viewerToken = await sessionToken(t.deps, viewer);
    // Everyone: the three demo users, the Sales administrator and the viewer.
    expect((await call('GET', '/users', viewerToken)).json().result.total).toBe(5);
    const refusedChange = await call('POST', '/users', viewerToken, newUser());
    expect(refusedChange.statusCode).toBe(403);
    expect((await call('GET', '/users', await sessionToken(t.deps, 'sender'))).json().error.code).toBe(-12);
  });
});

describe('creating and updating a user', () => {
  it('creates with a temporary password that must be changed at the first sign-in', async () => {
    const res = await call('POST', '/users', admin, newUser({ allowedAddressRanges: ['127.0.0.0/8'] }));
    expect(res.statusCode).toBe(200);
    const { user, temporaryPassword } = res.json().result;
    expect(user).toMatchObject({
      login: 'nina',
      ouId: ous.sales,
      phoneNumber: '+33123456789',
      locale: 'fr',
      profileName: 'Sender',
      groupName: 'Sales team',
      mustChangePassword: true,
      allowedAddressRanges: ['127.0.0.0/8'],
      version: 1,
    });
    expect(await history(user.id)).toEqual([{ action: 'created', login: 'admin' }]);

    const signedIn = await authenticate('nina', temporaryPassword);
    expect(signedIn.json().result.user.passwordExpireDays).toBe(0);
    const token = signedIn.json().result.authToken;
    // Until it is changed, the session checks, signs out or changes the password; nothing else (-23).
    const refused = await call('GET', '/jobs/counters', token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toMatchObject({ code: -23, labelId: 'error.passwordExpired' });
    expect((await call('GET', '/authentication/check', token)).statusCode).toBe(200);
    const changed = await call('POST', '/users/password', token, {
      currentPassword: temporaryPassword,
      newPassword: 'lantern-mosaic-orchard-47',
    });
    expect(changed.json()).toEqual({ result: true });
    expect((await call('GET', '/jobs/counters', token)).statusCode).toBe(200);
    const again = await authenticate('nina', 'lantern-mosaic-orchard-47');
    expect(again.json().result.user.passwordExpireDays).toBeGreaterThan(300);
    expect((await call('GET', `/users/${user.id}`)).json().result.mustChangePassword).toBe(false);
  });

  it('holds the users of an account to the strictest password rules of the accounts above it', async () => {
    // Sales asks nothing of its own; Demo Company, above it, asks 30 bits and a new password every 10 days.
    await t.deps.db
      .updateTable('ou')
      .set({ min_password_entropy: 0, max_password_validity_days: null })
      .where('id', '=', ous.sales)
      .execute();
    await t.deps.db
      .updateTable('ou')
      .set({ max_password_validity_days: 10 })
      .where('id', '=', ous.root)
      .execute();
    const { temporaryPassword } = (await call('POST', '/users', admin, newUser())).json().result;
    const token = (await authenticate('nina', temporaryPassword)).json().result.authToken;
    const weak = await call('POST', '/users/password', token, {
      currentPassword: temporaryPassword,
      newPassword: 'sunshine2024',
    });
    expect(weak.json().error).toMatchObject({ code: -20, params: { minimum: 30 } });
    const strong = await call('POST', '/users/password', token, {
      currentPassword: temporaryPassword,
      newPassword: 'lantern-mosaic-orchard-47',
    });
    expect(strong.json()).toEqual({ result: true });
    const again = await authenticate('nina', 'lantern-mosaic-orchard-47');
    expect(again.json().result.user.passwordExpireDays).toBe(10);
  });

  it('refuses a duplicate login, a profile or group of another unit, a bad phone or range, naming the field', async () => {
    const duplicate = await call('POST', '/users', admin, newUser({ login: 'SENDER' }));
    expect(duplicate.statusCode).toBe(400);
    expect(duplicate.json().error).toMatchObject({
      field: 'body.login',
      labelId: 'admin.users.error.duplicateLogin',
      message: 'User already exists in the system. Choose another identifier.',
    });
    await t.deps.db
      .insertInto('profile')
      .values({ id: 'finance-profile', ou_id: ous.finance, name: 'Finance sender', role: 'SENDER' })
      .execute();
    const otherProfile = await call('POST', '/users', admin, newUser({ profileId: 'finance-profile' }));
    expect(otherProfile.json().error).toMatchObject({
      field: 'body.profileId',
      labelId: 'admin.users.error.profileOfOtherOu',
    });
    const otherGroup = await call('POST', '/users', admin, newUser({ ouId: ous.finance }));
    expect(otherGroup.json().error).toMatchObject({ field: 'body.groupId' });
    const phone = await call('POST', '/users', admin, newUser({ mobileNumber: '12' }));
    expect(phone.json().error).toMatchObject({
      field: 'body.mobileNumber',
      labelId: 'admin.users.error.phoneInvalid',
    });
    const range = await call('POST', '/users', admin, newUser({ allowedAddressRanges: ['10.0.0.1'] }));
    expect(range.json().error).toMatchObject({ code: -2, field: 'body.allowedAddressRanges.0' });
    const email = await call('POST', '/users', admin, newUser({ emailAddress: 'nina@' }));
    expect(email.json().error).toMatchObject({ field: 'body.emailAddress' });
    // Nothing was written.
    expect((await call('GET', '/users?text=nina')).json().result.total).toBe(0);
  });

  it('updates under the version read (-13 on a stale one) and writes what changed to history', async () => {
    const id = await userId('sender');
    const current = (await call('GET', `/users/${id}`)).json().result;
    const body = { ...newUser(), id, version: current.version, login: 'sender', lastName: 'Sender-Smith' };
    const saved = await call('POST', '/users', admin, body);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().result).toMatchObject({
      temporaryPassword: null,
      user: { lastName: 'Sender-Smith' },
    });
    const stale = await call('POST', '/users', admin, { ...body, firstName: 'Late' });
    expect(stale.json().error.code).toBe(-13);
    expect((await call('GET', `/users/${id}`)).json().result.firstName).toBe('Nina');
    const entries = await t.deps.db
      .selectFrom('history')
      .select(['action', 'login', 'details'])
      .where('entity_id', '=', id)
      .where('action', '=', 'updated')
      .execute();
    expect(entries).toHaveLength(1);
    expect(entries[0]!.login).toBe('admin');
    expect(JSON.parse(entries[0]!.details!)).toMatchObject({ last_name: 'Sender-Smith', first_name: 'Nina' });
  });

  it('refuses an administrator to edit or give a profile with permissions they lack', async () => {
    const sales = await salesAdmin();
    const validator = await userId('validator');
    const current = (await call('GET', `/users/${validator}`, sales)).json().result;
    const edit = await call('POST', '/users', sales, {
      ...newUser(),
      id: validator,
      version: current.version,
      login: 'validator',
      profileId: profiles.Validator,
    });
    expect(edit.statusCode).toBe(403);
    expect(edit.json().error.labelId).toBe('admin.users.error.insufficientPermissions');
    const give = await call('POST', '/users', sales, newUser({ profileId: profiles.Administrator }));
    expect(give.json().error.labelId).toBe('admin.users.error.insufficientPermissions');
    // A profile within the caller's own permissions is fine.
    expect((await call('POST', '/users', sales, newUser())).statusCode).toBe(200);
  });

  it('warns before users reduce their own permissions, and keeps the last super administrator', async () => {
    const id = await userId('admin');
    const me = (await call('GET', `/users/${id}`)).json().result;
    const body = {
      ...newUser(),
      id,
      version: me.version,
      login: 'admin',
      ouId: ous.root,
      groupId: null,
      profileId: profiles.Sender,
    };
    const warned = await call('POST', '/users', admin, body);
    expect(warned.json().error).toMatchObject({
      field: 'body.profileId',
      labelId: 'admin.users.error.ownPermissionsReduced',
    });
    const last = await call('POST', '/users', admin, { ...body, confirmOwnPermissionsReduced: true });
    expect(last.json().error.labelId).toBe('admin.users.error.lastSuperAdmin');
    expect((await call('GET', `/users/${id}`)).json().result.profileName).toBe('Administrator');
  });
});

describe('enabling, deleting, resetting', () => {
  it('disables (sessions end, sign-in refused) and enables again; never one’s own account', async () => {
    const id = await userId('sender');
    const senderToken = await sessionToken(t.deps, 'sender');
    const { version } = (await call('GET', `/users/${id}`)).json().result;
    const off = await call('POST', `/users/${id}/enabled`, admin, { enabled: false, version });
    expect(off.json().result).toMatchObject({ enabled: false, version: version + 1 });
    expect((await call('GET', '/authentication/check', senderToken)).json().error.code).toBe(-11);
    expect((await authenticate('sender', 'Demo-sender-2026')).json().error.code).toBe(-10);
    const on = await call('POST', `/users/${id}/enabled`, admin, { enabled: true, version: version + 1 });
    expect(on.json().result.enabled).toBe(true);
    expect((await authenticate('sender', 'Demo-sender-2026')).statusCode).toBe(200);
    expect(
      (await call('POST', `/users/${id}/enabled`, admin, { enabled: false, version })).json().error.code,
    ).toBe(-13);
    const adminId = await userId('admin');
    const self = await call('POST', `/users/${adminId}/enabled`, admin, { enabled: false, version: 1 });
    expect(self.json().error.labelId).toBe('admin.users.error.disableSelf');
    expect((await history(id)).map((h) => h.action)).toEqual(['disabled', 'enabled']);
  });

  it('deletes a user (login kept taken), never one’s own account', async () => {
    const id = await userId('validator');
    expect((await call('DELETE', `/users/${id}`)).json()).toEqual({ result: true });
    expect(logins(await call('GET', '/users'))).toEqual(['admin', 'sender']);
    expect((await call('GET', `/users/${id}`)).statusCode).toBe(404);
    expect((await authenticate('validator', 'Demo-validator-2026')).statusCode).not.toBe(200);
    expect((await call('POST', '/users', admin, newUser({ login: 'validator' }))).json().error.labelId).toBe(
      'admin.users.error.duplicateLogin',
    );
    const self = await call('DELETE', `/users/${await userId('admin')}`);
    expect(self.json().error.labelId).toBe('admin.users.error.deleteSelf');
    expect(await history(id)).toEqual([{ action: 'removed', login: 'admin' }]);
  });

  it('sends the lost-password e-mail to the user', async () => {
    const id = await userId('sender');
    expect((await call('POST', `/users/${id}/resetPassword`)).json()).toEqual({ result: true });
    const sent = (t.mailer as MemoryMailer).sent;
    expect(sent).toHaveLength(1);
    expect(sent[0]!.to).toBe('sender@demo.postbridge.local');
    expect(sent[0]!.text).toContain('/lostPassword/change?login=sender&token=');
    expect(await history(id)).toEqual([{ action: 'passwordResetSent', login: 'admin' }]);
  });
});

describe('allowed address ranges at sign-in', () => {
  it('refuses a sign-in from outside the user’s ranges with a clear message', async () => {
    await t.deps.db
      .updateTable('app_user')
      .set({ allowed_address_ranges: JSON.stringify(['10.0.0.0/8']) })
      .where('login', '=', 'sender')
      .execute();
    const refused = await authenticate('sender', 'Demo-sender-2026');
    expect(refused.json().error).toMatchObject({ code: -10, labelId: 'admin.users.error.addressNotAllowed' });
    await t.deps.db
      .updateTable('app_user')
      .set({ allowed_address_ranges: JSON.stringify(['10.0.0.0/8', '127.0.0.0/8']) })
      .where('login', '=', 'sender')
      .execute();
    expect((await authenticate('sender', 'Demo-sender-2026')).statusCode).toBe(200);
  });
});

describe('CSV import and export', () => {
  const HEADER =
    'login;title;firstName;lastName;emailAddress;phoneNumber;mobileNumber;locale;profile;group;enabled;allowedAddressRanges';
  const importFile = (content: Buffer, ouId = ous.sales, token = admin, url = '/api/users/import') => {
    const { payload, headers } = multipartBody({ ouId }, [{ field: 'file', name: 'users.csv', content }]);
    return t.app.inject({
      method: 'POST',
      url,
      payload,
      headers: { ...headers, 'x-auth-token': token },
    });
  };

  it('imports every line of a UTF-8 file with a BOM, and exports them back in the same columns', async () => {
    const lines = [
      HEADER,
      'ana;Dr;Ana;Müller;ana@example.test;+33123456789;;de;Sender;sales-team;true;10.0.0.0/8 192.168.1.0/24',
      'bo;;Bo;"Lee; Jr";bo@example.test;;06 12 34 56 78;en;Validator;;false;',
      'cy;;Cy;=Formula;;;;he;Sender;;;',
    ];
    const res = await importFile(Buffer.from(`\uFEFF${lines.join('\r\n')}\r\n`, 'utf8'));
    expect(res.statusCode).toBe(200);
    const { imported, users } = res.json().result;
    expect(imported).toBe(3);
    expect(users.map((u: { login: string }) => u.login)).toEqual(['ana', 'bo', 'cy']);
    const signedIn = await authenticate('cy', users[2].temporaryPassword);
    expect(signedIn.json().result.user).toMatchObject({
      passwordExpireDays: 0,
      lastName: '=Formula',
      locale: 'he',
    });
    // Ana may sign in from her ranges only (the test's address is 127.0.0.1).
    expect((await authenticate('ana', users[0].temporaryPassword)).json().error.labelId).toBe(
      'admin.users.error.addressNotAllowed',
    );

    const exported = await call('GET', `/users/export?ouId=${ous.sales}`);
    expect(exported.headers['content-type']).toContain('text/csv');
    const rows = exported.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(rows[0]).toBe(`${HEADER};creationDate`);
    const row = (login: string) =>
      rows
        .find((r) => r.startsWith(`${login};`))!
        .split(';')
        .slice(0, 12)
        .join(';');
    expect(row('ana')).toBe(lines[1]);
    expect(rows.find((r) => r.startsWith('bo;'))).toContain(
      '"Lee; Jr";bo@example.test;;+33612345678;en;Validator;;false;',
    );
    expect(row('cy')).toBe("cy;;Cy;'=Formula;;;;he;Sender;;true;");
    // The export is read back by the import (into another unit, under new logins).
    const again = exported.body.replace(/\r\n([^;\r\n]+);/g, '\r\n$1-2;');
    const reimported = await importFile(Buffer.from(again, 'utf8'));
    // ana, bo, cy, sender and validator, under new logins.
    expect(reimported.json()).toMatchObject({ result: { imported: 5 } });
    const cy2 = (await call('GET', '/users?text=cy-2')).json().result.users[0];
    expect(cy2).toMatchObject({ lastName: '=Formula', enabled: true });
  });

  it('reads ISO-8859-1, and refuses the whole file naming every bad line and field', async () => {
    const lines = [
      HEADER,
      'zoé;;Zoé;Béranger;zoe@example.test;;;fr;Sender;;true;',
      'sender;;;;;;;en;Sender;;true;',
      'dup;;;;;;;en;Nobody;;true;',
      'dup;;;;;;;xx;Sender;nope;maybe;10.0.0.1',
      'short;;;;',
    ];
    const file = Buffer.from(lines.join('\n'), 'latin1');
    const res = await importFile(file);
    expect(res.statusCode).toBe(400);
    const issues = res.json().error.issues as { key: string; params: Record<string, unknown> }[];
    // The check answers the same problems, as a result (the import dialog shows them before importing).
    const checked = await importFile(file, ous.sales, admin, '/api/users/import/check');
    expect(checked.json().result).toEqual({ lines: 5, issues });
    expect(
      issues.map((i) => [i.params.line, i.key.replace('admin.users.importIssue.', ''), i.params.field]),
    ).toEqual([
      [3, 'duplicateLogin', 'login'],
      [4, 'profileUnknown', 'profile'],
      [5, 'duplicateInFile', 'login'],
      [5, 'invalid', 'locale'],
      [5, 'groupUnknown', 'group'],
      [5, 'invalid', 'enabled'],
      [5, 'invalid', 'allowedAddressRanges'],
      [6, 'columnCount', undefined],
    ]);
    expect((await call('GET', '/users?text=zo')).json().result.total).toBe(0);
    // The same first line alone is fine: its accents were read as ISO-8859-1.
    const ok = await importFile(Buffer.from([HEADER, lines[1]].join('\n'), 'latin1'));
    expect(ok.json().result.imported).toBe(1);
    expect((await call('GET', '/users?text=zo')).json().result.users[0]).toMatchObject({
      login: 'zoé',
      lastName: 'Béranger',
    });
  });

  it('refuses other columns and a file over the limit, with a clear message', async () => {
    const wrong = await importFile(Buffer.from('login;name\nx;y\n'));
    expect(wrong.json().error.issues[0]).toMatchObject({
      key: 'admin.users.importIssue.header',
      params: { line: 1 },
    });
    const big = [HEADER, ...Array.from({ length: 100_000 }, (_, i) => `u${i};;;;;;;en;Sender;;true;`)].join(
      '\n',
    );
    const tooMany = await importFile(Buffer.from(big));
    expect(tooMany.json().error).toMatchObject({
      code: -2,
      labelId: 'admin.users.importIssue.tooManyLines',
      params: { count: 100_000, max: 1000 },
    });
    expect((await call('GET', '/users')).json().result.total).toBe(3);
    const sender = await sessionToken(t.deps, 'sender');
    expect((await importFile(Buffer.from(HEADER), ous.sales, sender)).statusCode).toBe(403);
  });
});

it('publishes every users call in the OpenAPI document', async () => {
  const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
  const operations = Object.values(doc.paths as Record<string, Record<string, { operationId: string }>>)
    .flatMap((path) => Object.values(path).map((op) => op.operationId))
    .filter((id) => id?.startsWith('users.'));
  // (The caller's own profile, POST /users/update, belongs to features/my-account.)
  expect(operations).toEqual(
    expect.arrayContaining([
      'users.all',
      'users.changePassword',
      'users.checkImport',
      'users.delete',
      'users.export',
      'users.get',
      'users.import',
      'users.list',
      'users.resetPassword',
      'users.save',
      'users.savePreferences',
      'users.setEnabled',
    ]),
  );
});
