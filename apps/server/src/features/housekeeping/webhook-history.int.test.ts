import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { userIdOf } from '../../test/factories';
import { createTestContext, type TestContext } from '../../test/test-deps';
import { applyRetention } from './apply-retention';

let t: TestContext;
let ouId: string;
beforeEach(async () => {
  t = await createTestContext();
  ({ ouId } = await userIdOf(t.deps.db, 'sender'));
});
afterEach(async () => {
  await t.close();
});

const hoursAgo = (hours: number) => new Date(t.clock.now().getTime() - hours * 3_600_000).toISOString();

/** A webhook event of the sender's OU in `state`, created `ageHours` ago, with `attempts` attempts. */
async function event(state: string, ageHours: number, attempts: number, nextAttemptInHours?: number) {
  const id = randomUUID();
  const createdAt = hoursAgo(ageHours);
  const pending = state === 'pending';
  await t.deps.db
    .insertInto('webhook_event')
    .values({
      id,
      ou_id: ouId,
      type: 'command.state',
      payload: JSON.stringify({ id }),
      state,
      attempts,
      created_at: createdAt,
      next_attempt_at: pending ? hoursAgo(-(nextAttemptInHours ?? -ageHours)) : null,
      // Finished within the hour after it was created.
      finished_at: pending ? null : hoursAgo(ageHours - 1),
    })
    .execute();
  for (let attempt = 1; attempt <= attempts; attempt++) {
    await t.deps.db
      .insertInto('webhook_attempt')
      .values({
        id: randomUUID(),
        webhook_event_id: id,
        attempt,
        at: createdAt,
        url: 'https://hooks.example.com/postbridge',
        outcome: state === 'delivered' && attempt === attempts ? 'delivered' : 'failed',
        http_status: 500,
        error: null,
      })
      .execute();
  }
  return id;
}

const eventIds = async () =>
  new Set((await t.deps.db.selectFrom('webhook_event').select('id').execute()).map((r) => r.id));
const attemptsOf = async (id: string) =>
  (await t.deps.db.selectFrom('webhook_attempt').select('id').where('webhook_event_id', '=', id).execute())
    .length;

it('deletes finished webhook events older than 30 days with their attempts, and never a pending one', async () => {
  const old = {
    delivered: await event('delivered', 31 * 24 + 2, 2),
    failed: await event('failed', 40 * 24, 8),
    refused: await event('refused', 31 * 24 + 2, 1),
    dropped: await event('dropped', 31 * 24 + 2, 0),
  };
  const recent = await event('delivered', 29 * 24, 1);
  const pending = await event('pending', 40 * 24, 3, 1);

  const summary = await applyRetention(t.deps);
  expect(summary.webhookEventsDeleted).toBe(4);
  const left = await eventIds();
  for (const id of Object.values(old)) {
    expect(left.has(id)).toBe(false);
    expect(await attemptsOf(id)).toBe(0);
  }
  expect(left.has(recent)).toBe(true);
  expect(await attemptsOf(recent)).toBe(1);
  expect(left.has(pending)).toBe(true);
  expect(await attemptsOf(pending)).toBe(3);

  expect((await applyRetention(t.deps)).webhookEventsDeleted).toBe(0);
});
