import type { SessionService } from '@postbridge/domain';
import type { Selectable } from 'kysely';
import type { Db } from '../../platform/db/database';
import type { SessionTable } from '../../platform/db/schema';
import type { AccountRow } from './queries';

// Resolved sessions kept a moment per process (issue 12, docs/security.md "Sessions and rate limits across
// processes"): reading the session and its account (user, OU, profile, the OUs' password rules) was most of the
// API's own time on every call. An entry is used only while the database's session generation is the one read
// with it (migration 0041: the database bumps it when a session is revoked or deleted, or a user, OU or profile
// changes, or the services a profile deposits into, whoever writes it) and for at most TTL_MS: a sign-out, a revocation, a password change or a disabled
// user refuses the very next request, in this process or any other on the same database.

/** How long an entry may serve at most, whatever the generation says. */
const TTL_MS = 1_000;
/** Entries kept per database handle; beyond it the oldest are dropped. */
const MAX_ENTRIES = 10_000;

export type CachedSession = {
  row: Selectable<SessionTable>;
  /** Undefined when the session's user is gone. */
  stored: AccountRow | undefined;
};

type Entry = CachedSession & { generation: number; until: number };

// Keyed by database handle: one cache per app instance (tests open many).
const caches = new WeakMap<Db, Map<string, Entry>>();

function cacheOf(db: Db): Map<string, Entry> {
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new Map()));
  return cache;
}

/** The session of `tokenHash` read at `generation`, when still fresh. */
export function cachedSession(db: Db, tokenHash: string, generation: number): CachedSession | undefined {
  const cache = cacheOf(db);
  const entry = cache.get(tokenHash);
  if (!entry) return undefined;
  if (entry.generation !== generation || entry.until <= Date.now()) {
    cache.delete(tokenHash);
    return undefined;
  }
  return entry;
}

/** Keeps what was read at `generation` (read before the session and its account). */
export function keepSession(db: Db, tokenHash: string, generation: number, session: CachedSession): void {
  const cache = cacheOf(db);
  cache.delete(tokenHash);
  if (cache.size >= MAX_ENTRIES) cache.delete(cache.keys().next().value!);
  cache.set(tokenHash, { ...session, generation, until: Date.now() + TTL_MS });
}

/** The session's last use and expiry as just written (a touch changes no generation). */
export function touchCachedSession(db: Db, tokenHash: string, lastSeenAt: string, expiresAt: string): void {
  const entry = caches.get(db)?.get(tokenHash);
  if (entry) entry.row = { ...entry.row, last_seen_at: lastSeenAt, expires_at: expiresAt };
}

type KeptServices = { generation: number; until: number; services: Promise<SessionService[]> };
// The services each profile deposits into, as a session lists them, under the same generation.
const services = new WeakMap<Db, Map<string, KeptServices>>();

/** The services of a profile read at `generation` (by `read` when not kept, or no longer current). */
export function keptProfileServices(
  db: Db,
  profileId: string,
  generation: number,
  read: () => Promise<SessionService[]>,
): Promise<SessionService[]> {
  let cache = services.get(db);
  if (!cache) services.set(db, (cache = new Map()));
  const kept = cache.get(profileId);
  if (kept && kept.generation === generation && kept.until > Date.now()) return kept.services;
  const fresh = read();
  if (cache.size >= MAX_ENTRIES) cache.delete(cache.keys().next().value!);
  cache.set(profileId, { generation, until: Date.now() + TTL_MS, services: fresh });
  const forget = cache;
  fresh.catch(() => forget.delete(profileId));
  return fresh;
}

// One read of the session generation serves every request that arrived before it began (issue 12): under load
// many requests wait on it in the same turn of the event loop, and the read, though tiny, was the largest part of
// a session check. A request never joins a read already begun, so it always sees what was committed before it
// arrived (a revocation refuses the very next request still).
const pendingGenerations = new WeakMap<Db, Promise<number>>();

/** The session generation, read by `read` at the next turn, once for every caller asking until then. */
export function sharedGeneration(db: Db, read: () => Promise<number>): Promise<number> {
  let pending = pendingGenerations.get(db);
  if (!pending) {
    pending = new Promise<number>((resolve, reject) =>
      setImmediate(() => {
        pendingGenerations.delete(db);
        read().then(resolve, reject);
      }),
    );
    pendingGenerations.set(db, pending);
  }
  return pending;
}
