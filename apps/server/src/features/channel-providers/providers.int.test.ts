import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { PROVIDER_NAMES, SIGNATURE_HEADER, SIGNATURE_TIMESTAMP_HEADER } from '@postbridge/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { checkSignature } from '../../platform/signature';
import { createUser, sessionToken, userIdOf } from '../../test/factories';
import { createTestContext, type TestContext } from '../../test/test-deps';
import { providerFor } from '../sending/providers';
import {
  deliveriesOf,
  depositSample,
  orderJob,
  sendingContext,
  shipmentsOf,
  useProvider,
  type SendingContext,
} from '../sending/testing';
import { insertShipment, postTracking } from '../shipments/shipment-fixtures';
import { providerEndpointProblem } from './endpoint-rule';

const PROVIDER_SECRET = 'provider-wide-secret-0123456789';
const CHANNEL_SECRET = 'channel-only-secret-0123456789';

let t: TestContext;
let c: SendingContext | null = null;
let server: http.Server | null = null;
afterEach(async () => {
  await t?.close();
  await new Promise((resolve) => (server ? server.close(resolve) : resolve(null)));
  server = null;
  c = null;
});

const headers = (token: string) => ({ 'x-auth-token': token });
const get = (token: string, channelId: string) =>
  t.app.inject({ method: 'GET', url: `/api/channels/${channelId}/provider`, headers: headers(token) });
const post = (token: string, channelId: string, payload: object) =>
  t.app.inject({
    method: 'POST',
    url: `/api/channels/${channelId}/provider`,
    payload,
    headers: headers(token),
  });
const rowOf = (channelId: string) =>
  t.deps.db.selectFrom('channel_provider').selectAll().where('channel_id', '=', channelId).executeTakeFirst();

async function tokens() {
  const root = await userIdOf(t.deps.db, 'admin');
  const viewer = await createUser(t.deps.db, { ouId: root.ouId, permissions: ['superAdminView'] });
  return {
    admin: await sessionToken(t.deps, 'admin'),
    viewer: await sessionToken(t.deps, viewer),
    sender: await sessionToken(t.deps, 'sender'),
  };
}

describe('provider names', () => {
  it('are the names of the server’s provider adapters', () => {
    for (const name of PROVIDER_NAMES) expect(providerFor(name).name).toBe(name);
  });
});

describe('endpoint rule', () => {
  it('takes https, and http for this machine only; refuses credentials, a query, a fragment', () => {
    const problem = (url: string) => providerEndpointProblem(url)?.labelId ?? null;
    expect(problem('https://provider.example/api')).toBeNull();
    expect(problem('http://127.0.0.1:8080')).toBeNull();
    expect(problem('http://localhost/x')).toBeNull();
    expect(problem('http://provider.example')).toBe('system.provider.error.endpointHttps');
    expect(problem('ftp://provider.example')).toBe('system.provider.error.endpointHttps');
    expect(problem('https://user:pw@provider.example')).toBe('system.provider.error.endpointCredentials');
    expect(problem('https://provider.example/?key=1')).toBe('system.provider.error.endpointQuery');
    expect(problem('https://provider.example/#x')).toBe('system.provider.error.endpointQuery');
    expect(problem('provider.example')).toBe('system.provider.error.endpointUrl');
  });
});

describe('GET and POST /channels/{channelId}/provider', () => {
  it('sets an endpoint and a secret: sealed in the database, never answered, history without it', async () => {
    t = await createTestContext({ env: { HTTP_PROVIDERS: 'sms=https://configured.example' } });
    const { admin } = await tokens();

    const initial = (await get(admin, 'email')).json().result;
    expect(initial).toMatchObject({
      channelId: 'email',
      providerName: 'smtp',
      endpoint: null,
      secretSet: false,
      secretUpdatedAt: null,
      source: { endpoint: 'none', secret: 'configuration' },
      trackingPath: '/api/tracking/smtp',
      version: 0,
    });
    expect(initial.providers).toEqual([...PROVIDER_NAMES]);
    expect((await get(admin, 'sms')).json().result.source.endpoint).toBe('configuration');

    const saved = await post(admin, 'email', {
      version: 0,
      endpoint: 'https://provider.example/api/',
      secret: CHANNEL_SECRET,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.body).not.toContain(CHANNEL_SECRET);
    expect(saved.json().result).toMatchObject({
      endpoint: 'https://provider.example/api',
      secretSet: true,
      generatedSecret: null,
      source: { endpoint: 'system', secret: 'system' },
      version: 1,
      updatedBy: 'admin',
    });
    expect(saved.json().result.secretUpdatedAt).toBe(t.clock.now().toISOString());

    const row = await rowOf('email');
    expect(row!.secret_ciphertext).toMatch(/^v1:/);
    expect(JSON.stringify(row)).not.toContain(CHANNEL_SECRET);
    const read = await get(admin, 'email');
    expect(read.body).not.toContain(CHANNEL_SECRET);
    expect(read.body).not.toContain(row!.secret_ciphertext!);

    const history = await t.deps.db
      .selectFrom('history')
      .select(['entity_type', 'action', 'login', 'details'])
      .where('entity_id', '=', 'email')
      .where('entity_type', '=', 'channelProvider')
      .execute();
    expect(history).toEqual([
      expect.objectContaining({ entity_type: 'channelProvider', action: 'create', login: 'admin' }),
    ]);
    expect(JSON.parse(history[0]!.details!)).toEqual({
      endpoint: 'https://provider.example/api',
      secret: 'set',
    });
    expect(JSON.stringify(history)).not.toContain(CHANNEL_SECRET);

    // Only what is given changes; an old version is a conflict.
    const endpointOnly = await post(admin, 'email', { version: 1, endpoint: 'https://other.example' });
    expect(endpointOnly.json().result).toMatchObject({ endpoint: 'https://other.example', secretSet: true });
    const stale = await post(admin, 'email', { version: 1, endpoint: null });
    expect(stale.json().error.code).toBe(-13);

    // Generated: answered once, never again.
    const generated = (await post(admin, 'email', { version: 2, generateSecret: true })).json().result;
    expect(generated.generatedSecret).toMatch(/^[\w-]{40,}$/);
    expect((await get(admin, 'email')).body).not.toContain(generated.generatedSecret);
    expect((await rowOf('email'))!.secret_ciphertext).not.toContain(generated.generatedSecret);

    // Removed: the configuration's is used again.
    const removed = (await post(admin, 'email', { version: 3, secret: null, endpoint: null })).json().result;
    expect(removed).toMatchObject({
      endpoint: null,
      secretSet: false,
      secretUpdatedAt: null,
      source: { endpoint: 'none', secret: 'configuration' },
    });
    expect((await rowOf('email'))!.secret_ciphertext).toBeNull();
  });

  it('refuses bad input at its field and changes nothing', async () => {
    t = await createTestContext();
    const { admin } = await tokens();
    const refusals: [object, string, string][] = [
      [{ endpoint: 'http://provider.example' }, 'body.endpoint', 'system.provider.error.endpointHttps'],
      [
        { endpoint: 'https://user:secret@provider.example' },
        'body.endpoint',
        'system.provider.error.endpointCredentials',
      ],
      [
        { endpoint: 'https://provider.example/in?token=1' },
        'body.endpoint',
        'system.provider.error.endpointQuery',
      ],
      [{ secret: 'too-short' }, 'body.secret', 'system.provider.error.secretShort'],
      [{ secret: CHANNEL_SECRET, generateSecret: true }, 'body.secret', 'error.badRequest'],
    ];
    for (const [body, field, labelId] of refusals) {
      const answer = await post(admin, 'email', { version: 0, ...body });
      expect(answer.statusCode, JSON.stringify(body)).toBe(400);
      expect(answer.json().error).toMatchObject({ code: -2, field, labelId });
    }
    expect((await post(admin, 'email', { version: 0, secret: 'x'.repeat(257) })).json().error.code).toBe(-2);
    expect(await rowOf('email')).toBeUndefined();
    expect((await post(admin, 'nowhere', { version: 0, secret: CHANNEL_SECRET })).json().error.code).toBe(-3);
  });

  it('lets superAdminView read and change nothing; refuses everyone else', async () => {
    t = await createTestContext();
    const { viewer, sender } = await tokens();
    expect((await get(viewer, 'email')).json().result).toMatchObject({
      channelId: 'email',
      secretSet: false,
    });
    const change = await post(viewer, 'email', { version: 0, secret: CHANNEL_SECRET });
    expect(change.json().error.code).toBe(-12);
    expect((await get(sender, 'email')).json().error.code).toBe(-12);
    expect((await post(sender, 'email', { version: 0, secret: CHANNEL_SECRET })).json().error.code).toBe(-12);
    expect(await rowOf('email')).toBeUndefined();
  });
});

/** A provider on 127.0.0.1 that checks each call's signature against `secret`. */
async function startProvider(secret: string) {
  const calls: { path: string; signature: string; shipmentId: string }[] = [];
  server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const raw = Buffer.concat(chunks);
      const body = JSON.parse(raw.toString('utf8')) as { shipmentId: string };
      calls.push({
        path: req.url ?? '',
        shipmentId: body.shipmentId,
        signature: checkSignature({
          secret,
          timestamp: req.headers[SIGNATURE_TIMESTAMP_HEADER] as string | undefined,
          signature: req.headers[SIGNATURE_HEADER] as string | undefined,
          body: raw,
          now: c!.t.clock.now(),
        }),
      });
      res
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify({ externalId: `ext-${body.shipmentId}` }));
    });
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server!.address() as AddressInfo).port}`, calls };
}

describe('the settings in use', () => {
  it('sends an http-provider channel’s shipments to the System endpoint, signed with the channel’s secret', async () => {
    const provider = await startProvider(CHANNEL_SECRET);
    // The configuration names another endpoint (unreachable) and another secret: System's win.
    c = await sendingContext({
      HTTP_PROVIDERS: 'email=http://127.0.0.1:9',
      TRACKING_SECRETS: `http-provider=${PROVIDER_SECRET}`,
    });
    t = c.t;
    await useProvider(c, 'email', 'http-provider', { channelType: 'REGISTERED_EMAIL' });
    const { admin } = await tokens();
    const saved = await post(admin, 'email', { version: 0, endpoint: provider.url, secret: CHANNEL_SECRET });
    expect(saved.statusCode).toBe(200);

    const commandId = await orderJob(c, await depositSample(c, 'invoices'));
    await t.deps.queue.drain();
    const email = (await deliveriesOf(c, commandId)).find((d) => d.channel_id === 'email')!;
    const shipments = (await shipmentsOf(c, commandId)).filter((s) => s.delivery_id === email.id);
    expect(shipments).toHaveLength(3);
    expect(provider.calls).toHaveLength(3);
    for (const call of provider.calls) expect(call).toMatchObject({ path: '/shipments', signature: 'valid' });
    for (const s of shipments) expect(s).toMatchObject({ status_code: 700, external_id: `ext-${s.id}` });
  });

  it('takes a tracking call signed with a channel’s secret for that channel’s shipments only', async () => {
    t = await createTestContext({ env: { TRACKING_SECRETS: `simulator=${PROVIDER_SECRET}` } });
    const { admin } = await tokens();
    // simple-mail and registered-mail both name the simulator; only simple-mail has a secret of its own.
    expect((await post(admin, 'simple-mail', { version: 0, secret: CHANNEL_SECRET })).statusCode).toBe(200);
    const sender = await userIdOf(t.deps.db, 'sender');
    const own = await insertShipment(t.deps.db, sender, { statusCode: 300, channelId: 'simple-mail' });
    const other = await insertShipment(t.deps.db, sender, { statusCode: 300, channelId: 'registered-mail' });
    const status = async (id: string) =>
      (
        await t.deps.db
          .selectFrom('shipment')
          .select('status_code')
          .where('id', '=', id)
          .executeTakeFirstOrThrow()
      ).status_code;
    const event = (shipmentId: string, eventId: string) => ({
      eventId,
      shipmentId,
      statusCode: 400,
      at: '2026-11-20T09:00:00Z',
    });

    const answer = await postTracking(
      t.app,
      'simulator',
      { events: [event(own, 'c1'), event(other, 'c2')] },
      { secret: CHANNEL_SECRET, now: t.clock.now() },
    );
    expect(answer.statusCode).toBe(200);
    expect(answer.json().result.events).toEqual([
      { eventId: 'c1', outcome: 'applied', shipmentId: own, statusCode: 400 },
      { eventId: 'c2', outcome: 'unknown', shipmentId: null, statusCode: null },
    ]);
    expect(await status(own)).toBe(400);
    expect(await status(other)).toBe(300);

    // The provider's own secret still moves any of its shipments; the channel's secret is no key to another
    // provider's calls.
    const wide = await postTracking(
      t.app,
      'simulator',
      { events: [event(other, 'c3')] },
      { secret: PROVIDER_SECRET, now: t.clock.now() },
    );
    expect(wide.json().result.events[0].outcome).toBe('applied');
    const elsewhere = await postTracking(
      t.app,
      'smtp',
      { events: [event(own, 'c4')] },
      { secret: CHANNEL_SECRET, now: t.clock.now() },
    );
    expect(elsewhere.statusCode).toBe(401);
  });
});
