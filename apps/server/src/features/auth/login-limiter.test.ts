import { expect, it } from 'vitest';
import { LoginLimiter } from './login-limiter';

const limits = { perAccount: 3, perAddress: 5, windowMinutes: 10 };

it('blocks an account after its failures, for what is left of the window', () => {
  const l = new LoginLimiter(limits);
  for (let i = 0; i < 3; i++) l.recordFailure('Bob', '1.2.3.4', 1_000 * i);
  expect(l.retryAfterSeconds('bob', '9.9.9.9', 3_000)).toBe(597); // case-insensitive login; the oldest failure (0 s) ends the block at 600 s
  expect(l.retryAfterSeconds('bob', '9.9.9.9', 600_001)).toBe(0);
});

it('blocks an address across accounts, and a success clears only the account', () => {
  const l = new LoginLimiter(limits);
  for (let i = 0; i < 5; i++) l.recordFailure(`u${i}`, '1.2.3.4', 0);
  expect(l.retryAfterSeconds('fresh', '1.2.3.4', 1_000)).toBeGreaterThan(0);
  expect(l.retryAfterSeconds('fresh', '5.6.7.8', 1_000)).toBe(0);
  l.recordFailure('carol', '5.6.7.8', 0);
  l.recordFailure('carol', '5.6.7.8', 0);
  l.recordSuccess('carol');
  l.recordFailure('carol', '5.6.7.8', 0);
  expect(l.retryAfterSeconds('carol', '5.6.7.8', 0)).toBe(0);
});

it('forgets logins and addresses whose failures are all older than the window', () => {
  const l = new LoginLimiter(limits);
  for (let i = 0; i < 999; i++) l.recordFailure(`sprayed-${i}`, '9.9.9.9', 0);
  expect(l.trackedKeys).toBe(1000); // 999 logins + 1 address
  l.recordFailure('late', '8.8.8.8', 700_000); // the 1000th failure, after the window: sweep
  expect(l.trackedKeys).toBe(2);
});
