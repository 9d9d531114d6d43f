import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/test-deps';
import { twoInstances } from '../../test/two-instances';

// The rate limits of routes that set `config.rateLimit` are counted in the database (rate-limit-store.ts): they
// hold however many API processes serve it. The lost-password request allows 10 calls per address in 15 minutes.

let t: TestContext;
let a: FastifyInstance;
let b: FastifyInstance;
let close: () => Promise<void>;
beforeEach(async () => {
  t = await createTestContext();
  const instances = await twoInstances(t);
  [a, b] = instances.apps;
  close = instances.close;
});
afterEach(async () => {
  await close();
  await t.close();
});

const askReset = (app: FastifyInstance, remoteAddress = '203.0.113.5') =>
  app.inject({
    method: 'POST',
    url: '/api/authentication/triggerLostPassword',
    payload: { userEMailAddress: 'nobody@example.com' },
    remoteAddress,
  });

describe('rate limits across API instances', () => {
  it('counts the calls of one address through every instance, and answers 429 with Retry-After past the limit', async () => {
    for (let i = 0; i < 10; i++) expect((await askReset(i % 2 ? b : a)).statusCode).toBe(200);
    for (const app of [a, b]) {
      const refused = await askReset(app);
      expect(refused.statusCode).toBe(429);
      expect(refused.json().error).toMatchObject({ code: -4 });
      const wait = Number(refused.headers['retry-after']);
      expect(wait).toBeGreaterThan(14 * 60);
      expect(wait).toBeLessThanOrEqual(15 * 60);
    }
    // Another address, and another limited route from the same address, count apart.
    expect((await askReset(a, '198.51.100.7')).statusCode).toBe(200);
    const otherRoute = await b.inject({
      method: 'POST',
      url: '/api/authentication/changeLostPassword',
      payload: { userLogin: 'sender', lostPasswordToken: 'x', newPassword: 'lantern-mosaic-orchard-47' },
      remoteAddress: '203.0.113.5',
    });
    expect(otherRoute.statusCode).not.toBe(429);
  });

  it('starts a new window once the last one ended', async () => {
    for (let i = 0; i < 11; i++) await askReset(a);
    expect((await askReset(b)).statusCode).toBe(429);
    t.clock.advanceMinutes(16);
    expect((await askReset(b)).statusCode).toBe(200);
  });
});
