import type { Selectable, Transaction } from 'kysely';
import type { Database, ShipmentTable } from '../../platform/db/schema';
import type { Deps } from '../../platform/deps';
import { progressCommand } from './command-progress';
import { loadDeliveryContext } from './delivery-context';
import { providerFor } from './providers/index';
import type { SendOptions } from './providers/provider';
import {
  commandById,
  deliveriesOfCommand,
  SENDABLE_COMMAND_STATES,
  setDeliveryState,
  shipmentsAt,
  shipmentsOfDelivery,
} from './queries';
import { sendLedgerOf } from './send-ledger';
import { SEND_COMMAND_TASK } from './tasks';

/** Deliveries whose shipments are handed over by a send pass (a fallback one being prepared waits). */
const SENDING_DELIVERY_STATES = ['READY', 'OUTPUT_ERROR'];

/**
 * The send task: every ready shipment of the command's ready deliveries handed over to its provider (each
 * reported through the ledger), then the deliveries' and command's states settled and, when shipments wait for
 * a retry or for a hand-over to report, the next pass queued at that time. A command cancelled meanwhile
 * (CANCELLED, PARTIALLY_CANCELLED: not in SENDABLE_COMMAND_STATES) sends nothing; each claim checks it again.
 */
export async function sendCommand(deps: Deps, commandId: string, options: SendOptions = {}): Promise<void> {
  const command = await commandById(deps.db, commandId);
  if (!command || !(SENDABLE_COMMAND_STATES as readonly string[]).includes(command.state)) return;
  const now = deps.clock.now().toISOString();
  for (const delivery of await deliveriesOfCommand(deps.db, commandId)) {
    if (!SENDING_DELIVERY_STATES.includes(delivery.state)) continue;
    const ready = await shipmentsAt(deps.db, delivery.id, 300);
    const due = ready.filter((s) => s.external_id === null && (s.next_attempt_at ?? '') <= now);
    const inDoubt = ready.filter(
      (s) => s.external_id !== null && s.next_attempt_at !== null && s.next_attempt_at <= now,
    );
    if (!due.length && !inDoubt.length) continue;
    const ctx = await loadDeliveryContext(deps, command, delivery);
    await providerFor(ctx.channel.providerName).send(ctx, { due, inDoubt }, sendLedgerOf(ctx), options);
  }
  await deps.db.transaction().execute((tx) => settleCommand(deps, tx, commandId));
}

type Progress = 'handedOver' | 'waiting' | 'retrying' | 'failed';

/** Where one shipment stands in its hand-over (queries.ts header). */
function progressOf(s: Selectable<ShipmentTable>): Progress {
  if (s.status_code === 250) return 'waiting';
  if (s.external_id === null) {
    if (s.status_code !== 300) return 'failed';
    return s.attempts > 0 ? 'retrying' : 'waiting';
  }
  return s.status_code === 300 && s.next_attempt_at !== null ? 'waiting' : 'handedOver';
}

/**
 * A delivery is OUTPUTTED once every shipment is handed over; OUTPUT_ERROR while one waits for a retry or was
 * given up; else it stays. The command follows (`output` when every delivery is OUTPUTTED, `failOutput` when
 * one is in error, a fallback delivery whose creation failed included). Then the next pass is queued at the earliest retry or lease end.
 */
async function settleCommand(deps: Deps, tx: Transaction<Database>, commandId: string): Promise<void> {
  const command = await commandById(tx, commandId);
  if (!command || !(SENDABLE_COMMAND_STATES as readonly string[]).includes(command.state)) return;
  const at = deps.clock.now().toISOString();
  const states: string[] = [];
  let next: string | null = null;
  for (const delivery of await deliveriesOfCommand(tx, commandId)) {
    if (!SENDING_DELIVERY_STATES.includes(delivery.state)) {
      states.push(delivery.state);
      continue;
    }
    const shipments = await shipmentsOfDelivery(tx, delivery.id);
    const progress = shipments.map(progressOf);
    const state = progress.some((p) => p === 'retrying' || p === 'failed')
      ? 'OUTPUT_ERROR'
      : progress.every((p) => p === 'handedOver')
        ? 'OUTPUTTED'
        : delivery.state;
    await setDeliveryState(deps, tx, [delivery.id], state, at);
    states.push(state);
    for (const s of shipments) {
      if (s.status_code === 300 && s.next_attempt_at && (next === null || s.next_attempt_at < next)) {
        next = s.next_attempt_at;
      }
    }
  }
  if (states.every((s) => s === 'OUTPUTTED')) {
    await progressCommand(deps, tx, command, 'output', { at, deliveryIds: [] });
  } else if (states.some((s) => s === 'OUTPUT_ERROR' || s === 'DELIVERY_CREATION_ERROR')) {
    await progressCommand(deps, tx, command, 'failOutput', { at, deliveryIds: [] });
  }
  if (next !== null) {
    // Never at once: this pass may be the task holding that key.
    const runAt = new Date(Math.max(Date.parse(next), deps.clock.now().getTime() + 1000));
    await deps.queue.enqueue(
      SEND_COMMAND_TASK,
      { commandId },
      { tx, runAt, singletonKey: `send:${commandId}:${runAt.toISOString()}` },
    );
  }
}
