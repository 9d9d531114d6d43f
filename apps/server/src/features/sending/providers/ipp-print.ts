import { buffer } from 'node:stream/consumers';
import { parseJson } from '../../../platform/db/util';
import { manifestKeyOf } from '../../../platform/files/storage-keys';
import { channelProviderSettings } from '../../channel-providers';
import { SendingSetupError } from '../delivery-context';
import { commandIsIn, SENDABLE_COMMAND_STATES, storedFileById } from '../queries';
import { nextAttemptAt } from '../retry';
import { queueJobLook } from './ipp-job-follow';
import {
  getJob,
  getPrinterFacts,
  jobsNamed,
  jobStateName,
  jobTemplateOf,
  printerProblem,
  submitJob,
  type JobFacts,
  type PrinterFacts,
  type PrintFileSetup,
} from './ipp-printer';
import { makePrintOutput } from './print-output';
import type { DeliveryContext, ProviderAdapter, SendLedger, SendOptions, ShipmentRow } from './provider';

// `ipp-print`: each print file of a delivery (the print-ready PDF print-drop drops, made the same way) sent to an
// IPP Everywhere printer or a CUPS queue, then followed to its end (ipp-job-follow.ts). The printer URI: the
// endpoint set in System for the channel, else IPP_PRINTERS. docs/providers.md "Print over IPP"; the guarantee
// (never printed twice): docs/domain-decisions.md "Print over IPP".

const SOURCE = 'ipp-print';
/** How long a hand-over may stay unreported before another run resolves it (longer than two IPP calls). */
const HAND_OVER_LEASE_MS = 5 * 60_000;

/** The reference a claim keeps once the printer created the job: `ipp-job:<job id>@<printer URI>`. */
export const jobReference = (jobId: number, printerUri: string) => `ipp-job:${jobId}@${printerUri}`;
export function parseJobReference(value: string | null): { jobId: number; printerUri: string } | null {
  const match = /^ipp-job:(\d+)@(ipps?:\/\/.+)$/.exec(value ?? '');
  return match ? { jobId: Number(match[1]), printerUri: match[2]! } : null;
}

/** The channel's printer: the endpoint set in System, else IPP_PRINTERS; null when neither gives one. */
const printerUriOf = async (ctx: DeliveryContext): Promise<string | null> =>
  (await channelProviderSettings(ctx.deps, ctx.channel.id)).endpoint ??
  ctx.deps.config.sending.ippPrinters[ctx.channel.id] ??
  null;

const noPrinter = (ctx: DeliveryContext) =>
  `Neither System nor IPP_PRINTERS gives a printer URI for the channel ${ctx.channel.id}.`;

/** The delivery's shipments grouped by the print file they were composed in. */
function byOutputFile(shipments: readonly ShipmentRow[]): Map<string, ShipmentRow[]> {
  const files = new Map<string, ShipmentRow[]>();
  for (const s of shipments) {
    if (s.output_file_id) files.set(s.output_file_id, [...(files.get(s.output_file_id) ?? []), s]);
  }
  return files;
}

const failure = (err: unknown) => (err instanceof Error ? err.message : String(err));

type Pass = {
  ctx: DeliveryContext;
  ledger: SendLedger;
  options: SendOptions;
  printerUri: string;
  userName: string;
};

/**
 * The printer holds the job: its first look is queued (before the shipments are recorded, so that a worker dying
 * in between leaves a job that is still followed), then each shipment is recorded at 400 (in production), its
 * external id its nuid, the job in the event's details.
 */
async function accept(
  pass: Pass,
  shipments: readonly ShipmentRow[],
  fileId: string,
  job: JobFacts,
  printerUri: string,
  details: Record<string, unknown>,
): Promise<void> {
  const { ctx, ledger, options } = pass;
  await queueJobLook(ctx.deps, {
    deliveryId: ctx.delivery.id,
    outputFileId: fileId,
    printerUri,
    jobId: job.jobId,
    poll: 0,
    since: ctx.deps.clock.now().toISOString(),
  });
  for (const shipment of shipments) {
    await options.afterAccept?.(shipment.id);
    await ledger.accepted(shipment, {
      source: SOURCE,
      eventId: `accepted:${shipment.id}`,
      statusCode: 400,
      externalId: shipment.nuid ?? shipment.id,
      details: {
        printerUri,
        jobId: job.jobId,
        jobUri: job.jobUri,
        jobName: job.name,
        jobState: jobStateName(job.state),
        ...details,
      },
    });
  }
}

/**
 * Hand-overs left in doubt (the worker died, or the printer took the document and never answered), resolved
 * without printing twice: a job whose id the claim kept is asked for by id, otherwise by its name (the print
 * file's); found, it is followed as if just accepted. A job the claim names and the printer no longer knows is
 * -750 (it was created; whether it printed is not known): never sent again. No job of that name: the printer
 * never had the file, it is sent again. A printer that does not answer keeps the claim, asked again later.
 */
async function resolveDoubt(pass: Pass, fileId: string, shipments: ShipmentRow[]): Promise<void> {
  const { ctx, ledger } = pass;
  const stored = await storedFileById(ctx.deps.db, fileId);
  if (!stored) return;
  const reference = parseJobReference(shipments[0]!.external_id);
  try {
    if (reference) {
      const job = await getJob(reference.printerUri, pass.userName, reference.jobId);
      if (job !== 'notFound') {
        return accept(pass, shipments, fileId, job, reference.printerUri, { inDoubt: true });
      }
      const error = `The printer no longer knows job ${reference.jobId}, created for ${stored.name} before the hand-over was interrupted: whether it printed is not known, so it is not sent again; check the printer's output.`;
      for (const shipment of shipments) {
        await ledger.refused(shipment, {
          source: SOURCE,
          eventId: `unknown:${shipment.id}`,
          statusCode: -750,
          error,
        });
      }
      return;
    }
    const [job] = await jobsNamed(pass.printerUri, pass.userName, stored.name);
    if (job)
      return accept(pass, shipments, fileId, job, pass.printerUri, { inDoubt: true, foundByName: true });
    for (const shipment of shipments) {
      await ledger.retryLater(
        shipment,
        `The printer has no job named ${stored.name}: the interrupted hand-over never reached it; sent again.`,
        true,
      );
    }
  } catch (err) {
    const error = `Cannot ask the printer about ${stored.name} (a hand-over left in doubt): ${failure(err)}`;
    for (const shipment of shipments) {
      const leaseUntil = nextAttemptAt(ctx.deps.clock.now(), shipment.attempts + 1, ctx.deps.config.sending);
      if (leaseUntil) await ledger.holdClaim(shipment, { leaseUntil, error });
      else {
        await ledger.refused(shipment, {
          source: SOURCE,
          eventId: `unknown:${shipment.id}`,
          statusCode: -750,
          error: `${error}; given up: whether it printed is not known, check the printer's output.`,
        });
      }
    }
  }
}

/** What the print file's manifest says of its paper, sides and colour (print-output.ts). */
async function setupOf(ctx: DeliveryContext, storageKey: string): Promise<PrintFileSetup> {
  try {
    const raw = (await buffer(await ctx.deps.files.get(manifestKeyOf(storageKey)))).toString('utf8');
    return parseJson<PrintFileSetup>(raw, {});
  } catch {
    return {};
  }
}

/** Claims every shipment of a file, in order; null (the claimed ones released) when one cannot be. */
async function claimFile(pass: Pass, shipments: ShipmentRow[]): Promise<ShipmentRow[] | null> {
  const leaseUntil = new Date(pass.ctx.deps.clock.now().getTime() + HAND_OVER_LEASE_MS);
  const claimed: ShipmentRow[] = [];
  for (const shipment of shipments) {
    if (await pass.ledger.claim(shipment, shipment.nuid ?? shipment.id, leaseUntil)) claimed.push(shipment);
    else break;
  }
  if (claimed.length === shipments.length) return claimed;
  // Another worker holds part of the file (or the command was cancelled): the file is not printed by this one.
  for (const shipment of claimed) {
    await pass.ledger.retryLater(shipment, 'Part of the print file was taken by another run.', true);
  }
  return null;
}

/** Sends one print file; false when the printer should not be called again in this pass. */
async function printFile(
  pass: Pass,
  facts: PrinterFacts,
  fileId: string,
  shipments: ShipmentRow[],
): Promise<boolean> {
  const { ctx, ledger } = pass;
  const stored = await storedFileById(ctx.deps.db, fileId);
  if (!stored) throw new Error(`The output file ${fileId} of delivery ${ctx.delivery.id} is missing.`);
  const claimed = await claimFile(pass, shipments);
  if (!claimed) return true;
  const document = await buffer(await ctx.deps.files.get(stored.storage_key));
  const submission = await submitJob(facts, {
    printerUri: pass.printerUri,
    userName: pass.userName,
    jobName: stored.name,
    document,
    template: jobTemplateOf(facts, await setupOf(ctx, stored.storage_key)),
    onCreated: async (jobId) => {
      const leaseUntil = new Date(ctx.deps.clock.now().getTime() + HAND_OVER_LEASE_MS);
      const externalId = jobReference(jobId, pass.printerUri);
      for (const shipment of claimed) await ledger.holdClaim(shipment, { leaseUntil, externalId });
    },
  });
  switch (submission.kind) {
    case 'accepted':
      await accept(pass, claimed, fileId, submission.job, pass.printerUri, {
        operation: submission.operation,
      });
      return true;
    case 'refused':
      for (const shipment of claimed) {
        await ledger.refused(shipment, {
          source: SOURCE,
          eventId: `refused:${shipment.id}`,
          statusCode: -700,
          error: submission.reason,
        });
      }
      return true;
    case 'retry':
      for (const shipment of claimed) await ledger.retryLater(shipment, submission.reason, true);
      return false;
    case 'inDoubt':
      // The claims stay: once their lease is over the next pass asks the printer (resolveDoubt).
      return false;
  }
}

export const ippPrintProvider: ProviderAdapter = {
  name: 'ipp-print',

  async *prepare(ctx, shipments, options) {
    if (!(await printerUriOf(ctx))) throw new SendingSetupError(noPrinter(ctx));
    yield* makePrintOutput(ctx, shipments, options);
  },

  async send(ctx, { due, inDoubt }, ledger, options) {
    const { deps } = ctx;
    const printerUri = await printerUriOf(ctx);
    if (!printerUri) {
      for (const shipment of due) await ledger.retryLater(shipment, noPrinter(ctx), false);
      return;
    }
    const pass: Pass = { ctx, ledger, options, printerUri, userName: deps.config.sending.ippUserName };

    for (const [fileId, shipments] of byOutputFile(inDoubt)) {
      if (!(await commandIsIn(deps.db, ctx.command.id, SENDABLE_COMMAND_STATES))) return;
      await resolveDoubt(pass, fileId, shipments);
    }

    const files = [...byOutputFile(due)];
    const waitAll = async (from: number, error: string) => {
      for (const [, shipments] of files.slice(from)) {
        for (const shipment of shipments) await ledger.retryLater(shipment, error, false);
      }
    };
    let facts: PrinterFacts | null = null;
    for (const [index, [fileId, shipments]] of files.entries()) {
      // A cancel that arrived while earlier files were printed stops the next ones.
      if (!(await commandIsIn(deps.db, ctx.command.id, SENDABLE_COMMAND_STATES))) return;
      if (!facts) {
        try {
          facts = await getPrinterFacts(printerUri, pass.userName);
        } catch (err) {
          return waitAll(index, `Printer ${printerUri}: ${failure(err)}`);
        }
        const problem = printerProblem(facts);
        if (problem?.kind === 'wait') return waitAll(index, `Printer ${printerUri}: ${problem.reason}`);
        if (problem) {
          for (const [, rest] of files.slice(index)) {
            for (const shipment of rest) {
              await ledger.refused(shipment, {
                source: SOURCE,
                eventId: `refused:${shipment.id}`,
                statusCode: -700,
                error: `Printer ${printerUri}: ${problem.reason}`,
              });
            }
          }
          return;
        }
      }
      if (!(await printFile(pass, facts, fileId, shipments))) {
        // The printer is down or in doubt: the files left wait for the next pass.
        return waitAll(
          index + 1,
          `Printer ${printerUri}: not tried, an earlier file of the delivery failed.`,
        );
      }
    }
  },
};
