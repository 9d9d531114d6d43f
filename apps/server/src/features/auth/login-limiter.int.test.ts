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

it('refuses a login from the address that failed on it, for what is left of the window', async () => {
  const l = new LoginLimiter(t.deps.db, limits);
  for (let i = 0; i < 3; i++) await l.recordFailure('Bob', '1.2.3.4', 1_000 * i);
  // Case-insensitive login; the oldest failure (0 s) ends the refusal at 600 s.
  expect(await l.retryAfterSeconds('bob', '1.2.3.4', 3_000)).toBe(597);
  expect(await l.retryAfterSeconds('bob', '1.2.3.4', 600_001)).toBe(0);
  // Its owner, elsewhere, is not locked out by someone else's guesses: a second after the last failure at most.
  expect(await l.retryAfterSeconds('bob', '9.9.9.9', 2_500)).toBe(1);
  expect(await l.retryAfterSeconds('bob', '9.9.9.9', 3_000)).toBe(0);
});

it('slows a login guessed from many addresses with growing delays, never more than a minute', async () => {
  const l = new LoginLimiter(t.deps.db, limits);
  const delayAfter = async (failures: number) => {
    await t.deps.db.deleteFrom('login_failure').execute();
    for (let i = 0; i < failures; i++) await l.recordFailure('eve', `10.0.0.${i}`, 0);
    return l.retryAfterSeconds('eve', '192.0.2.1', 0);
  };
  expect(await delayAfter(2)).toBe(0);
  expect(await delayAfter(3)).toBe(1);
  expect(await delayAfter(4)).toBe(2);
  expect(await delayAfter(8)).toBe(32);
  expect(await delayAfter(20)).toBe(60);
  // A success clears the login's count.
  await l.recordSuccess('eve', '192.0.2.1');
  expect(await l.retryAfterSeconds('eve', '192.0.2.1', 0)).toBe(0);
});

it('blocks an address across accounts, and a success clears only the account', async () => {
  const l = new LoginLimiter(t.deps.db, limits);
  for (let i = 0; i < 5; i++) await l.recordFailure(`u${i}`, '1.2.3.4', 0);
  expect(await l.retryAfterSeconds('fresh', '1.2.3.4', 1_000)).toBeGreaterThan(0);
  expect(await l.retryAfterSeconds('fresh', '5.6.7.8', 1_000)).toBe(0);
  await l.recordFailure('carol', '5.6.7.8', 0);
  await l.recordFailure('carol', '5.6.7.8', 0);
  await l.recordSuccess('carol', '5.6.7.8');
  await l.recordFailure('carol', '5.6.7.8', 0);
  expect(await l.retryAfterSeconds('carol', '5.6.7.8', 0)).toBe(0);
});

it('counts the failures seen by every process together: two processes allow the limit, not twice it', async () => {
  const first = new LoginLimiter(t.deps.db, limits);
  const second = new LoginLimiter(t.deps.db, limits);
  await first.recordFailure('dave', '1.1.1.1', 0);
  await second.recordFailure('dave', '1.1.1.1', 1_000);
  expect(await first.retryAfterSeconds('dave', '1.1.1.1', 2_500)).toBe(0);
  await first.recordFailure('dave', '1.1.1.1', 2_000);
  // The third failure, whichever process saw it, refuses that address in both.
  expect(await second.retryAfterSeconds('dave', '1.1.1.1', 3_000)).toBe(597);
  expect(await first.retryAfterSeconds('dave', '1.1.1.1', 3_000)).toBe(597);
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
  expect(await count()).toBe(2997); // one row for the login, the login from the address, the address
  await l.recordFailure('late', '8.8.8.8', 700_000); // the 1000th failure, after the window: sweep
  expect(await count()).toBe(3);
});
