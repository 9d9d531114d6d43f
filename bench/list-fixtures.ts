// The data of the `lists` bench: a fresh database (embedded SQLite, or a PostgreSQL database of its own created
// on the server of DATABASE_URL and dropped after), migrated and seeded through the real code, then shipments as
// the sending worker leaves them — each in a delivery of a command of a deposit, with its pack group — spread
// over owners (three OUs' users), channels, statuses and 60 days. Rows are made and inserted by chunks of
// deposits (a million shipments do not fit in memory at once), by batches of multi-row inserts: the point is the
// lists, not the insert path.
import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { KNOWN_SHIPMENT_STATUS_CODES, permissionsMask } from '@postbridge/domain';
import { sql, type Insertable } from 'kysely';
import { seedDemoData } from '../apps/server/src/features/seed/demo-data';
import { systemClock } from '../apps/server/src/platform/clock';
import { loadConfig } from '../apps/server/src/platform/config';
import { migrateToLatest, openDatabase, type Db } from '../apps/server/src/platform/db/database';
import type { Database } from '../apps/server/src/platform/db/schema';
import type { Deps } from '../apps/server/src/platform/deps';
import { createFileStore } from '../apps/server/src/platform/files/create-file-store';
import { openWorkPool } from '../apps/server/src/work-tasks';
import { createMailer } from '../apps/server/src/platform/mail/mailer';
import { EmbeddedQueue } from '../apps/server/src/platform/queue/embedded-queue';
import { dropSecondaryIndexes, insertAll, newDatabase } from './list-database';

const DAY_MS = 86_400_000;
/** Users besides the three demo accounts: owners of the rows, in Sales (the demo group) and Finance. */
const EXTRA_OWNERS = 17;
/** Bench-only account seeing its OU's subtree (Sales) through `permissionsOnOU`, password of the demo sender. */
export const MANAGER_LOGIN = 'bench-manager';

/** Where the bench's database lives: a new SQLite file, or a new database on this PostgreSQL server. */
export type ListEngine = { kind: 'sqlite' } | { kind: 'postgres'; serverUrl: string };

type ListData = {
  deps: Deps;
  dir: string;
  close: () => Promise<void>;
  counts: { jobs: number; commands: number; deliveries: number; packGroups: number; shipments: number };
  /** Milliseconds the insert took. */
  insertMs: number;
};

/** Command states of the list (most commands went out; some wait, some failed), one per command in turn. */
const COMMAND_STATES = [
  'OUTPUTTED',
  'OUTPUTTED',
  'OUTPUTTED',
  'OUTPUTTED',
  'READY',
  'PROCESSING',
  'AWAIT_VALIDATION',
  'REJECTED',
  'OUTPUT_ERROR',
  'CANCELLED',
] as const;

/** A seeded pseudo-random generator (mulberry32): the same data on every run, without patterns in it. */
function randomFrom(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** Shipment status codes weighted as a real month looks: most mailed, sent or delivered, a few in error. */
function statusOf(random: () => number): number {
  const r = Math.floor(random() * 100);
  if (r < 30) return 600;
  if (r < 50) return 610;
  if (r < 65) return 700;
  if (r < 75) return 715;
  if (r < 80) return 400;
  if (r < 85) return 300;
  // The remaining 15 %: any known code, errors included.
  return KNOWN_SHIPMENT_STATUS_CODES[Math.floor(random() * KNOWN_SHIPMENT_STATUS_CODES.length)]!;
}

const LISTED_TABLES = ['job', 'delivery_command', 'delivery', 'pack_group', 'shipment'] as const;
const LOADED_TABLES = [...LISTED_TABLES, 'stored_file', 'job_input_file'] as const;

/** Deposits made and inserted at once: about 10,000 shipments and their pack groups in memory. */
const CHUNK_DEPOSITS = 1_000;

type Rows = {
  stored_file: Insertable<Database['stored_file']>[];
  job: Insertable<Database['job']>[];
  job_input_file: Insertable<Database['job_input_file']>[];
  delivery_command: Insertable<Database['delivery_command']>[];
  delivery: Insertable<Database['delivery']>[];
  pack_group: Insertable<Database['pack_group']>[];
  shipment: Insertable<Database['shipment']>[];
};

export async function createListData(
  engine: ListEngine,
  shipments: number,
  perDelivery: number,
): Promise<ListData> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'pb-bench-lists-'));
  const database = await newDatabase(engine);
  const config = loadConfig({ DATA_DIR: dir, LOG_LEVEL: 'silent', ...database.env });
  const handle = openDatabase(config.database);
  await migrateToLatest(handle.db);
  const log = pino({ level: 'silent' });
  const deps: Deps = {
    db: handle.db,
    dialect: handle.dialect,
    config,
    clock: systemClock,
    mailer: createMailer({ smtpUrl: null, from: 'bench@localhost', outboxDir: path.join(dir, 'outbox') }),
    log,
    queue: new EmbeddedQueue({ db: handle.db, clock: systemClock, log }),
    files: createFileStore(config.fileStore),
    work: openWorkPool({ ...config.work, threads: 0 }),
  };
  await seedDemoData(deps);
  const db = handle.db;
  // Autovacuum (when the server runs it) could analyse the tables while the bench reads them: the bench
  // measures the lists without statistics of the rows below, whatever the server's settings.
  if (handle.dialect === 'postgres')
    for (const table of LISTED_TABLES)
      await sql`alter table ${sql.table(table)} set (autovacuum_enabled = false)`.execute(db);
  const t0 = performance.now();
  const owners = await addOwners(db);
  const channels = (await db.selectFrom('channel').select('id').execute()).map((c) => c.id);
  const service = await db.selectFrom('service').select('id').executeTakeFirstOrThrow();

  const now = Date.now();
  const random = randomFrom(2026);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
  const deposits = Math.ceil(shipments / perDelivery);
  const emptyRows = (): Rows => ({
    stored_file: [],
    job: [],
    job_input_file: [],
    delivery_command: [],
    delivery: [],
    pack_group: [],
    shipment: [],
  });
  const counts = { jobs: 0, commands: 0, deliveries: 0, packGroups: 0, shipments: 0 };
  // Tables in the order of their references.
  const flush = async (rows: Rows) => {
    for (const table of Object.keys(rows) as (keyof Rows)[])
      await insertAll(db, handle.dialect, table, rows[table]);
    counts.jobs += rows.job.length;
    counts.commands += rows.delivery_command.length;
    counts.deliveries += rows.delivery.length;
    counts.packGroups += rows.pack_group.length;
    counts.shipments += rows.shipment.length;
  };
  // On PostgreSQL the secondary indexes are built once after the load (a sort each), not entry by entry.
  const restoreIndexes =
    handle.dialect === 'postgres' ? await dropSecondaryIndexes(db, LOADED_TABLES) : async () => {};
  let rows = emptyRows();
  let made = 0;
  for (let d = 0; d < deposits; d++) {
    if (d > 0 && d % CHUNK_DEPOSITS === 0) {
      await flush(rows);
      rows = emptyRows();
    }
    const owner = pick(owners);
    // Spread over the last 60 days.
    const at = new Date(now - Math.floor(random() * 60 * DAY_MS)).toISOString();
    const later = (minutes: number) => new Date(Date.parse(at) + minutes * 60_000).toISOString();
    const own = { ou_id: owner.ouId, owner_id: owner.id };
    const [fileId, jobId, inputFileId, commandId, deliveryId] = [
      randomUUID(),
      randomUUID(),
      randomUUID(),
      randomUUID(),
      randomUUID(),
    ];
    const commandState = pick(COMMAND_STATES);
    const channel = pick(channels);
    rows.stored_file.push({
      id: fileId,
      ...own,
      name: `letters-${d}.pdf`,
      size: 120_000,
      sha256: fileId,
      content_type: 'application/pdf',
      file_type: 'pdf',
      storage_key: `deposits/${fileId}`,
      created_at: at,
    });
    rows.job.push({
      id: jobId,
      ...own,
      name: `Invoices ${d}`,
      state: 'PACK_GROUPS_CREATED_SENT',
      service_id: service.id,
      creation_date: at,
      updated_at: later(1),
    });
    rows.job_input_file.push({
      id: inputFileId,
      job_id: jobId,
      stored_file_id: fileId,
      box_name: 'main',
      position: 0,
    });
    rows.delivery_command.push({
      id: commandId,
      ...own,
      job_id: jobId,
      state: commandState,
      service_id: service.id,
      post_date: later(60).slice(0, 10),
      creation_date: later(2),
      updated_at: later(3),
    });
    rows.delivery.push({
      id: deliveryId,
      command_id: commandId,
      job_id: jobId,
      ...own,
      service_id: service.id,
      channel_id: channel,
      service_channel_label: channel,
      name: `Invoices ${d} — ${channel}`,
      nuid: `D-${deliveryId}`,
      state: commandState,
      post_date: later(60).slice(0, 10),
      creation_date: later(2),
      updated_at: later(3),
    });
    const count = Math.min(perDelivery, shipments - made);
    for (let p = 0; p < count; p++, made++) {
      const packGroupId = randomUUID();
      const shipmentId = randomUUID();
      rows.pack_group.push({
        id: packGroupId,
        job_id: jobId,
        ...own,
        position: p,
        input_file_id: inputFileId,
        first_page: 2 * p + 1,
        last_page: 2 * p + 2,
        state: 'SHIPMENT_ASSOCIATED',
        address_quality: 'GOOD',
        created_at: later(1),
        identifier: `C-${made}`,
        command_id: commandId,
        delivery_id: deliveryId,
      });
      const statusCode = statusOf(random);
      rows.shipment.push({
        id: shipmentId,
        ...own,
        command_id: commandId,
        delivery_id: deliveryId,
        pack_group_id: packGroupId,
        channel_id: channel,
        status_code: statusCode,
        nuid: `S-${shipmentId}`,
        external_id: `EXT-${made}`,
        tracking_value: `TRK${String(made).padStart(8, '0')}`,
        pages: 2,
        sheets: 1,
        metadata: JSON.stringify({ customer: `C-${made}` }),
        recipient: JSON.stringify({ name: `Recipient ${made}`, addressLines: [`${made} rue de la Paix`] }),
        creation_date: later(4 + p),
        updated_at: later(5 + p),
      });
    }
  }
  await flush(rows);
  await restoreIndexes();
  // No ANALYZE: these rows come in behind the product's back (its bulk writes analyse what they wrote), and a
  // PostgreSQL server may run without autovacuum: the planner has no statistics of them, the worst case the
  // lists' query shapes must stand.
  const insertMs = performance.now() - t0;
  return {
    deps,
    dir,
    counts,
    insertMs,
    close: async () => {
      await handle.close();
      await database.drop();
      await fs.rm(dir, { recursive: true, force: true });
    },
  };
}

/** The owners of the rows: the demo accounts and EXTRA_OWNERS more, plus the bench manager (who owns none). */
async function addOwners(db: Db): Promise<{ id: string; ouId: string }[]> {
  const demo = await db.selectFrom('app_user').select(['id', 'ou_id', 'login', 'password_hash']).execute();
  const sender = demo.find((u) => u.login === 'sender')!;
  const sales = sender.ou_id;
  const finance = (
    await db.selectFrom('ou').select('id').where('name', '=', 'Finance').executeTakeFirstOrThrow()
  ).id;
  const group = await db.selectFrom('user_group').select('id').executeTakeFirstOrThrow();
  const senderProfile = await db
    .selectFrom('app_user')
    .select('profile_id')
    .where('id', '=', sender.id)
    .executeTakeFirstOrThrow();
  const managerProfile = randomUUID();
  const root = (
    await db.selectFrom('ou').select('id').where('parent_id', 'is', null).executeTakeFirstOrThrow()
  ).id;
  await db
    .insertInto('profile')
    .values({
      id: managerProfile,
      ou_id: root,
      name: 'Bench manager',
      role: 'MANAGER',
      permissions: permissionsMask(['viewOrders']),
      permissions_on_ou: permissionsMask(['viewOrdersOthers']),
    })
    .execute();
  const user = (login: string, ouId: string, profileId: string | null, inGroup: boolean) => ({
    id: randomUUID(),
    ou_id: ouId,
    login,
    password_hash: sender.password_hash,
    password_changed_at: new Date().toISOString(),
    title: null,
    first_name: 'Bench',
    last_name: login,
    email_address: `${login}@bench.postbridge.local`,
    phone_number: null,
    mobile_number: null,
    profile_id: profileId,
    group_id: inGroup ? group.id : null,
    creation_date: new Date().toISOString(),
  });
  const extra = Array.from({ length: EXTRA_OWNERS }, (_, i) =>
    i % 2 === 0
      ? user(`bench-sales-${i}`, sales, senderProfile.profile_id, true)
      : user(`bench-finance-${i}`, finance, senderProfile.profile_id, false),
  );
  await db
    .insertInto('app_user')
    .values([...extra, user(MANAGER_LOGIN, sales, managerProfile, false)])
    .execute();
  return [
    ...demo.map((u) => ({ id: u.id, ouId: u.ou_id })),
    ...extra.map((u) => ({ id: u.id, ouId: u.ou_id })),
  ];
}
