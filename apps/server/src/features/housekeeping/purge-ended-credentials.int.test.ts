import { afterEach, beforeEach, expect, it } from 'vitest';
import { registerTasks } from '../../worker';
import { sessionToken } from '../../test/factories';
import { createTestContext, type TestContext } from '../../test/test-deps';
import { PURGE_TASK } from './purge-ended-credentials';

let t: TestContext;
beforeEach(async () => {
  t = await createTestContext();
});
afterEach(async () => {
  await t.close();
});

it('deletes sessions and reset links that ended more than 7 days ago, through the worker task', async () => {
  await sessionToken(t.deps, 'admin'); // will expire
  registerTasks(t.deps);
  await t.app.inject({
    method: 'POST',
    url: '/api/authentication/triggerLostPassword',
    payload: { userEMailAddress: 'admin@demo.postbridge.local' },
  });
  await t.deps.queue.drain(); // the reset link is written by the worker's task
  expect(await t.deps.db.selectFrom('password_reset').selectAll().execute()).toHaveLength(1);
  t.clock.advanceMinutes(8 * 24 * 60);
  const fresh = await sessionToken(t.deps, 'sender');
  await t.deps.queue.enqueue(PURGE_TASK, {});
  await t.deps.queue.drain();
  const sessions = await t.deps.db.selectFrom('session').select('user_id').execute();
  expect(sessions).toHaveLength(1);
  expect(await t.deps.db.selectFrom('password_reset').selectAll().execute()).toHaveLength(0);
  const check = await t.app.inject({
    method: 'GET',
    url: '/api/authentication/check',
    headers: { 'x-auth-token': fresh },
  });
  expect(check.statusCode).toBe(200);
});
