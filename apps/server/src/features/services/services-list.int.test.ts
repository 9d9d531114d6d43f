import type { ApiIssue } from '@postbridge/domain';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { multipartBody } from '../../test/deposits';
import { buildCommand, buildJob, sessionToken, userIdOf } from '../../test/factories';
import { createTestContext, type TestContext } from '../../test/test-deps';

// What the services list (web /processing/services) reads beyond the plain calls: the inconsistent flag, the
// effect a forced delete will have, and an import's unknown references named one by one.

let t: TestContext;
let admin: string;

beforeEach(async () => {
  t = await createTestContext();
  admin = await sessionToken(t.deps, 'admin');
});
afterEach(async () => {
  await t.close();
});

const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { 'x-auth-token': admin } });
const listed = async () =>
  (await get('/api/services')).json().result as {
    id: string;
    name: string;
    type: string;
    inconsistent: boolean;
  }[];
const importFile = (content: object) => {
  const { payload, headers } = multipartBody({}, [
    { field: 'file', name: 'service.json', content: Buffer.from(JSON.stringify(content)) },
  ]);
  return t.app.inject({
    method: 'POST',
    url: '/api/services/import',
    payload,
    headers: { ...headers, 'x-auth-token': admin },
  });
};

describe('the inconsistent flag of the list', () => {
  it('marks the services whose channel is no longer offered to their unit, and only them', async () => {
    const before = await listed();
    expect(before.length).toBeGreaterThan(0);
    expect(before.filter((s) => s.inconsistent)).toEqual([]);

    await t.deps.db.deleteFrom('ou_channel').where('channel_id', '=', 'registered-mail').execute();
    const after = await listed();
    const flagged = after.filter((s) => s.inconsistent).map((s) => s.name);
    expect(flagged).toContain('Registered letter');
    expect(flagged).not.toContain('Letters');
    // The stored configuration is not changed by the flag: the service reads as it was.
    const registered = after.find((s) => s.name === 'Registered letter')!;
    expect((await get(`/api/services/${registered.id}`)).json().result.inconsistent).toBe(false);
  });
});

describe('the effect of a delete, before confirming it', () => {
  it('names the deposits in progress and the orders awaiting validation that force would reject', async () => {
    const letters = (await listed()).find((s) => s.name === 'Letters')!;
    const owner = await userIdOf(t.deps.db, 'sender');
    const at = '2026-11-20T09:00:00.000Z';
    const commandId = await buildCommand(t.deps.db, owner, 'AWAIT_VALIDATION', at);
    const { job_id } = await t.deps.db
      .selectFrom('delivery_command')
      .select('job_id')
      .where('id', '=', commandId)
      .executeTakeFirstOrThrow();
    const made = await buildJob(t.deps.db, owner, 'PACK_GROUPS_CREATED', at);
    await t.deps.db
      .updateTable('job')
      .set({ service_id: letters.id })
      .where('id', 'in', [job_id, made])
      .execute();
    await t.deps.db
      .updateTable('job')
      .set({ state: 'PACK_GROUPS_CREATED_AWAIT_VALIDATION' })
      .where('id', '=', job_id)
      .execute();

    const refused = await t.app.inject({
      method: 'DELETE',
      url: `/api/services/${letters.id}`,
      headers: { 'x-auth-token': admin },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toMatchObject({
      code: -2,
      field: 'force',
      labelId: 'error.serviceHasOpenJobs',
      params: { openJobs: 2, pendingOrders: 1 },
    });
    expect((await get(`/api/services/${letters.id}`)).statusCode).toBe(200);
  });
});

describe('an import naming what does not exist', () => {
  it('names each unknown channel, option type, option, output file and metadata', async () => {
    const res = await importFile({
      type: 'SIMPLE_UNIQUE',
      name: 'Imported',
      ouId: 'elsewhere',
      boxes: [{ name: 'letter', label: 'Letter', boxType: 'box.PDF', main: true }],
      jobNameExpression: { kind: 'metadataReference', name: 'campaign' },
      channels: [
        { id: 'pigeon-post', label: 'Pigeon' },
        {
          id: 'simple-mail',
          label: 'Mail',
          shipmentRequirements: [{ kind: 'recipient', name: 'mainPostalAddress', type: 'address' }],
          outputFileConfiguration: {
            outputFileId: 'no-such-file',
            options: [
              { optionTypeId: 'perfume', optionId: 'lavender' },
              { optionTypeId: 'colour', optionId: 'ultraviolet' },
            ],
          },
        },
      ],
    });
    expect(res.statusCode, res.body).toBe(400);
    const issues = res.json().error.issues as ApiIssue[];
    expect(issues.map((i) => [i.key, i.params])).toEqual(
      expect.arrayContaining([
        ['service.channel.unknown', expect.objectContaining({ id: 'pigeon-post', label: 'Pigeon' })],
        ['service.channel.unknownOutputFile', expect.objectContaining({ outputFileId: 'no-such-file' })],
        ['service.option.unknownType', expect.objectContaining({ optionTypeId: 'perfume' })],
        ['service.option.unknown', expect.objectContaining({ optionId: 'ultraviolet' })],
        ['service.metadata.unknown', { name: 'campaign' }],
      ]),
    );
    expect((await listed()).map((s) => s.name)).not.toContain('Imported');
  });
});

describe('the export file', () => {
  it('is a download of its own type, that the browser does not take for an API answer', async () => {
    const letters = (await listed()).find((s) => s.name === 'Letters')!;
    const exported = await get(`/api/services/${letters.id}/export`);
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-type']).toBe('application/vnd.postbridge.service+json; charset=utf-8');
    expect(exported.headers['content-type']).not.toContain('application/json');
    expect(JSON.parse(exported.body)).toMatchObject({ name: 'Letters', type: letters.type });
  });
});
