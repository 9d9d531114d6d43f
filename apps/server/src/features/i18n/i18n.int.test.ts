import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createUser, sessionToken, userIdOf } from '../../test/factories';
import { createTestContext, type TestContext } from '../../test/test-deps';

let t: TestContext;
let admin: string;
let viewer: string;
let sender: string;

beforeEach(async () => {
  t = await createTestContext();
  const { ouId } = await userIdOf(t.deps.db, 'admin');
  const view = await createUser(t.deps.db, { ouId, login: 'auditor', permissions: ['superAdminView'] });
  [admin, viewer, sender] = await Promise.all([
    sessionToken(t.deps, 'admin'),
    sessionToken(t.deps, view),
    sessionToken(t.deps, 'sender'),
  ]);
});
afterEach(async () => {
  await t.close();
});

const headers = (token: string) => ({ 'x-auth-token': token });
const get = (token: string, url: string) => t.app.inject({ method: 'GET', url, headers: headers(token) });
const post = (token: string, url: string, payload: object) =>
  t.app.inject({ method: 'POST', url, payload, headers: headers(token) });
const labels = async (locale: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/i18n/labels_frontend1?locale=${locale}` })).json()
    .result as Record<string, string>;
const save = (token: string, key: string, translations: Record<string, string | null>) =>
  post(token, `/api/i18n/translations/${key}`, { translations });
const issuesOf = (body: { error: { issues: { key: string; path: string; params?: object }[] } }) =>
  body.error.issues.map((i) => [i.key, i.path, i.params ?? {}]);

const KEY = 'error.validationFailed';
const FRENCH = '{count} erreur(s) à corriger avant d’enregistrer.';

describe('the public labels with overrides', () => {
  it('serves an edited label to that locale only, at once, and back to the bundled text after a reset', async () => {
    const bundledFr = (await labels('fr'))[KEY];
    const bundledDe = (await labels('de'))[KEY];
    expect(bundledFr).toContain('{count}');

    const saved = await save(admin, KEY, { fr: FRENCH });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().result).toMatchObject({
      key: KEY,
      bundled: { fr: bundledFr, de: bundledDe },
      overrides: { fr: { text: FRENCH, updatedBy: 'admin' } },
    });
    expect((await labels('fr'))[KEY]).toBe(FRENCH);
    expect((await labels('fr-CA'))[KEY]).toBe(FRENCH);
    expect((await labels('de'))[KEY]).toBe(bundledDe);
    expect((await labels('en'))[KEY]).not.toBe(FRENCH);

    const reset = await save(admin, KEY, { fr: null });
    expect(reset.json().result.overrides).toEqual({});
    expect((await labels('fr'))[KEY]).toBe(bundledFr);

    const history = await t.deps.db
      .selectFrom('history')
      .select(['action', 'login', 'details'])
      .where('entity_type', '=', 'label')
      .where('entity_id', '=', KEY)
      .orderBy('id')
      .execute();
    expect(history.map((h) => [h.action, h.login, JSON.parse(h.details!)])).toEqual([
      ['translate', 'admin', { set: { fr: FRENCH }, reset: [] }],
      ['translate', 'admin', { set: {}, reset: ['fr'] }],
    ]);
  });

  it('answers an ETag, 304 while nothing changed, and a new ETag after an edit (no-cache)', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/api/i18n/labels_frontend1?locale=fr' });
    expect(first.headers['cache-control']).toBe('no-cache');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"fr-/);

    const again = await t.app.inject({
      method: 'GET',
      url: '/api/i18n/labels_frontend1?locale=fr',
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');

    await save(admin, KEY, { fr: FRENCH });
    const after = await t.app.inject({
      method: 'GET',
      url: '/api/i18n/labels_frontend1?locale=fr',
      headers: { 'if-none-match': etag },
    });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(etag);
    expect(after.json().result[KEY]).toBe(FRENCH);
    // Another locale's tag does not move with a French edit.
    const german = await t.app.inject({ method: 'GET', url: '/api/i18n/labels_frontend1?locale=de' });
    expect(String(german.headers.etag)).toMatch(/^"de-/);
  });

  it('stays public: no token needed for labels and locales', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/i18n/labels_frontend1?locale=he' });
    expect(res.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/i18n/locales' })).statusCode).toBe(200);
  });
});

describe('saving translations', () => {
  it('refuses a text that drops a {param} of the English text, at its locale, and saves nothing', async () => {
    const res = await save(admin, KEY, { fr: FRENCH, de: 'Bitte korrigieren.', es: ' ' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe(-2);
    expect(issuesOf(res.json())).toEqual([
      ['label.placeholderMissing', 'translations.de', { placeholder: '{count}' }],
      ['label.blank', 'translations.es', {}],
    ]);
    expect((await labels('fr'))[KEY]).not.toBe(FRENCH);
  });

  it('refuses an unknown key, an unknown locale, a {param} the English text lacks and a text too long', async () => {
    expect(issuesOf((await save(admin, 'no.such.key', { fr: 'x' })).json())).toEqual([
      ['label.unknownKey', 'key', { key: 'no.such.key' }],
    ]);
    const res = await save(admin, KEY, { xx: 'x', nl: '{count} {extra}', pt: `{count}${'a'.repeat(2000)}` });
    expect(issuesOf(res.json())).toEqual([
      ['label.unknownLocale', 'translations.xx', { locale: 'xx' }],
      ['label.placeholderUnknown', 'translations.nl', { placeholder: '{extra}' }],
      ['label.tooLong', 'translations.pt', { max: 2000, length: 2007 }],
    ]);
  });

  it('stores nothing for a text equal to the bundled one', async () => {
    const bundledDe = (await labels('de'))[KEY]!;
    const res = await save(admin, KEY, { de: bundledDe });
    expect(res.json().result.overrides).toEqual({});
    expect(await t.deps.db.selectFrom('label_override').selectAll().execute()).toEqual([]);
  });

  it('lets superAdminView read the catalogue but not write; others read nothing', async () => {
    await save(admin, KEY, { fr: FRENCH });
    const catalogue = await get(viewer, '/api/i18n/catalogue');
    expect(catalogue.statusCode).toBe(200);
    const body = catalogue.json().result;
    expect(body.locales).toEqual(['en', 'de', 'es', 'fr', 'he', 'hu', 'nl', 'pt']);
    const entry = body.entries.find((e: { key: string }) => e.key === KEY);
    expect(entry.overrides.fr).toMatchObject({ text: FRENCH, updatedBy: 'admin' });
    expect(Object.keys(entry.bundled)).toHaveLength(8);

    const refused = await save(viewer, KEY, { fr: 'Non' });
    expect(refused.json().error.code).toBe(-12);
    const refusedImport = await post(viewer, '/api/i18n/overrides/import', {
      format: 'postbridge-labels',
      version: 1,
      overrides: {},
    });
    expect(refusedImport.json().error.code).toBe(-12);
    expect((await get(sender, '/api/i18n/catalogue')).json().error.code).toBe(-12);
    expect((await get(sender, '/api/i18n/overrides/export')).json().error.code).toBe(-12);
    expect((await labels('fr'))[KEY]).toBe(FRENCH);
  });
});

describe('export and import', () => {
  it('round-trips the overrides through the JSON file', async () => {
    await save(admin, KEY, { fr: FRENCH, de: '{count} Fehler korrigieren.' });
    const exported = await get(viewer, '/api/i18n/overrides/export');
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-disposition']).toContain('postbridge-labels.json');
    const file = JSON.parse(exported.body);
    expect(file).toEqual({
      format: 'postbridge-labels',
      version: 1,
      overrides: { de: { [KEY]: '{count} Fehler korrigieren.' }, fr: { [KEY]: FRENCH } },
    });

    await save(admin, KEY, { fr: null, de: null });
    const bundledEs = (await labels('es'))['error.notFound'];
    file.overrides.de[KEY] = '{count} Fehler.';
    file.overrides.es = { 'error.notFound': bundledEs };
    const imported = await post(admin, '/api/i18n/overrides/import', file);
    expect(imported.json().result).toEqual({ created: 2, updated: 0, unchanged: 1, removed: 0 });
    expect((await labels('fr'))[KEY]).toBe(FRENCH);
    expect((await labels('de'))[KEY]).toBe('{count} Fehler.');

    const again = await post(admin, '/api/i18n/overrides/import', file);
    expect(again.json().result).toEqual({ created: 0, updated: 0, unchanged: 3, removed: 0 });
  });

  it('refuses the whole file when one entry is bad, naming it, and changes nothing', async () => {
    await save(admin, KEY, { fr: FRENCH });
    const res = await post(admin, '/api/i18n/overrides/import', {
      format: 'postbridge-labels',
      version: 1,
      overrides: {
        fr: { [KEY]: 'Nouveau {count}', 'error.notFound': 'Introuvable.' },
        de: { [KEY]: 'Ohne Zahl.' },
      },
    });
    expect(res.statusCode).toBe(400);
    expect(issuesOf(res.json())).toEqual([
      [
        'label.placeholderMissing',
        `overrides.de["${KEY}"]`,
        { placeholder: '{count}', locale: 'de', key: KEY },
      ],
    ]);
    expect((await labels('fr'))[KEY]).toBe(FRENCH);
    expect((await labels('fr'))['error.notFound']).not.toBe('Introuvable.');
  });

  it('refuses a file that is not an export of labels', async () => {
    const res = await post(admin, '/api/i18n/overrides/import', {
      format: 'other',
      version: 1,
      overrides: {},
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe(-2);
  });
});
