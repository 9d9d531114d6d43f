import { boxAcceptsFileType } from '@postbridge/documents';
import type { Selectable } from 'kysely';
import type { PrintedFileTable } from '../../platform/db/schema';
import type { Deps } from '../../platform/deps';
import { AppError } from '../../platform/errors';
import { appendHistory } from '../../platform/history/queries';
import { ownScope, type SessionContext } from '../../platform/policy';
import { accountById, canSignIn, sessionContextOf } from '../auth';
import { checkOptions, createCommand } from '../deliveries';
import { presentStoredFile, visibleStoredFile } from '../files';
import { createJob, jobById } from '../jobs';
import { readableService, storedConfiguration } from '../services';
import {
  movePrintedFile,
  orderablePackGroupIds,
  printedFileById,
  printedFileOfJob,
  printerSettingOf,
} from './queries';
import { NOTIFY_PRINTED_TASK } from './tasks';

// Automated printing (docs/product.md §1 "Modes"): a printed file is deposited into the user's service with no
// screen, and once its letters are made (jobs' PRINTED_JOB_PROCESSED_TASK, queued when processing ends), ordered
// with the service's default options. The deposit and the order are the ones the screens make, as the user; when
// anything refuses, the printed file is `failed` with the reason and the user is told.

type Row = Selectable<PrintedFileTable>;

/** The printed file's owner as a session of theirs, if they may still deposit. */
async function ownerSession(deps: Deps, row: Row): Promise<SessionContext | null> {
  const account = await accountById(deps.db, row.owner_id);
  return account && canSignIn(account) ? sessionContextOf(account, 'printer') : null;
}

/** Task printer.deposit: the printed file becomes a deposit (job) in the user's service. */
export async function depositPrintedFile(deps: Deps, payload: { printedFileId: string }): Promise<void> {
  const row = await printedFileById(deps.db, payload.printedFileId);
  if (!row || row.status !== 'waiting' || row.mode !== 'automated') return;
  const session = await ownerSession(deps, row);
  if (!session)
    return failPrintedFile(deps, row, 'printer.error.orderRefused', { why: 'the user may not deposit' });
  const serviceId = (await printerSettingOf(deps.db, row.owner_id))?.service_id;
  if (!serviceId) return failPrintedFile(deps, row, 'printer.error.noService', {});
  let service;
  try {
    service = storedConfiguration(await readableService(deps, session, serviceId));
  } catch {
    return failPrintedFile(deps, row, 'printer.error.noService', { serviceId });
  }
  // A box inside another (an archive's entries) is not deposited into directly.
  const pdfBoxes = service.boxes.filter(
    (b) => !b.parent && boxAcceptsFileType(b.boxType, b.parserConfiguration?.kind, 'pdf'),
  );
  const box = pdfBoxes.find((b) => b.main) ?? pdfBoxes[0];
  if (!box) return failPrintedFile(deps, row, 'printer.error.noCompatibleBox', { serviceId });
  const stored = await visibleStoredFile(deps.db, ownScope(session), row.stored_file_id);
  if (!stored) return failPrintedFile(deps, row, 'printer.error.fileNotFound', {});
  try {
    // createJob marks the printed file deposited, in the transaction that records the job.
    await createJob(deps, session, {
      parameters: { serviceId, jobName: row.name.replace(/\.pdf$/i, '') },
      files: [{ field: `file.${box.name}.0`, stored: presentStoredFile(stored) }],
    });
  } catch (err) {
    if (!(err instanceof AppError)) throw err;
    const wrongType = err.issues?.some((i) => i.key === 'job.invalidFileType' || i.key === 'job.unknownBox');
    return failPrintedFile(
      deps,
      row,
      wrongType ? 'printer.error.noCompatibleBox' : 'printer.error.uploadError',
      {
        message: err.message,
      },
    );
  }
}

/**
 * Task jobs.printedJobProcessed: the deposit of an automated printed file ended its processing. Letters made:
 * all of them ordered with the service's defaults, unless one cannot be sent (the plan's issues and letters no
 * channel can carry refuse the whole document: a printed document leaves whole or not at all).
 */
export async function orderPrintedJob(deps: Deps, payload: { jobId: string }): Promise<void> {
  const row = await printedFileOfJob(deps.db, payload.jobId);
  if (!row || row.status !== 'deposited' || row.mode !== 'automated') return;
  const job = await jobById(deps.db, payload.jobId);
  if (!job) return;
  if (job.state === 'PROCESSING_ERROR') {
    return failPrintedFile(deps, row, 'printer.error.processingFailed', {
      key: job.error_key,
      message: job.error_message,
    });
  }
  if (job.state !== 'PACK_GROUPS_CREATED') return;
  const session = await ownerSession(deps, row);
  if (!session)
    return failPrintedFile(deps, row, 'printer.error.orderRefused', { why: 'the user may not order' });
  const packGroupIds = await orderablePackGroupIds(deps.db, job.id);
  if (!packGroupIds.length) return failPrintedFile(deps, row, 'printer.error.lettersRefused', { letters: 0 });
  try {
    const plan = await checkOptions(deps, session, { packGroupIds, serviceChannelOptions: {} });
    const issues = plan.issues.filter((i) => i.severity === 'error');
    if (issues.length || plan.notEligible.length) {
      return failPrintedFile(deps, row, 'printer.error.lettersRefused', {
        issues: issues.map((i) => i.key),
        notEligible: plan.notEligible.length,
      });
    }
    // createCommand marks the printed file ordered, in the transaction that records the order.
    await createCommand(deps, session, { packGroupIds, serviceChannelOptions: {} });
  } catch (err) {
    if (!(err instanceof AppError)) throw err;
    return failPrintedFile(deps, row, 'printer.error.orderRefused', { message: err.message });
  }
}

/** The printed file is `failed` with the reason (a printer.error.* key), in its history; the user is told. */
async function failPrintedFile(
  deps: Deps,
  row: Row,
  reason: string,
  details: Record<string, unknown>,
): Promise<void> {
  const at = deps.clock.now().toISOString();
  await deps.db.transaction().execute(async (tx) => {
    if (!(await movePrintedFile(tx, row.id, ['waiting', 'deposited'], { status: 'failed', error: reason })))
      return;
    await appendHistory(tx, {
      entityType: 'printedFile',
      entityId: row.id,
      ouId: row.ou_id,
      action: 'failed',
      state: 'failed',
      login: null,
      at,
      details: { reason, jobId: row.job_id, ...details },
    });
    await deps.queue.enqueue(NOTIFY_PRINTED_TASK, { printedFileId: row.id, kind: 'failed' }, { tx });
  });
}
