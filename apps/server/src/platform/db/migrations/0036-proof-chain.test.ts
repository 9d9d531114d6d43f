import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect, sql } from 'kysely';
import { Migrator } from 'kysely/migration';
import { afterEach, expect, it } from 'vitest';
import { chainProblems, type ChainDocument, type ChainReceipt } from '../../proof-chain';
import type { Database } from '../schema';
import { migrations } from './index';

// Migration 0036 chains the events already recorded, shipment by shipment, in the order they were received.

let db: Kysely<Database>;
afterEach(async () => {
  await db.destroy();
});

it('chains existing events in the order received, binds the deposited document and the receipts', async () => {
  db = new Kysely<Database>({ dialect: new SqliteDialect({ database: new SQLite(':memory:') }) });
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  expect((await migrator.migrateTo('0035-webhook-subscriptions')).error).toBeUndefined();
  // Only the rows the migration reads: the references they make are not the point here.
  await sql`pragma foreign_keys = off`.execute(db);
  const at = '2026-11-01T00:00:00.000Z';
  const file = (id: string, sha256: string) => ({
    id,
    ou_id: 'ou',
    owner_id: 'u',
    name: `${id}.pdf`,
    size: 1,
    sha256,
    content_type: 'application/pdf',
    file_type: 'pdf',
    storage_key: id,
    created_at: at,
  });
  await db
    .insertInto('stored_file')
    .values([file('deposit', 'aa'.repeat(32)), file('pod', 'bb'.repeat(32))])
    .execute();
  await db
    .insertInto('job_input_file')
    .values({ id: 'in', job_id: 'j', stored_file_id: 'deposit', box_name: 'letters', position: 1 })
    .execute();
  await db
    .insertInto('pack_group')
    .values({
      id: 'pg',
      job_id: 'j',
      ou_id: 'ou',
      owner_id: 'u',
      position: 1,
      input_file_id: 'in',
      first_page: 3,
      last_page: 4,
      state: 'SHIPPED',
      created_at: at,
    })
    .execute();
  const shipment = (id: string, packGroupId: string | null) => ({
    id,
    ou_id: 'ou',
    owner_id: 'u',
    command_id: 'c',
    status_code: 600,
    pack_group_id: packGroupId,
    creation_date: at,
    updated_at: at,
  });
  await db
    .insertInto('shipment')
    .values([shipment('s1', 'pg'), shipment('s2', null)])
    .execute();
  const event = (id: string, shipmentId: string, code: number, receivedAt: string, eventId = id) => ({
    id,
    shipment_id: shipmentId,
    status_code: code,
    source: 'worker',
    event_id: eventId,
    at: '2026-11-01T00:00:00.000Z',
    received_at: receivedAt,
  });
  // Events as they were before 0036: without the chain's columns.
  const before = db as unknown as Kysely<{ shipment_event: Record<string, unknown> }>;
  await before
    .insertInto('shipment_event')
    .values([
      event('e3', 's1', 600, '2026-11-01T03:00:00.000Z', 'carrier-1'),
      event('e1', 's1', 250, '2026-11-01T01:00:00.000Z'),
      event('e2', 's1', 300, '2026-11-01T02:00:00.000Z'),
      event('f1', 's2', 250, '2026-11-01T01:00:00.000Z'),
    ])
    .execute();
  await db
    .insertInto('shipment_tracking_file')
    .values({
      id: 't',
      shipment_id: 's1',
      name: 'proof.pdf',
      stored_file_id: 'pod',
      source: 'worker',
      event_id: 'carrier-1',
      created_at: at,
    })
    .execute();

  expect((await migrator.migrateTo('0036-proof-chain')).error).toBeUndefined();

  const rows = await db
    .selectFrom('shipment_event')
    .selectAll()
    .orderBy('shipment_id')
    .orderBy('position')
    .execute();
  expect(rows.map((r) => [r.id, r.position])).toEqual([
    ['e1', 1],
    ['e2', 2],
    ['e3', 3],
    ['f1', 1],
  ]);
  const chained = (shipmentId: string) =>
    rows
      .filter((r) => r.shipment_id === shipmentId)
      .map((r) => ({
        shipmentId,
        position: r.position,
        statusCode: r.status_code,
        source: r.source,
        eventId: r.event_id,
        at: r.at,
        receivedAt: r.received_at,
        details: JSON.parse(r.details) as unknown,
        document: JSON.parse(r.document ?? 'null') as ChainDocument | null,
        receipts: JSON.parse(r.receipts) as ChainReceipt[],
        previousHash: r.previous_hash,
        hash: r.hash,
      }));
  expect(chainProblems('s1', chained('s1'))).toEqual([]);
  expect(chainProblems('s2', chained('s2'))).toEqual([]);
  expect(chained('s1')[0]!.document).toEqual({
    kind: 'deposited',
    sha256: 'aa'.repeat(32),
    firstPage: 3,
    lastPage: 4,
  });
  expect(chained('s1')[2]!.receipts).toEqual([{ name: 'proof.pdf', sha256: 'bb'.repeat(32) }]);
  expect(chained('s2')[0]!.document).toBeNull();

  // The chain cannot fork: a second event at a taken position is refused.
  await expect(
    db
      .insertInto('shipment_event')
      .values({ ...event('e4', 's1', 610, at), position: 3, hash: 'x' })
      .execute(),
  ).rejects.toThrow(/UNIQUE/);
});
