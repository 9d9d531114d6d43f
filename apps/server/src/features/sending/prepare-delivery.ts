import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import type { Transaction } from 'kysely';
import type { Database } from '../../platform/db/schema';
import type { Deps } from '../../platform/deps';
import { newId } from '../../platform/db/util';
import { appendHistory } from '../../platform/history/queries';
import { recordSendStatus } from '../shipments';
import type {
  DeliveryContext,
  MadeFile,
  PrepareOptions,
  ProviderAdapter,
  StoppedShipment,
} from './providers/provider';
import { setHandOver } from './hand-over-queries';
import { commandIsIn, setPackGroupsState, setShipmentOutput, shipmentsAt, upsertStoredFile } from './queries';

async function sha256Of(file: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/** Puts a made file in the file store; answers its stored_file row (to insert with the batch) when it has one. */
async function store(deps: Deps, ctx: DeliveryContext, file: MadeFile) {
  const { size } = await fs.stat(file.localPath);
  const sha256 = await sha256Of(file.localPath);
  await deps.files.putFile(file.key, file.localPath, size, file.contentType);
  await fs.rm(file.localPath, { force: true });
  if (file.unlisted) return null;
  return {
    id: newId(),
    ou_id: ctx.delivery.ou_id,
    owner_id: ctx.delivery.owner_id,
    name: file.name,
    size,
    sha256,
    content_type: file.contentType,
    file_type: file.contentType === 'application/pdf' ? 'pdf' : 'unknown',
    storage_key: file.key,
    created_at: deps.clock.now().toISOString(),
  };
}

/**
 * Makes the output of the delivery's shipments still at 250 (the channel's adapter composes or cuts the PDFs)
 * and moves them to 300 ready, batch by batch: the files first, then one transaction per batch for the stored
 * files, the shipments' output and status, and their pack groups (SHIPMENT_ASSOCIATED). A re-run after a crash
 * redoes only the batches not committed; their file keys are the same, so nothing is left twice. A shipment the
 * adapter stopped (its output could not be made as validated, e.g. a print file whose window did not read the
 * validated address) goes to -700 with the reason, in the same transaction, and is never handed over. Stops
 * (false) when the command left `commandStates` meanwhile (cancelled).
 */
export async function prepareDelivery(
  ctx: DeliveryContext,
  adapter: ProviderAdapter,
  commandStates: readonly string[],
  hooks: PrepareOptions = {},
): Promise<boolean> {
  const { deps, delivery } = ctx;
  const shipments = await shipmentsAt(deps.db, delivery.id, 250);
  if (!shipments.length) return true;
  for await (const batch of adapter.prepare(ctx, shipments, hooks)) {
    const rows: NonNullable<Awaited<ReturnType<typeof store>>>[] = [];
    for (const file of batch.files) {
      const row = await store(deps, ctx, file);
      if (row) rows.push(row);
    }
    const at = deps.clock.now().toISOString();
    const committed = await deps.db.transaction().execute(async (tx) => {
      if (!(await commandIsIn(tx, ctx.command.id, commandStates))) return false;
      const ids = new Map<string, string>();
      for (const row of rows) ids.set(row.storage_key, await upsertStoredFile(tx, row));
      for (const s of batch.shipments) {
        await setShipmentOutput(tx, s.id, {
          output_file_id: s.fileKey ? (ids.get(s.fileKey) ?? null) : null,
          pages: s.pages,
          sheets: s.sheets,
          updated_at: at,
        });
        await recordSendStatus(deps, tx, s.id, {
          source: 'worker',
          eventId: `ready:${s.id}`,
          statusCode: 300,
        });
      }
      const groupsOf = (ids: readonly { id: string }[]) =>
        shipments.filter((s) => ids.some((b) => b.id === s.id)).map((s) => s.pack_group_id!);
      await setPackGroupsState(
        deps,
        tx,
        groupsOf(batch.shipments),
        'SHIPMENT_IN_CREATION',
        'SHIPMENT_ASSOCIATED',
      );
      for (const stop of batch.stopped ?? []) {
        await setHandOver(tx, stop.id, { last_error: stop.error, updated_at: at });
        await recordSendStatus(deps, tx, stop.id, {
          source: 'worker',
          eventId: `stopped:${stop.id}`,
          statusCode: -700,
          details: { error: stop.error, ...stop.details },
        });
      }
      await setPackGroupsState(
        deps,
        tx,
        groupsOf(batch.stopped ?? []),
        'SHIPMENT_IN_CREATION',
        'SHIPMENT_CREATION_ERROR',
      );
      if (batch.stopped?.length) await recordStops(tx, ctx, batch.stopped, at);
      return true;
    });
    if (!committed) return false;
  }
  return true;
}

/** The order's history says which letters were stopped and why, beside each shipment's own history. */
async function recordStops(
  tx: Transaction<Database>,
  ctx: DeliveryContext,
  stopped: readonly StoppedShipment[],
  at: string,
): Promise<void> {
  const [first] = stopped;
  await appendHistory(tx, {
    entityType: 'deliveryCommand',
    entityId: ctx.command.id,
    ouId: ctx.command.ou_id,
    action: 'lettersStopped',
    state: null,
    login: null,
    at,
    details: {
      deliveryId: ctx.delivery.id,
      shipmentIds: stopped.map((s) => s.id),
      codes: stopped.map((s) => s.details.code ?? null),
      reason: stopped.length > 1 ? `${first!.error} (+${stopped.length - 1})` : first!.error,
    },
  });
}

/** The delivery's shipments still being created when its creation fails: -700 with the cause. */
export async function failShipmentsInCreation(
  deps: Deps,
  tx: Transaction<Database>,
  deliveryId: string,
  error: string,
  at: string,
): Promise<void> {
  for (const shipment of await shipmentsAt(tx, deliveryId, 250)) {
    await setHandOver(tx, shipment.id, { last_error: error, updated_at: at });
    await recordSendStatus(deps, tx, shipment.id, {
      source: 'worker',
      eventId: `creationFailed:${shipment.id}`,
      statusCode: -700,
      details: { error },
    });
  }
}
