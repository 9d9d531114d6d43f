import type { Insertable, Transaction } from 'kysely';
import type { Db } from '../../platform/db/database';
import type { Database, PackGroupTable, PackTable } from '../../platform/db/schema';
import { flag } from '../../platform/db/util';
import { visibleRows, type Scope } from '../../platform/policy';
import { appendEvents, packGroupStateEvent, type EventDeps } from '../../platform/events';
import { movePackGroups } from '../lifecycle';

type Executor = Db | Transaction<Database>;

/** The pack groups among these ids the scope lets the caller act on. */
export const visiblePackGroups = (db: Db, scope: Scope, ids: readonly string[]) =>
  ids.length
    ? db
        .selectFrom('pack_group')
        .selectAll()
        .where('id', 'in', [...ids])
        .where(visibleRows('pack_group', scope))
        .orderBy('job_id')
        .orderBy('position')
        .execute()
    : Promise.resolve([]);

export const visiblePackGroup = async (db: Db, scope: Scope, id: string) =>
  (await visiblePackGroups(db, scope, [id]))[0];

export const packGroupsByIds = (db: Executor, ids: readonly string[]) =>
  db
    .selectFrom('pack_group')
    .selectAll()
    .where('id', 'in', [...ids])
    .orderBy('job_id')
    .orderBy('position')
    .execute();

/** Moves pack groups from CREATED to REJECTED, each with its event; answers how many moved. */
export async function rejectCreatedPackGroups(
  deps: EventDeps,
  tx: Transaction<Database>,
  ids: readonly string[],
): Promise<number> {
  return movePackGroups(deps, tx, 'CREATED', 'REJECTED', (qb) => qb.where('id', 'in', [...ids]));
}

/** Writes edited requirement values if the pack group is still at `version`; false when it was not. */
export async function updatePackGroupRequirements(
  db: Executor,
  id: string,
  version: number,
  values: { requirements: string; address_quality: string | null; address_error: string | null },
): Promise<boolean> {
  const r = await db
    .updateTable('pack_group')
    .set((eb) => ({ ...values, state: 'CREATED', version: eb('version', '+', 1) }))
    .where('id', '=', id)
    .where('version', '=', version)
    .where('state', '=', 'CREATED')
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/** The deposited file a pack group was split from, with where it is stored. */
export const inputFileOfPackGroup = (db: Db, inputFileId: string) =>
  db
    .selectFrom('job_input_file as f')
    .innerJoin('stored_file as s', 's.id', 'f.stored_file_id')
    .select(['f.id', 's.name', 's.storage_key'])
    .where('f.id', '=', inputFileId)
    .executeTakeFirst();

/** Sets the frozen flag if it is still `!frozen` (and the job is not locked); false otherwise. */
export async function setJobFrozen(
  db: Executor,
  jobId: string,
  frozen: boolean,
  at: string,
): Promise<boolean> {
  const r = await db
    .updateTable('job')
    .set((eb) => ({ frozen: flag(frozen), updated_at: at, version: eb('version', '+', 1) }))
    .where('id', '=', jobId)
    .where('frozen', '=', flag(!frozen))
    .where('locked', '=', 0)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

export async function clearJobInvalidated(db: Executor, jobId: string): Promise<void> {
  await db.updateTable('job').set({ invalidated: 0 }).where('id', '=', jobId).execute();
}

/**
 * Splits a pack group: it takes the first part's row (if still CREATED, free and at `version`), the later
 * pack groups of its job move down to make room, the other parts are inserted; its packs are replaced by the
 * parts' packs. False (nothing written) when the pack group changed meanwhile.
 */
export async function writeSplitPackGroup(
  deps: EventDeps,
  db: Transaction<Database>,
  id: string,
  version: number,
  parts: { packGroups: Insertable<PackGroupTable>[]; packs: Insertable<PackTable>[] },
): Promise<boolean> {
  const [first, ...others] = parts.packGroups;
  if (!first) return false;
  const r = await db
    .updateTable('pack_group')
    .set((eb) => ({
      first_page: first.first_page,
      last_page: first.last_page,
      requirements: first.requirements,
      metadata: first.metadata,
      metadata_issues: first.metadata_issues,
      preflight: first.preflight,
      identifier: first.identifier,
      address_quality: first.address_quality,
      address_error: first.address_error,
      version: eb('version', '+', 1),
    }))
    .where('id', '=', id)
    .where('version', '=', version)
    .where('state', '=', 'CREATED')
    .where('command_id', 'is', null)
    .executeTakeFirst();
  if (Number(r.numUpdatedRows) !== 1) return false;
  await db
    .updateTable('pack_group')
    .set((eb) => ({ position: eb('position', '+', others.length) }))
    .where('job_id', '=', first.job_id)
    .where('position', '>', first.position)
    .where('id', '!=', id)
    .execute();
  if (others.length) await db.insertInto('pack_group').values(others).execute();
  // Each new part is a new letter: a `packGroup.state` event from nothing.
  await appendEvents(
    deps,
    db,
    others.map((g) => packGroupStateEvent({ ...g, command_id: g.command_id ?? null }, g.state, null)),
  );
  await db.deleteFrom('pack').where('pack_group_id', '=', id).execute();
  if (parts.packs.length) await db.insertInto('pack').values(parts.packs).execute();
  return true;
}

/** Marks the job as changed (its pack group count is counted from its pack groups). */
export async function touchJob(db: Executor, jobId: string, at: string): Promise<void> {
  await db.updateTable('job').set({ updated_at: at }).where('id', '=', jobId).execute();
}
