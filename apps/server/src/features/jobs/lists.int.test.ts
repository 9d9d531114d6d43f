import { CompiledQuery, sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Scope } from '../../platform/policy';
import { buildCommand, buildJob, sessionToken, userIdOf } from '../../test/factories';
import { createTestContext, type TestContext } from '../../test/test-deps';
import { commandListQuery, deliveryListQuery } from '../deliveries/queries';
import { shipmentListQuery } from '../shipments/queries';
import { insertDelivery, insertShipment, insertUser, type Owner } from '../shipments/shipment-fixtures';
import { jobListQuery } from './queries';

// The list calls (docs/product.md §7) filter, sort and page in SQL, scoped by platform/policy.ts: jobs,
// delivery commands, deliveries, shipments and late deliveries. `npm run bench -- lists` measures them with
// 100,000 shipments.

let t: TestContext;
let sender: Owner;
let finance: Owner;
let rootOuId: string;
beforeEach(async () => {
  t = await createTestContext();
  sender = await userIdOf(t.deps.db, 'sender');
  finance = await insertUser(t.deps.db, {
    login: 'finance-sender',
    ouName: 'Finance',
    profileName: 'Sender',
  });
  rootOuId = (
    await t.deps.db.selectFrom('ou').select('id').where('parent_id', 'is', null).executeTakeFirstOrThrow()
  ).id;
});
afterEach(async () => {
  await t.close();
});

async function as(login: string) {
  const token = await sessionToken(t.deps, login);
  return async <T>(url: string): Promise<T> => {
    const res = await t.app.inject({ method: 'GET', url: `/api${url}`, headers: { 'x-auth-token': token } });
    expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
    return (res.json() as { result: T }).result;
  };
}

const ids = (rows: { id: string }[]) => rows.map((r) => r.id);
type Jobs = { jobs: { id: string }[]; overflow: boolean };
type Commands = { commands: { id: string }[]; overflow: boolean };
type Deliveries = { deliveries: { id: string; validationDate: string | null }[]; overflow: boolean };
type Shipments = { shipments: { id: string; statusCode: number }[]; overflow: boolean };

describe('GET /jobs/list', () => {
  it('pages newest first, narrows by owner and by OU subtree, and never shows more than the scope', async () => {
    const first = await buildJob(t.deps.db, sender, 'CREATED', '2026-11-10T08:00:00.000Z');
    const second = await buildJob(t.deps.db, sender, 'CREATED', '2026-11-12T08:00:00.000Z');
    const third = await buildJob(t.deps.db, sender, 'CREATED', '2026-11-14T08:00:00.000Z');
    await buildJob(t.deps.db, sender, 'CREATED', '2026-09-01T08:00:00.000Z'); // before the search range
    const theirs = await buildJob(t.deps.db, finance, 'CREATED', '2026-11-13T08:00:00.000Z');

    const s = await as('sender');
    const all = await s<Jobs>('/jobs/list');
    expect(ids(all.jobs)).toEqual([third, second, first]);
    expect(all.overflow).toBe(false);
    const page = await s<Jobs>('/jobs/list?maxResults=2');
    expect(ids(page.jobs)).toEqual([third, second]);
    expect(page.overflow).toBe(true);
    expect(ids((await s<Jobs>('/jobs/list?fromDate=2026-11-11&toDate=2026-11-12')).jobs)).toEqual([second]);

    const a = await as('admin');
    expect(ids((await a<Jobs>(`/jobs/list?targetOUId=${finance.ouId}`)).jobs)).toEqual([theirs]);
    // The root OU's subtree holds Sales and Finance.
    expect(ids((await a<Jobs>(`/jobs/list?targetOUId=${rootOuId}`)).jobs)).toEqual([
      third,
      theirs,
      second,
      first,
    ]);
    expect(ids((await a<Jobs>(`/jobs/list?targetOwnerId=${finance.id}`)).jobs)).toEqual([theirs]);
    expect(ids((await a<Jobs>('/jobs/list?targetOUId=unknown-ou')).jobs)).toEqual([]);

    // A filter never widens the scope: the Finance sender does not see the sender's jobs by asking for them.
    const f = await as('finance-sender');
    expect(ids((await f<Jobs>(`/jobs/list?targetOwnerId=${sender.id}`)).jobs)).toEqual([]);
    expect(ids((await f<Jobs>(`/jobs/list?targetOUId=${rootOuId}`)).jobs)).toEqual([theirs]);
  });
});

describe('GET /deliveries/commands/list and /deliveries/list', () => {
  it('filter by state, owner and OU subtree, page with overflow, and show the command of each delivery', async () => {
    const mine = await insertDelivery(t.deps.db, sender, { at: '2026-11-15T08:00:00.000Z' });
    const older = await insertDelivery(t.deps.db, sender, { at: '2026-11-11T08:00:00.000Z' });
    const theirs = await insertDelivery(t.deps.db, finance, { at: '2026-11-13T08:00:00.000Z' });
    const pending = await buildCommand(t.deps.db, sender, 'AWAIT_VALIDATION', '2026-11-16T08:00:00.000Z');
    await t.deps.db
      .updateTable('delivery')
      .set({ state: 'CANCELLED' })
      .where('id', '=', older.deliveryId)
      .execute();
    await t.deps.db
      .updateTable('delivery_command')
      .set({ validation_date: '2026-11-15T09:00:00.000Z' })
      .where('id', '=', mine.commandId)
      .execute();

    const a = await as('admin');
    const commands = await a<Commands>('/deliveries/commands/list');
    expect(ids(commands.commands)).toEqual([pending, mine.commandId, theirs.commandId, older.commandId]);
    expect(
      ids((await a<Commands>(`/deliveries/commands/list?targetOUId=${rootOuId}`)).commands),
    ).toHaveLength(4);
    expect(ids((await a<Commands>(`/deliveries/commands/list?targetOUId=${finance.ouId}`)).commands)).toEqual(
      [theirs.commandId],
    );
    expect(
      ids(
        (await a<Commands>(`/deliveries/commands/list?targetOwnerId=${sender.id}&state=OUTPUTTED`)).commands,
      ),
    ).toEqual([mine.commandId, older.commandId]);
    const commandPage = await a<Commands>('/deliveries/commands/list?maxResults=3');
    expect(commandPage.commands).toHaveLength(3);
    expect(commandPage.overflow).toBe(true);

    const deliveries = await a<Deliveries>('/deliveries/list');
    expect(ids(deliveries.deliveries)).toEqual([mine.deliveryId, theirs.deliveryId, older.deliveryId]);
    expect(deliveries.deliveries[0]!.validationDate).toBe('2026-11-15T09:00:00.000Z');
    expect(ids((await a<Deliveries>('/deliveries/list?state=CANCELLED')).deliveries)).toEqual([
      older.deliveryId,
    ]);
    expect(ids((await a<Deliveries>(`/deliveries/list?targetOwnerId=${finance.id}`)).deliveries)).toEqual([
      theirs.deliveryId,
    ]);
    expect(ids((await a<Deliveries>(`/deliveries/list?targetOUId=${rootOuId}`)).deliveries)).toHaveLength(3);
    expect(ids((await a<Deliveries>(`/deliveries/list?targetOUId=${sender.ouId}`)).deliveries)).toEqual([
      mine.deliveryId,
      older.deliveryId,
    ]);
    const deliveryPage = await a<Deliveries>('/deliveries/list?maxResults=2');
    expect(ids(deliveryPage.deliveries)).toEqual([mine.deliveryId, theirs.deliveryId]);
    expect(deliveryPage.overflow).toBe(true);

    const s = await as('sender');
    expect(ids((await s<Deliveries>(`/deliveries/list?targetOwnerId=${finance.id}`)).deliveries)).toEqual([]);
    expect(ids((await s<Deliveries>('/deliveries/list')).deliveries)).toEqual([
      mine.deliveryId,
      older.deliveryId,
    ]);
  });
});

describe('GET /shipments/list with several statuses', () => {
  it('merges the newest of each status into one page, newest first, with overflow', async () => {
    const at = (day: number) => `2026-11-${String(day).padStart(2, '0')}T08:00:00.000Z`;
    const mailed10 = await insertShipment(t.deps.db, sender, { statusCode: 600, at: at(10) });
    const delivered12 = await insertShipment(t.deps.db, sender, { statusCode: 610, at: at(12) });
    const mailed14 = await insertShipment(t.deps.db, sender, { statusCode: 600, at: at(14) });
    const bounced13 = await insertShipment(t.deps.db, sender, { statusCode: -711, at: at(13) });
    await insertShipment(t.deps.db, sender, { statusCode: 300, at: at(15) });
    await insertShipment(t.deps.db, finance, { statusCode: 600, at: at(16) });

    const s = await as('sender');
    const all = await s<Shipments>('/shipments/list?statusValues=600,610,-711');
    expect(ids(all.shipments)).toEqual([mailed14, bounced13, delivered12, mailed10]);
    expect(all.overflow).toBe(false);
    const page = await s<Shipments>('/shipments/list?statusValues=600,610&maxResults=2');
    expect(ids(page.shipments)).toEqual([mailed14, delivered12]);
    expect(page.overflow).toBe(true);
    const errors = await s<Shipments>('/shipments/list?statusValues=600,-711&unacknowledged=true');
    expect(ids(errors.shipments)).toEqual([bounced13]);
    const narrow = await s<Shipments>(
      '/shipments/list?statusValues=600,610&fromDate=2026-11-11&toDate=2026-11-13',
    );
    expect(ids(narrow.shipments)).toEqual([delivered12]);
  });
});

describe('GET /deliveries/late', () => {
  it('answers a page at a time, oldest post date first, with the counts of each delivery of the page', async () => {
    const late = async (postDate: string, codes: number[]) => {
      const d = await insertDelivery(t.deps.db, sender, { postDate });
      for (const statusCode of codes) await insertShipment(t.deps.db, sender, { statusCode, delivery: d });
      return d.deliveryId;
    };
    const oldest = await late('2026-11-02', [300, 400, 600]);
    const middle = await late('2026-11-05', [400, -711]);
    const newest = await late('2026-11-09', [300]);
    await late('2026-11-03', [600, 610]); // all mailed: not late

    const s = await as('sender');
    type Late = {
      deliveries: { id: string; recipients: number; lateShipments: number }[];
      overflow: boolean;
    };
    const page = await s<Late>('/deliveries/late?latePostDate=2026-11-18&lateStatus=600&maxResults=2');
    expect(page).toEqual({
      deliveries: [
        expect.objectContaining({ id: oldest, recipients: 3, lateShipments: 2 }),
        expect.objectContaining({ id: middle, recipients: 2, lateShipments: 1 }),
      ],
      overflow: true,
    });
    const rest = await s<Late>('/deliveries/late?latePostDate=2026-11-18&lateStatus=600');
    expect(ids(rest.deliveries)).toEqual([oldest, middle, newest]);
    expect(rest.overflow).toBe(false);
    expect(await s('/deliveries/late/count?latePostDate=2026-11-18&lateStatus=600')).toEqual({
      deliveries: 3,
      shipments: 4,
    });
    expect(await s('/deliveries/late/count?latePostDate=2026-11-01&lateStatus=600')).toEqual({
      deliveries: 0,
      shipments: 0,
    });
    const f = await as('finance-sender');
    expect(await f('/deliveries/late/count?latePostDate=2026-11-18&lateStatus=600')).toEqual({
      deliveries: 0,
      shipments: 0,
    });
  });
});

describe('list indexes (migration 0015)', () => {
  const LIST_INDEXES = [
    'job_date_scope_idx',
    'delivery_command_date_scope_idx',
    'delivery_date_scope_idx',
    'shipment_date_scope_idx',
    'shipment_status_scope_idx',
    'delivery_state_idx',
    'delivery_post_date_idx',
    'shipment_delivery_status_idx',
    'shipment_command_idx',
    'pack_group_command_idx',
  ];

  it('exist on the database', async () => {
    const names =
      t.deps.dialect === 'sqlite'
        ? await sql<{ name: string }>`select name from sqlite_master where type = 'index'`.execute(t.deps.db)
        : await sql<{
            name: string;
          }>`select indexname as name from pg_indexes where schemaname = current_schema()`.execute(t.deps.db);
    expect(names.rows.map((r) => r.name)).toEqual(expect.arrayContaining(LIST_INDEXES));
  });

  // SQLite plans from the schema alone (the server runs no ANALYZE), so a plan read on a small database is the
  // plan of a large one. PostgreSQL plans from its statistics: its plans are measured, not asserted.
  it.skipIf(process.env.DATABASE_URL?.startsWith('postgres'))(
    'read a page in date order through the index on SQLite, for every kind of scope',
    async () => {
      const plan = async (query: { compile: () => CompiledQuery }) => {
        const compiled = query.compile();
        const rows = await t.deps.db.executeQuery<{ detail: string }>(
          CompiledQuery.raw(`explain query plan ${compiled.sql}`, [...compiled.parameters]),
        );
        return rows.rows.map((r) => r.detail);
      };
      const range = { from: '2026-10-20T00:00:00.000Z', toExclusive: '2026-11-21T00:00:00.000Z' };
      const scopes: Scope[] = [
        { all: true },
        { all: false, ouPath: '/root/sales/', groupId: null, ownerId: sender.id },
        { all: false, ouPath: null, groupId: 'group', ownerId: sender.id },
        { all: false, ouPath: null, groupId: null, ownerId: sender.id },
      ];
      for (const scope of scopes) {
        const plans = {
          job: await plan(jobListQuery(t.deps.db, scope, { range }, 101)),
          delivery_command: await plan(commandListQuery(t.deps.db, scope, { range, limit: 101 })),
          delivery: await plan(deliveryListQuery(t.deps.db, scope, { range, limit: 101 })),
          shipment: await plan(shipmentListQuery(t.deps.db, scope, { range }, 101)),
        };
        for (const [table, details] of Object.entries(plans)) {
          expect(details, `${table} ${JSON.stringify(scope)}`).toContainEqual(
            expect.stringContaining(`USING INDEX ${table}_date_scope_idx`),
          );
          // Only ties of the same date are sorted, never the whole range.
          expect(details).not.toContain('USE TEMP B-TREE FOR ORDER BY');
        }
        const byStatus = await plan(
          shipmentListQuery(t.deps.db, scope, { range, statusCodes: [600, 610, -711] }, 101),
        );
        const searches = byStatus.filter((d) => /^(SEARCH|SCAN) shipment\b/.test(d));
        expect(searches).toHaveLength(3);
        for (const d of searches) expect(d).toContain('USING INDEX shipment_status_scope_idx (status_code=?');
      }
    },
  );
});
