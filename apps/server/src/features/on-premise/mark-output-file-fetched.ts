import type { Deps } from '../../platform/deps';
import { errors } from '../../platform/errors';
import { markHandedOver, recordSendStatus, SEND_COMMAND_TASK } from '../sending';
import { outputFileOfChannel, waitingShipmentsOfFile } from './queries';

/**
 * POST /onPremise/{channelId}/outputFiles/{outputFileId}/fetched: the print server has the file. In one
 * transaction its waiting shipments are handed over (external id = nuid, as print-drop marks them), each gets
 * 400 in production (event `fetched:<shipment id>`, source `on-premise`), and a send pass is queued for each of
 * their commands, which settles the deliveries and the command (OUTPUTTED). Idempotent: a file fetched before
 * has no waiting shipment, and the conditional update marks a shipment once even when two calls race.
 */
export async function markOutputFileFetched(
  deps: Deps,
  channelId: string,
  outputFileId: string,
): Promise<{ outputFileId: string; handedOver: number }> {
  if (!(await outputFileOfChannel(deps.db, channelId, outputFileId)))
    throw errors.notFound('The output file');
  const handedOver = await deps.db.transaction().execute(async (tx) => {
    const waiting = await waitingShipmentsOfFile(tx, channelId, outputFileId);
    const at = deps.clock.now().toISOString();
    const marked = await markHandedOver(
      tx,
      waiting.map((s) => s.id),
      at,
    );
    for (const shipmentId of marked) {
      await recordSendStatus(deps, tx, shipmentId, {
        source: 'on-premise',
        eventId: `fetched:${shipmentId}`,
        statusCode: 400,
        details: { outputFileId },
      });
    }
    const commandIds = new Set(waiting.filter((s) => marked.includes(s.id)).map((s) => s.command_id));
    for (const commandId of commandIds) {
      await deps.queue.enqueue(
        SEND_COMMAND_TASK,
        { commandId },
        { tx, singletonKey: `send:${commandId}:fetched:${outputFileId}` },
      );
    }
    return marked.length;
  });
  return { outputFileId, handedOver };
}
