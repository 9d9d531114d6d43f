import { JOB_PENDING_STATES } from '@postbridge/domain';
import type { ExpressionBuilder, Transaction } from 'kysely';
import type { Db } from '../../platform/db/database';
import type { Database, StoredFileTable } from '../../platform/db/schema';

/** Sessions that ended (expired or signed out) before `before`. */
export async function deleteEndedSessions(db: Db, before: string): Promise<number> {
  const r = await db
    .deleteFrom('session')
    .where((eb) => eb.or([eb('expires_at', '<', before), eb('revoked_at', '<', before)]))
    .executeTakeFirst();
  return Number(r.numDeletedRows);
}

/** Reset links that expired or were used before `before`. */
export async function deleteEndedPasswordResets(db: Db, before: string): Promise<number> {
  const r = await db
    .deleteFrom('password_reset')
    .where((eb) => eb.or([eb('expires_at', '<', before), eb('used_at', '<', before)]))
    .executeTakeFirst();
  return Number(r.numDeletedRows);
}

/** Idempotency keys (platform/http/idempotency.ts) created before `before`: their 24 h are over. */
export async function deleteIdempotencyKeysBefore(db: Db, before: string): Promise<number> {
  const r = await db.deleteFrom('idempotency_key').where('created_at', '<', before).executeTakeFirst();
  return Number(r.numDeletedRows);
}

// ---- Retention (docs/product.md §3 freezeDelayDays, fileDelayDays, dataDelayDays): see apply-retention.ts.

type Executor = Db | Transaction<Database>;
export type DelayColumn = 'freeze_delay_days' | 'file_delay_days' | 'data_delay_days';
const PENDING: string[] = [...JOB_PENDING_STATES];

/** The distinct delays, in days above 0, that OUs set in `column` (0: the step never happens for them). */
export async function delaysInUse(db: Db, column: DelayColumn): Promise<number[]> {
  const rows = await db.selectFrom('ou').select(column).distinct().where(column, '>', 0).execute();
  return rows.map((r) => Number(r[column]));
}

/**
 * Jobs of the OUs whose `column` is `days`, created before `before`, the oldest first, that retention may still
 * change: not locked (a locked job refuses every later event, docs/product.md §4) and not pending (CREATED,
 * PROCESSING).
 */
const oldJobs = (db: Db, column: DelayColumn, days: number, before: string) =>
  db
    .selectFrom('job')
    .innerJoin('ou', 'ou.id', 'job.ou_id')
    .selectAll('job')
    .where(`ou.${column}`, '=', days)
    .where('job.creation_date', '<', before)
    .where('job.locked', '=', 0)
    .where('job.state', 'not in', PENDING)
    .orderBy('job.creation_date')
    .orderBy('job.id');

/** Old jobs not frozen that retention never froze (a job a user unfroze afterwards stays unfrozen). */
export const jobsToFreeze = (db: Db, days: number, before: string, limit: number) =>
  oldJobs(db, 'freeze_delay_days', days, before)
    .where('job.frozen', '=', 0)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('history as h')
            .select('h.id')
            .where('h.entity_type', '=', 'job')
            .whereRef('h.entity_id', '=', 'job.id')
            .where('h.action', '=', 'frozen')
            .where('h.login', 'is', null),
        ),
      ),
    )
    .limit(limit)
    .execute();

export const jobsToPurgeFiles = (db: Db, days: number, before: string, limit: number) =>
  oldJobs(db, 'file_delay_days', days, before).where('job.files_purged', '=', 0).limit(limit).execute();

export const jobsToEraseData = (db: Db, days: number, before: string, limit: number) =>
  oldJobs(db, 'data_delay_days', days, before).where('job.data_erased', '=', 0).limit(limit).execute();

/** Sets files_purged if it is not set and the job may still lose its files; false otherwise (another worker). */
export async function flagJobFilesPurged(db: Executor, jobId: string, at: string): Promise<boolean> {
  const r = await db
    .updateTable('job')
    .set((eb) => ({ files_purged: 1, updated_at: at, version: eb('version', '+', 1) }))
    .where('id', '=', jobId)
    .where('files_purged', '=', 0)
    .where('locked', '=', 0)
    .where('state', 'not in', PENDING)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/** Sets data_erased and writes the scrubbed parameters, under the same conditions as flagJobFilesPurged. */
export async function flagJobDataErased(
  db: Executor,
  jobId: string,
  parameters: string,
  at: string,
): Promise<boolean> {
  const r = await db
    .updateTable('job')
    .set((eb) => ({ data_erased: 1, parameters, updated_at: at, version: eb('version', '+', 1) }))
    .where('id', '=', jobId)
    .where('data_erased', '=', 0)
    .where('locked', '=', 0)
    .where('state', 'not in', PENDING)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/** Empties the values of a job's pack groups; their states, positions and pages stay. Answers how many. */
export async function erasePackGroupData(db: Executor, jobId: string): Promise<number> {
  const r = await db
    .updateTable('pack_group')
    .set((eb) => ({
      requirements: '{}',
      metadata: '{}',
      metadata_issues: '[]',
      identifier: null,
      address_error: null,
      version: eb('version', '+', 1),
    }))
    .where('job_id', '=', jobId)
    .executeTakeFirst();
  return Number(r.numUpdatedRows);
}

/** Empties the record values and identifiers of a job's orphan chunks. Answers how many. */
export async function eraseOrphanChunkData(db: Executor, jobId: string): Promise<number> {
  const r = await db
    .updateTable('orphan_chunk')
    .set({ values: '{}', identifier: null })
    .where('job_id', '=', jobId)
    .executeTakeFirst();
  return Number(r.numUpdatedRows);
}

/** The deposited files of a job (archive entries included) with their stored file. */
export const storedFilesOfJob = (db: Executor, jobId: string) =>
  db
    .selectFrom('job_input_file as f')
    .innerJoin('stored_file as s', 's.id', 'f.stored_file_id')
    .select(['f.id as input_file_id', 's.id as stored_file_id'])
    .where('f.job_id', '=', jobId)
    .execute();

/**
 * Every column with a foreign key to stored_file. `referenced` below checks each; housekeeping's tests compare
 * this list with the schema, so a new one cannot be forgotten (a file it references would be deleted).
 */
export const STORED_FILE_REFERENCES = [
  'job_input_file.stored_file_id',
  'service_file.stored_file_id',
  'shipment_tracking_file.stored_file_id',
  'printed_file.stored_file_id',
];

type FromStoredFile = ExpressionBuilder<Database & { s: StoredFileTable }, 's'>;

/**
 * Whether a row still references the stored file `s` (STORED_FILE_REFERENCES). With `keptOnly`, input files of
 * jobs whose files were purged do not count: their bytes are no longer needed for them.
 */
function referenced(eb: FromStoredFile, keptOnly: boolean) {
  return eb.or([
    eb.exists(
      eb
        .selectFrom('job_input_file as r')
        .innerJoin('job as j', 'j.id', 'r.job_id')
        .select('r.id')
        .whereRef('r.stored_file_id', '=', 's.id')
        .$if(keptOnly, (q) => q.where('j.files_purged', '=', 0)),
    ),
    eb.exists(eb.selectFrom('service_file as r').select('r.id').whereRef('r.stored_file_id', '=', 's.id')),
    eb.exists(
      eb.selectFrom('shipment_tracking_file as r').select('r.id').whereRef('r.stored_file_id', '=', 's.id'),
    ),
    eb.exists(eb.selectFrom('shipment as r').select('r.id').whereRef('r.output_file_id', '=', 's.id')),
    // A printed file keeps its file while it waits (or failed); once deposited, its job's retention decides.
    eb.exists(
      eb
        .selectFrom('printed_file as r')
        .select('r.id')
        .whereRef('r.stored_file_id', '=', 's.id')
        .$if(keptOnly, (q) => q.where('r.status', 'in', ['waiting', 'failed'])),
    ),
  ]);
}

/**
 * Takes the row locks of these stored files with an update that changes nothing. A purge of another job
 * sharing one of them then waits until this transaction ends and sees its flag: without it, two workers purging
 * the last two jobs of a shared file would each see the other's job still keeping it, and neither delete it.
 */
export async function lockStoredFiles(db: Executor, ids: readonly string[]): Promise<void> {
  if (!ids.length) return;
  await db
    .updateTable('stored_file')
    .set((eb) => ({ storage_key: eb.ref('storage_key') }))
    .where('id', 'in', [...ids])
    .execute();
}

/** Among these stored files, those no job keeping its files, service or other row needs any more. */
export const storedFilesNoLongerNeeded = (db: Executor, ids: readonly string[]) =>
  ids.length
    ? db
        .selectFrom('stored_file as s')
        .select(['s.id', 's.storage_key', 's.size'])
        .where('s.id', 'in', [...ids])
        .where((eb) => eb.not(referenced(eb, true)))
        .execute()
    : Promise.resolve([]);

/**
 * Deletes up to `limit` stored files created before `before` that no row references (an upload no deposit
 * used, a service file replaced), answering their keys and sizes. The foreign keys refuse the deletion of a
 * file referenced meanwhile by a transaction not yet committed.
 */
export const deleteUnreferencedStoredFiles = (db: Executor, before: string, limit: number) =>
  db
    .deleteFrom('stored_file')
    .where('id', 'in', (eb) =>
      eb
        .selectFrom('stored_file as s')
        .select('s.id')
        .where('s.created_at', '<', before)
        .where((sub) => sub.not(referenced(sub, false)))
        .limit(limit),
    )
    .returning(['storage_key', 'size'])
    .execute();

/** Among these input files, those of jobs whose files are kept. */
export const inputFilesKept = async (db: Db, ids: readonly string[]): Promise<Set<string>> => {
  const kept = new Set<string>();
  for (let i = 0; i < ids.length; i += 500) {
    const rows = await db
      .selectFrom('job_input_file as f')
      .innerJoin('job as j', 'j.id', 'f.job_id')
      .select('f.id')
      .where('f.id', 'in', ids.slice(i, i + 500))
      .where('j.files_purged', '=', 0)
      .execute();
    for (const r of rows) kept.add(r.id);
  }
  return kept;
};

/** The tracking documents (shipment_tracking_file) of the shipments of a job's commands, with their stored file. */
export const trackingFilesOfJob = (db: Executor, jobId: string) =>
  db
    .selectFrom('shipment_tracking_file as t')
    .innerJoin('shipment as s', 's.id', 't.shipment_id')
    .innerJoin('delivery_command as c', 'c.id', 's.command_id')
    .select(['t.id', 't.stored_file_id'])
    .where('c.job_id', '=', jobId)
    .execute();

export async function deleteTrackingFiles(db: Executor, ids: readonly string[]): Promise<void> {
  if (ids.length)
    await db
      .deleteFrom('shipment_tracking_file')
      .where('id', 'in', [...ids])
      .execute();
}

// ---- Webhook history: see webhook-history.ts.

/** The states a webhook event ends in; only `pending` is not. */
const FINISHED_WEBHOOK_STATES = ['delivered', 'failed', 'refused', 'dropped'];

/** Up to `limit` finished webhook events that finished (or, without an end date, were created) before `before`. */
export const oldFinishedWebhookEvents = (db: Db, before: string, limit: number) =>
  db
    .selectFrom('webhook_event')
    .select('id')
    .where('state', 'in', FINISHED_WEBHOOK_STATES)
    .where((eb) =>
      eb.or([
        eb('finished_at', '<', before),
        eb.and([eb('finished_at', 'is', null), eb('created_at', '<', before)]),
      ]),
    )
    .limit(limit)
    .execute();

/** Deletes these webhook events, their attempts first; a pending event is never deleted. Answers how many. */
export async function deleteFinishedWebhookEvents(db: Executor, ids: readonly string[]): Promise<number> {
  if (!ids.length) return 0;
  const finished = (eb: ExpressionBuilder<Database, 'webhook_event'>) =>
    eb.and([eb('id', 'in', [...ids]), eb('state', 'in', FINISHED_WEBHOOK_STATES)]);
  await db
    .deleteFrom('webhook_attempt')
    .where('webhook_event_id', 'in', (eb) => eb.selectFrom('webhook_event').select('id').where(finished))
    .execute();
  const r = await db.deleteFrom('webhook_event').where(finished).executeTakeFirst();
  return Number(r.numDeletedRows);
}
