import type { Logger } from 'pino';
import type { Clock } from './clock';
import type { Config } from './config';
import type { Db, DbDialect } from './db/database';
import type { FileStore } from './files/file-store';
import type { Mailer } from './mail/mailer';
import type { Queue } from './queue/queue';
import type { WorkPool } from './work/work-pool';

/** Everything a use case may need, handed in explicitly (STYLE.md habit 2) so tests pass real or fake parts. */
export type Deps = {
  db: Db;
  dialect: DbDialect;
  config: Config;
  clock: Clock;
  mailer: Mailer;
  log: Logger;
  queue: Queue;
  files: FileStore;
  /** Heavy document work, off the event loop. */
  work: WorkPool;
};
