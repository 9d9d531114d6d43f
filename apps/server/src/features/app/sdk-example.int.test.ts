import fs from 'node:fs';
import path from 'node:path';
import { createClient } from '@postbridge/sdk';
import { main } from '@postbridge/sdk/examples/deposit-letters';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sessionToken, userIdOf } from '../../test/factories';
import { sendingContext, type SendingContext } from '../sending/testing';

// The SDK's example (packages/sdk/examples/deposit-letters.ts, shown in docs/api.md "SDK") run against the real
// app on a port, with API keys made through the API, while the worker runs: the "done when".

const EXAMPLE = path.resolve(import.meta.dirname, '../../../../../packages/sdk/examples/deposit-letters.ts');
const API_DOC = path.resolve(import.meta.dirname, '../../../../../docs/api.md');

let c: SendingContext;
let baseUrl: string;
let senderKey: string;
let validatorKey: string;
let stopWorker: () => Promise<void>;

/**
 * The worker, as a running process would be: due tasks run while the example waits, and the clock moves a
 * minute at a time so that the simulator (one status a minute here) carries the letters on.
 */
function runWorker(): () => Promise<void> {
  let running = true;
  const loop = (async () => {
    while (running) {
      await c.t.deps.queue.drain();
      c.t.clock.advanceMinutes(1);
      await new Promise((r) => setTimeout(r, 10));
    }
  })();
  return async () => {
    running = false;
    await loop;
  };
}

async function createKey(body: object): Promise<string> {
  const admin = await sessionToken(c.t.deps, 'admin');
  const { ouId } = await userIdOf(c.t.deps.db, 'sender');
  const res = await c.t.app.inject({
    method: 'POST',
    url: `/api/ou/${ouId}/api-keys`,
    headers: { 'x-auth-token': admin },
    payload: body,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().result.secret as string;
}

beforeEach(async () => {
  c = await sendingContext({ SIMULATOR_ERROR_RATE: '0' });
  const { profile_id: profileId } = await c.t.deps.db
    .selectFrom('app_user')
    .select('profile_id')
    .where('login', '=', 'sender')
    .executeTakeFirstOrThrow();
  senderKey = await createKey({ name: 'Invoicing', scopes: ['deposit', 'order'], profileId });
  validatorKey = await createKey({ name: 'Approvals', scopes: ['validate'] });
  await c.t.app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${(c.t.app.server.address() as { port: number }).port}`;
  stopWorker = runWorker();
});
afterEach(async () => {
  await stopWorker?.();
  await c?.t.close();
});

describe('the SDK example', () => {
  it('deposits the sample letters, orders them, has a validator key validate, and follows them to delivered', async () => {
    const lines: string[] = [];
    const run = await main({ baseUrl, senderKey, validatorKey, log: (l) => lines.push(l), intervalMs: 20 });

    const { db } = c.t.deps;
    const jobs = await db.selectFrom('job').select(['id', 'state']).execute();
    expect(jobs).toEqual([{ id: run.job.id, state: expect.stringMatching(/^PACK_GROUPS_CREATED/) }]);
    // samples/letter-batch.pdf: 8 letters.
    expect(run.packGroups).toHaveLength(8);
    const commands = await db
      .selectFrom('delivery_command')
      .select(['id', 'state', 'validated_by'])
      .execute();
    expect(commands).toHaveLength(1);
    expect(commands[0]!.id).toBe(run.command.id);
    expect(commands[0]!.validated_by).toMatch(/^Approvals \(API key pbk_/);
    expect(run.command.validationDate).not.toBeNull();
    const shipments = await db.selectFrom('shipment').select(['id', 'status_code']).execute();
    expect(shipments).toHaveLength(8);
    expect(run.shipments.map((s) => [s.final, s.statusCode])).toEqual(Array(8).fill([true, 610]));
    expect(shipments.map((s) => s.status_code)).toEqual(Array(8).fill(610));
    // It says what it does at each step.
    expect(lines[0]).toBe(`Deposited job ${run.job.id} (CREATED).`);
    expect(lines).toContain(`Order ${run.command.id}: AWAIT_VALIDATION.`);
    expect(lines.at(-9)).toBe('8/8 shipments at a final status (order OUTPUTTED).');
  });

  it('is in docs/api.md word for word', () => {
    const example = fs.readFileSync(EXAMPLE, 'utf8');
    expect(
      fs.readFileSync(API_DOC, 'utf8').includes(example),
      'docs/api.md "SDK" shows the example as it is',
    ).toBe(true);
  });

  it('sends the same deposit twice with one Idempotency-Key and gets one job', async () => {
    const sender = createClient({ baseUrl, apiKey: senderKey });
    const services = await sender.result(sender.api.GET('/api/services'));
    const serviceId = services.find((s) => s.name === 'Letter batch')!.id;
    const content = fs.readFileSync(
      path.resolve(import.meta.dirname, '../../../../../samples/letters-to-check.pdf'),
    );
    const deposit = () =>
      sender.depositFiles({
        serviceId,
        files: [{ box: 'letters', name: 'letters-to-check.pdf', content }],
        idempotencyKey: 'erp-batch-2026-11-20',
      });
    const first = await deposit();
    const again = await deposit();
    expect(again.id).toBe(first.id);
    expect(await c.t.deps.db.selectFrom('job').select('id').execute()).toEqual([{ id: first.id }]);
  });
});
