import type { Insertable, Transaction } from 'kysely';
import type { Db } from '../../platform/db/database';
import type { Database, PrintedFileTable, PrinterSettingTable } from '../../platform/db/schema';
import { visibleRows, type Scope } from '../../platform/policy';

type Executor = Db | Transaction<Database>;

// ---- Printer settings and tokens (one row per user).

export const printerSettingOf = (db: Executor, userId: string) =>
  db.selectFrom('printer_setting').selectAll().where('user_id', '=', userId).executeTakeFirst();

/** Writes the user's printer settings, creating their row on first use. */
export async function upsertPrinterSetting(
  db: Executor,
  userId: string,
  values: Partial<Omit<Insertable<PrinterSettingTable>, 'user_id'>> & { updated_at: string },
): Promise<void> {
  await db
    .insertInto('printer_setting')
    .values({ user_id: userId, ...values })
    .onConflict((oc) => oc.column('user_id').doUpdateSet(values))
    .execute();
}

/** The user a printer token (its hash) belongs to, with their printer mode and service. */
export const printerByTokenHash = (db: Executor, tokenHash: string) =>
  db.selectFrom('printer_setting').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst();

export async function touchPrinterToken(db: Executor, userId: string, at: string): Promise<void> {
  await db
    .updateTable('printer_setting')
    .set({ token_last_used_at: at })
    .where('user_id', '=', userId)
    .execute();
}

// ---- Printed files.

export async function insertPrintedFile(db: Executor, row: Insertable<PrintedFileTable>): Promise<void> {
  await db.insertInto('printed_file').values(row).execute();
}

/** The next IPP job number of a user (job-id is an integer, counted per user from 1). */
export async function nextIppJobId(db: Executor, ownerId: string): Promise<number> {
  const row = await db
    .selectFrom('printed_file')
    .select((eb) => eb.fn.max('ipp_job_id').as('last'))
    .where('owner_id', '=', ownerId)
    .executeTakeFirst();
  return Number(row?.last ?? 0) + 1;
}

export const visiblePrintedFiles = (db: Executor, scope: Scope, limit = 1000) =>
  db
    .selectFrom('printed_file')
    .selectAll()
    .where(visibleRows('printed_file', scope))
    .orderBy('printed_at', 'desc')
    .orderBy('ipp_job_id', 'desc')
    .limit(limit)
    .execute();

export const visiblePrintedFile = (db: Executor, scope: Scope, id: string) =>
  db
    .selectFrom('printed_file')
    .selectAll()
    .where('id', '=', id)
    .where(visibleRows('printed_file', scope))
    .executeTakeFirst();

export const printedFileByIppJobId = (db: Executor, ownerId: string, ippJobId: number) =>
  db
    .selectFrom('printed_file')
    .selectAll()
    .where('owner_id', '=', ownerId)
    .where('ipp_job_id', '=', ippJobId)
    .executeTakeFirst();

export const printedFileById = (db: Executor, id: string) =>
  db.selectFrom('printed_file').selectAll().where('id', '=', id).executeTakeFirst();

/** The printed file an automated deposit was made from. */
export const printedFileOfJob = (db: Executor, jobId: string) =>
  db.selectFrom('printed_file').selectAll().where('job_id', '=', jobId).executeTakeFirst();

/** Deletes a printed file that no deposit holds (waiting or failed); false when it was deposited meanwhile. */
export async function deleteUnheldPrintedFile(db: Executor, id: string): Promise<boolean> {
  const r = await db
    .deleteFrom('printed_file')
    .where('id', '=', id)
    .where('status', 'in', ['waiting', 'failed'])
    .executeTakeFirst();
  return Number(r.numDeletedRows) === 1;
}

/** Moves a printed file from one of `from` to a new status (and job, error); false when it was elsewhere. */
export async function movePrintedFile(
  db: Executor,
  id: string,
  from: readonly string[],
  to: { status: string; job_id?: string | null; command_id?: string | null; error?: string | null },
): Promise<boolean> {
  const r = await db
    .updateTable('printed_file')
    .set(to)
    .where('id', '=', id)
    .where('status', 'in', [...from])
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/** The pack groups of a job an order may take (not rejected nor ordered), in their order. */
export const orderablePackGroupIds = async (db: Executor, jobId: string): Promise<string[]> =>
  (
    await db
      .selectFrom('pack_group')
      .select('id')
      .where('job_id', '=', jobId)
      .where('state', '=', 'CREATED')
      .where('command_id', 'is', null)
      .orderBy('position')
      .execute()
  ).map((r) => r.id);
