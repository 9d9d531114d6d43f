import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionToken } from '../../test/factories';
import { createTestContext, type TestContext } from '../../test/test-deps';

// The page of a white label's host may be framed by its embedded-mode parent pages and may run its chat
// provider's script; no other host's page and no API answer may (issue 15, issue 21 "Clickjacking").

let t: TestContext;
let webDist: string;

beforeAll(async () => {
  webDist = await fs.mkdtemp(path.join(os.tmpdir(), 'pb-web-'));
  await fs.writeFile(path.join(webDist, 'index.html'), '<!doctype html><title>Postbridge</title>');
  t = await createTestContext({ env: { WEB_DIST: webDist } });
  const admin = await sessionToken(t.deps, 'admin');
  const saved = await t.app.inject({
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
        embeddedParentUrls: ['https://portal.acme.test', 'https://intranet.acme.test:8443'],
        chatSupportUrl: 'https://chat.example.com/widget/v2.js',
      },
      statusColors: {},
    },
  });
  expect(saved.statusCode).toBe(200);
});
afterAll(async () => {
  await t.close();
  await fs.rm(webDist, { recursive: true, force: true });
});

const page = (url: string, host: string) => t.app.inject({ method: 'GET', url, headers: { host } });
const directive = (csp: unknown, name: string) =>
  String(csp)
    .split(';')
    .find((d) => d.startsWith(`${name} `));

describe("a white label's page policy", () => {
  it('lets the parent pages frame the page of its host and its chat script run there', async () => {
    const res = await page('/', 'post.acme.test');
    expect(res.statusCode).toBe(200);
    const csp = res.headers['content-security-policy'];
    expect(directive(csp, 'frame-ancestors')).toBe(
      "frame-ancestors 'self' https://portal.acme.test https://intranet.acme.test:8443",
    );
    expect(directive(csp, 'script-src')).toBe("script-src 'self' https://chat.example.com");
    expect(directive(csp, 'connect-src')).toBe("connect-src 'self' https://chat.example.com");
    expect(res.headers['x-frame-options']).toBeUndefined();
    // Any screen of the app, not only its root.
    expect(
      directive(
        (await page('/manage/orders', 'post.acme.test')).headers['content-security-policy'],
        'frame-ancestors',
      ),
    ).toContain('https://portal.acme.test');
  });

  it("keeps every other host's page and every API answer strict", async () => {
    const other = await page('/', 'mail.example.test');
    expect(directive(other.headers['content-security-policy'], 'frame-ancestors')).toBe(
      "frame-ancestors 'self'",
    );
    expect(directive(other.headers['content-security-policy'], 'script-src')).toBe("script-src 'self'");
    expect(other.headers['x-frame-options']).toBe('SAMEORIGIN');
    const api = await page('/api/brandings/my', 'post.acme.test');
    expect(api.statusCode).toBe(200);
    expect(directive(api.headers['content-security-policy'], 'frame-ancestors')).toBe(
      "frame-ancestors 'self'",
    );
    expect(api.headers['x-frame-options']).toBe('SAMEORIGIN');
  });
});
