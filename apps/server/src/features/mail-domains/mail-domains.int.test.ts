import { createPublicKey } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { historyOf } from '../../platform/history/queries';
import { createUser, sessionToken, userIdOf } from '../../test/factories';
import { createTestContext, type TestContext } from '../../test/test-deps';
import { senderFor } from './index';

let t: TestContext;
afterEach(async () => {
  await t?.close();
});

const headers = (token: string) => ({ 'x-auth-token': token });
const call = (token: string, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url: `/api${url}`, headers: headers(token), ...(payload ? { payload } : {}) });

async function tokens() {
  const root = await userIdOf(t.deps.db, 'admin');
  const viewer = await createUser(t.deps.db, { ouId: root.ouId, permissions: ['superAdminView'] });
  const ouAdmin = await createUser(t.deps.db, { ouId: root.ouId, permissions: ['adminOu'] });
  return {
    rootOuId: root.ouId,
    admin: await sessionToken(t.deps, 'admin'),
    viewer: await sessionToken(t.deps, viewer),
    ouAdmin: await sessionToken(t.deps, ouAdmin),
    sender: await sessionToken(t.deps, 'sender'),
  };
}

const SELECTOR = /^pb\d{6}(-\d+)?$/;

describe('System > E-mail: sender domains', () => {
  it('adds, lists, rotates and removes a domain; the private key is sealed and never answered', async () => {
    t = await createTestContext({
      env: {
        SMTP_URL: 'smtp://smtp.example.net:587',
        PUBLIC_URL: 'https://post.example.org',
        BOUNCE_DOMAIN: 'bounces.example.org',
      },
    });
    const { viewer, ...first } = await tokens();
    let admin = first.admin;

    const added = await call(admin, 'POST', '/system/mail-domains', { name: '  Example.ORG. ' });
    expect(added.statusCode).toBe(200);
    const domain = added.json().result;
    expect(domain).toMatchObject({ name: 'example.org', createdBy: 'admin', version: 0 });
    expect(domain.keys).toHaveLength(1);
    const [key] = domain.keys;
    expect(key).toMatchObject({ state: 'active', keepUntil: null, createdBy: 'admin' });
    expect(key.selector).toMatch(SELECTOR);
    // The public key is an RSA 2048 SubjectPublicKeyInfo.
    const publicKey = createPublicKey({
      key: Buffer.from(key.publicKey, 'base64'),
      format: 'der',
      type: 'spki',
    });
    expect(publicKey.asymmetricKeyDetails?.modulusLength).toBe(2048);
    expect(domain.records).toEqual([
      expect.objectContaining({
        kind: 'dkim',
        name: `${key.selector}._domainkey.example.org`,
        type: 'TXT',
        value: `v=DKIM1; k=rsa; p=${key.publicKey}`,
        keyState: 'active',
      }),
      expect.objectContaining({
        kind: 'spf',
        name: 'example.org',
        value: 'v=spf1 mx a:smtp.example.net ~all',
      }),
      expect.objectContaining({
        kind: 'dmarc',
        name: '_dmarc.example.org',
        value: 'v=DMARC1; p=none; rua=mailto:dmarc@example.org; adkim=r; aspf=r',
      }),
      // The bounce domain is under this domain: its MX points to the machine of PUBLIC_URL.
      expect.objectContaining({
        kind: 'bounceMx',
        name: 'bounces.example.org',
        type: 'MX',
        value: '10 post.example.org',
      }),
    ]);

    // Sealed at rest; nothing answered holds a private key.
    const row = await t.deps.db.selectFrom('mail_domain_key').selectAll().executeTakeFirstOrThrow();
    expect(row.private_key).toMatch(/^v1:/);
    expect(row.private_key).not.toContain('PRIVATE KEY');
    const listed = await call(viewer, 'GET', '/system/mail-domains');
    expect(listed.statusCode).toBe(200);
    expect(listed.body).not.toMatch(/PRIVATE KEY|v1:/);
    expect(listed.json().result).toMatchObject({
      domains: [{ id: domain.id, name: 'example.org' }],
      defaultFrom: t.deps.config.mailFrom,
      bounceDomain: 'bounces.example.org',
    });

    // The same domain twice, and names that are not domains, are refused at the field.
    const twice = await call(admin, 'POST', '/system/mail-domains', { name: 'example.org' });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().error).toMatchObject({ field: 'body.name', labelId: 'system.mail.error.exists' });
    for (const name of ['', 'localhost', 'exa mple.org', '-x.example.org', 'example.123', 'ex_ample.org']) {
      const refused = await call(admin, 'POST', '/system/mail-domains', { name });
      expect(refused.statusCode, name).toBe(400);
      expect(refused.json().error.field).toBe('body.name');
    }

    // A rotation: a new selector signs, the key before it is retiring for 7 days.
    const rotated = await call(admin, 'POST', `/system/mail-domains/${domain.id}/rotate`, { version: 0 });
    expect(rotated.statusCode).toBe(200);
    const after = rotated.json().result;
    expect(after.version).toBe(1);
    expect(after.keys.map((k: { state: string }) => k.state)).toEqual(['active', 'retiring']);
    expect(after.keys[0].selector).not.toBe(key.selector);
    expect(after.keys[0].selector).toMatch(SELECTOR);
    expect(after.keys[1]).toMatchObject({ selector: key.selector, publicKey: key.publicKey });
    expect(new Date(after.keys[1].keepUntil).getTime() - t.clock.now().getTime()).toBe(7 * 86_400_000);
    expect(after.records.filter((r: { kind: string }) => r.kind === 'dkim')).toHaveLength(2);
    // A rotation from a stale read is refused.
    const stale = await call(admin, 'POST', `/system/mail-domains/${domain.id}/rotate`, { version: 0 });
    expect(stale.statusCode).toBe(409);

    // After the 7 days the retiring key is no longer shown; the next rotation forgets it.
    t.clock.advanceMinutes(7 * 24 * 60 + 1);
    admin = await sessionToken(t.deps, 'admin');
    const later = (await call(admin, 'GET', '/system/mail-domains')).json().result.domains[0];
    expect(later.keys).toHaveLength(1);
    await call(admin, 'POST', `/system/mail-domains/${domain.id}/rotate`, { version: 1 });
    const selectors = await t.deps.db.selectFrom('mail_domain_key').select('selector').execute();
    expect(selectors.map((s) => s.selector)).not.toContain(key.selector);
    expect(selectors).toHaveLength(2);

    const removed = await call(admin, 'DELETE', `/system/mail-domains/${domain.id}`);
    expect(removed.statusCode).toBe(200);
    expect(removed.json().result.name).toBe('example.org');
    expect((await call(admin, 'GET', '/system/mail-domains')).json().result.domains).toEqual([]);
    expect(await t.deps.db.selectFrom('mail_domain_key').selectAll().execute()).toEqual([]);
    expect((await call(admin, 'DELETE', `/system/mail-domains/${domain.id}`)).statusCode).toBe(404);

    const history = await historyOf(t.deps.db, 'mailDomain', domain.id);
    expect(history.map((h) => [h.action, h.login])).toEqual([
      ['create', 'admin'],
      ['rotate', 'admin'],
      ['rotate', 'admin'],
      ['delete', 'admin'],
    ]);
    expect(history.map((h) => h.details).join()).not.toMatch(/PRIVATE KEY|v1:/);
  });

  it('refuses the others with -12, without ending their session; superAdminView only reads', async () => {
    t = await createTestContext();
    const { admin, viewer, ouAdmin, sender } = await tokens();
    const domain = (await call(admin, 'POST', '/system/mail-domains', { name: 'example.org' })).json().result;

    for (const token of [ouAdmin, sender]) {
      const refused = await call(token, 'GET', '/system/mail-domains');
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error.code).toBe(-12);
      expect((await call(token, 'POST', '/system/mail-domains', { name: 'other.org' })).statusCode).toBe(403);
      expect((await call(token, 'GET', `/system/mail-domains/${domain.id}/dns`)).statusCode).toBe(403);
      // Still signed in.
      expect((await call(token, 'GET', '/auth/session')).statusCode).not.toBe(401);
    }
    expect((await call(viewer, 'POST', '/system/mail-domains', { name: 'other.org' })).statusCode).toBe(403);
    expect(
      (await call(viewer, 'POST', `/system/mail-domains/${domain.id}/rotate`, { version: 0 })).statusCode,
    ).toBe(403);
    expect((await call(viewer, 'DELETE', `/system/mail-domains/${domain.id}`)).statusCode).toBe(403);
    expect((await call(viewer, 'GET', '/system/mail-domains')).statusCode).toBe(200);
  });

  it('checks the DNS within seconds, each record with a definite state (this machine’s resolver may know nothing)', async () => {
    t = await createTestContext();
    const { viewer, admin } = await tokens();
    const domain = (await call(admin, 'POST', '/system/mail-domains', { name: 'example.org' })).json().result;
    const started = Date.now();
    const checked = await call(viewer, 'GET', `/system/mail-domains/${domain.id}/dns`);
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(checked.statusCode).toBe(200);
    const result = checked.json().result;
    expect(result.records.map((r: { kind: string }) => r.kind)).toEqual(['dkim', 'spf', 'dmarc']);
    for (const record of result.records) {
      // Wherever this runs, each record has a definite state; without a resolver, the reason is given.
      expect(['found', 'missing', 'different', 'unavailable']).toContain(record.state);
      if (record.state === 'unavailable') expect(record.error).toMatch(/^E[A-Z]+/);
    }
    expect(result.resolverAvailable).toBe(
      result.records.some((r: { state: string }) => r.state !== 'unavailable'),
    );
  }, 20_000);
});

describe('senderFor', () => {
  it("uses the OU's own address when its domain is a sender domain, and that domain's signing key", async () => {
    t = await createTestContext({ env: { MAIL_FROM: 'Postbridge <no-reply@example.net>' } });
    const { admin, rootOuId } = await tokens();
    await t.deps.db
      .updateTable('ou')
      .set({ email_address: 'Sales@Example.org', name: 'Sales "North", Head office' })
      .where('id', '=', rootOuId)
      .execute();

    // Not a sender domain yet: MAIL_FROM, unsigned.
    expect(await senderFor(t.deps, rootOuId)).toEqual({
      from: 'Postbridge <no-reply@example.net>',
      dkim: null,
    });

    const domain = (await call(admin, 'POST', '/system/mail-domains', { name: 'example.org' })).json().result;
    const sender = await senderFor(t.deps, rootOuId);
    expect(sender.from).toBe('"Sales \\"North\\", Head office" <Sales@Example.org>');
    expect(sender.dkim).toMatchObject({ domainName: 'example.org', keySelector: domain.keys[0].selector });
    expect(sender.dkim!.privateKey).toMatch(/^-----BEGIN PRIVATE KEY-----/);

    // After a rotation the new key signs.
    const rotated = (
      await call(admin, 'POST', `/system/mail-domains/${domain.id}/rotate`, { version: 0 })
    ).json().result;
    expect((await senderFor(t.deps, rootOuId)).dkim?.keySelector).toBe(rotated.keys[0].selector);

    // An OU without an address of a sender domain: MAIL_FROM, signed when MAIL_FROM's domain is one.
    const other = await t.deps.db
      .selectFrom('ou')
      .select('id')
      .where('id', '!=', rootOuId)
      .executeTakeFirstOrThrow();
    await t.deps.db
      .updateTable('ou')
      .set({ email_address: 'post@elsewhere.org' })
      .where('id', '=', other.id)
      .execute();
    expect(await senderFor(t.deps, other.id)).toEqual({
      from: 'Postbridge <no-reply@example.net>',
      dkim: null,
    });
    await call(admin, 'POST', '/system/mail-domains', { name: 'example.net' });
    expect(await senderFor(t.deps, other.id)).toMatchObject({
      from: 'Postbridge <no-reply@example.net>',
      dkim: { domainName: 'example.net' },
    });

    await call(admin, 'DELETE', `/system/mail-domains/${domain.id}`);
    expect((await senderFor(t.deps, rootOuId)).from).toBe('Postbridge <no-reply@example.net>');
  });
});
