// Dashboard counters over 100,000 delivery commands on the embedded database, through the real HTTP app,
// against a reference measured in the same run: the same grouped count as one raw SQL statement.
import { randomUUID } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import fs from 'node:fs/promises';
import pino from 'pino';
import { COUNTER_COMMAND_STATES } from '@postbridge/domain';
import { sql } from 'kysely';
import { buildApp } from '../apps/server/src/app';
import { seedDemoData } from '../apps/server/src/features/seed/demo-data';
import { systemClock } from '../apps/server/src/platform/clock';
import { loadConfig } from '../apps/server/src/platform/config';
import { migrateToLatest, openDatabase } from '../apps/server/src/platform/db/database';
import { createFileStore } from '../apps/server/src/platform/files/create-file-store';
import { openWorkPool } from '../apps/server/src/work-tasks';
import { createMailer } from '../apps/server/src/platform/mail/mailer';
import { EmbeddedQueue } from '../apps/server/src/platform/queue/embedded-queue';
import { round, summarise, time } from './stats';

const ROWS = 100_000;
const RUNS = 50;
const STATES = [
  ...COUNTER_COMMAND_STATES.awaitingValidation,
  ...COUNTER_COMMAND_STATES.delivered,
  'PROCESSING',
  'REJECTED',
];

export async function run(): Promise<void> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'pb-bench-'));
  const config = loadConfig({ DATA_DIR: dir, LOG_LEVEL: 'silent' });
  const handle = openDatabase(config.database);
  await migrateToLatest(handle.db);
  const deps = {
    db: handle.db,
    dialect: handle.dialect,
    config,
    clock: systemClock,
    mailer: createMailer({ smtpUrl: null, from: 'bench@localhost', outboxDir: path.join(dir, 'outbox') }),
    log: pino({ level: 'silent' }),
    queue: new EmbeddedQueue({ db: handle.db, clock: systemClock, log: pino({ level: 'silent' }) }),
    files: createFileStore(config.fileStore),
    work: openWorkPool({ ...config.work, threads: 0 }),
  };
  await seedDemoData(deps);
  const owners = await handle.db.selectFrom('app_user').select(['id', 'ou_id']).execute();
  const now = Date.now();
  const jobId = randomUUID();
  await handle.db
    .insertInto('job')
    .values({
      id: jobId,
      ou_id: owners[0]!.ou_id,
      owner_id: owners[0]!.id,
      name: 'bench',
      state: 'PACK_GROUPS_CREATED_SENT',
      creation_date: new Date().toISOString(),
      updated_at: new Date().toISOString(),
    })
    .execute();
  for (let i = 0; i < ROWS; i += 1000) {
    const batch = Array.from({ length: 1000 }, (_, j) => {
      const o = owners[(i + j) % owners.length]!;
      const at = new Date(now - ((i + j) % 60) * 86_400_000).toISOString();
      return {
        id: randomUUID(),
        ou_id: o.ou_id,
        owner_id: o.id,
        job_id: jobId,
        state: STATES[(i + j) % STATES.length]!,
        creation_date: at,
        updated_at: at,
      };
    });
    await handle.db.insertInto('delivery_command').values(batch).execute();
  }
  const app = await buildApp(deps);
  const login = await app.inject({
    method: 'POST',
    url: '/api/authentication/authenticate',
    payload: { login: 'admin', password: 'Demo-admin-2026' },
  });
  const token = (login.json() as { result: { authToken: string } }).result.authToken;
  const from = new Date(now - 30 * 86_400_000).toISOString();

  const product = summarise(
    await time(
      () =>
        app.inject({ method: 'GET', url: '/api/deliveries/counters', headers: { 'x-auth-token': token } }),
      RUNS,
    ),
  );
  const reference = summarise(
    await time(
      () =>
        sql`select state, count(*) from delivery_command where creation_date >= ${from} group by state`.execute(
          handle.db,
        ),
      RUNS,
    ),
  );
  console.log(
    `reference raw SQL grouped count: median ${round(reference.median)} ms, p95 ${round(reference.p95)} ms`,
  );
  console.log(
    `product /api/deliveries/counters: median ${round(product.median)} ms, p95 ${round(product.p95)} ms`,
  );
  console.log(
    `counters rows=${ROWS} p95_ms=${round(product.p95)} ratio_to_reference=${round(product.p95 / reference.p95)}`,
  );
  await app.close();
  await handle.close();
  await fs.rm(dir, { recursive: true, force: true });
}
