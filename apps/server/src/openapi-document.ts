import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { buildApp } from './app';
import { loadConfig } from './platform/config';
import { migrateToLatest, openDatabase } from './platform/db/database';
import type { Deps } from './platform/deps';
import { createFileStore } from './platform/files/create-file-store';
import { EmbeddedQueue } from './platform/queue/embedded-queue';
import { openWorkPool } from './work-tasks';

/**
 * The OpenAPI document the API serves at `/api/openapi.json`, without a running server: the real app is built
 * over an empty in-memory SQLite database (migrated, no demo data, nothing started) and asked for it. What the
 * SDK is generated from (`npm run sdk:generate`, packages/sdk/scripts/generate.ts); the document depends on the
 * code only, never on the configuration or the data.
 */
export async function openApiDocument(): Promise<unknown> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'postbridge-openapi-'));
  const database = openDatabase({ kind: 'sqlite', file: ':memory:' });
  const config = loadConfig({ DATA_DIR: dataDir, WEB_DIST: path.join(dataDir, 'no-web') }, dataDir);
  const log = pino({ level: 'silent' });
  const work = openWorkPool({ ...config.work, threads: 1 });
  try {
    await migrateToLatest(database.db);
    const deps: Deps = {
      db: database.db,
      dialect: database.dialect,
      config,
      clock: { now: () => new Date() },
      mailer: { send: async () => {}, close: () => {} },
      log,
      queue: new EmbeddedQueue({ db: database.db, clock: { now: () => new Date() }, log }),
      files: createFileStore(config.fileStore),
      work,
    };
    const app = await buildApp(deps);
    try {
      const res = await app.inject({ method: 'GET', url: '/api/openapi.json' });
      if (res.statusCode !== 200)
        throw new Error(`/api/openapi.json answered ${res.statusCode}: ${res.body}`);
      return res.json();
    } finally {
      await app.close();
    }
  } finally {
    await work.close();
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
