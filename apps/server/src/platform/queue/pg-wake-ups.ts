import pg from 'pg';
import type { Logger } from 'pino';
import { listenForTasks, TASK_CHANNEL } from './queries';

/** How one process learns that another added a task, without waiting for its next poll. */
export type WakeUps = {
  /** Calls `onWake` whenever a task is added by any process; answers how to stop listening. */
  listen(onWake: () => void): Promise<() => Promise<void>>;
};

const RECONNECT_MS = 1_000;

/**
 * Wake-ups over PostgreSQL LISTEN/NOTIFY: an API process (`serve`) that adds a task notifies, each worker
 * process (`work`) listens on a connection of its own and looks for due tasks at once. A lost connection
 * (PostgreSQL restarted) is opened again; meanwhile the queue's regular poll finds the work.
 */
export function pgWakeUps(url: string, log: Logger, schema?: string): WakeUps {
  return {
    async listen(onWake) {
      let client: pg.Client | null = null;
      let stopped = false;
      let retry: NodeJS.Timeout | undefined;
      const connect = async (): Promise<void> => {
        const c = new pg.Client({
          connectionString: url,
          ...(schema ? { options: `-c search_path=${schema}` } : {}),
        });
        const reconnect = () => {
          if (stopped || client !== c) return;
          client = null;
          void c.end().catch(() => {});
          retry = setTimeout(() => void connect().catch(onFailure), RECONNECT_MS);
          retry.unref();
        };
        c.on('error', (err) => {
          log.warn({ err }, 'task wake-up connection lost');
          reconnect();
        });
        c.on('end', reconnect);
        client = c;
        await c.connect();
        const mine = await listenForTasks(c);
        c.on('notification', (n) => {
          if (n.channel === TASK_CHANNEL && n.payload === mine) onWake();
        });
        // Tasks added while this connection was down are found now rather than at the next poll.
        onWake();
      };
      const onFailure = (err: unknown) => {
        log.warn({ err }, 'task wake-up connection failed');
        client = null;
        if (stopped) return;
        retry = setTimeout(() => void connect().catch(onFailure), RECONNECT_MS);
        retry.unref();
      };
      await connect().catch(onFailure);
      return async () => {
        stopped = true;
        clearTimeout(retry);
        const c = client;
        client = null;
        await c?.end().catch(() => {});
      };
    },
  };
}
