import type { Db } from '../../platform/db/database';
import {
  deleteLoginFailures,
  deleteLoginFailuresBefore,
  insertLoginFailures,
  loginFailuresSince,
} from './queries';

/**
 * Counts failed sign-ins per account and per remote address over a sliding window, in the database
 * (`login_failure`): every API process reads and writes the same counts, so that the limits hold however many
 * processes serve (docs/security.md). Times are milliseconds since the epoch, stored as ISO instants.
 */
type LoginLimits = { perAccount: number; perAddress: number; windowMinutes: number };

/** Failures older than the window are deleted every this many failures recorded by a process. */
const SWEEP_EVERY = 1000;

const accountKey = (login: string) => `a:${login.toLowerCase()}`;
const addressKey = (address: string) => `r:${address}`;
const iso = (ms: number) => new Date(ms).toISOString();

export class LoginLimiter {
  private recorded = 0;

  constructor(
    private readonly db: Db,
    private readonly limits: LoginLimits,
  ) {}

  /** Seconds to wait before trying again, or 0 when the attempt may go ahead. */
  async retryAfterSeconds(login: string, address: string, now: number): Promise<number> {
    const windowMs = this.limits.windowMinutes * 60_000;
    const rows = await loginFailuresSince(
      this.db,
      [accountKey(login), addressKey(address)],
      iso(now - windowMs),
    );
    const timesOf = (key: string) =>
      rows.filter((row) => row.key === key).map((row) => Date.parse(row.failed_at));
    return Math.max(
      this.wait(timesOf(accountKey(login)), this.limits.perAccount, now, windowMs),
      this.wait(timesOf(addressKey(address)), this.limits.perAddress, now, windowMs),
    );
  }

  async recordFailure(login: string, address: string, now: number): Promise<void> {
    await insertLoginFailures(this.db, [accountKey(login), addressKey(address)], iso(now));
    // Keys are otherwise forgotten only when the same login succeeds: sweep now and then so that failures spread
    // over many logins cannot grow the table without bound.
    if (++this.recorded % SWEEP_EVERY === 0) {
      await deleteLoginFailuresBefore(this.db, iso(now - this.limits.windowMinutes * 60_000));
    }
  }

  /** A successful sign-in clears the account's count; the address keeps its own. */
  async recordSuccess(login: string): Promise<void> {
    await deleteLoginFailures(this.db, accountKey(login));
  }

  /** `times` are the key's failures within the window, oldest first. */
  private wait(times: number[], max: number, now: number, windowMs: number): number {
    if (times.length < max) return 0;
    return Math.ceil((times[times.length - max]! + windowMs - now) / 1000);
  }
}
