/**
 * Counts failed sign-ins per account and per remote address over a sliding window. In memory: each server
 * process limits on its own, which bounds guessing to (processes × limit) per window — documented in
 * docs/security.md; a shared store can replace it behind the same two calls.
 */
type LoginLimits = { perAccount: number; perAddress: number; windowMinutes: number };

const SWEEP_EVERY = 1000;

export class LoginLimiter {
  private readonly failures = new Map<string, number[]>();
  private recorded = 0;

  constructor(private readonly limits: LoginLimits) {}

  /** Seconds to wait before trying again, or 0 when the attempt may go ahead. */
  retryAfterSeconds(login: string, address: string, now: number): number {
    const windowMs = this.limits.windowMinutes * 60_000;
    const waits = [
      this.wait(`a:${login.toLowerCase()}`, this.limits.perAccount, now, windowMs),
      this.wait(`r:${address}`, this.limits.perAddress, now, windowMs),
    ];
    return Math.max(...waits);
  }

  recordFailure(login: string, address: string, now: number): void {
    // Keys are otherwise forgotten only when the same login or address tries again: sweep now and then so
    // that failures spread over many logins cannot grow the map without bound.
    if (++this.recorded % SWEEP_EVERY === 0) this.sweep(now);
    for (const key of [`a:${login.toLowerCase()}`, `r:${address}`]) {
      const list = this.failures.get(key) ?? [];
      list.push(now);
      this.failures.set(key, list);
    }
  }

  /** A successful sign-in clears the account's count; the address keeps its own. */
  recordSuccess(login: string): void {
    this.failures.delete(`a:${login.toLowerCase()}`);
  }

  /** How many logins and addresses are being counted (for tests and metrics). */
  get trackedKeys(): number {
    return this.failures.size;
  }

  private sweep(now: number): void {
    const windowMs = this.limits.windowMinutes * 60_000;
    for (const [key, times] of this.failures) {
      if (now - times[times.length - 1]! >= windowMs) this.failures.delete(key);
    }
  }

  private wait(key: string, max: number, now: number, windowMs: number): number {
    const recent = (this.failures.get(key) ?? []).filter((t) => now - t < windowMs);
    if (recent.length) this.failures.set(key, recent);
    else this.failures.delete(key);
    if (recent.length < max) return 0;
    return Math.ceil((recent[recent.length - max]! + windowMs - now) / 1000);
  }
}
