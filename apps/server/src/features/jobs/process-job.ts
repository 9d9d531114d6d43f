import type { Readable } from 'node:stream';
import type { Transaction } from 'kysely';
import { DocumentError } from '@postbridge/documents';
import { jobCreationParametersSchema, validateJobFiles } from '@postbridge/domain';
import type { Database } from '../../platform/db/schema';
import { parseJson } from '../../platform/db/util';
import type { Deps } from '../../platform/deps';
import { appendHistory } from '../../platform/history/queries';
import { preflightProfilesOf } from '../channels';
import { consentLinkSignerFor } from '../recipients';
import { serviceById, storedConfiguration } from '../services';
import { runDeposit, sliceOptionsOf, type SliceOptions } from './deposit-ranges';
import { JobProcessingError } from './deposit-work';
import { jobProgressWriter } from './progress-writer';
import { ArchiveDispatchError, expandArchives } from './expand-archives';
import {
  defaultMailCountryOf,
  holdsAutomatedPrintedFile,
  inputFilesOfJobs,
  jobById,
  moveJobState,
  replacePackGroups,
  writeJobProgress,
} from './queries';
import { z } from 'zod';
import { defineTask } from '../../platform/queue/queue';
import { analyzeAfterBulkWrite } from '../../platform/db/statistics';

export const PROCESS_JOB_TASK = defineTask('jobs.process', z.object({ jobId: z.string() }));
/**
 * A deposit of automated printing (features/printer) ended its processing, with letters or in error: the printer
 * orders it or records why not. Queued in the transaction that ends the processing, so that nothing polls.
 */
export const PRINTED_JOB_PROCESSED_TASK = defineTask(
  'jobs.printedJobProcessed',
  z.object({ jobId: z.string() }),
);

/** A stream's bytes, in an ArrayBuffer of their own (a thread can take it over; small Buffers share a pool). */
export async function readAll(stream: Readable): Promise<Uint8Array> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return new Uint8Array(Buffer.concat(chunks));
}

/**
 * The worker's task for a deposit (docs/product.md §4 job creation flow): CREATED → PROCESSING →
 * PACK_GROUPS_CREATED, or PROCESSING_ERROR with the cause. Archives are extracted into their boxes
 * (expand-archives.ts); each PDF of a PDF box is split per the box's (or the deposit's) split configuration
 * and each data file read record by record; the documents are grouped by recipient (build-pack-groups.ts:
 * main parts, records by position, child boxes reconciled, the rest orphan chunks); each group becomes a pack
 * group with its metadata, identifier, packs and requirement values computed and checked.
 * Idempotent: a job no longer CREATED is left alone, and a re-run replaces the pack groups it made.
 */
export const PROCESS_JOB_MAX_ATTEMPTS = 3;

export async function processJob(
  deps: Deps,
  jobId: string,
  attempt = PROCESS_JOB_MAX_ATTEMPTS,
  /** How the work is cut between threads (deposit-ranges.ts): by default one slice per thread of the pool. */
  slices: SliceOptions = sliceOptionsOf(deps.work),
): Promise<void> {
  const job = await jobById(deps.db, jobId);
  if (!job || !['CREATED', 'PROCESSING'].includes(job.state)) return;
  const started = deps.clock.now().toISOString();
  if (job.state === 'CREATED') {
    await deps.db.transaction().execute(async (tx) => {
      if (!(await moveJobState(deps, tx, jobId, ['CREATED'], 'PROCESSING', started))) return;
      await appendHistory(tx, {
        entityType: 'job',
        entityId: jobId,
        ouId: job.ou_id,
        action: 'processing',
        state: 'PROCESSING',
        login: null,
        at: started,
      });
    });
  }
  // A run starts the work over (a resumed job after a crash too): the figures of an earlier run no longer hold.
  await writeJobProgress(deps.db, jobId, null);
  const progress = jobProgressWriter(deps, jobId);
  try {
    const serviceRow = await serviceById(deps.db, job.service_id ?? '');
    const service = serviceRow ? storedConfiguration(serviceRow) : null;
    if (!service)
      throw new JobProcessingError('job.unknownService', 'The service of this deposit no longer exists.');
    const parameters = jobCreationParametersSchema.parse(
      parseJson(job.parameters, { serviceId: service.id }),
    );
    const defaultCountry = (await defaultMailCountryOf(deps.db, job.ou_id)) ?? '';
    let files = await inputFilesOfJobs(deps.db, [jobId]);
    if (await expandArchives(deps, job, service, files)) files = await inputFilesOfJobs(deps.db, [jobId]);
    const documents = files.filter((f) => !f.apposition);
    const filesByBox: Record<string, { name: string }[]> = {};
    for (const f of documents) (filesByBox[f.box_name] ??= []).push({ name: f.name });
    const missing = validateJobFiles(service, filesByBox, { archivesExtracted: true })[0];
    if (missing) {
      throw new JobProcessingError(
        missing.key,
        `Box ${String(missing.params?.box)} holds ${String(missing.params?.count)} file(s) once the archive is extracted; it needs ${String(missing.params?.min)} to ${String(missing.params?.max)}.`,
      );
    }
    // The bytes are read here (storage is I/O); the split and the checks run in the work pool.
    const contents: Record<string, Uint8Array> = {};
    for (const [index, f] of documents.entries()) {
      progress.report({ done: index, total: documents.length, unit: 'files' });
      contents[f.id] = await readAll(await deps.files.get(f.storage_key));
    }
    // The consentLink node signs in the work pool: it gets the sender account's signer as data.
    const consentLinks = await consentLinkSignerFor(deps, job.ou_id);
    const outcome = await runDeposit(
      deps.work,
      {
        job,
        service,
        parameters,
        files,
        contents,
        defaultCountry,
        now: deps.clock.now(),
        consentLinks,
        preflight: await preflightProfilesOf(deps.db, service),
      },
      (p) => progress.report(p),
      slices,
    );
    await progress.flush();
    if ('refused' in outcome) throw new JobProcessingError(outcome.refused.key, outcome.refused.message);
    const { made } = outcome;
    const at = deps.clock.now().toISOString();
    await deps.db.transaction().execute(async (tx) => {
      await replacePackGroups(deps, tx, jobId, made);
      // The last figure: every page gone through (a report still in flight from the thread was dropped).
      await writeJobProgress(tx, jobId, { done: made.pdfPages, total: made.pdfPages, unit: 'pages' });
      if (!(await moveJobState(deps, tx, jobId, ['PROCESSING'], 'PACK_GROUPS_CREATED', at))) return;
      await queuePrintedFollowUp(deps, tx, jobId);
      await appendHistory(tx, {
        entityType: 'job',
        entityId: jobId,
        ouId: job.ou_id,
        action: 'packGroupsCreated',
        state: 'PACK_GROUPS_CREATED',
        login: null,
        at,
        details: {
          packGroups: made.packGroups.length,
          orphanChunks: made.orphanChunks.length,
          preflightMs: Math.round(made.preflightMs),
        },
      });
    });
    // A big deposit wrote many pack groups: the planner's statistics of the tables lists read by (PostgreSQL).
    // The deposit is done whatever ANALYZE answers.
    await analyzeAfterBulkWrite(deps.db, ['pack_group', 'pack'], made.packGroups.length).catch(
      (err: unknown) => deps.log.warn({ err, jobId }, 'analyze after a deposit failed'),
    );
  } catch (err) {
    await progress.flush();
    // A bad deposit fails at once; anything else (storage, database) is retried by the queue first.
    const key =
      err instanceof JobProcessingError || err instanceof ArchiveDispatchError
        ? err.key
        : err instanceof DocumentError
          ? err.code
          : 'job.processingFailed';
    if (key === 'job.processingFailed' && attempt < PROCESS_JOB_MAX_ATTEMPTS) throw err;
    const message = err instanceof Error ? err.message : String(err);
    if (key === 'job.processingFailed') deps.log.error({ err, jobId }, 'job processing failed');
    await endProcessingInError(deps, job, key, message);
  }
}

/** PROCESSING → PROCESSING_ERROR with its cause (a label key and the technical message), and its history row. */
async function endProcessingInError(
  deps: Deps,
  job: { id: string; ou_id: string },
  key: string,
  message: string,
): Promise<void> {
  const at = deps.clock.now().toISOString();
  await deps.db.transaction().execute(async (tx) => {
    if (!(await moveJobState(deps, tx, job.id, ['PROCESSING'], 'PROCESSING_ERROR', at, { message, key })))
      return;
    await queuePrintedFollowUp(deps, tx, job.id);
    await appendHistory(tx, {
      entityType: 'job',
      entityId: job.id,
      ouId: job.ou_id,
      action: 'processingError',
      state: 'PROCESSING_ERROR',
      login: null,
      at,
      details: { key, message },
    });
  });
}

/**
 * The queue gave the deposit's task up: processing it stopped the worker process every time (a pathological
 * file, a memory blow-up), so the handler never recorded a failure. The deposit ends in PROCESSING_ERROR with
 * job.processingCrashed instead of staying PROCESSING for ever, and the other deposits go on.
 */
export async function giveUpJobProcessing(deps: Deps, jobId: string, reason: string): Promise<void> {
  const job = await jobById(deps.db, jobId);
  if (!job || job.state !== 'PROCESSING') return;
  await endProcessingInError(deps, job, 'job.processingCrashed', reason);
}

/** Queues PRINTED_JOB_PROCESSED_TASK for a deposit of automated printing, in the transaction ending its processing. */
async function queuePrintedFollowUp(deps: Deps, tx: Transaction<Database>, jobId: string): Promise<void> {
  if (!(await holdsAutomatedPrintedFile(tx, jobId))) return;
  await deps.queue.enqueue(
    PRINTED_JOB_PROCESSED_TASK,
    { jobId },
    { tx, singletonKey: `printed-job:${jobId}` },
  );
}
