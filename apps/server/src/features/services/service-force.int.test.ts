import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { multipartBody } from '../../test/deposits';
import { buildCommand, buildJob, sessionToken, userIdOf } from '../../test/factories';
import { createTestContext, type TestContext } from '../../test/test-deps';

// docs/product.md §4 "Other": "service update or deletion may require force, which rejects pending orders;
// open deposits then need recompute". The delete is covered in services.int.test.ts; here, the save.

let t: TestContext;
let admin: string;
let sender: string;
let letters: Record<string, unknown> & { id: string; version: number; boxes: Record<string, unknown>[] };
let jobs: { pending: string; made: string; created: string; sent: string };
let commandId: string;

const AT = '2026-11-20T09:00:00.000Z';

beforeEach(async () => {
  t = await createTestContext();
  [admin, sender] = await Promise.all([sessionToken(t.deps, 'admin'), sessionToken(t.deps, 'sender')]);
  letters = (await get('/api/services')).json().result.find((s: { name: string }) => s.name === 'Letters');
  const owner = await userIdOf(t.deps.db, 'sender');
  commandId = await buildCommand(t.deps.db, owner, 'AWAIT_VALIDATION', AT);
  const { job_id } = await t.deps.db
    .selectFrom('delivery_command')
    .select('job_id')
    .where('id', '=', commandId)
    .executeTakeFirstOrThrow();
  jobs = {
    pending: job_id,
    made: await buildJob(t.deps.db, owner, 'PACK_GROUPS_CREATED', AT),
    created: await buildJob(t.deps.db, owner, 'CREATED', AT),
    sent: await buildJob(t.deps.db, owner, 'PACK_GROUPS_CREATED_SENT', AT),
  };
  await t.deps.db
    .updateTable('job')
    .set({ service_id: letters.id })
    .where('id', 'in', Object.values(jobs))
    .execute();
  await t.deps.db
    .updateTable('job')
    .set({ state: 'PACK_GROUPS_CREATED_AWAIT_VALIDATION' })
    .where('id', '=', jobs.pending)
    .execute();
});
afterEach(async () => {
  await t.close();
});

function get(url: string, token = admin) {
  return t.app.inject({ method: 'GET', url, headers: { 'x-auth-token': token } });
}

function save(service: object, query = '') {
  const { payload, headers } = multipartBody({ parameters: JSON.stringify(service) }, []);
  return t.app.inject({
    method: 'POST',
    url: `/api/services${query}`,
    payload,
    headers: { ...headers, 'x-auth-token': admin },
  });
}

const jobRow = (id: string) =>
  t.deps.db.selectFrom('job').select(['state', 'invalidated']).where('id', '=', id).executeTakeFirstOrThrow();

const history = (ids: string[]) =>
  t.deps.db
    .selectFrom('history')
    .select(['entity_type', 'entity_id', 'action', 'state', 'login', 'details'])
    .where('entity_id', 'in', ids)
    .where('action', '!=', 'create')
    .orderBy('id')
    .execute();

describe('updating a service that has open jobs', () => {
  it('needs no force for a change of name, description or icon', async () => {
    const res = await save({ ...letters, name: 'Letters (new)', description: 'Mail', iconName: 'mail' });
    expect(res.statusCode).toBe(200);
    expect(res.json().result).toMatchObject({ name: 'Letters (new)', version: letters.version + 1 });
    expect((await jobRow(jobs.made)).invalidated).toBe(0);
    const [entry] = await history([letters.id]);
    expect(JSON.parse(entry!.details!)).toEqual({ name: 'Letters (new)', version: letters.version + 1 });
  });

  it('is refused without force when it changes what deposits produce, and changes nothing', async () => {
    const boxes = [{ ...letters.boxes[0], maxElements: 3 }];
    const res = await save({ ...letters, boxes });
    expect(res.statusCode).toBe(400);
    // pending, made and created are open; sent is final.
    expect(res.json().error).toMatchObject({
      code: -2,
      field: 'force',
      labelId: 'error.serviceHasOpenJobs',
      params: { openJobs: 3 },
    });
    expect((await get(`/api/services/${letters.id}`)).json().result).toEqual(letters);
    expect(await history([letters.id, commandId, ...Object.values(jobs)])).toEqual([]);
  });

  it('with force, rejects the pending commands and invalidates the deposits to recompute', async () => {
    const boxes = [{ ...letters.boxes[0], maxElements: 3 }];
    const res = await save({ ...letters, boxes }, '?force=true');
    expect(res.statusCode).toBe(200);
    expect(res.json().result.boxes[0].maxElements).toBe(3);

    const command = await t.deps.db
      .selectFrom('delivery_command')
      .select('state')
      .where('id', '=', commandId)
      .executeTakeFirstOrThrow();
    expect(command.state).toBe('REJECTED');
    // Deposits whose pack groups were made with the old boxes; the one not processed yet will use the new ones.
    expect(await jobRow(jobs.made)).toEqual({ state: 'PACK_GROUPS_CREATED', invalidated: 1 });
    expect((await jobRow(jobs.pending)).invalidated).toBe(1);
    expect((await jobRow(jobs.created)).invalidated).toBe(0);
    expect((await jobRow(jobs.sent)).invalidated).toBe(0);

    const entries = await history([letters.id, commandId, ...Object.values(jobs)]);
    const byOrder = entries.map((e) => [e.entity_type, e.action, e.login]);
    expect(byOrder).toEqual([
      ['deliveryCommand', 'reject', 'admin'],
      ['job', 'invalidated', 'admin'],
      ['job', 'invalidated', 'admin'],
      ['service', 'update', 'admin'],
    ]);
    expect([entries[1]!.entity_id, entries[2]!.entity_id].sort()).toEqual([jobs.pending, jobs.made].sort());
    expect(JSON.parse(entries[3]!.details!)).toMatchObject({
      force: true,
      rejectedCommands: 1,
      invalidatedJobs: 2,
    });

    // The depositor recomputes the invalidated deposit: processing runs again, the flag is cleared.
    const revalidated = await t.app.inject({
      method: 'POST',
      url: `/api/jobs/${jobs.made}/revalidate`,
      headers: { 'x-auth-token': sender },
    });
    expect(revalidated.statusCode).toBe(200);
    expect(revalidated.json().result).toMatchObject({ state: 'PROCESSING', flags: { invalidated: false } });
  });
});
