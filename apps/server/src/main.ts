import path from 'node:path';
import pino from 'pino';
import { buildApp } from './app';
import { DEMO_ACCOUNTS, seedDemoData } from './features/seed';
import { systemClock } from './platform/clock';
import { ConfigError, loadConfig, type Config } from './platform/config';
import { migrateToLatest, openDatabase, withStartupLock } from './platform/db/database';
import type { Deps } from './platform/deps';
import { createFileStore } from './platform/files/create-file-store';
import { createMailer } from './platform/mail/mailer';
import { EmbeddedQueue } from './platform/queue/embedded-queue';
import { PgBossQueue } from './platform/queue/pg-boss-queue';
import { pgWakeUps } from './platform/queue/pg-wake-ups';
import type { Queue } from './platform/queue/queue';
import { openWorkPool } from './work-tasks';
import { registerTasks } from './worker';
import { wakeWebhooksOnAppend } from './features/webhooks';
import { closeSmppLinks } from './features/sending';
import { startConfiguredBounceReceiver, type BounceReceiver } from './features/mail-returns';

const modes = ['all', 'serve', 'work'] as const;
type Mode = (typeof modes)[number];

async function main(): Promise<void> {
  const mode = (process.argv[2] ?? 'all') as Mode;
  if (!modes.includes(mode)) {
    console.error(`Unknown mode "${mode}": use one of ${modes.join(', ')}.`);
    process.exit(2);
  }
  let config: Config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  const log = pino({ level: config.logLevel, base: { service: 'postbridge' } });
  const database = openDatabase({ ...config.database, log });
  let queue: Queue;
  if (config.queue.kind === 'pg-boss') {
    const pgBoss = new PgBossQueue({ url: config.queue.url, schema: config.queue.schema, log });
    // Installs or migrates pg-boss's tables now, in every mode: a `serve` process enqueues too.
    await pgBoss.open();
    queue = pgBoss;
  } else {
    queue = new EmbeddedQueue({
      db: database.db,
      clock: systemClock,
      log,
      ...(config.database.kind === 'postgres' && { wakeUps: pgWakeUps(config.database.url, log) }),
    });
  }
  const deps: Deps = {
    db: database.db,
    dialect: database.dialect,
    config,
    clock: systemClock,
    mailer: createMailer({
      smtpUrl: config.smtpUrl,
      from: config.mailFrom,
      outboxDir: path.join(config.dataDir, 'outbox'),
    }),
    log,
    queue,
    files: createFileStore(config.fileStore),
    work: openWorkPool({ ...config.work, warm: true }, (err) => log.error({ err }, 'a work thread failed')),
  };
  // Processes started together on one PostgreSQL database take turns: migrations and demo data happen once.
  const seeded = await withStartupLock(database, async () => {
    const applied = await migrateToLatest(database.db);
    if (applied.length) log.info({ migrations: applied }, 'database migrated');
    return config.seedDemoData ? seedDemoData(deps) : false;
  });
  // The threads load the document libraries (seconds) before the first deposit or page image may need them.
  await deps.work.warm();
  const app = mode === 'work' ? null : await buildApp(deps);
  let bounceReceiver: BounceReceiver | null = null;
  if (mode !== 'serve') {
    registerTasks(deps);
    await deps.queue.start();
    // Bounces and mailto unsubscribes come back over SMTP (BOUNCE_SMTP_PORT; 0: not started).
    bounceReceiver = await startConfiguredBounceReceiver(deps);
  }
  // Webhook subscriptions hear this process's new events within about two seconds (docs/api.md "Webhooks").
  const stopWebhookWakeUps = wakeWebhooksOnAppend(deps);

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000).unref();
    stopWebhookWakeUps();
    await bounceReceiver?.stop();
    await app?.close();
    await deps.queue.stop();
    // The SMPP sessions of the work process are unbound once no send runs (docs/providers.md "SMS over SMPP").
    await closeSmppLinks(deps);
    await deps.work.close();
    deps.mailer.close();
    await database.close();
    clearTimeout(force);
    process.exit(0);
  };
  process.on('SIGINT', (s) => void stop(s));
  process.on('SIGTERM', (s) => void stop(s));

  if (!app) {
    log.info('worker started');
    return;
  }
  await app.listen({ port: config.port, host: config.host });
  const where = config.database.kind === 'sqlite' ? config.database.file : 'PostgreSQL';
  console.log(
    [
      '',
      `Postbridge is running at ${config.publicUrl} (database: ${where}, data: ${config.dataDir}).`,
      seeded
        ? 'Demo data was created. Demo accounts (login / password):'
        : 'Demo accounts (login / password), if not changed:',
      ...DEMO_ACCOUNTS.map((a) => `  ${a.role.padEnd(13)} ${a.login} / ${a.password}`),
      config.smtpUrl
        ? `E-mails go through ${new URL(config.smtpUrl).host}.`
        : `E-mails are written to ${path.join(config.dataDir, 'outbox')}.`,
      '',
    ].join('\n'),
  );
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? `Postbridge could not start: ${err.message}` : err);
  process.exit(1);
});
