import type { AddressInfo } from 'node:net';
import http from 'node:http';
import type { PostbridgeEvent } from '@postbridge/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { createOu, createUser, sessionToken } from '../../test/factories';
import { applyRetention } from '../housekeeping/apply-retention';
import { depositSample, sendingContext, type SendingContext } from '../sending/testing';

// The event log through the API: a deposit, its order, its validation and its sending read back as events, in
// order, page by page, by whoever may see them and by no one else; and followed live as Server-Sent Events.

let c: SendingContext;
afterEach(async () => c?.t.close());

type Page = { events: PostbridgeEvent[]; nextAfter: string; more: boolean };

const get = (token: string, url: string) =>
  c.t.app.inject({ method: 'GET', url, headers: { 'x-auth-token': token } });

async function readAll(token: string, query = '', limit = 7): Promise<PostbridgeEvent[]> {
  const events: PostbridgeEvent[] = [];
  let after = '0';
  for (;;) {
    const res = await get(token, `/api/events?after=${after}&limit=${limit}${query}`);
    expect(res.statusCode).toBe(200);
    const page = res.json().result as Page;
    expect(page.events.length).toBeLessThanOrEqual(limit);
    events.push(...page.events);
    after = page.nextAfter;
    if (!page.more) return events;
  }
}

/** Deposits the sample letters, orders them (the sender's orders wait for validation), validates, sends. */
async function depositOrderValidateSend(): Promise<{ jobId: string; commandId: string }> {
  const jobId = await depositSample(c, 'letters');
  const groups = (await get(c.token, `/api/jobs/${jobId}/packGroups`)).json().result as { id: string }[];
  const ordered = await c.t.app.inject({
    method: 'POST',
    url: '/api/deliveries/commands',
    headers: { 'x-auth-token': c.token },
    payload: { packGroupIds: groups.map((g) => g.id) },
  });
  const command = ordered.json().result as { id: string; version: number; state: string };
  if (command.state === 'AWAIT_VALIDATION') {
    const validator = await sessionToken(c.t.deps, 'validator');
    const validated = await c.t.app.inject({
      method: 'POST',
      url: `/api/deliveries/commands/${command.id}/validate`,
      headers: { 'x-auth-token': validator },
      payload: { version: command.version },
    });
    expect(validated.json().result.state).toBe('VALIDATED');
  }
  await c.t.deps.queue.drain();
  return { jobId, commandId: command.id };
}

const subjectOf = (e: PostbridgeEvent) =>
  String(e.data.shipmentId ?? e.data.deliveryId ?? e.data.packGroupId ?? e.data.commandId ?? e.data.jobId);
const stateOf = (e: PostbridgeEvent) => (e.type === 'shipment.status' ? e.data.statusCode : e.data.state);
const previousOf = (e: PostbridgeEvent) =>
  e.type === 'shipment.status' ? e.data.previousStatusCode : e.data.previousState;

describe('GET /api/events', () => {
  it('tells a deposit, its order, validation and sending in order, page by page, once each', async () => {
    c = await sendingContext({ SIMULATOR_ERROR_RATE: '0' });
    const { jobId, commandId } = await depositOrderValidateSend();
    const events = await readAll(c.token);

    // Ids grow, none twice, whatever the page size.
    const ids = events.map((e) => Number(e.id));
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(new Set(ids).size).toBe(ids.length);
    expect((await readAll(c.token, '', 1000)).map((e) => e.id)).toEqual(events.map((e) => e.id));

    const jobStates = events.filter((e) => e.type === 'job.state').map((e) => e.data.state);
    expect(jobStates.slice(0, 3)).toEqual(['CREATED', 'PROCESSING', 'PACK_GROUPS_CREATED']);
    expect(jobStates).toContain('PACK_GROUPS_CREATED_SENT');
    const commandStates = events.filter((e) => e.type === 'command.state').map((e) => e.data.state);
    expect(commandStates.slice(0, 3)).toEqual(['AWAIT_VALIDATION', 'VALIDATED', 'PROCESSING']);
    expect(
      events.filter((e) => e.type === 'command.state').every((e) => e.data.commandId === commandId),
    ).toBe(true);
    const groups = events.filter((e) => e.type === 'packGroup.state');
    const letters = (await get(c.token, `/api/jobs/${jobId}/packGroups`)).json().result as unknown[];
    expect(letters.length).toBeGreaterThan(1);
    expect(groups.filter((e) => e.data.state === 'CREATED' && e.data.previousState === null)).toHaveLength(
      letters.length,
    );
    expect(groups.every((e) => e.data.jobId === jobId)).toBe(true);
    expect(events.some((e) => e.type === 'delivery.state' && e.data.previousState === null)).toBe(true);
    const shipments = events.filter((e) => e.type === 'shipment.status');
    expect(shipments.filter((e) => e.data.previousStatusCode === null)).toHaveLength(letters.length);

    // Every item's events chain: each leaves the state the one before reached, and a first one starts from
    // nothing. No event repeats a state (no event for a change that did not happen).
    const last = new Map<string, unknown>();
    for (const e of events) {
      const key = `${e.type}:${subjectOf(e)}`;
      expect(previousOf(e), `${key} #${e.id}`).toBe(last.has(key) ? last.get(key) : null);
      expect(stateOf(e)).not.toBe(previousOf(e));
      last.set(key, stateOf(e));
    }

    // The types filter.
    const onlyCommands = await readAll(c.token, '&types=command.state,job.state');
    expect(onlyCommands.map((e) => e.id)).toEqual(
      events.filter((e) => e.type === 'command.state' || e.type === 'job.state').map((e) => e.id),
    );
  });

  it('shows each caller what it may see of the items: their OU subtree, or their own items', async () => {
    c = await sendingContext({ SIMULATOR_ERROR_RATE: '0' });
    await depositOrderValidateSend();
    const mine = await readAll(c.token);
    expect(mine.length).toBeGreaterThan(10);

    // The validator of the sender's OU sees the OU's orders: the same events.
    const validator = await sessionToken(c.t.deps, 'validator');
    expect((await readAll(validator)).map((e) => e.id)).toEqual(mine.map((e) => e.id));

    // Another OU's user who sees everything of their OU sees none of them.
    const other = await createOu(c.t.deps.db, { parentId: null });
    const stranger = await createUser(c.t.deps.db, {
      ouId: other.id,
      permissions: ['viewOrders', 'viewOrdersOthers'],
      permissionsOnOu: ['viewOrders', 'viewOrdersOthers'],
    });
    expect(await readAll(await sessionToken(c.t.deps, stranger))).toEqual([]);

    // A user of the sender's OU who sees only their own items sees none of the sender's.
    const sameOu = mine[0]!.ouId;
    const ownOnly = await createUser(c.t.deps.db, { ouId: sameOu, permissions: ['viewOrders'] });
    expect(await readAll(await sessionToken(c.t.deps, ownOnly))).toEqual([]);

    // Without a permission to see orders: -12.
    const blind = await createUser(c.t.deps.db, { ouId: sameOu, permissions: ['createOrders'] });
    const refused = await get(await sessionToken(c.t.deps, blind), '/api/events');
    expect(refused.json().error.code).toBe(-12);
  });

  it('answers API keys with the read scope; a key that may see no orders is refused', async () => {
    c = await sendingContext({ SIMULATOR_ERROR_RATE: '0' });
    await depositOrderValidateSend();
    const mine = await readAll(c.token);
    const ouId = mine[0]!.ouId;
    const admin = await createUser(c.t.deps.db, {
      ouId,
      role: 'ADMINISTRATOR',
      permissions: ['adminOu', 'adminService', 'viewOrders', 'viewOrdersOthers'],
      permissionsOnOu: ['viewOrders', 'viewOrdersOthers'],
    });
    const adminToken = await sessionToken(c.t.deps, admin);
    const keyOf = async (scopes: string[]) => {
      const res = await c.t.app.inject({
        method: 'POST',
        url: `/api/ou/${ouId}/api-keys`,
        headers: { 'x-auth-token': adminToken },
        payload: { name: `Events ${scopes.join(' ')}`, scopes },
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().result.secret as string;
    };
    const reader = await keyOf(['read']);
    const res = await c.t.app.inject({
      method: 'GET',
      url: '/api/events?limit=1000',
      headers: { authorization: `Bearer ${reader}` },
    });
    expect((res.json().result as Page).events.map((e) => e.id)).toEqual(mine.map((e) => e.id));
    const admins = await keyOf(['admin']);
    const refused = await c.t.app.inject({
      method: 'GET',
      url: '/api/events',
      headers: { authorization: `Bearer ${admins}` },
    });
    expect(refused.json().error.code).toBe(-12);
  });

  it('forgets events past KEEP_EVENTS_DAYS; a cursor on a purged event stays valid', async () => {
    c = await sendingContext({ KEEP_EVENTS_DAYS: '2' });
    await depositSample(c, 'letters');
    const old = await readAll(c.token);
    const lastOld = old[old.length - 1]!.id;
    // A day later (a new session: the first one has timed out), another deposit; a day and a minute later the
    // first deposit's events are past the 2 days.
    c.t.clock.advanceMinutes(24 * 60);
    c.token = await sessionToken(c.t.deps, 'sender');
    const jobId = await depositSample(c, 'letters');
    c.t.clock.advanceMinutes(24 * 60 + 1);
    c.token = await sessionToken(c.t.deps, 'sender');
    const summary = await applyRetention(c.t.deps);
    expect(summary.eventsDeleted).toBe(old.length);
    const kept = await readAll(c.token);
    expect(kept.length).toBeGreaterThan(0);
    expect(kept.every((e) => Number(e.id) > Number(lastOld))).toBe(true);
    expect(kept[0]!.data).toMatchObject({ jobId, state: 'CREATED', previousState: null });
    // Purged ids are never given again: the newest one is still a cursor, not one "from the future".
    const page = await get(c.token, `/api/events?after=${lastOld}&limit=1000`);
    expect((page.json().result as Page).events.map((e) => e.id)).toEqual(kept.map((e) => e.id));
    // Nothing left to forget: the next run deletes none.
    expect((await applyRetention(c.t.deps)).eventsDeleted).toBe(0);
  });

  it('refuses a cursor from the future, a cursor that is not an id, and a page size out of range', async () => {
    c = await sendingContext();
    await depositSample(c, 'letters');
    const page = (await get(c.token, '/api/events?limit=1000')).json().result as Page;
    const last = Number(page.nextAfter);
    expect(last).toBeGreaterThan(0);
    // The last id itself is a valid cursor: nothing after it yet.
    expect((await get(c.token, `/api/events?after=${last}`)).json().result).toEqual({
      events: [],
      nextAfter: String(last),
      more: false,
    });
    for (const [query, field] of [
      [`after=${last + 1000}`, 'querystring.after'],
      ['after=-1', 'querystring.after'],
      ['after=abc', 'querystring.after'],
      ['limit=0', 'querystring.limit'],
      ['limit=1001', 'querystring.limit'],
      ['types=job.created', 'querystring.types.0'],
    ] as const) {
      const res = await get(c.token, `/api/events?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().error, query).toMatchObject({ code: -2, field });
    }
    expect((await get(c.token, `/api/events?after=${last + 1000}`)).json().error.message).toContain(
      'is beyond the last event',
    );
  });
});

type SseEvent = { id: string; event: string; data: PostbridgeEvent };

/** Reads a Server-Sent Events answer over a real socket; `events` fills as they come. */
function openStream(port: number, token: string, headers: Record<string, string> = {}, query = '') {
  const events: SseEvent[] = [];
  let text = '';
  let status = 0;
  let contentType = '';
  let ended = false;
  const request = http.get(
    {
      host: '127.0.0.1',
      port,
      path: `/api/events/stream${query}`,
      headers: { 'x-auth-token': token, ...headers },
    },
    (res) => {
      status = res.statusCode ?? 0;
      contentType = String(res.headers['content-type']);
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        text += chunk;
        let end: number;
        while ((end = text.indexOf('\n\n')) >= 0) {
          const block = text.slice(0, end);
          text = text.slice(end + 2);
          const fields = Object.fromEntries(
            block
              .split('\n')
              .filter((l) => !l.startsWith(':'))
              .map((l) => [l.slice(0, l.indexOf(':')), l.slice(l.indexOf(':') + 1).trim()]),
          );
          if (fields.id && fields.event && fields.data)
            events.push({
              id: fields.id,
              event: fields.event,
              data: JSON.parse(fields.data) as PostbridgeEvent,
            });
        }
      });
      res.on('end', () => (ended = true));
      res.on('close', () => (ended = true));
    },
  );
  request.on('error', () => (ended = true));
  return {
    events,
    status: () => status,
    contentType: () => contentType,
    ended: () => ended,
    close: () => request.destroy(),
  };
}

async function until(check: () => boolean, ms = 8000): Promise<void> {
  const start = Date.now();
  while (!check()) {
    if (Date.now() - start > ms) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('GET /api/events/stream', () => {
  it('pushes events as they happen, resumes after Last-Event-ID without loss or duplicates, ends on sign-out', async () => {
    c = await sendingContext({ SIMULATOR_ERROR_RATE: '0' });
    await c.t.app.listen({ port: 0, host: '127.0.0.1' });
    const port = (c.t.app.server.address() as AddressInfo).port;

    // From the head: only new events.
    const first = openStream(port, c.token);
    await until(() => first.status() === 200);
    expect(first.contentType()).toMatch(/^text\/event-stream/);
    const jobId = await depositSample(c, 'letters');
    await until(() => first.events.some((e) => e.data.data.state === 'PACK_GROUPS_CREATED'));
    expect(first.events[0]).toMatchObject({
      event: 'job.state',
      data: { data: { jobId, state: 'CREATED' } },
    });
    for (const e of first.events) expect(e.event).toBe(e.data.type);

    // The client drops; meanwhile the job is cancelled. A new stream with Last-Event-ID gets what it missed, once.
    first.close();
    const seen = first.events.length;
    const lastId = first.events[seen - 1]!.id;
    const cancelled = await c.t.app.inject({
      method: 'POST',
      url: `/api/jobs/${jobId}/cancel`,
      headers: { 'x-auth-token': c.token },
    });
    expect(cancelled.statusCode).toBe(200);
    const all = (await get(c.token, '/api/events?limit=1000')).json().result.events as PostbridgeEvent[];
    const missed = all.filter((e) => Number(e.id) > Number(lastId));
    expect(missed.length).toBeGreaterThan(0);
    // `after` is overruled by Last-Event-ID.
    const second = openStream(port, c.token, { 'last-event-id': lastId }, '?after=0');
    await until(() => second.events.length >= missed.length);
    await new Promise((r) => setTimeout(r, 1200));
    expect(second.events.map((e) => e.id)).toEqual(missed.map((e) => e.id));

    // Signing out ends the stream (the session is checked again every few seconds).
    await c.t.app.inject({
      method: 'POST',
      url: '/api/authentication/logout',
      headers: { 'x-auth-token': c.token },
    });
    await until(() => second.ended(), 8000);
  }, 30_000);

  it('refuses a Last-Event-ID from the future before it streams, and closes its streams when the app closes', async () => {
    c = await sendingContext();
    await c.t.app.listen({ port: 0, host: '127.0.0.1' });
    const port = (c.t.app.server.address() as AddressInfo).port;
    const future = openStream(port, c.token, { 'last-event-id': '999999' });
    await until(() => future.ended());
    expect(future.status()).toBe(400);

    const open = openStream(port, c.token);
    await until(() => open.status() === 200);
    await c.t.app.close();
    await until(() => open.ended());
  }, 20_000);
});
