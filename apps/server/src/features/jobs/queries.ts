import { sql, type Insertable, type RawBuilder, type SqlBool, type Transaction } from 'kysely';
import type { Db } from '../../platform/db/database';
import type {
  Database,
  JobInputFileTable,
  JobTable,
  OrphanChunkTable,
  PackGroupTable,
  PackTable,
  StoredFileTable,
} from '../../platform/db/schema';
import { inOuSubtree, isPostgres, keyRows, toCount } from '../../platform/db/util';
import { visibleRows, type Scope } from '../../platform/policy';
import type { Range } from '../counters';
import {
  appendEvents,
  jobStateEvent,
  lockEventLog,
  packGroupStateEvent,
  type EventDeps,
} from '../../platform/events';

type Executor = Db | Transaction<Database>;

/** The business lists (jobs, delivery commands, deliveries, shipments): tables with an owner, an OU and a date. */
type ListedTable = 'job' | 'delivery_command' | 'delivery' | 'shipment';

/**
 * The list filters of docs/product.md §7 shared by every business list (`targetOwnerId`, `targetOUId`, the
 * range).
 */
export type ListFilter = {
  range?: Range | undefined;
  ownerId?: string | undefined;
  ouId?: string | undefined;
};

/**
 * The `where` of a list: the rows the scope shows (platform/policy.ts, the only tenant filter) narrowed by the
 * filters. `ouId` is that OU and the OUs below it; an unknown OU matches nothing. A filter never widens what the
 * scope shows. Lists read the newest first through `<table>_date_scope_idx` (migration 0015).
 */
export function listedRows(table: ListedTable, scope: Scope, filter: ListFilter): RawBuilder<SqlBool> {
  const column = (name: string) => sql.ref(`${table}.${name}`);
  const conditions = [visibleRows(table, scope)];
  if (filter.range) {
    conditions.push(sql<SqlBool>`${column('creation_date')} >= ${filter.range.from}`);
    conditions.push(sql<SqlBool>`${column('creation_date')} < ${filter.range.toExclusive}`);
  }
  if (filter.ownerId !== undefined) conditions.push(sql<SqlBool>`${column('owner_id')} = ${filter.ownerId}`);
  if (filter.ouId !== undefined) conditions.push(inOuSubtree(`${table}.ou_id`, filter.ouId));
  return sql<SqlBool>`(${sql.join(conditions, sql` and `)})`;
}

/** Inserts a new job and its files, with its first `job.state` event (from nothing). */
export async function insertJob(
  deps: EventDeps,
  tx: Transaction<Database>,
  row: Insertable<JobTable> & { id: string },
  files: Insertable<JobInputFileTable>[],
) {
  await tx.insertInto('job').values(row).execute();
  if (files.length) await tx.insertInto('job_input_file').values(files).execute();
  await appendEvents(deps, tx, [jobStateEvent(row, row.state, null)]);
}

/** For the worker: a job whatever its owner. */
export const jobById = (db: Executor, id: string) =>
  db.selectFrom('job').selectAll().where('id', '=', id).executeTakeFirst();

export const visibleJob = (db: Db, scope: Scope, id: string) =>
  db.selectFrom('job').selectAll().where('id', '=', id).where(visibleRows('job', scope)).executeTakeFirst();

/** A page of the jobs list, newest first; `limit` one more than the page tells whether more match. */
export const jobListQuery = (db: Db, scope: Scope, filter: ListFilter, limit: number) =>
  db
    .selectFrom('job')
    .selectAll()
    .where(listedRows('job', scope, filter))
    .orderBy('creation_date', 'desc')
    .orderBy('id')
    .limit(limit);

export const visibleJobs = (db: Db, scope: Scope, filter: ListFilter, limit: number) =>
  jobListQuery(db, scope, filter, limit).execute();

/**
 * Moves a job from one state to another, with its `job.state` event; false when it was no longer in `from`
 * (another worker or user), and then nothing is written. The one writer of a job's state.
 */
export async function moveJobState(
  deps: EventDeps,
  tx: Transaction<Database>,
  id: string,
  from: readonly string[],
  to: string,
  at: string,
  error?: { message: string; key: string },
): Promise<boolean> {
  await lockEventLog(deps, tx);
  const job = await tx
    .selectFrom('job')
    .select(['id', 'ou_id', 'owner_id', 'state'])
    .where('id', '=', id)
    .where('state', 'in', [...from])
    .$if(deps.dialect === 'postgres', (qb) => qb.forUpdate())
    .executeTakeFirst();
  if (!job) return false;
  const r = await tx
    .updateTable('job')
    .set((eb) => ({
      state: to,
      updated_at: at,
      version: eb('version', '+', 1),
      error_message: error?.message ?? null,
      error_key: error?.key ?? null,
    }))
    .where('id', '=', id)
    .where('state', '=', job.state)
    .executeTakeFirst();
  if (Number(r.numUpdatedRows) !== 1) return false;
  if (job.state !== to) await appendEvents(deps, tx, [jobStateEvent(job, to, job.state, error?.key)]);
  return true;
}

/**
 * Writes a processing job's progress (null: none yet). Only while the job is PROCESSING: a late figure cannot
 * overwrite the last one of a job that ended. The worker's writes are rare (progress-writer.ts), and no version
 * bump: progress is not an edit of the job.
 */
export async function writeJobProgress(
  db: Executor,
  id: string,
  progress: { done: number; total: number; unit: string } | null,
): Promise<void> {
  await db
    .updateTable('job')
    .set({
      progress_done: progress?.done ?? null,
      progress_total: progress?.total ?? null,
      progress_unit: progress?.unit ?? null,
    })
    .where('id', '=', id)
    .where('state', '=', 'PROCESSING')
    .execute();
}

/**
 * The input files of jobs with their stored files. On PostgreSQL each job's are looked up apart (a LATERAL
 * subquery per job, kept whole by OFFSET 0 so the planner cannot merge it into a join it would answer by
 * reading both tables): a page of jobs costs a hundred index lookups, whatever the statistics say.
 */
export const inputFilesOfJobs = async (db: Db, jobIds: string[]) => {
  if (!jobIds.length) return [];
  const files = () =>
    db
      .selectFrom('job_input_file as f')
      .innerJoin('stored_file as s', 's.id', 'f.stored_file_id')
      .select([
        'f.id',
        'f.job_id',
        'f.box_name',
        'f.apposition',
        'f.position',
        'f.source_input_file_id',
        'f.entry_name',
        's.id as file_id',
        's.name',
        's.storage_key',
        's.file_type',
      ]);
  if (!isPostgres(db)) {
    return files().where('f.job_id', 'in', jobIds).orderBy('f.box_name').orderBy('f.position').execute();
  }
  return db
    .selectFrom(keyRows(jobIds, 'k'))
    .innerJoinLateral(
      files().where('f.job_id', '=', sql.ref<string>('k.column1')).offset(0).as('i'),
      (join) => join.onTrue(),
    )
    .selectAll('i')
    .orderBy('i.box_name')
    .orderBy('i.position')
    .execute();
};
export type InputFileRow = Awaited<ReturnType<typeof inputFilesOfJobs>>[number];

/**
 * Pack groups per job, counted job by job (a correlated count per key: one index lookup each, where `job_id in
 * (…)` may read the whole table on a PostgreSQL without statistics).
 */
export async function packGroupCounts(db: Db, jobIds: string[]): Promise<Map<string, number>> {
  if (!jobIds.length) return new Map();
  const rows = await db
    .selectFrom(keyRows([...new Set(jobIds)], 'k'))
    .select([
      'k.column1 as job_id',
      (eb) =>
        eb
          .selectFrom('pack_group')
          .select((e) => e.fn.countAll<string | number>().as('n'))
          .whereRef('pack_group.job_id', '=', 'k.column1')
          .as('n'),
    ])
    .execute();
  return new Map(rows.map((r) => [r.job_id, toCount(r.n)]));
}

/** Inserts rows in batches (SQLite allows a bounded number of bound values per statement). */
async function insertInBatches<T extends 'pack_group' | 'pack' | 'orphan_chunk'>(
  db: Executor,
  table: T,
  rows: Insertable<Database[T]>[],
) {
  for (let i = 0; i < rows.length; i += 200)
    await db
      .insertInto(table)
      .values(rows.slice(i, i + 200) as never)
      .execute();
}

/**
 * Replaces what processing made of a job: pack groups, their packs and the orphan chunks (processing is
 * idempotent: a re-run rebuilds them).
 */
export async function replacePackGroups(
  deps: EventDeps,
  tx: Transaction<Database>,
  jobId: string,
  made: {
    packGroups: (Insertable<PackGroupTable> & { id: string })[];
    packs: Insertable<PackTable>[];
    orphanChunks: Insertable<OrphanChunkTable>[];
  },
) {
  await tx.deleteFrom('pack').where('job_id', '=', jobId).execute();
  await tx.deleteFrom('orphan_chunk').where('job_id', '=', jobId).execute();
  await tx.deleteFrom('pack_group').where('job_id', '=', jobId).execute();
  await insertInBatches(tx, 'pack_group', made.packGroups);
  await insertInBatches(tx, 'pack', made.packs);
  await insertInBatches(tx, 'orphan_chunk', made.orphanChunks);
  // Each new letter is a `packGroup.state` event from nothing (a re-run's letters are new ones).
  await appendEvents(
    deps,
    tx,
    made.packGroups.map((g) =>
      packGroupStateEvent({ ...g, command_id: g.command_id ?? null }, g.state, null),
    ),
  );
}

/** The packs of these pack groups. */
export const packsOfPackGroups = (db: Db, packGroupIds: readonly string[]) =>
  packGroupIds.length
    ? db
        .selectFrom('pack')
        .selectAll()
        .where('pack_group_id', 'in', [...packGroupIds])
        .execute()
    : Promise.resolve([]);

export const packsOfJob = (db: Db, jobId: string) =>
  db.selectFrom('pack').selectAll().where('job_id', '=', jobId).execute();

export const orphanChunksOfJob = (db: Db, jobId: string) =>
  db.selectFrom('orphan_chunk').selectAll().where('job_id', '=', jobId).orderBy('position').execute();

/** Files already extracted from a deposited archive (a re-run reuses them rather than extracting again). */
export const extractedFilesOf = (db: Executor, archiveInputFileId: string) =>
  db
    .selectFrom('job_input_file')
    .select(['id', 'box_name', 'entry_name'])
    .where('source_input_file_id', '=', archiveInputFileId)
    .execute();

/** Records the files extracted from an archive: their stored files and their job input files, together. */
export async function insertExtractedFiles(
  db: Executor,
  rows: { stored: Insertable<StoredFileTable>; input: Insertable<JobInputFileTable> }[],
) {
  for (const { stored, input } of rows) {
    await db.insertInto('stored_file').values(stored).execute();
    await db.insertInto('job_input_file').values(input).execute();
  }
}

export const packGroupsOfJob = (db: Db, jobId: string) =>
  db.selectFrom('pack_group').selectAll().where('job_id', '=', jobId).orderBy('position').execute();

/**
 * The mail country of an OU (docs/product.md §3 defaultMailCountry): its own, else that of its nearest
 * ancestor that sets one (a company sets it once for all its units); null when none on the way to the root
 * does.
 */
export async function defaultMailCountryOf(db: Db, ouId: string): Promise<string | null> {
  const ou = await db.selectFrom('ou').select('path').where('id', '=', ouId).executeTakeFirst();
  const ids = [...new Set([...(ou?.path.split('/').filter(Boolean) ?? []), ouId])];
  const rows = await db
    .selectFrom('ou')
    .select(['path', 'default_mail_country'])
    .where('id', 'in', ids)
    .where('default_mail_country', 'is not', null)
    .where('default_mail_country', '!=', '')
    .execute();
  return rows.sort((a, b) => b.path.length - a.path.length)[0]?.default_mail_country ?? null;
}

/** A deposited file with its stored file, if the caller may see its job. */
export const visibleInputFile = (db: Db, scope: Scope, inputFileId: string) =>
  db
    .selectFrom('job_input_file as f')
    .innerJoin('job', 'job.id', 'f.job_id')
    .innerJoin('stored_file as s', 's.id', 'f.stored_file_id')
    .selectAll('s')
    .select(['f.id as input_file_id', 'f.job_id'])
    .where('f.id', '=', inputFileId)
    .where(visibleRows('job', scope))
    .executeTakeFirst();

/** The ids, among these, of jobs the caller may see. */
export const visibleJobIds = async (db: Db, scope: Scope, ids: string[]): Promise<string[]> =>
  ids.length
    ? (
        await db
          .selectFrom('job')
          .select('id')
          .where('id', 'in', ids)
          .where(visibleRows('job', scope))
          .execute()
      ).map((r) => r.id)
    : [];

/** Among these jobs, those whose files were purged. */
export const jobsWithFilesPurged = async (db: Db, jobIds: readonly string[]): Promise<Set<string>> =>
  new Set(
    jobIds.length
      ? (
          await db
            .selectFrom('job')
            .select('id')
            .where('id', 'in', [...jobIds])
            .where('files_purged', '=', 1)
            .execute()
        ).map((r) => r.id)
      : [],
  );

// ---- Printed files (features/printer): a deposit of a printed file moves it (docs/api.md "Virtual printer").

/** Among these stored files, those that are printed files already ordered (they may not be deposited again). */
export const orderedPrintedFiles = (db: Executor, storedFileIds: readonly string[]) =>
  storedFileIds.length
    ? db
        .selectFrom('printed_file')
        .select(['id', 'stored_file_id', 'name'])
        .where('stored_file_id', 'in', [...storedFileIds])
        .where('status', '=', 'ordered')
        .execute()
    : Promise.resolve([]);

/** The printed files among these stored files are now deposited in `jobId`; answers those moved. */
export async function markPrintedFilesDeposited(
  db: Executor,
  storedFileIds: readonly string[],
  jobId: string,
): Promise<{ id: string; ou_id: string }[]> {
  if (!storedFileIds.length) return [];
  return db
    .updateTable('printed_file')
    .set({ status: 'deposited', job_id: jobId, command_id: null, error: null })
    .where('stored_file_id', 'in', [...storedFileIds])
    .where('status', 'in', ['waiting', 'deposited', 'failed'])
    .returning(['id', 'ou_id'])
    .execute();
}

/** Whether the job holds a printed file of automated printing, which orders it once processed. */
export async function holdsAutomatedPrintedFile(db: Executor, jobId: string): Promise<boolean> {
  const row = await db
    .selectFrom('printed_file')
    .select('id')
    .where('job_id', '=', jobId)
    .where('mode', '=', 'automated')
    .where('status', '=', 'deposited')
    .executeTakeFirst();
  return !!row;
}
