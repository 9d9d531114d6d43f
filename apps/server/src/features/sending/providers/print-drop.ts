import fs from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createWriteStream } from 'node:fs';
import { newId } from '../../../platform/db/util';
import { commandIsIn, SENDABLE_COMMAND_STATES, storedFileById } from '../queries';
import { manifestKeyOf } from '../../../platform/files/storage-keys';
import { makePrintOutput } from './print-output';
import type { DeliveryContext, ProviderAdapter, ShipmentRow } from './provider';
import { sftpDrop } from './sftp-drop';

/** `<root>/<channel id>/<post date, else the delivery's day>/<delivery nuid>/`: the same folder on every run. */
function dropFolderOf(ctx: DeliveryContext): string {
  return path.join(ctx.deps.config.sending.printDropDir, ...dropSegmentsOf(ctx));
}

const dropSegmentsOf = (ctx: DeliveryContext) => [
  ctx.channel.id,
  ctx.delivery.post_date ?? ctx.delivery.creation_date.slice(0, 10),
  ctx.delivery.nuid,
];

/** Copies a stored file into the folder under `name`, through a temporary name, so a reader never sees half. */
async function copyIn(ctx: DeliveryContext, key: string, folder: string, name: string): Promise<void> {
  const part = path.join(folder, `.${name}.${newId()}.part`);
  await pipeline(await ctx.deps.files.get(key), createWriteStream(part));
  await fs.rename(part, path.join(folder, name));
}

/** The delivery's shipments grouped by the output file they were composed in. */
function byOutputFile(shipments: readonly ShipmentRow[]): Map<string, ShipmentRow[]> {
  const files = new Map<string, ShipmentRow[]>();
  for (const s of shipments) {
    if (s.output_file_id) files.set(s.output_file_id, [...(files.get(s.output_file_id) ?? []), s]);
  }
  return files;
}

/**
 * Drops one output file and its manifest into the delivery's folder, the manifest last (a print provider waits
 * for it); answers the file's path. Dropping again a file an interrupted run dropped writes the same bytes under
 * the same name: the provider sees one file.
 */
async function dropOutputFile(ctx: DeliveryContext, fileId: string): Promise<string> {
  const stored = await storedFileById(ctx.deps.db, fileId);
  if (!stored) throw new Error(`The output file ${fileId} of delivery ${ctx.delivery.id} is missing.`);
  const sftp = ctx.deps.config.sending.printDropSftp;
  if (sftp)
    return sftpDrop(ctx, sftp, dropSegmentsOf(ctx), [
      { key: stored.storage_key, name: stored.name },
      { key: manifestKeyOf(stored.storage_key), name: `${stored.name.replace(/\.pdf$/i, '')}.json` },
    ]);
  const folder = dropFolderOf(ctx);
  await fs.mkdir(folder, { recursive: true });
  await copyIn(ctx, stored.storage_key, folder, stored.name);
  await copyIn(ctx, manifestKeyOf(stored.storage_key), folder, `${stored.name.replace(/\.pdf$/i, '')}.json`);
  return path.join(folder, stored.name);
}

/**
 * `print-drop`: print-ready PDFs and their manifests dropped into a folder a print provider collects
 * (or uploaded to an SFTP server: PRINT_DROP_SFTP_URL, sftp-drop.ts). The
 * shipments stay 300 ready: the provider reports what follows (production, mailing, delivery) through the
 * tracking entry point, by the shipment nuids of the manifest (their external id). A drop that fails (a full
 * disk, an unmounted share) is retried with the backoff of every hand-over.
 */
export const printDropProvider: ProviderAdapter = {
  name: 'print-drop',
  prepare: makePrintOutput,
  async send(ctx, { due }, ledger) {
    for (const [fileId, shipments] of byOutputFile(due)) {
      // A cancel that arrived while earlier files were dropped stops the next ones.
      if (!(await commandIsIn(ctx.deps.db, ctx.command.id, SENDABLE_COMMAND_STATES))) return;
      let file: string;
      try {
        file = await dropOutputFile(ctx, fileId);
      } catch (err) {
        const error = `Print drop failed: ${err instanceof Error ? err.message : String(err)}`;
        for (const shipment of shipments) await ledger.retryLater(shipment, error, false);
        continue;
      }
      await ledger.handedOver(shipments, { source: 'print-drop', details: { file } });
    }
  },
};
