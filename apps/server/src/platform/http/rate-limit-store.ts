import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Deps } from '../deps';
import { countRateLimitHit, deleteRateLimitHitsBefore } from './rate-limit-queries';

// The store of @fastify/rate-limit in the database (issue 12): the limits of the routes that set
// `config.rateLimit` hold however many API processes serve one database, where its default store counted per
// process. Each route counts apart (its method and path prefix the caller's key).

/** How often a process deletes the windows that ended (the table keeps one row per route and caller). */
const SWEEP_EVERY_MS = 60_000;

type Sweep = { at: number };

class DatabaseRateLimitStore implements FastifyRateLimitStore {
  constructor(
    private readonly deps: Pick<Deps, 'db' | 'clock' | 'log'>,
    private readonly prefix: string,
    private readonly sweep: Sweep,
  ) {}

  incr(
    key: string,
    callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
    timeWindow: number,
  ): void {
    this.count(key, timeWindow).then(
      (result) => callback(null, result),
      (err: unknown) => callback(err instanceof Error ? err : new Error(String(err))),
    );
  }

  child(routeOptions: object): FastifyRateLimitStore {
    // The plugin passes the route's merged limit options, the route itself under `routeInfo`.
    const route = (routeOptions as { routeInfo?: { method?: unknown; url?: unknown } }).routeInfo;
    const name = route?.url ? `${String(route.method)} ${String(route.url)}` : 'any';
    return new DatabaseRateLimitStore(this.deps, `${name}|`, this.sweep);
  }

  private async count(key: string, timeWindow: number): Promise<{ current: number; ttl: number }> {
    const now = this.deps.clock.now().getTime();
    const { hits, windowEndsAt } = await countRateLimitHit(
      this.deps.db,
      this.prefix + key,
      new Date(now).toISOString(),
      new Date(now + timeWindow).toISOString(),
    );
    if (now - this.sweep.at >= SWEEP_EVERY_MS) {
      this.sweep.at = now;
      await deleteRateLimitHitsBefore(this.deps.db, new Date(now).toISOString()).catch((err: unknown) =>
        this.deps.log.warn({ err }, 'ended rate-limit windows were not deleted'),
      );
    }
    return { current: hits, ttl: Math.max(0, Date.parse(windowEndsAt) - now) };
  }
}

/** The store class to give @fastify/rate-limit (`store`), counting in the database of `deps`. */
export function databaseRateLimitStore(deps: Pick<Deps, 'db' | 'clock' | 'log'>): FastifyRateLimitStoreCtor {
  const sweep: Sweep = { at: 0 };
  return class extends DatabaseRateLimitStore {
    constructor() {
      super(deps, 'any|', sweep);
    }
  };
}
