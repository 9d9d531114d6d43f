import { newOuFields, type OuSaveBody } from '@postbridge/domain';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { historyOf } from '../../platform/history/queries';
import { createOu, createUser, sessionToken } from '../../test/factories';
import { createTestContext, type TestContext } from '../../test/test-deps';

// docs/product.md §7 "/ou/{ouId}, OU create or update, DELETE OU with force, export, checkExport"; §5 OU
// rules.

let t: TestContext;
let admin: string;
let ous: Record<'root' | 'sales' | 'finance', string>;

beforeEach(async () => {
  t = await createTestContext();
  admin = await sessionToken(t.deps, 'admin');
  const rows = await t.deps.db.selectFrom('ou').select(['id', 'name']).execute();
  const named = (name: string) => rows.find((o) => o.name === name)!.id;
  ous = { root: named('Demo Company'), sales: named('Sales'), finance: named('Finance') };
});
afterEach(async () => {
  await t.close();
});

const headers = (token: string) => ({ 'x-auth-token': token });
const get = (url: string, token = admin) => t.app.inject({ method: 'GET', url, headers: headers(token) });
const save = (body: unknown, token = admin) =>
  t.app.inject({ method: 'POST', url: '/api/ou', payload: body as object, headers: headers(token) });
const remove = (ouId: string, query = '', token = admin) =>
  t.app.inject({ method: 'DELETE', url: `/api/ou/${ouId}${query}`, headers: headers(token) });

const ouOf = async (ouId: string, token = admin) => (await get(`/api/ou/${ouId}`, token)).json().result;

/** The body of a new sub-account of `parentId`: what the form sends, every field. */
const newAccount = (parentId: string, name: string): OuSaveBody => newOuFields(parentId, name);

/** Everything an account answers that the form sends back (what an update starts from). */
function bodyOf(ou: Record<string, unknown>): OuSaveBody {
  const {
    creationDate: _c,
    brandingName: _b,
    removed: _r,
    webhookSecretSet: _w,
    userCount: _u,
    ...body
  } = ou;
  return body as unknown as OuSaveBody;
}

async function adminOf(ouId: string, permissions: Parameters<typeof createUser>[1]['permissions']) {
  const user = await createUser(t.deps.db, { ouId, permissions, role: 'ADMINISTRATOR' });
  return { user, token: await sessionToken(t.deps, user) };
}

describe('reading an account', () => {
  it('answers every field of the account to its administrators', async () => {
    const ou = await ouOf(ous.root);
    expect(ou).toMatchObject({
      id: ous.root,
      name: 'Demo Company',
      parentId: null,
      brandingName: 'default',
      defaultMailCountry: 'FR',
      minPasswordEntropy: 30,
      maxPasswordValidityDays: 365,
      freezeDelayDays: 0,
      allowedAddressRanges: [],
      tagLists: [],
      returnAddress: null,
      billingType: null,
      version: 1,
    });
    expect(ou.userCount).toBeGreaterThanOrEqual(3);
  });

  it('refuses users without administration (-12) and hides accounts outside the subtree (-3)', async () => {
    const sender = await sessionToken(t.deps, 'sender');
    expect((await get(`/api/ou/${ous.sales}`, sender)).json().error.code).toBe(-12);
    const { token } = await adminOf(ous.sales, ['adminOu']);
    expect((await get(`/api/ou/${ous.sales}`, token)).json().result.name).toBe('Sales');
    expect((await get(`/api/ou/${ous.finance}`, token)).json().error.code).toBe(-3);
    expect((await get('/api/ou/no-such-account')).json().error.code).toBe(-3);
  });
});

describe('creating and updating an account', () => {
  it('creates a sub-account with every field, written to history with the login', async () => {
    const { user, token } = await adminOf(ous.sales, ['adminHierarchy', 'adminOu']);
    const body: OuSaveBody = {
      ...newAccount(ous.sales, 'North'),
      accountIdentifier: 'N-01',
      senderAccount: true,
      emailAddress: 'north@example.test',
      siret: '732 829 320 00074',
      registrationNumber: 'RCS 732829320',
      webHookURL: 'https://hooks.example.test/postbridge',
      defaultMailCountry: 'be',
      returnAddress: {
        addressLines: ['North office', '1 rue de la Loi', '1000 Bruxelles'],
        countryCode: 'BE',
      },
      senderAddress: null,
      billingType: 'INVOICE',
      productionCode: 'P-7',
      accountingCode: 'A-7',
      partnerCode: 'X-7',
      freezeDelayDays: 10,
      fileDelayDays: 30,
      dataDelayDays: 0,
      editionDurationDays: 5,
      minPasswordEntropy: 40,
      maxPasswordValidityDays: 90,
      allowedAddressRanges: ['10.0.0.0/8', '2001:db8::/32'],
      tagLists: [
        {
          name: 'Departments',
          freeValueAllowed: false,
          values: [
            { label: 'Sales', value: 'S' },
            { label: 'Legal', value: 'L' },
          ],
        },
      ],
    };
    const res = await save(body, token);
    const created = res.json().result;
    expect(created).toMatchObject({
      ...body,
      siret: '73282932000074',
      defaultMailCountry: 'BE',
      version: 1,
      userCount: 0,
      removed: false,
    });
    expect(await ouOf(created.id)).toEqual(created);
    const history = await historyOf(t.deps.db, 'ou', created.id);
    expect(history.map((h) => [h.action, h.login])).toEqual([['create', user.login]]);
    const tree = (await get('/api/ou', token)).json().result;
    expect(tree[0].children.map((c: { name: string }) => c.name)).toEqual(['North']);
  });

  it('updates an account guarded by its version: a stale version answers -13', async () => {
    const ou = await ouOf(ous.finance);
    const first = await save({ ...bodyOf(ou), partnerCode: 'FIN', billingType: 'PREPAID' });
    expect(first.json().result).toMatchObject({ partnerCode: 'FIN', billingType: 'PREPAID', version: 2 });
    const stale = await save({ ...bodyOf(ou), partnerCode: 'LATE' });
    expect(stale.json().error.code).toBe(-13);
    expect((await ouOf(ous.finance)).partnerCode).toBe('FIN');
    const history = await historyOf(t.deps.db, 'ou', ous.finance);
    expect(history.at(-1)).toMatchObject({ action: 'update', login: 'admin' });
    expect(JSON.parse(history.at(-1)!.details!).changed).toEqual(['billingType', 'partnerCode']);
  });

  it('offers the white labels by name to account administrators, and gives one to an account', async () => {
    const brandings = (await get('/api/brandings')).json().result as { id: string; name: string }[];
    expect(brandings.map((b) => b.name)).toEqual(['default']);
    const sales = await adminOf(ous.sales, ['adminOu']);
    expect((await get('/api/brandings', sales.token)).statusCode).toBe(200);
    const finance = await ouOf(ous.finance);
    const saved = await save({ ...bodyOf(finance), brandingId: brandings[0]!.id });
    expect(saved.json().result).toMatchObject({ brandingId: brandings[0]!.id, brandingName: 'default' });
    const sender = await sessionToken(t.deps, 'sender');
    expect((await get('/api/brandings', sender)).json().error.code).toBe(-12);
  });

  it('lets the users of an account and of the accounts below it sign in only from its address ranges', async () => {
    const signIn = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/authentication/authenticate',
        payload: { login: 'sender', password: 'Demo-sender-2026' },
      });
    const root = await ouOf(ous.root);
    const limited = await save({ ...bodyOf(root), allowedAddressRanges: ['10.0.0.0/8'] });
    expect(limited.statusCode, limited.body).toBe(200);
    // The sender belongs to Sales, below the root account: the root's ranges hold for it too.
    const refused = await signIn();
    expect(refused.json().error).toMatchObject({ code: -10, labelId: 'admin.users.error.addressNotAllowed' });
    await save({ ...bodyOf(limited.json().result), allowedAddressRanges: ['10.0.0.0/8', '127.0.0.0/8'] });
    expect((await signIn()).statusCode).toBe(200);
  });

  it('refuses every bad field at once, naming each, and writes nothing', async () => {
    const ou = await ouOf(ous.finance);
    const res = await save({
      ...bodyOf(ou),
      name: ' ',
      freezeDelayDays: 10,
      fileDelayDays: 5,
      dataDelayDays: 30,
      webHookURL: 'not a url',
      allowedAddressRanges: ['10.0.0.0/8', '10.0.0.300/8', 'example.com'],
      siret: '12345678901234',
      defaultMailCountry: 'ZZ',
      tagLists: [{ name: 'A', freeValueAllowed: true, values: [{ label: 'x', value: '' }] }],
    });
    const error = res.json().error;
    expect(error).toMatchObject({ code: -2, field: 'body' });
    expect(error.issues.map((i: { key: string; path: string }) => [i.key, i.path])).toEqual([
      ['admin.accounts.issue.nameMandatory', 'name'],
      ['ou.delays', 'freezeDelayDays'],
      ['ou.webhookInvalid', 'webHookURL'],
      ['admin.accounts.issue.siretInvalid', 'siret'],
      ['admin.accounts.issue.countryUnknown', 'defaultMailCountry'],
      ['admin.accounts.issue.rangeInvalid', 'allowedAddressRanges[1]'],
      ['admin.accounts.issue.rangeInvalid', 'allowedAddressRanges[2]'],
      ['admin.accounts.issue.tagValueMandatory', 'tagLists[0].values[0].value'],
    ]);
    expect(await ouOf(ous.finance)).toEqual(ou);
  });

  it('accepts an http webhook (a warning the form shows) and unlimited data retention after files', async () => {
    const ou = await ouOf(ous.finance);
    const res = await save({
      ...bodyOf(ou),
      webHookURL: 'http://hooks.example.test/in',
      freezeDelayDays: 7,
      fileDelayDays: 60,
      dataDelayDays: 0,
    });
    expect(res.json().result).toMatchObject({ webHookURL: 'http://hooks.example.test/in', dataDelayDays: 0 });
    const refused = await save({ ...bodyOf(res.json().result), fileDelayDays: 90, dataDelayDays: 60 });
    expect(refused.json().error.issues).toEqual([
      expect.objectContaining({ key: 'ou.delays', path: 'fileDelayDays' }),
    ]);
  });

  it('moves an account with its subtree, and refuses a move under its own descendant', async () => {
    const child = await createOu(t.deps.db, { parentId: ous.finance, name: 'Payroll' });
    const grandChild = await createOu(t.deps.db, { parentId: child.id, name: 'Payroll Paris' });
    const finance = await ouOf(ous.finance);
    const cycle = await save({ ...bodyOf(finance), parentId: grandChild.id });
    expect(cycle.json().error.issues).toEqual([
      expect.objectContaining({ key: 'admin.accounts.issue.parentCycle', path: 'parentId' }),
    ]);

    const payroll = await ouOf(child.id);
    const moved = await save({ ...bodyOf(payroll), parentId: ous.sales });
    expect(moved.json().result.parentId).toBe(ous.sales);
    const paths = await t.deps.db.selectFrom('ou').select(['id', 'path']).execute();
    const pathOf = (id: string) => paths.find((p) => p.id === id)!.path;
    expect(pathOf(child.id)).toBe(`${pathOf(ous.sales)}${child.id}/`);
    expect(pathOf(grandChild.id)).toBe(`${pathOf(ous.sales)}${child.id}/${grandChild.id}/`);
    const history = await historyOf(t.deps.db, 'ou', child.id);
    expect(history.map((h) => h.action)).toEqual(['move', 'update']);
  });

  it('lets an OU administrator change its settings but not move it, nor create without adminHierarchy', async () => {
    const { token } = await adminOf(ous.sales, ['adminOu']);
    const sales = await ouOf(ous.sales, token);
    const changed = await save({ ...bodyOf(sales), accountingCode: 'S-1' }, token);
    expect(changed.json().result.accountingCode).toBe('S-1');
    const move = await save({ ...bodyOf(changed.json().result), parentId: ous.finance }, token);
    expect(move.json().error.code).toBe(-12);
    expect((await save(newAccount(ous.sales, 'South'), token)).json().error.code).toBe(-12);
    const disable = await save({ ...bodyOf(changed.json().result), enabled: false }, token);
    expect(disable.json().error.issues).toEqual([
      expect.objectContaining({ key: 'admin.accounts.issue.ownAccountDisabled', path: 'enabled' }),
    ]);
  });

  it('lets superAdminView read every account and change none', async () => {
    const { token } = await adminOf(ous.sales, ['superAdminView']);
    const finance = await ouOf(ous.finance, token);
    expect(finance.name).toBe('Finance');
    expect((await save({ ...bodyOf(finance), partnerCode: 'X' }, token)).json().error.code).toBe(-12);
    expect((await remove(ous.finance, '', token)).json().error.code).toBe(-12);
  });
});

describe('deleting an account', () => {
  it('refuses while it has users, naming them, and removes them with force=true', async () => {
    const child = await createOu(t.deps.db, { parentId: ous.finance, name: 'Payroll' });
    await createUser(t.deps.db, { ouId: child.id, login: 'paula' });
    const refused = (await remove(ous.finance)).json().error;
    expect(refused).toMatchObject({ code: -2, field: 'force', labelId: 'admin.accounts.error.hasUsers' });
    expect(refused.params.logins).toContain('paula');
    const count = refused.params.count as number;
    expect(count).toBeGreaterThanOrEqual(1);
    expect((await ouOf(ous.finance)).removed).toBe(false);

    const forced = (await remove(ous.finance, '?force=true')).json().result;
    expect(forced).toEqual({ removedOus: 2, removedUsers: count });
    const paula = await t.deps.db
      .selectFrom('app_user')
      .select(['removed', 'enabled'])
      .where('login', '=', 'paula')
      .executeTakeFirstOrThrow();
    expect(paula).toEqual({ removed: 1, enabled: 0 });
    expect((await ouOf(child.id)).removed).toBe(true);
    const history = await historyOf(t.deps.db, 'ou', ous.finance);
    expect(history.at(-1)).toMatchObject({ action: 'delete', login: 'admin' });
    const tree = (await get('/api/ou')).json().result;
    expect(tree[0].children.map((c: { name: string }) => c.name)).toEqual(['Sales']);
  });

  it('refuses the root account and the caller’s own account', async () => {
    expect((await remove(ous.root, '?force=true')).json().error).toMatchObject({
      code: -2,
      labelId: 'admin.accounts.error.deleteRoot',
    });
    const { token } = await adminOf(ous.sales, ['adminHierarchy', 'adminOu']);
    expect((await remove(ous.sales, '?force=true', token)).json().error).toMatchObject({
      labelId: 'admin.accounts.error.deleteOwn',
    });
    const child = await createOu(t.deps.db, { parentId: ous.sales, name: 'Empty' });
    expect((await remove(child.id, '', token)).json().result).toEqual({ removedOus: 1, removedUsers: 0 });
  });
});

describe('tag list files', () => {
  const importFile = (bytes: Buffer, name = 'Departments') =>
    t.app.inject({
      method: 'POST',
      url: `/api/ou/${ous.finance}/tagLists/import`,
      payload: { contentBase64: bytes.toString('base64'), name, freeValueAllowed: true },
      headers: headers(admin),
    });

  it('reads ISO-8859-1 and UTF-8 with a BOM, with or without a header', async () => {
    const latin1 = Buffer.from(
      'label;value\r\nComptabilité;compta\r\n"Ventes; export";ventes\r\n\r\nSAV\r\n',
      'latin1',
    );
    expect((await importFile(latin1)).json().result.tagList).toEqual({
      name: 'Departments',
      freeValueAllowed: true,
      values: [
        { label: 'Comptabilité', value: 'compta' },
        { label: 'Ventes; export', value: 'ventes' },
        { label: 'SAV', value: 'SAV' },
      ],
    });
    const bom = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from('Paris,75\nLyon,69\n', 'utf8')]);
    expect((await importFile(bom)).json().result.tagList.values).toEqual([
      { label: 'Paris', value: '75' },
      { label: 'Lyon', value: '69' },
    ]);
  });

  it('refuses a ragged file naming every bad line, importing nothing', async () => {
    const res = await importFile(Buffer.from('a;1\nb;2;extra\nc;\nd;1\n'));
    expect(res.json().result.tagList).toBeNull();
    expect(
      res.json().result.issues.map((i: { key: string; params: { line: number } }) => [i.key, i.params.line]),
    ).toEqual([
      ['admin.accounts.issue.tagFileColumns', 2],
      ['admin.accounts.issue.tagFileValueMissing', 3],
      ['admin.accounts.issue.tagFileValueTwice', 4],
    ]);
  });
});

describe('exporting an account', () => {
  it('checks then streams the account with its users, groups, profiles and services, without passwords', async () => {
    const check = (await get(`/api/ou/${ous.root}/checkExport`)).json().result;
    expect(check.ous).toBe(3);
    expect(check.users).toBeGreaterThanOrEqual(3);
    const res = await get(`/api/ou/${ous.root}/export`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.postbridge.account-export+json; charset=utf-8');
    expect(res.headers['content-disposition']).toContain('account-Demo-Company-');
    const doc = JSON.parse(res.body);
    expect(doc).toMatchObject({ format: 'postbridge.account-export', version: 1, rootId: ous.root });
    expect(doc.accounts.map((o: { name: string }) => o.name).sort()).toEqual([
      'Demo Company',
      'Finance',
      'Sales',
    ]);
    expect(doc.users).toHaveLength(check.users);
    expect(doc.groups).toHaveLength(check.groups);
    expect(doc.profiles).toHaveLength(check.profiles);
    expect(doc.services).toHaveLength(check.services);
    expect(doc.users.map((u: { login: string }) => u.login)).toContain('sender');
    expect(res.body).not.toContain('password');
    const sales = (await get(`/api/ou/${ous.sales}/export`, await sessionToken(t.deps, 'sender'))).json();
    expect(sales.error.code).toBe(-12);
  });
});

describe('the OpenAPI document', () => {
  it('publishes every account call', async () => {
    const doc = (await get('/api/openapi.json')).json();
    const operations = Object.values(doc.paths as Record<string, Record<string, { operationId: string }>>)
      .flatMap((methods) => Object.values(methods))
      .map((op) => op.operationId);
    expect(operations).toEqual(
      expect.arrayContaining([
        'ou.tree',
        'ou.get',
        'ou.save',
        'ou.delete',
        'ou.importTagList',
        'ou.checkExport',
        'ou.export',
      ]),
    );
  });
});
