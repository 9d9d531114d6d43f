import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createRecipientWorld, type RecipientWorld } from './recipient-fixtures';
import { recipientChoicesFor } from './recipient-choices';

// docs/product.md §3 Recipient / Recipient choice / OU senderAccount, §4 "forced to confirmed", §7 ou
// recipients calls.

let w: RecipientWorld;
beforeEach(async () => {
  w = await createRecipientWorld();
});
afterEach(async () => {
  await w.t.close();
});

const customers = [
  {
    recipientIdentifier: 'C-001',
    mainPreferences: 'EMAIL',
    emailAddress: 'ann@example.test',
    emailValid: true,
  },
  { recipientIdentifier: 'C-002', mainPreferences: 'LETTER', emailAddress: null, emailValid: true },
  {
    recipientIdentifier: 'C-003',
    mainPreferences: 'NONE',
    emailAddress: 'cy@example.test',
    emailValid: true,
  },
];

describe('sender accounts', () => {
  it('are listed with their flag, enabled by an OU administrator, and needed to record recipients', async () => {
    const refused = await w.call(
      'POST',
      '/api/ou/recipients',
      customers.map((c) => ({ ...c, senderAccountId: w.ous.sales })),
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.issues).toEqual([
      expect.objectContaining({ key: 'recipient.senderAccountDisabled', path: '[0].senderAccountId' }),
    ]);

    const saved = await w.call('POST', '/api/ou/senderAccounts', { id: w.ous.sales, enabled: true });
    expect(saved.json().result).toEqual({ id: w.ous.sales, name: 'Sales', enabled: true });
    const listed = (await w.call('GET', '/api/ou/senderAccounts')).json().result;
    expect(listed).toEqual([
      { id: w.ous.root, name: 'Demo Company', enabled: false },
      expect.objectContaining({ enabled: expect.any(Boolean) }),
      expect.objectContaining({ enabled: expect.any(Boolean) }),
    ]);
    expect(listed.find((a: { name: string }) => a.name === 'Sales').enabled).toBe(true);
    expect(listed.find((a: { name: string }) => a.name === 'Finance').enabled).toBe(false);
  });
});

describe('recipients of an OU', () => {
  beforeEach(async () => {
    await w.enableSenderAccount(w.ous.sales);
  });

  const salesList = (query = '') => w.call('GET', `/api/ou/${w.ous.sales}/recipients/list${query}`);

  it('imports a list, lists it with filters and overflow, and reads one', async () => {
    const list = customers.map((c) => ({ ...c, senderAccountId: w.ous.sales }));
    expect(await w.saveRecipients(list)).toEqual({ created: 3, updated: 0, unchanged: 0, kept: 0 });

    const all = (await salesList()).json().result;
    expect(all.overflow).toBe(false);
    expect(all.recipients.map((r: { recipientIdentifier: string }) => r.recipientIdentifier)).toEqual([
      'C-001',
      'C-002',
      'C-003',
    ]);
    expect(all.recipients[0]).toMatchObject({
      senderAccountId: w.ous.sales,
      senderAccountName: 'Sales',
      mainPreferences: 'EMAIL',
      emailAddress: 'ann@example.test',
      emailValid: true,
      source: 'SENDER',
      status: 'GOOD',
      lastModified: '2026-11-20T10:00:00.000Z',
    });
    // No address: nothing to be valid.
    expect(all.recipients[1]).toMatchObject({ emailAddress: null, emailValid: false, status: null });

    expect((await salesList('?identifier=c-00')).json().result.recipients).toHaveLength(3);
    expect((await salesList('?identifier=C-0%25')).json().result.recipients).toHaveLength(0);
    const emails = (await salesList('?preference=EMAIL')).json().result.recipients;
    expect(emails.map((r: { recipientIdentifier: string }) => r.recipientIdentifier)).toEqual(['C-001']);
    const two = (await salesList('?maxResults=2')).json().result;
    expect(two.recipients).toHaveLength(2);
    expect(two.overflow).toBe(true);

    const one = await w.call('GET', `/api/ou/recipients?recipientIdentifier=C-003&ouId=${w.ous.sales}`);
    expect(one.json().result).toMatchObject({ recipientIdentifier: 'C-003', mainPreferences: 'NONE' });
    const missing = await w.call('GET', `/api/ou/recipients?recipientIdentifier=C-404&ouId=${w.ous.sales}`);
    expect(missing.statusCode).toBe(404);

    // Everything the caller may read, across OUs.
    const visible = (await w.call('GET', '/api/ou/recipients/list?preference=NONE')).json().result;
    expect(visible.recipients).toEqual([
      expect.objectContaining({ recipientIdentifier: 'C-003', senderAccountName: 'Sales' }),
    ]);
  });

  it('counts unchanged recipients, records changes as revisions, and normalises addresses', async () => {
    const list = customers.map((c) => ({ ...c, senderAccountId: w.ous.sales }));
    await w.saveRecipients(list);
    w.t.clock.advanceMinutes(5);
    const again = [
      ...list.slice(0, 2),
      { ...list[2]!, mainPreferences: 'EMAIL', emailAddress: ' Cy@EXAMPLE.test ' },
    ];
    expect(await w.saveRecipients(again)).toEqual({ created: 0, updated: 1, unchanged: 2, kept: 0 });

    const revisions = await w.call(
      'GET',
      `/api/ou/${w.ous.sales}/recipients/revisions?recipientIdentifier=C-003`,
    );
    expect(revisions.json().result).toEqual([
      expect.objectContaining({
        action: 'created',
        identifier: 'C-003',
        email: 'cy@example.test',
        preference: 'NONE',
        source: 'SENDER',
        status: 'GOOD',
        lastModified: '2026-11-20T10:00:00.000Z',
        loggedUserLogin: 'admin',
      }),
      expect.objectContaining({
        action: 'changed',
        email: 'Cy@example.test',
        preference: 'EMAIL',
        status: 'MODIFIED',
        lastModified: '2026-11-20T10:05:00.000Z',
      }),
    ]);
  });

  it('records one recipient in the caller’s own OU by default, with emailValid as given', async () => {
    const salesAdmin = await w.addUser('salesadmin', w.ous.sales, ['adminOu']);
    const one = {
      recipientIdentifier: 'P-1',
      mainPreferences: 'EMAIL_PENDING',
      emailAddress: 'p@example.test',
    };
    const res = await w.call('POST', '/api/ou/recipients', one, salesAdmin);
    expect(res.json().result).toEqual({ created: 1, updated: 0, unchanged: 0, kept: 0 });
    const read = await w.call('GET', '/api/ou/recipients?recipientIdentifier=P-1', undefined, salesAdmin);
    expect(read.json().result).toMatchObject({
      senderAccountId: w.ous.sales,
      emailValid: false,
      status: 'GOOD',
    });

    const bad = {
      recipientIdentifier: 'P-2',
      mainPreferences: 'LETTER',
      emailAddress: 'old@example.test',
      emailValid: false,
    };
    await w.call('POST', '/api/ou/recipients', bad, salesAdmin);
    const stored = await w.call('GET', '/api/ou/recipients?recipientIdentifier=P-2', undefined, salesAdmin);
    expect(stored.json().result).toMatchObject({ emailValid: false, status: 'BAD' });
  });

  it('refuses a wrong list at once, naming every problem, and records nothing', async () => {
    const wrong = [
      {
        recipientIdentifier: 'A',
        mainPreferences: 'EMAIL',
        emailAddress: 'a@example.test',
        emailValid: false,
      },
      { recipientIdentifier: 'B', mainPreferences: 'EMAIL' },
      { recipientIdentifier: 'C', mainPreferences: 'LETTER', emailAddress: 'not an address' },
      { recipientIdentifier: 'D', mainPreferences: 'EMAIL_PENDING', emailAddress: 'd@example.test' },
      { recipientIdentifier: 'B', mainPreferences: 'NONE' },
    ];
    const res = await w.call(
      'POST',
      '/api/ou/recipients',
      wrong.map((r) => ({ ...r, senderAccountId: w.ous.sales })),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ code: -2, labelId: 'error.validationFailed' });
    expect(res.json().error.issues.map((i: { key: string; path: string }) => `${i.path} ${i.key}`)).toEqual([
      '[0].emailValid recipient.listEmailValid',
      '[0].emailValid recipient.emailNotValid',
      '[1].emailAddress recipient.emailRequired',
      '[2].emailAddress email.invalidFormat',
      '[3].emailValid recipient.pendingEmailValid',
      '[4].recipientIdentifier recipient.duplicate',
    ]);
    expect((await salesList()).json().result.recipients).toEqual([]);

    const blank = await w.call('POST', '/api/ou/recipients', {
      recipientIdentifier: '  ',
      mainPreferences: 'NONE',
    });
    expect(blank.json().error).toMatchObject({ code: -2, field: 'body.recipientIdentifier' });
  });

  it('lets an administrator force a pending address to confirmed, once', async () => {
    await w.saveRecipients({
      senderAccountId: w.ous.sales,
      recipientIdentifier: 'P-1',
      mainPreferences: 'EMAIL_PENDING',
      emailAddress: 'p@example.test',
    });
    const confirm = () => w.call('POST', `/api/ou/recipients/P-1/confirm?ouId=${w.ous.sales}`, {});
    const forced = await confirm();
    expect(forced.json().result).toMatchObject({
      mainPreferences: 'EMAIL',
      emailValid: true,
      status: 'FORCED',
      source: 'SENDER',
      version: 2,
    });
    const twice = await confirm();
    expect(twice.statusCode).toBe(400);
    expect(twice.json().error).toMatchObject({ code: -2, labelId: 'error.recipientNotPending' });
    const revisions = (
      await w.call('GET', `/api/ou/${w.ous.sales}/recipients/revisions?recipientIdentifier=P-1`)
    ).json().result;
    expect(
      revisions.map((r: { action: string; preference: string }) => `${r.action} ${r.preference}`),
    ).toEqual(['created EMAIL_PENDING', 'forced EMAIL']);
    expect((await w.call('POST', '/api/ou/recipients/P-404/confirm', {})).statusCode).toBe(404);
  });

  it('exports the choices as CSV for spreadsheet tools', async () => {
    await w.saveRecipients([
      ...customers.map((c) => ({ ...c, senderAccountId: w.ous.sales })),
      { senderAccountId: w.ous.sales, recipientIdentifier: '=HYPERLINK("x")', mainPreferences: 'LETTER' },
      { senderAccountId: w.ous.sales, recipientIdentifier: 'Zoë; Ltd', mainPreferences: 'NONE' },
    ]);
    const res = await w.call('GET', `/api/ou/${w.ous.sales}/recipients/export`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename*=UTF-8''recipients-Sales-2026-11-20.csv`,
    );
    const bytes = res.rawPayload;
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const at = '2026-11-20T10:00:00.000Z';
    expect(bytes.subarray(3).toString('utf8')).toBe(
      [
        'identifier;email;preference;source;lastModified;status',
        `"'=HYPERLINK(""x"")";;LETTER;SENDER;${at};`,
        `C-001;ann@example.test;EMAIL;SENDER;${at};GOOD`,
        `C-002;;LETTER;SENDER;${at};`,
        `C-003;cy@example.test;NONE;SENDER;${at};GOOD`,
        `"Zoë; Ltd";;NONE;SENDER;${at};`,
        '',
      ].join('\r\n'),
    );
  });

  it('answers the choices the sending strategy reads, from the nearest sender account up the tree', async () => {
    await w.saveRecipients(customers.map((c) => ({ ...c, senderAccountId: w.ous.sales })));
    await w.saveRecipients({
      senderAccountId: w.ous.sales,
      recipientIdentifier: 'P-1',
      mainPreferences: 'EMAIL_PENDING',
      emailAddress: 'p@example.test',
    });
    const choices = await recipientChoicesFor(w.t.deps.db, w.ous.sales, [
      'C-001',
      ' C-002 ',
      'C-003',
      'P-1',
      'nobody',
    ]);
    expect(Object.fromEntries(choices)).toEqual({
      'C-001': { preference: 'EMAIL', email: 'ann@example.test' },
      'C-002': { preference: 'LETTER', email: null },
      'C-003': { preference: 'NONE', email: 'cy@example.test' },
      // Not confirmed yet: its address is not to be used.
      'P-1': { preference: 'EMAIL_PENDING', email: null },
    });
    // Finance has no register of its own, nor has any OU above it.
    expect((await recipientChoicesFor(w.t.deps.db, w.ous.finance, ['C-001'])).size).toBe(0);
    // Once the company keeps one, Finance's deposits read it; Sales keeps its own.
    await w.enableSenderAccount(w.ous.root);
    await w.saveRecipients({
      senderAccountId: w.ous.root,
      recipientIdentifier: 'C-001',
      mainPreferences: 'LETTER',
    });
    expect((await recipientChoicesFor(w.t.deps.db, w.ous.finance, ['C-001'])).get('C-001')).toEqual({
      preference: 'LETTER',
      email: null,
    });
    expect((await recipientChoicesFor(w.t.deps.db, w.ous.sales, ['C-001'])).get('C-001')?.preference).toBe(
      'EMAIL',
    );
  });
});

describe('who may see and change recipients', () => {
  it('keeps an OU’s recipients from another OU’s administrator and from users without the permission', async () => {
    await w.enableSenderAccount(w.ous.sales);
    await w.saveRecipients(customers.map((c) => ({ ...c, senderAccountId: w.ous.sales })));
    const financeAdmin = await w.addUser('financeadmin', w.ous.finance, ['adminOu']);
    const sender = await w.addUser('plainsender', w.ous.sales, ['createOrders', 'viewOrders']);
    const salesViewer = await w.addUser('salesviewer', w.ous.sales, ['viewOrders'], ['viewOrdersOthers']);

    for (const url of [
      `/api/ou/${w.ous.sales}/recipients/list`,
      `/api/ou/${w.ous.sales}/recipients/revisions?recipientIdentifier=C-001`,
      `/api/ou/${w.ous.sales}/recipients/export`,
      `/api/ou/recipients?recipientIdentifier=C-001&ouId=${w.ous.sales}`,
    ]) {
      const res = await w.call('GET', url, undefined, financeAdmin);
      expect({ url, status: res.statusCode, code: res.json().error?.code }).toEqual({
        url,
        status: 404,
        code: -3,
      });
      expect((await w.call('GET', url, undefined, sender)).statusCode).toBe(403);
      expect((await w.call('GET', url, undefined, salesViewer)).statusCode).toBe(200);
    }
    expect(
      (await w.call('GET', '/api/ou/recipients/list', undefined, financeAdmin)).json().result.recipients,
    ).toEqual([]);
    expect(
      (await w.call('GET', `/api/ou/${w.ous.finance}/recipients/list`, undefined, financeAdmin)).statusCode,
    ).toBe(200);

    // Writing takes adminOu on the OU: viewing is not enough, another OU's administrator gets "not found".
    const write = { senderAccountId: w.ous.sales, recipientIdentifier: 'X', mainPreferences: 'NONE' };
    expect((await w.call('POST', '/api/ou/recipients', write, financeAdmin)).statusCode).toBe(404);
    expect((await w.call('POST', '/api/ou/recipients', write, salesViewer)).statusCode).toBe(403);
    expect(
      (await w.call('POST', '/api/ou/senderAccounts', { id: w.ous.sales, enabled: false }, financeAdmin))
        .statusCode,
    ).toBe(404);
    expect(
      (await w.call('POST', `/api/ou/recipients/C-001/confirm?ouId=${w.ous.sales}`, {}, financeAdmin))
        .statusCode,
    ).toBe(404);
  });
});
