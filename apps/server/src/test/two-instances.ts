import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { buildApp } from '../app';
import { openDatabase, type DatabaseHandle, type Db } from '../platform/db/database';
import type { TestContext } from './test-deps';

/**
 * Two API instances on one database, as two `serve` processes would be: each its own database handle (its own
 * connections, its own per-process caches), both on the data of the test context — on PostgreSQL its schema, on
 * SQLite a file copied from its in-memory database (`vacuum into`).
 */
export async function twoInstances(
  t: TestContext,
): Promise<{ apps: [FastifyInstance, FastifyInstance]; dbs: [Db, Db]; close: () => Promise<void> }> {
  const handles: DatabaseHandle[] = [];
  let dir: string | null = null;
  const database = t.deps.config.database;
  if (database.kind === 'postgres') {
    const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(t.deps.db);
    for (let i = 0; i < 2; i++) handles.push(openDatabase({ ...database, schema: rows[0]!.schema }));
  } else {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'postbridge-two-'));
    const file = path.join(dir, 'shared.sqlite');
    await sql`vacuum into ${file}`.execute(t.deps.db);
    for (let i = 0; i < 2; i++) handles.push(openDatabase({ kind: 'sqlite', file }));
  }
  const apps: FastifyInstance[] = [];
  for (const handle of handles) {
    const app = await buildApp({ ...t.deps, db: handle.db, dialect: handle.dialect });
    await app.ready();
    apps.push(app);
  }
  return {
    apps: apps as [FastifyInstance, FastifyInstance],
    dbs: [handles[0]!.db, handles[1]!.db],
    close: async () => {
      for (const app of apps) await app.close();
      for (const handle of handles) await handle.close();
      if (dir) fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
