import type { Db } from '../../platform/db/database';
import {
  deleteLoginFailureKeys,
  deleteLoginFailuresBefore,
  insertLoginFailures,
  loginFailuresSince,
} from './queries';

/**
 * Counts failed sign-ins over a sliding window, in the database (`login_failure`): every API process reads and
 * writes the same counts, so that the limits hold however many processes serve (docs/security.md "Sign-in").
 *
 * - A client address that fails `perAddress` times is refused for the rest of the window (it is the guesser's).
 * - A login that fails `perAccount` times *from one address* is refused from that address for the rest of the
 *   window: a stranger who types wrong passwords blocks only themselves.
 * - A login that fails `perAccount` times from anywhere (guesses spread over many addresses) is slowed, never
 *   locked: each attempt waits 1 s after the last failure, then 2, 4 … at most MAX_ACCOUNT_DELAY_S, so that its
 *   owner can still sign in within a minute while an attacker gets a few guesses per minute at best.
 *
 * Times are milliseconds since the epoch, stored as ISO instants.
 */
type LoginLimits = { perAccount: number; perAddress: number; windowMinutes: number };

/** The longest an account's owner waits because others failed on it. */
const MAX_ACCOUNT_DELAY_S = 60;
/** Failures older than the window are deleted every this many failures recorded by a process. */
const SWEEP_EVERY = 1000;

const accountKey = (login: string) => `a:${login.toLowerCase()}`;
const pairKey = (login: string, address: string) => `p:${address}|${login.toLowerCase()}`;
const addressKey = (address: string) => `r:${address}`;
const iso = (ms: number) => new Date(ms).toISOString();

export class LoginLimiter {
  private recorded = 0;

  constructor(
    private readonly db: Db,
    /** Fixed limits, or a reader of the current ones (System > Security changes them without restart). */
    private readonly currentLimits: LoginLimits | (() => Promise<LoginLimits>),
  ) {}

  private async limitsNow(): Promise<LoginLimits> {
    return typeof this.currentLimits === 'function' ? this.currentLimits() : this.currentLimits;
  }

  /** Seconds to wait before trying again, or 0 when the attempt may go ahead. */
  async retryAfterSeconds(login: string, address: string, now: number): Promise<number> {
    const limits = await this.limitsNow();
    const windowMs = limits.windowMinutes * 60_000;
    const keys = [accountKey(login), pairKey(login, address), addressKey(address)] as const;
    const rows = await loginFailuresSince(this.db, [...keys], iso(now - windowMs));
    const [account, pair, fromAddress] = keys.map((key) =>
      rows.filter((row) => row.key === key).map((row) => Date.parse(row.failed_at)),
    ) as [number[], number[], number[]];
    return Math.max(
      this.blocked(pair, limits.perAccount, now, windowMs),
      this.blocked(fromAddress, limits.perAddress, now, windowMs),
      this.slowed(account, limits.perAccount, now),
    );
  }

  async recordFailure(login: string, address: string, now: number): Promise<void> {
    await insertLoginFailures(
      this.db,
      [accountKey(login), pairKey(login, address), addressKey(address)],
      iso(now),
    );
    // Keys are otherwise forgotten only when the same login succeeds: sweep now and then so that failures spread
    // over many logins cannot grow the table without bound.
    if (++this.recorded % SWEEP_EVERY === 0) {
      const limits = await this.limitsNow();
      await deleteLoginFailuresBefore(this.db, iso(now - limits.windowMinutes * 60_000));
    }
  }

  /**
   * A successful sign-in clears the login's count and its count from this address; the address keeps its own, and
   * strangers who failed on the login from elsewhere stay refused from there.
   */
  async recordSuccess(login: string, address: string): Promise<void> {
    await deleteLoginFailureKeys(this.db, [accountKey(login), pairKey(login, address)]);
  }

  /** Refused for the rest of the window once `max` failures (oldest first) are in it. */
  private blocked(times: number[], max: number, now: number, windowMs: number): number {
    if (times.length < max) return 0;
    return Math.ceil((times[times.length - max]! + windowMs - now) / 1000);
  }

  /** Past the account's limit, a delay after the last failure that doubles with each failure, capped. */
  private slowed(times: number[], perAccount: number, now: number): number {
    const beyond = times.length - perAccount;
    if (beyond < 0) return 0;
    const delayMs = Math.min(2 ** beyond, MAX_ACCOUNT_DELAY_S) * 1000;
    return Math.max(0, Math.ceil((times[times.length - 1]! + delayMs - now) / 1000));
  }
}
