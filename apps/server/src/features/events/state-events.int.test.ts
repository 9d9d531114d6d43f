import { randomUUID } from 'node:crypto';
import type { Transaction } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../../platform/db/schema';
import { buildCommand, buildJob, buildShipment, userIdOf } from '../../test/factories';
import { TEST_START } from '../../test/test-database';
import { createTestContext, type TestContext } from '../../test/test-deps';
import { moveJobState } from '../jobs';
import { recordShipmentStatus } from '../shipments';
import { movePackGroups } from '../lifecycle';
import { moveCommand, setDeliveriesOfCommand } from '../sending';
import { depositSample, sendingContext } from '../sending/testing';

// Each writer of a state writes one event per real change, in the change's transaction, and none for a change
// that did not happen (the item was no longer in the state the change expected, or was in the new one already).

let t: TestContext;
let sender: { id: string; ouId: string };
beforeEach(async () => {
  t = await createTestContext();
  sender = await userIdOf(t.deps.db, 'sender');
});
afterEach(async () => t?.close());

const eventsOf = (subjectId: string) =>
  t.deps.db
    .selectFrom('event')
    .select(['type', 'data', 'ou_id', 'owner_id'])
    .where('subject_id', '=', subjectId)
    .orderBy('seq')
    .execute()
    .then((rows) => rows.map((r) => ({ ...r, data: JSON.parse(r.data) as Record<string, unknown> })));

const inTx = <T>(run: (tx: Transaction<Database>) => Promise<T>) => t.deps.db.transaction().execute(run);

describe('state events', () => {
  it('a job: one event per move, none when it is no longer in the expected state', async () => {
    const jobId = await buildJob(t.deps.db, sender, 'CREATED', TEST_START);
    expect(await inTx((tx) => moveJobState(t.deps, tx, jobId, ['CREATED'], 'PROCESSING', TEST_START))).toBe(
      true,
    );
    // Again: the job is PROCESSING now, not CREATED: nothing moves, no event.
    expect(await inTx((tx) => moveJobState(t.deps, tx, jobId, ['CREATED'], 'PROCESSING', TEST_START))).toBe(
      false,
    );
    const events = await eventsOf(jobId);
    expect(events).toEqual([
      {
        type: 'job.state',
        ou_id: sender.ouId,
        owner_id: sender.id,
        data: { jobId, ownerId: sender.id, state: 'PROCESSING', previousState: 'CREATED' },
      },
    ]);
  });

  it('a failed change writes no event: it is rolled back with its transaction', async () => {
    const jobId = await buildJob(t.deps.db, sender, 'CREATED', TEST_START);
    await expect(
      inTx(async (tx) => {
        await moveJobState(t.deps, tx, jobId, ['CREATED'], 'PROCESSING', TEST_START);
        throw new Error('the change fails after its event');
      }),
    ).rejects.toThrow('the change fails');
    expect(await eventsOf(jobId)).toEqual([]);
  });

  it('a command: one event per move, none for a stale version', async () => {
    const commandId = await buildCommand(t.deps.db, sender, 'AWAIT_VALIDATION', TEST_START);
    const moved = await inTx((tx) =>
      moveCommand(
        t.deps,
        tx,
        commandId,
        { state: 'AWAIT_VALIDATION', version: 1 },
        {
          state: 'REJECTED',
          reason: 'Wrong address',
          updated_at: TEST_START,
        },
      ),
    );
    expect(moved).toBe(true);
    const stale = await inTx((tx) =>
      moveCommand(
        t.deps,
        tx,
        commandId,
        { state: 'AWAIT_VALIDATION', version: 1 },
        {
          state: 'VALIDATED',
          updated_at: TEST_START,
        },
      ),
    );
    expect(stale).toBe(false);
    expect((await eventsOf(commandId)).map((e) => e.data)).toEqual([
      expect.objectContaining({
        state: 'REJECTED',
        previousState: 'AWAIT_VALIDATION',
        reason: 'Wrong address',
      }),
    ]);
  });

  it('deliveries: an event for each one that changes, none for those in the state already', async () => {
    const commandId = await buildCommand(t.deps.db, sender, 'PROCESSING', TEST_START);
    const jobId = (
      await t.deps.db
        .selectFrom('delivery_command')
        .select('job_id')
        .where('id', '=', commandId)
        .executeTakeFirstOrThrow()
    ).job_id;
    const channel = await t.deps.db
      .selectFrom('channel')
      .select(['id', 'channel_type'])
      .executeTakeFirstOrThrow();
    const ids = [randomUUID(), randomUUID()];
    for (const [i, id] of ids.entries()) {
      await t.deps.db
        .insertInto('delivery')
        .values({
          id,
          command_id: commandId,
          job_id: jobId,
          ou_id: sender.ouId,
          owner_id: sender.id,
          service_id: 'service',
          channel_id: channel.id,
          service_channel_label: 'Mail',
          name: `Delivery ${i}`,
          nuid: `D-${id}`,
          state: i === 0 ? 'PROCESSING' : 'READY',
          creation_date: TEST_START,
          updated_at: TEST_START,
        })
        .execute();
    }
    await inTx((tx) => setDeliveriesOfCommand(t.deps, tx, commandId, 'READY', TEST_START));
    await inTx((tx) => setDeliveriesOfCommand(t.deps, tx, commandId, 'READY', TEST_START));
    expect((await eventsOf(ids[0]!)).map((e) => e.data)).toEqual([
      {
        deliveryId: ids[0],
        commandId,
        jobId,
        channelType: channel.channel_type,
        state: 'READY',
        previousState: 'PROCESSING',
      },
    ]);
    expect(await eventsOf(ids[1]!)).toEqual([]);
  });

  it('a shipment: one event per status applied, none for a replay or a status kept', async () => {
    const shipmentId = await buildShipment(t.deps.db, sender, 600, TEST_START);
    const status = (code: number, eventId: string) =>
      inTx((tx) =>
        recordShipmentStatus(t.deps, tx, {
          shipmentId,
          statusCode: code,
          source: 'acme-post',
          eventId,
          at: '2026-11-20T11:00:00.000Z',
          receivedAt: '2026-11-20T11:00:05.000Z',
        }),
      );
    expect((await status(610, 'e1')).outcome).toBe('applied');
    expect((await status(610, 'e1')).outcome).toBe('duplicate');
    expect((await status(610, 'e2')).outcome).toBe('kept');
    expect((await eventsOf(shipmentId)).map((e) => e.data)).toEqual([
      expect.objectContaining({
        shipmentId,
        statusCode: 610,
        previousStatusCode: 600,
        source: 'acme-post',
        at: '2026-11-20T11:00:00.000Z',
      }),
    ]);
  });

  it('pack groups: one event per letter moved, none for a letter no longer in the expected state', async () => {
    const c = await sendingContext();
    try {
      const jobId = await depositSample(c, 'letters');
      const letters = await c.t.deps.db
        .selectFrom('pack_group')
        .select('id')
        .where('job_id', '=', jobId)
        .orderBy('position')
        .execute();
      const ids = letters.slice(0, 2).map((l) => l.id);
      const reject = () =>
        c.t.deps.db
          .transaction()
          .execute((tx) =>
            movePackGroups(c.t.deps, tx, 'CREATED', 'REJECTED', (qb) => qb.where('id', 'in', ids)),
          );
      expect(await reject()).toBe(2);
      // Again: they are REJECTED already, nothing moves, no event.
      expect(await reject()).toBe(0);
      const events = await c.t.deps.db
        .selectFrom('event')
        .select(['subject_id', 'data'])
        .where('type', '=', 'packGroup.state')
        .where('subject_id', 'in', ids)
        .orderBy('seq')
        .execute();
      expect(events.map((e) => [e.subject_id, JSON.parse(e.data)])).toEqual([
        [ids[0], { packGroupId: ids[0], jobId, commandId: null, state: 'CREATED', previousState: null }],
        [ids[1], { packGroupId: ids[1], jobId, commandId: null, state: 'CREATED', previousState: null }],
        [
          ids[0],
          { packGroupId: ids[0], jobId, commandId: null, state: 'REJECTED', previousState: 'CREATED' },
        ],
        [
          ids[1],
          { packGroupId: ids[1], jobId, commandId: null, state: 'REJECTED', previousState: 'CREATED' },
        ],
      ]);
    } finally {
      await c.t.close();
    }
  });
});
