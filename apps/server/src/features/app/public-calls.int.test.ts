import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { sessionToken } from '../../test/factories';
import { createTestContext, type TestContext } from '../../test/test-deps';

let t: TestContext | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

const get = (url: string, headers: Record<string, string> = {}) =>
  t!.app.inject({ method: 'GET', url, headers });

describe('requests refused before any route', () => {
  it('answer in the envelope: a path parameter too long (414), headers too large (431)', async () => {
    t = await createTestContext({ seed: false });
    const long = await get(`/api/jobs/${'a'.repeat(500)}`);
    expect(long.statusCode).toBe(414);
    expect(long.json().error).toMatchObject({ code: -2, field: 'url', labelId: 'error.badRequest' });
    // Headers are read by Node's HTTP parser before the app: over a real socket.
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as { port: number };
    const big = await fetch(`http://127.0.0.1:${port}/api/app/version`, {
      headers: { 'x-big': 'b'.repeat(20_000) },
    });
    expect(big.status).toBe(431);
    expect(((await big.json()) as { error: unknown }).error).toMatchObject({ code: -2, field: 'headers' });
  });
});

describe('calls that need no session', () => {
  it('may be framed by the app itself only: no other site can frame a signed-in user (clickjacking)', async () => {
    t = await createTestContext({ seed: false });
    const res = await get('/api/app/version');
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(res.headers['content-security-policy']).not.toContain('frame-ancestors *');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('readiness: 200 while the database answers, 503 once it does not', async () => {
    t = await createTestContext({ seed: false });
    const ready = await get('/api/app/ready');
    expect(ready.statusCode).toBe(200);
    expect(ready.headers['cache-control']).toBe('no-store');
    expect(ready.json().result).toEqual({ ready: true, database: true, workThreads: 1, queuedWork: 0 });
    await t.deps.db.destroy();
    const down = await get('/api/app/ready');
    expect(down.statusCode).toBe(503);
    expect(down.json().result).toMatchObject({ ready: false, database: false });
  });

  it('version, config, branding, labels and locales answer in the envelope', async () => {
    t = await createTestContext();
    const version = (await get('/api/app/version')).json().result;
    expect(version.version).toMatch(/^\d+\.\d+\.\d+$/);
    expect(version.moduleVersions.map((m: { artifactId: string }) => m.artifactId)).toContain(
      '@postbridge/server',
    );

    const config = (await get('/api/app/config')).json().result;
    expect(config).toMatchObject({
      applicationName: 'Postbridge',
      defaultLocale: 'en',
      printerBasePath: '/printer',
    });
    expect(config.locales).toEqual(['en', 'de', 'es', 'fr', 'he', 'hu', 'nl', 'pt']);
    expect(config.availableFonts.length).toBeGreaterThan(0);

    const branding = (await get('/api/brandings/my')).json().result;
    expect(branding).toMatchObject({ name: 'default', applicationName: 'Postbridge' });
    expect(branding.statusColors.error.color).toMatch(/^#/);

    const labels = (await get('/api/i18n/labels_frontend1?locale=en')).json().result;
    expect(labels['error.invalidCredentials']).toBe('Invalid credentials.');
    const fallback = (await get('/api/i18n/labels_frontend1?locale=xx')).json().result;
    expect(fallback['error.invalidCredentials']).toBe('Invalid credentials.');

    const locales = (await get('/api/i18n/locales?locale=en')).json().result;
    expect(locales.find((l: { code: string }) => l.code === 'he')).toMatchObject({ dir: 'rtl' });
  });

  it('answers the branding of the signed-in user’s OU, else of the requested host', async () => {
    t = await createTestContext();
    const now = new Date().toISOString();
    await t.deps.db
      .insertInto('branding')
      .values({
        id: 'b-white',
        name: 'white',
        application_name: 'White Mail',
        virtual_host: 'mail.white.test',
        created_at: now,
      })
      .execute();
    expect((await get('/api/brandings/my', { host: 'mail.white.test' })).json().result.applicationName).toBe(
      'White Mail',
    );
    await t.deps.db.updateTable('ou').set({ branding_id: 'b-white' }).where('name', '=', 'Sales').execute();
    const token = await sessionToken(t.deps, 'sender');
    expect((await get('/api/brandings/my', { 'x-auth-token': token })).json().result.name).toBe('white');
    const admin = await sessionToken(t.deps, 'admin');
    expect((await get('/api/brandings/my', { 'x-auth-token': admin })).json().result.name).toBe('default');
  });

  it('publishes the OpenAPI document from the zod contract', async () => {
    t = await createTestContext();
    const doc = (await get('/api/openapi.json')).json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/authentication/authenticate',
        '/api/ou',
        '/api/jobs/counters',
        '/api/users/password',
      ]),
    );
    const body =
      doc.paths['/api/authentication/authenticate'].post.requestBody.content['application/json'].schema;
    expect(body.required).toEqual(['login', 'password']);
  });

  it('resolves every reference of the OpenAPI document, the recursive schemas as named components', async () => {
    t = await createTestContext();
    const doc = (await get('/api/openapi.json')).json() as {
      components: { schemas?: Record<string, unknown>; responses?: Record<string, unknown> };
      paths: Record<string, Record<string, { operationId?: string }>>;
    };
    const text = JSON.stringify(doc);
    const refs = new Set([...text.matchAll(/"\$ref":"([^"]+)"/g)].map((m) => m[1]!));
    const components = Object.keys(doc.components.schemas ?? {});
    expect(components).toEqual(expect.arrayContaining(['OuNode', 'Expression', 'Condition', 'Error']));
    const responses = Object.keys(doc.components.responses ?? {});
    const unresolved = [...refs].filter(
      (ref) =>
        !components.some((name) => ref === `#/components/schemas/${name}`) &&
        !responses.some((name) => ref === `#/components/responses/${name}`),
    );
    expect(unresolved).toEqual([]);
    // The OU tree's children are OU nodes themselves.
    expect(text).toContain('"$ref":"#/components/schemas/OuNode"');
    // Every operation has its id (the contract's name), for client generators.
    for (const [path, methods] of Object.entries(doc.paths))
      for (const [method, operation] of Object.entries(methods))
        expect(operation.operationId, `${method} ${path}`).toBeTruthy();
  });
});

describe('unknown routes and the web app', () => {
  it('answers an unknown API path with the envelope, and any other path with the web app', async () => {
    const webDist = await fs.mkdtemp(path.join(os.tmpdir(), 'web-dist-'));
    await fs.writeFile(
      path.join(webDist, 'index.html'),
      '<!doctype html><title>app</title><div id="root"></div>',
    );
    t = await createTestContext({ env: { WEB_DIST: webDist } });
    const api = await get('/api/no/such/call');
    expect(api.statusCode).toBe(404);
    expect(api.json().error).toMatchObject({ code: -3 });
    const page = await get('/manage/orders/detail/123?x=1');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('<div id="root">');
    const asset = await get('/assets/index-missing.js');
    expect(asset.statusCode).toBe(404);
    expect(asset.headers['content-type']).toContain('application/json');
  });
});

describe("the web app's files", () => {
  it('sends a hashed asset compressed as the browser accepts, kept a year; the page revalidated; HEAD as GET', async () => {
    const webDist = await fs.mkdtemp(path.join(os.tmpdir(), 'web-dist-'));
    await fs.mkdir(path.join(webDist, 'assets'));
    await fs.writeFile(path.join(webDist, 'index.html'), '<!doctype html><div id="root"></div>');
    const script = `export const labels = ${JSON.stringify('x'.repeat(5000))};`;
    const asset = path.join(webDist, 'assets', 'index-abc123.js');
    await fs.writeFile(asset, script);
    // As the build leaves them (apps/web/build/precompress.ts).
    await fs.writeFile(`${asset}.br`, brotliCompressSync(script));
    await fs.writeFile(`${asset}.gz`, gzipSync(script));
    t = await createTestContext({ env: { WEB_DIST: webDist } });

    const br = await t.app.inject({
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(script);
    expect(br.rawPayload.length).toBeLessThan(script.length / 10);

    const gz = await t.app.inject({ url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(script);

    const plain = await t.app.inject({
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);

    const head = await t.app.inject({ method: 'HEAD', url: '/manage/orders' });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toContain('text/html');
    expect(head.headers['cache-control']).toBe('no-cache');
    expect(head.body).toBe('');
    const headAsset = await t.app.inject({ method: 'HEAD', url: '/assets/index-abc123.js' });
    expect(headAsset.statusCode).toBe(200);
    expect(headAsset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });
});
