import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import { Migrator } from 'kysely/migration';
import { afterEach, expect, it } from 'vitest';
import type { Database } from '../schema';
import { migrations } from './index';

// Migration 0035 moves each OU's single webhook into its default subscription and keeps its pending deliveries.

let db: Kysely<Database>;
afterEach(async () => {
  await db.destroy();
});

it("makes each OU webhook its account's default subscription, its pending deliveries kept, the others dropped", async () => {
  db = new Kysely<Database>({ dialect: new SqliteDialect({ database: new SQLite(':memory:') }) });
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  expect((await migrator.migrateTo('0034-events')).error).toBeUndefined();
  const ou = (id: string, url: string | null, secret: string | null) => ({
    id,
    parent_id: null,
    path: `/${id}/`,
    name: id,
    creation_date: '2026-11-01T00:00:00.000Z',
    web_hook_url: url,
    webhook_secret: secret,
  });
  await db
    .insertInto('ou')
    .values([ou('with', 'https://hooks.example.com/a', 'v1:sealed'), ou('without', null, 'old')])
    .execute();
  const delivery = (id: string, ouId: string, state: string) => ({
    id,
    ou_id: ouId,
    type: 'command.state',
    payload: JSON.stringify({ id }),
    state,
    created_at: '2026-11-01T00:00:00.000Z',
    next_attempt_at: state === 'pending' ? '2026-11-01T00:00:30.000Z' : null,
    finished_at: null,
  });
  await db
    .insertInto('webhook_event')
    .values([
      delivery('e1', 'with', 'pending'),
      delivery('e2', 'with', 'delivered'),
      delivery('e3', 'without', 'pending'),
    ])
    .execute();
  await db
    .insertInto('event')
    .values({
      type: 'job.state',
      occurred_at: '2026-11-01T00:00:00.000Z',
      ou_id: 'with',
      owner_id: null,
      subject_type: 'job',
      subject_id: 'j',
      data: '{}',
    })
    .execute();

  expect((await migrator.migrateTo('0035-webhook-subscriptions')).error).toBeUndefined();
  const subs = await db.selectFrom('webhook_subscription').selectAll().execute();
  expect(subs).toEqual([
    expect.objectContaining({
      ou_id: 'with',
      url: 'https://hooks.example.com/a',
      secret: 'v1:sealed',
      event_types: '[]',
      enabled: 1,
      is_default: 1,
      // What the log held before is not sent again.
      cursor: 1,
    }),
  ]);
  const rows = await db
    .selectFrom('webhook_event')
    .select(['id', 'state', 'subscription_id'])
    .orderBy('id')
    .execute();
  expect(rows).toEqual([
    { id: 'e1', state: 'pending', subscription_id: subs[0]!.id },
    { id: 'e2', state: 'delivered', subscription_id: subs[0]!.id },
    { id: 'e3', state: 'dropped', subscription_id: null },
  ]);

  expect((await migrator.migrateDown()).error).toBeUndefined();
  expect((await db.selectFrom('webhook_event').selectAll().execute()).length).toBe(3);
});
