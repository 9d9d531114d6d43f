import { createHash } from 'node:crypto';
import type { ChannelType } from '@postbridge/domain';
import type { Transaction } from 'kysely';
import type { Database } from '../../../platform/db/schema';
import type { Deps } from '../../../platform/deps';
import { channelById } from '../../channels';
import { commandIsIn, SENDABLE_COMMAND_STATES } from '../queries';
import { recordSendStatus, shipmentById } from '../../shipments';
import { SIMULATOR_STEP_TASK } from '../tasks';
import { makePrintOutput } from './print-output';
import type { ProviderAdapter } from './provider';

// The simulator provider (the seeded postal, registered and SMS channels use it): it makes the print output as
// print-drop does, so the PDFs exist, then reports the statuses a real provider would, one every
// SIMULATOR_STEP_SECONDS, each step a queued task. A share SIMULATOR_ERROR_RATE of the shipments, chosen by a hash of
// their id (the same shipment always gets the same story), ends in the channel's usual error.

type Story = { ok: readonly number[]; error: readonly number[] };

const PAPER: Story = { ok: [400, 600, 610], error: [400, 600, -614] };
const STORIES: Record<ChannelType, Story> = {
  POSTAL_MAIL: PAPER,
  PACKING: PAPER,
  ON_PREMISE_PRINT: PAPER,
  // A registered letter nobody claims at the post office.
  REGISTERED_MAIL: { ok: [400, 600, 610], error: [400, 600, -611] },
  EMAIL: { ok: [700, 710, 715], error: [700, -711] },
  // Registered e-mail: signed, or neglected when not accepted in time (a legal outcome).
  REGISTERED_EMAIL: { ok: [700, 714], error: [700, -720] },
  DIGITAL_SAFE: { ok: [700, 710], error: [700, -710] },
  SMS: { ok: [700, 710], error: [700, -710] },
};

/** Whether the simulator makes this shipment fail: the first 32 bits of SHA-256(id), as a fraction, below rate. */
export function simulatesError(shipmentId: string, errorRate: number): boolean {
  const fraction = createHash('sha256').update(shipmentId).digest().readUInt32BE(0) / 2 ** 32;
  return fraction < errorRate;
}

/** The statuses the simulator reports for a shipment, in order. */
export function simulatedStory(
  channelType: string,
  shipmentId: string,
  errorRate: number,
): readonly number[] {
  const story = STORIES[channelType as ChannelType] ?? PAPER;
  return simulatesError(shipmentId, errorRate) ? story.error : story.ok;
}

const stepTime = (deps: Deps) =>
  new Date(deps.clock.now().getTime() + deps.config.sending.simulatorStepSeconds * 1000);

/** Plans the first step of each shipment (in the transaction that hands them over). */
async function scheduleSimulation(
  deps: Deps,
  tx: Transaction<Database>,
  shipmentIds: readonly string[],
): Promise<void> {
  for (const shipmentId of shipmentIds) {
    await deps.queue.enqueue(
      SIMULATOR_STEP_TASK,
      { shipmentId, step: 0 },
      { tx, runAt: stepTime(deps), singletonKey: `simulate:${shipmentId}:0` },
    );
  }
}

/**
 * One step of a shipment's story, recorded through recordShipmentStatus with the event id `<shipment id>:<step>`
 * of source `simulator`, so a re-run records nothing twice and plans nothing more; the next step is planned in
 * the same transaction. A shipment cancelled meanwhile (-900 and below) is left alone.
 */
export async function simulateStep(deps: Deps, payload: { shipmentId: string; step: number }): Promise<void> {
  const shipment = await shipmentById(deps.db, payload.shipmentId);
  if (!shipment?.channel_id || shipment.status_code <= -900) return;
  const channel = await channelById(deps.db, shipment.channel_id);
  const story = simulatedStory(
    channel?.channel_type ?? 'POSTAL_MAIL',
    shipment.id,
    deps.config.sending.simulatorErrorRate,
  );
  const code = story[payload.step];
  if (code === undefined) return;
  await deps.db.transaction().execute(async (tx) => {
    const recorded = await recordSendStatus(deps, tx, shipment.id, {
      source: 'simulator',
      eventId: `${shipment.id}:${payload.step}`,
      statusCode: code,
      details: { step: payload.step },
    });
    if (recorded === 'duplicate' || payload.step + 1 >= story.length) return;
    await deps.queue.enqueue(
      SIMULATOR_STEP_TASK,
      { shipmentId: shipment.id, step: payload.step + 1 },
      { tx, runAt: stepTime(deps), singletonKey: `simulate:${shipment.id}:${payload.step + 1}` },
    );
  });
}

export const simulatorProvider: ProviderAdapter = {
  name: 'simulator',
  prepare: makePrintOutput,
  async send(ctx, { due }, ledger) {
    if (!due.length || !(await commandIsIn(ctx.deps.db, ctx.command.id, SENDABLE_COMMAND_STATES))) return;
    await ledger.handedOver(due, { source: 'simulator', details: {} }, (tx, ids) =>
      scheduleSimulation(ctx.deps, tx, ids),
    );
  },
};
