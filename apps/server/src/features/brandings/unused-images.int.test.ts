import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { multipartBody } from '../../test/deposits';
import { isStored } from '../../test/files';
import { sessionToken } from '../../test/factories';
import { createTestContext, type TestContext } from '../../test/test-deps';
import { registerTasks } from '../../worker';
import { RETENTION_TASK } from '../housekeeping/apply-retention';
import { UNUSED_BRANDING_IMAGE_HOURS } from './unused-images';

let t: TestContext;
let admin: string;

beforeEach(async () => {
  t = await createTestContext();
  registerTasks(t.deps);
  admin = await sessionToken(t.deps, 'admin');
});
afterEach(async () => {
  await t.close();
});

const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(64, 1),
]);

async function upload(): Promise<{ id: string; url: string }> {
  const { payload, headers } = multipartBody({}, [{ field: 'file', name: 'logo.png', content: PNG }]);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/brandings/images',
    payload,
    headers: { ...headers, 'x-auth-token': admin },
  });
  expect(res.statusCode).toBe(200);
  return res.json().result;
}

async function runRetention() {
  await t.deps.queue.enqueue(RETENTION_TASK, {}, { singletonKey: `every:${RETENTION_TASK}` });
  await t.deps.queue.drain();
}

const served = async (url: string) => (await t.app.inject({ method: 'GET', url })).statusCode;

describe('uploaded white-label images', () => {
  it('are deleted, row and bytes, a day after their upload unless a white label uses them', async () => {
    const logo = await upload();
    const inCss = await upload();
    const forgotten = await upload();
    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/brandings',
      headers: { 'x-auth-token': admin },
      payload: {
        name: 'Acme',
        applicationName: 'Acme Post',
        virtualHost: null,
        authenticationRealm: null,
        backgroundImageURL: null,
        logoImageURL: logo.url,
        notificationIconURL: null,
        properties: {
          css: `.login { background: url(${inCss.url}) no-repeat; }`,
          favicon: null,
          primaryColor: null,
          iconColors: {},
          embeddedParentUrls: [],
          chatSupportUrl: null,
        },
        statusColors: {},
      },
    });
    expect(saved.statusCode).toBe(200);
    const keyOf = async (id: string) =>
      (
        await t.deps.db
          .selectFrom('branding_image')
          .select('storage_key')
          .where('id', '=', id)
          .executeTakeFirst()
      )?.storage_key;
    const forgottenKey = (await keyOf(forgotten.id))!;

    // Within the day an operator may still save the white label an image was uploaded for.
    t.clock.advanceMinutes((UNUSED_BRANDING_IMAGE_HOURS - 1) * 60);
    await runRetention();
    expect(await served(forgotten.url)).toBe(200);

    t.clock.advanceMinutes(2 * 60);
    await runRetention();
    expect(await served(forgotten.url)).toBe(404);
    expect(await keyOf(forgotten.id)).toBeUndefined();
    expect(await isStored(t.deps.files, forgottenKey)).toBe(false);
    expect(await served(logo.url)).toBe(200);
    expect(await served(inCss.url)).toBe(200);
  });
});
