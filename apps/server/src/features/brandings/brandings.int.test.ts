import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { multipartBody } from '../../test/deposits';
import { createOu, createUser, sessionToken, userIdOf } from '../../test/factories';
import { createTestContext, type TestContext } from '../../test/test-deps';

let t: TestContext;
let admin: string;
let viewer: string;

beforeEach(async () => {
  t = await createTestContext();
  admin = await sessionToken(t.deps, 'admin');
  const { ouId } = await userIdOf(t.deps.db, 'admin');
  viewer = await sessionToken(t.deps, await createUser(t.deps.db, { ouId, permissions: ['superAdminView'] }));
});
afterEach(async () => {
  await t.close();
});

const headers = (token: string) => ({ 'x-auth-token': token });
const get = (token: string | null, url: string, host?: string) =>
  t.app.inject({
    method: 'GET',
    url,
    headers: { ...(token ? headers(token) : {}), ...(host ? { host } : {}) },
  });
const post = (token: string, url: string, payload: object) =>
  t.app.inject({ method: 'POST', url, payload, headers: headers(token) });
const del = (token: string, url: string) => t.app.inject({ method: 'DELETE', url, headers: headers(token) });
const upload = (token: string, name: string, content: Buffer) => {
  const { payload, headers: h } = multipartBody({}, [{ field: 'file', name, content }]);
  return t.app.inject({
    method: 'POST',
    url: '/api/brandings/images',
    payload,
    headers: { ...h, ...headers(token) },
  });
};

const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(64, 1),
]);

const body = (over: Record<string, unknown> = {}, properties: Record<string, unknown> = {}) => ({
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
    primaryColor: '#112233',
    iconColors: {},
    embeddedParentUrls: [],
    chatSupportUrl: null,
    ...properties,
  },
  statusColors: {},
  ...over,
});

const refusal = async (payload: object) => {
  const answer = await post(admin, '/api/brandings', payload);
  expect(answer.statusCode).toBe(400);
  const { code, field, labelId } = answer.json().error;
  return { code, field, labelId };
};

describe('saving white labels', () => {
  it('creates one, shows it on its host, updates it and refuses a stale update, with history', async () => {
    const created = await post(admin, '/api/brandings', body({ virtualHost: 'Post.Acme.test' }));
    expect(created.statusCode).toBe(200);
    const acme = created.json().result;
    expect(acme).toMatchObject({ name: 'Acme', virtualHost: 'post.acme.test', version: 1, accountCount: 0 });

    const onHost = (await get(null, '/api/brandings/my', 'post.acme.test')).json().result;
    expect(onHost).toMatchObject({ name: 'Acme', applicationName: 'Acme Post' });
    expect(onHost.properties.primaryColor).toBe('#112233');

    const updated = await post(admin, '/api/brandings', {
      ...body({ applicationName: 'Acme Mail' }),
      id: acme.id,
      version: 1,
    });
    expect(updated.json().result).toMatchObject({ applicationName: 'Acme Mail', version: 2 });
    const stale = await post(admin, '/api/brandings', {
      ...body({ applicationName: 'Lost' }),
      id: acme.id,
      version: 1,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error.code).toBe(-13);

    const all = (await get(viewer, '/api/brandings/all')).json().result;
    expect(all.map((b: { name: string }) => b.name)).toEqual(['Acme', 'default']);
    const history = await t.deps.db
      .selectFrom('history')
      .select(['action', 'login'])
      .where('entity_type', '=', 'branding')
      .where('entity_id', '=', acme.id)
      .orderBy('id')
      .execute();
    expect(history).toEqual([
      { action: 'create', login: 'admin' },
      { action: 'update', login: 'admin' },
    ]);
  });

  it('refuses each bad value at its field', async () => {
    await post(admin, '/api/brandings', body());
    const expectRefusal = async (payload: object, field: string, key: string) =>
      expect(await refusal(payload)).toEqual({ code: -2, field, labelId: `system.brandings.error.${key}` });

    await expectRefusal(body({ name: ' ' }), 'body.name', 'nameRequired');
    await expectRefusal(body({ name: 'acme', virtualHost: null }), 'body.name', 'nameTaken');
    await expectRefusal(
      body({ name: 'B', virtualHost: 'https://b.test' }),
      'body.virtualHost',
      'virtualHostInvalid',
    );
    await expectRefusal(
      body({ name: 'B', virtualHost: 'b.test/path' }),
      'body.virtualHost',
      'virtualHostInvalid',
    );
    await expectRefusal(
      body({ name: 'B', virtualHost: 'b.test:8080' }),
      'body.virtualHost',
      'virtualHostInvalid',
    );
    await expectRefusal(
      body({ name: 'B', virtualHost: 'POST.acme.test' }),
      'body.virtualHost',
      'virtualHostTaken',
    );
    await expectRefusal(
      body({ name: 'B', virtualHost: null, logoImageURL: 'https://evil.test/logo.png' }),
      'body.logoImageURL',
      'imageUrlInvalid',
    );
    // Of the right form, but no such image was uploaded.
    await expectRefusal(
      body({ name: 'B', virtualHost: null, backgroundImageURL: '/api/brandings/images/none' }),
      'body.backgroundImageURL',
      'imageUrlInvalid',
    );
    await expectRefusal(
      body({ name: 'B', virtualHost: null }, { primaryColor: 'red' }),
      'body.properties.primaryColor',
      'colourInvalid',
    );
    await expectRefusal(
      body({
        name: 'B',
        virtualHost: null,
        statusColors: { ok: { color: '#00ff00', textColor: 'white', name: 'OK' } },
      }),
      'body.statusColors.ok.textColor',
      'colourInvalid',
    );
    await expectRefusal(
      body(
        { name: 'B', virtualHost: null },
        { embeddedParentUrls: ['https://portal.test', 'https://portal.test/app'] },
      ),
      'body.properties.embeddedParentUrls[1]',
      'originInvalid',
    );
    await expectRefusal(
      body({ name: 'B', virtualHost: null }, { css: 'body { width: expression(alert(1)) }' }),
      'body.properties.css',
      'cssForbidden',
    );
    await expectRefusal(
      body({ name: 'B', virtualHost: null }, { css: '@import url("https://evil.test/x.css");' }),
      'body.properties.css',
      'cssForbidden',
    );
    await expectRefusal(
      body({ name: 'B', virtualHost: null }, { chatSupportUrl: 'http://chat.test/widget.js' }),
      'body.properties.chatSupportUrl',
      'chatUrlInvalid',
    );
    // What was refused was not saved.
    expect((await get(admin, '/api/brandings/all')).json().result).toHaveLength(2);
  });

  it('lets superAdminView read but refuses its writes', async () => {
    expect((await get(viewer, '/api/brandings/all')).statusCode).toBe(200);
    expect((await post(viewer, '/api/brandings', body())).json().error.code).toBe(-12);
    expect((await upload(viewer, 'logo.png', PNG)).json().error.code).toBe(-12);
    const def = (await get(viewer, '/api/brandings/all')).json().result[0];
    expect((await del(viewer, `/api/brandings/${def.id}`)).json().error.code).toBe(-12);
    expect((await post(viewer, `/api/brandings/${def.id}/news/en`, { text: 'Hi' })).json().error.code).toBe(
      -12,
    );
  });
});

describe('deleting white labels', () => {
  it('refuses the default one and one that accounts show, then deletes it once unused', async () => {
    const all = (await get(admin, '/api/brandings/all')).json().result;
    const def = all.find((b: { name: string }) => b.name === 'default');
    const defDeleted = await del(admin, `/api/brandings/${def.id}`);
    expect(defDeleted.json().error.labelId).toBe('system.brandings.error.defaultUndeletable');

    const acme = (await post(admin, '/api/brandings', body())).json().result;
    const ou = await createOu(t.deps.db, { parentId: null, columns: { branding_id: acme.id } });
    expect((await get(admin, '/api/brandings/all')).json().result[0].accountCount).toBe(1);
    const used = await del(admin, `/api/brandings/${acme.id}`);
    expect(used.statusCode).toBe(400);
    expect(used.json().error).toMatchObject({
      labelId: 'system.brandings.error.inUse',
      params: { count: 1 },
    });

    await t.deps.db.updateTable('ou').set({ branding_id: null }).where('id', '=', ou.id).execute();
    expect((await del(admin, `/api/brandings/${acme.id}`)).json().result).toEqual({ id: acme.id });
    expect((await get(admin, '/api/brandings/all')).json().result).toHaveLength(1);
  });
});

describe('white label images', () => {
  it('stores a PNG and serves it publicly with safe headers; a branding may then show it', async () => {
    const answer = await upload(admin, 'logo.png', PNG);
    expect(answer.statusCode).toBe(200);
    const image = answer.json().result;
    expect(image).toMatchObject({ contentType: 'image/png', size: PNG.length });
    expect(image.url).toBe(`/api/brandings/images/${image.id}`);

    const served = await get(null, image.url);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['content-security-policy']).toBe(
      "default-src 'none'; style-src 'unsafe-inline'; sandbox",
    );
    expect(served.headers['cache-control']).toContain('immutable');
    expect(served.rawPayload.equals(PNG)).toBe(true);

    const saved = await post(
      admin,
      '/api/brandings',
      body({ logoImageURL: image.url }, { css: `body { background: url(${image.url}) }` }),
    );
    expect(saved.json().result.logoImageURL).toBe(image.url);
  });

  it('serves a safe SVG and refuses one with script, a file that is no image and a 3 MB image', async () => {
    const safe = await upload(
      admin,
      'logo.svg',
      Buffer.from(
        '<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg"><rect width="4" height="4" fill="#123456"/></svg>',
      ),
    );
    expect(safe.json().result.contentType).toBe('image/svg+xml');

    const script = await upload(
      admin,
      'logo.svg',
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
    );
    expect(script.statusCode).toBe(400);
    expect(script.json().error).toMatchObject({
      field: 'body.file',
      labelId: 'system.brandings.error.svgUnsafe',
      params: { reason: 'script' },
    });

    const handler = await upload(admin, 'logo.png', Buffer.from('<svg onload="alert(1)"></svg>'));
    expect(handler.json().error.params).toEqual({ reason: 'eventHandler' });

    const text = await upload(admin, 'logo.png', Buffer.from('just some text'));
    expect(text.json().error.labelId).toBe('system.brandings.error.imageType');

    const big = await upload(admin, 'background.png', Buffer.concat([PNG, Buffer.alloc(3 * 1024 * 1024)]));
    expect(big.statusCode).toBe(413);
    expect(big.json().error).toMatchObject({
      code: -5,
      field: 'body.file',
      labelId: 'system.brandings.error.imageTooLarge',
      params: { limit: 2 },
    });
    // Nothing refused was kept.
    expect(await t.deps.db.selectFrom('branding_image').select('id').execute()).toHaveLength(1);
  });

  it('answers -4 for an unknown image', async () => {
    expect((await get(null, '/api/brandings/images/nope')).statusCode).toBe(404);
  });
});

describe('white label news', () => {
  it('serves the news in the locale, else English, else empty, and keeps who wrote it', async () => {
    const acme = (await post(admin, '/api/brandings', body())).json().result;
    expect((await get(viewer, `/api/brandings/${acme.id}/news`)).json().result).toEqual({});
    expect((await get(null, '/api/i18n/news_Acme?locale=fr')).json().result).toEqual({ text: '' });

    await post(admin, `/api/brandings/${acme.id}/news/en`, { text: 'Closed on Monday.\r\nSee you.' });
    await post(admin, `/api/brandings/${acme.id}/news/fr`, { text: 'Fermé lundi.' });
    expect((await get(null, '/api/i18n/news_Acme?locale=fr')).json().result).toEqual({
      text: 'Fermé lundi.',
    });
    expect((await get(null, '/api/i18n/news_Acme?locale=de')).json().result).toEqual({
      text: 'Closed on Monday.\nSee you.',
    });
    expect((await get(null, '/api/i18n/news_Acme')).json().result.text).toBe('Closed on Monday.\nSee you.');
    expect((await get(null, '/api/i18n/news_Other?locale=fr')).json().result).toEqual({ text: '' });
    expect((await get(viewer, `/api/brandings/${acme.id}/news`)).json().result).toEqual({
      en: 'Closed on Monday.\nSee you.',
      fr: 'Fermé lundi.',
    });

    // Emptied, the French news falls back to English.
    await post(admin, `/api/brandings/${acme.id}/news/fr`, { text: '  ' });
    expect((await get(null, '/api/i18n/news_Acme?locale=fr')).json().result.text).toBe(
      'Closed on Monday.\nSee you.',
    );
    const unknown = await post(admin, `/api/brandings/${acme.id}/news/xx`, { text: 'x' });
    expect(unknown.json().error).toMatchObject({ code: -2, field: 'params.locale' });

    const history = await t.deps.db
      .selectFrom('history')
      .select(['action', 'login'])
      .where('entity_id', '=', acme.id)
      .orderBy('id')
      .execute();
    expect(history.map((h) => h.action)).toEqual(['create', 'news', 'news', 'newsRemoved']);
  });
});
