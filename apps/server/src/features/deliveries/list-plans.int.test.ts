import { CompiledQuery, sql, type QueryId, type RootOperationNode } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../../platform/db/database';
import { userIdOf } from '../../test/factories';
import { createTestContext, type TestContext } from '../../test/test-deps';
import { inputFilesOfJobs, packGroupCounts } from '../jobs/queries';
import { deliveriesOfCommands, packGroupsPerCommand, recipientsPerDelivery } from './queries';

// Issue 12: at 1,000,000 shipments the first pages of the commands, deliveries and jobs lists took up to a second
// on a PostgreSQL without table statistics, because `count(*) … where command_id in (…)` of a page's hundred
// keys is planned, from the default selectivity of an unknown column, as half the table: a full scan. What a
// page reads beside its rows (counts, deliveries, input files) is now looked up key by key. These tests read
// the plans PostgreSQL makes for them on tables of 20,000 rows that were never analysed (`npm run bench --
// lists` measures the million).

const ROWS = 20_000;
const KEYS = 2_000;
const AT = '2026-11-19T09:00:00.000Z';

let t: TestContext;
beforeEach(async () => {
  t = await createTestContext();
});
afterEach(async () => {
  await t.close();
});

/** Jobs, their input files, commands, deliveries, pack groups and shipments, inserted by the server itself. */
async function fill(db: Db, owner: { id: string; ouId: string }) {
  const own = sql`${owner.ouId}, ${owner.id}`;
  const statements = [
    sql`insert into job (id, ou_id, owner_id, name, state, creation_date, updated_at)
        select 'j' || i, ${own}, 'job ' || i, 'PACK_GROUPS_CREATED_SENT', ${AT}, ${AT} from generate_series(1, ${KEYS}) i`,
    sql`insert into stored_file (id, ou_id, owner_id, name, size, sha256, content_type, file_type, storage_key, created_at)
        select 'f' || i, ${own}, 'letters.pdf', 1, 'x', 'application/pdf', 'pdf', 'deposits/f' || i, ${AT}
          from generate_series(1, ${KEYS}) i`,
    sql`insert into job_input_file (id, job_id, stored_file_id, box_name, position)
        select 'i' || i, 'j' || i, 'f' || i, 'main', 0 from generate_series(1, ${KEYS}) i`,
    sql`insert into delivery_command (id, ou_id, owner_id, job_id, state, creation_date, updated_at)
        select 'c' || i, ${own}, 'j' || i, 'OUTPUTTED', ${AT}, ${AT} from generate_series(1, ${KEYS}) i`,
    sql`insert into delivery (id, command_id, job_id, ou_id, owner_id, service_id, channel_id,
                              service_channel_label, name, nuid, state, creation_date, updated_at)
        select 'd' || i, 'c' || i, 'j' || i, ${own}, 'letters', 'simple-mail', 'Mail', 'd' || i, 'N-d' || i,
               'OUTPUTTED', ${AT}, ${AT} from generate_series(1, ${KEYS}) i`,
    sql`insert into pack_group (id, job_id, ou_id, owner_id, position, input_file_id, first_page, last_page,
                                state, created_at, command_id, delivery_id)
        select 'p' || i, 'j' || k, ${own}, i, 'i' || k, 1, 1, 'SHIPMENT_ASSOCIATED', ${AT}, 'c' || k, 'd' || k
          from generate_series(1, ${ROWS}) i, lateral (select i % ${KEYS} + 1 as k) key`,
    sql`insert into shipment (id, ou_id, owner_id, command_id, delivery_id, pack_group_id, channel_id, nuid,
                              status_code, creation_date, updated_at)
        select 's' || i, ${own}, 'c' || k, 'd' || k, 'p' || i, 'simple-mail', 'N-s' || i, 600, ${AT}, ${AT}
          from generate_series(1, ${ROWS}) i, lateral (select i % ${KEYS} + 1 as k) key`,
  ];
  for (const statement of statements) await statement.execute(db);
}

/** The plans (EXPLAIN, text) of every query `read` runs. */
async function plansOf(db: Db, read: (db: Db) => Promise<unknown>): Promise<string[]> {
  // Subqueries pass through transformQuery too: only those whose result comes back were run.
  const nodes = new Map<QueryId, RootOperationNode>();
  const run: RootOperationNode[] = [];
  const spy = db.withPlugin({
    transformQuery: ({ node, queryId }) => {
      nodes.set(queryId, node);
      return node;
    },
    transformResult: async ({ result, queryId }) => {
      run.push(nodes.get(queryId)!);
      return result;
    },
  });
  await read(spy);
  const plans: string[] = [];
  for (const node of run) {
    const compiled = db.getExecutor().compileQuery(node, { queryId: 'plan' });
    const { rows } = await db.executeQuery<{ 'QUERY PLAN': string }>(
      CompiledQuery.raw(`explain ${compiled.sql}`, [...compiled.parameters]),
    );
    plans.push(rows.map((r) => r['QUERY PLAN']).join('\n'));
  }
  return plans;
}

const FULL_SCAN = /Seq Scan on (pack_group|shipment|delivery|job_input_file|stored_file)\b/;

describe.skipIf(!process.env.DATABASE_URL?.startsWith('postgres'))('list pages on PostgreSQL', () => {
  it('read counts, deliveries and input files of a page through indexes on tables never analysed', async () => {
    await fill(t.deps.db, await userIdOf(t.deps.db, 'sender'));
    const analysed = await sql<{ n: string }>`
      select count(*) as n from pg_stats
       where schemaname = current_schema() and tablename in ('pack_group', 'shipment', 'delivery')`.execute(
      t.deps.db,
    );
    expect(Number(analysed.rows[0]!.n)).toBe(0);

    // A page: a hundred keys spread over the table.
    const page = Array.from({ length: 100 }, (_, n) => n * 20 + 1);
    const jobs = page.map((n) => `j${n}`);
    const commands = page.map((n) => `c${n}`);
    const deliveries = page.map((n) => ({ id: `d${n}`, command_id: `c${n}` }));

    // What the old shape planned: a scan of every pack group for a hundred commands.
    const inList = await sql<{ 'QUERY PLAN': string }>`
      explain select command_id, count(*) from pack_group where command_id in (${sql.join(commands)})
       group by command_id`.execute(t.deps.db);
    expect(inList.rows.map((r) => r['QUERY PLAN']).join('\n')).toMatch(FULL_SCAN);

    const reads: [string, (db: Db) => Promise<unknown>][] = [
      ['pack groups per command', (db) => packGroupsPerCommand(db, commands)],
      ['recipients per delivery', (db) => recipientsPerDelivery(db, deliveries)],
      ['deliveries of commands', (db) => deliveriesOfCommands(db, commands)],
      ['pack groups per job', (db) => packGroupCounts(db, jobs)],
      ['input files of jobs', (db) => inputFilesOfJobs(db, jobs)],
    ];
    for (const [name, read] of reads) {
      const plans = await plansOf(t.deps.db, read);
      expect(plans, name).toHaveLength(1);
      expect(plans[0], name).not.toMatch(FULL_SCAN);
      expect(plans[0], name).toMatch(/Index (Only )?Scan|Bitmap Index Scan/);
    }

    // And they count what the page holds: ten pack groups and ten shipments a command and delivery.
    expect([...(await packGroupsPerCommand(t.deps.db, commands)).values()]).toEqual(page.map(() => 10));
    expect([...(await recipientsPerDelivery(t.deps.db, deliveries)).values()]).toEqual(page.map(() => 10));
    expect([...(await packGroupCounts(t.deps.db, jobs)).values()]).toEqual(page.map(() => 10));
    expect((await deliveriesOfCommands(t.deps.db, commands)).map((d) => d.id).sort()).toEqual(
      deliveries.map((d) => d.id).sort(),
    );
    expect((await inputFilesOfJobs(t.deps.db, jobs)).map((f) => f.job_id).sort()).toEqual([...jobs].sort());
  });
});
