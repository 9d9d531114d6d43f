import type { z } from 'zod';
import type { Transaction } from 'kysely';
import type { Database } from '../../../platform/db/schema';
import type { Deps } from '../../../platform/deps';
import { JOB_STATE } from '../../../platform/ipp/ipp-client';
import { setHandOver } from '../hand-over-queries';
import { shipmentsPrintedIn } from '../queries';
import { recordSendStatus } from '../../shipments';
import { IPP_JOB_TASK } from '../tasks';
import { getJob, jobStateName, type JobFacts } from './ipp-printer';

// The ipp-print provider follows each print job to its end (docs/providers.md "Print over IPP"): a queued task
// asks the printer for the job (Get-Job-Attributes), then queues the next look at a growing interval — the worker
// never waits on a printer. The end is recorded on every shipment of the print file, in one transaction:
// completed → 600, canceled or aborted → -700 with the printer's reasons, a job the printer no longer knows or
// that never ends → -750 (someone checks the printer). docs/domain-decisions.md "Print over IPP".

type IppJobFollow = z.input<(typeof IPP_JOB_TASK)['payload']>;

/** A job not finished after this long is left to a person (-750). */
const IPP_FOLLOW_DAYS = 7;

/** Status of a letter whose print job completed: it left the platform, printed, in the mail room's hands. */
export const IPP_PRINTED_STATUS = 600;

/** When the look number `poll` runs: IPP_POLL_SECONDS × 2^poll after now, at most IPP_POLL_MAX_SECONDS. */
export function nextLookAt(now: Date, poll: number, settings: Deps['config']['sending']): Date {
  const seconds = Math.min(settings.ippPollSeconds * 2 ** poll, settings.ippPollMaxSeconds);
  return new Date(now.getTime() + seconds * 1000);
}

/** Queues a look at a job (idempotent: one task per file and look number). */
export async function queueJobLook(
  deps: Deps,
  follow: IppJobFollow,
  tx?: Transaction<Database>,
): Promise<void> {
  await deps.queue.enqueue(IPP_JOB_TASK, follow, {
    runAt: nextLookAt(deps.clock.now(), follow.poll, deps.config.sending),
    singletonKey: `ipp-job:${follow.deliveryId}:${follow.outputFileId}:${follow.poll}`,
    ...(tx ? { tx } : {}),
  });
}

type End = { statusCode: number; outcome: string; error: string | null; details: Record<string, unknown> };

/** How a job that the printer reports ends for the letters, or null while it is not finished. */
export function endOf(job: JobFacts): End | null {
  const details = {
    jobId: job.jobId,
    jobUri: job.jobUri,
    jobState: jobStateName(job.state),
    jobStateReasons: job.stateReasons,
    ...(job.stateMessage ? { jobStateMessage: job.stateMessage } : {}),
    ...(job.impressionsCompleted !== null ? { impressionsCompleted: job.impressionsCompleted } : {}),
    ...(job.sheetsCompleted !== null ? { sheetsCompleted: job.sheetsCompleted } : {}),
  };
  if (job.state === JOB_STATE.completed) {
    return { statusCode: IPP_PRINTED_STATUS, outcome: 'printed', error: null, details };
  }
  if (job.state === JOB_STATE.canceled || job.state === JOB_STATE.aborted) {
    const reasons = job.stateReasons.filter((r) => r !== 'none').join(', ') || 'no reason given';
    const error = `The printer ${jobStateName(job.state) === 'canceled' ? 'canceled' : 'aborted'} job ${job.jobId} (${reasons})${job.stateMessage ? `: ${job.stateMessage}` : ''}.`;
    return { statusCode: -700, outcome: jobStateName(job.state), error, details };
  }
  return null;
}

/** The end recorded on each letter of the file still waiting for it (event `<outcome>:<job>:<shipment>`). */
async function recordEnd(deps: Deps, follow: IppJobFollow, end: End): Promise<void> {
  const at = deps.clock.now().toISOString();
  await deps.db.transaction().execute(async (tx) => {
    for (const shipment of await shipmentsPrintedIn(tx, follow.deliveryId, follow.outputFileId)) {
      if (end.error) await setHandOver(tx, shipment.id, { last_error: end.error, updated_at: at });
      await recordSendStatus(deps, tx, shipment.id, {
        source: 'ipp-print',
        eventId: `${end.outcome}:${follow.jobId}@${follow.printerUri}:${shipment.id}`,
        statusCode: end.statusCode,
        details: {
          printerUri: follow.printerUri,
          ...end.details,
          ...(end.error ? { error: end.error } : {}),
        },
      });
    }
  });
}

/** One look at a job (IPP_JOB_TASK); a printer that does not answer is asked again at the next look. */
export async function followIppJob(deps: Deps, follow: IppJobFollow): Promise<void> {
  if (!(await shipmentsPrintedIn(deps.db, follow.deliveryId, follow.outputFileId)).length) return;
  const overdue = deps.clock.now().getTime() - Date.parse(follow.since) > IPP_FOLLOW_DAYS * 24 * 3600 * 1000;
  let job: JobFacts | 'notFound';
  try {
    job = await getJob(follow.printerUri, deps.config.sending.ippUserName, follow.jobId);
  } catch (err) {
    deps.log.warn(
      { printerUri: follow.printerUri, jobId: follow.jobId, err: (err as Error).message },
      'ipp-print: the printer did not answer about a job; asking again later',
    );
    if (!overdue) return queueJobLook(deps, { ...follow, poll: follow.poll + 1 });
    return recordEnd(deps, follow, {
      statusCode: -750,
      outcome: 'overdue',
      error: `The printer has not answered about job ${follow.jobId} for ${IPP_FOLLOW_DAYS} days (${(err as Error).message}); check the printer.`,
      details: { jobId: follow.jobId },
    });
  }
  if (job === 'notFound') {
    const error = `The printer no longer knows job ${follow.jobId} (restarted, or it forgot the finished job): whether the letters printed is not known; check the printer's output.`;
    return recordEnd(deps, follow, {
      statusCode: -750,
      outcome: 'unknown',
      error,
      details: { jobId: follow.jobId },
    });
  }
  const end = endOf(job);
  if (end) return recordEnd(deps, follow, end);
  if (overdue) {
    const error = `The printer did not finish job ${job.jobId} in ${IPP_FOLLOW_DAYS} days (it is ${jobStateName(job.state)}); check the printer.`;
    return recordEnd(deps, follow, {
      statusCode: -750,
      outcome: 'overdue',
      error,
      details: { jobId: job.jobId, jobState: jobStateName(job.state) },
    });
  }
  await queueJobLook(deps, { ...follow, poll: follow.poll + 1 });
}
