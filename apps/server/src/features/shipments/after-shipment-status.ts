import type { Transaction } from 'kysely';
import type { Database } from '../../platform/db/schema';
import type { Deps } from '../../platform/deps';
import { channelById, channelOf } from '../channels';
import { shipmentById } from './queries';
import { FALLBACK_TASK } from './tasks';

/**
 * What follows a status a shipment has just reached: call it when `recordShipmentStatus` answered 'applied', in
 * the same transaction (`tx`; without one, on its own). Today: when the code is one of the channel's
 * `fallbackOnStatuses`, the fallback task is queued in that transaction (handled by sending/fall-back.ts), so the
 * status and the fallback it starts commit together; the work itself (choosing a channel, making the output) runs
 * outside. Answers whether a fallback was queued. Used by the sending flow and by the tracking entry point.
 */
export async function afterShipmentStatus(
  deps: Deps,
  tx: Transaction<Database> | undefined,
  shipmentId: string,
  code: number,
): Promise<boolean> {
  const db = tx ?? deps.db;
  const shipment = await shipmentById(db, shipmentId);
  if (!shipment?.channel_id || !shipment.delivery_id) return false;
  const channel = await channelById(db, shipment.channel_id);
  if (!channel || !channelOf(channel).fallbackOnStatuses.includes(code)) return false;
  await deps.queue.enqueue(
    FALLBACK_TASK,
    { shipmentId, statusCode: code },
    { ...(tx ? { tx } : {}), singletonKey: `fallback:${shipmentId}:${code}` },
  );
  return true;
}
