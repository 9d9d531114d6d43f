import { afterEach, beforeEach, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/test-deps';
import { LoginLimiter } from './login-limiter';

// The sign-in limits over the product's database (SQLite or PostgreSQL, as DATABASE_URL says).

const limits = { perAccount: 3, perAddress: 5, windowMinutes: 10 };
let t: TestContext;
beforeEach(async () => {
  t = await createTestContext({ seed: false });
});
afterEach(async () => {
  await t.close();
});

it('blocks an account after its failures, for what is left of the window', async () => {
  const l = new LoginLimiter(t.deps.db, limits);
  for (let i = 0; i < 3; i++) await l.recordFailure('Bob', '1.2.3.4', 1_000 * i);
  // Case-insensitive login; the oldest failure (0 s) ends the block at 600 s.
  expect(await l.retryAfterSeconds('bob', '9.9.9.9', 3_000)).toBe(597);
  expect(await l.retryAfterSeconds('bob', '9.9.9.9', 600_001)).toBe(0);
});

it('blocks an address across accounts, and a success clears only the account', async () => {
  const l = new LoginLimiter(t.deps.db, limits);
  for (let i = 0; i < 5; i++) await l.recordFailure(`u${i}`, '1.2.3.4', 0);
  expect(await l.retryAfterSeconds('fresh', '1.2.3.4', 1_000)).toBeGreaterThan(0);
  expect(await l.retryAfterSeconds('fresh', '5.6.7.8', 1_000)).toBe(0);
  await l.recordFailure('carol', '5.6.7.8', 0);
  await l.recordFailure('carol', '5.6.7.8', 0);
  await l.recordSuccess('carol');
  await l.recordFailure('carol', '5.6.7.8', 0);
  expect(await l.retryAfterSeconds('carol', '5.6.7.8', 0)).toBe(0);
});

it('counts the failures seen by every process together: two processes allow the limit, not twice it', async () => {
  const first = new LoginLimiter(t.deps.db, limits);
  const second = new LoginLimiter(t.deps.db, limits);
  await first.recordFailure('dave', '1.1.1.1', 0);
  await second.recordFailure('dave', '2.2.2.2', 1_000);
  expect(await first.retryAfterSeconds('dave', '3.3.3.3', 2_000)).toBe(0);
  await first.recordFailure('dave', '3.3.3.3', 2_000);
  // The third failure, wherever it was seen, blocks the account in both.
  expect(await second.retryAfterSeconds('dave', '4.4.4.4', 3_000)).toBe(597);
  expect(await first.retryAfterSeconds('dave', '4.4.4.4', 3_000)).toBe(597);
});

it('forgets failures older than the window', async () => {
  const l = new LoginLimiter(t.deps.db, limits);
  for (let i = 0; i < 999; i++) await l.recordFailure(`sprayed-${i}`, '9.9.9.9', 0);
  const count = async () =>
    Number(
      (
        await t.deps.db
          .selectFrom('login_failure')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  expect(await count()).toBe(1998); // one row per login and one per address at each failure
  await l.recordFailure('late', '8.8.8.8', 700_000); // the 1000th failure, after the window: sweep
  expect(await count()).toBe(2);
});
