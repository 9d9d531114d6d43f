import type { PreflightFinding } from '@postbridge/domain';
import fs from 'node:fs/promises';
import path from 'node:path';
import { parseJson } from '../../../platform/db/util';
import { packGroupById, outputFileCountOf } from '../queries';
import { PackGroupDocuments } from '../pack-group-documents';
import { addressLinesIn, printLetterOf, printSetupOf } from './print-setup';
import type {
  DeliveryContext,
  PreparedBatch,
  PrepareOptions,
  ShipmentRow,
  StoppedShipment,
} from './provider';
import { composeVerified, type PrintLetter } from './verified-compose';
import { manifestKeyOf } from '../../../platform/files/storage-keys';

// Print output of the postal channels (print-drop, simulator, on-premise): one PDF per batch of shipments,
// composed by packages/documents (composeOutput), read back and verified before anything leaves, and its
// manifest. Decisions: docs/domain-decisions.md "Sending" and "Delivery integrity".

/** Output file of a delivery, numbered: `<delivery nuid>-001.pdf`; also the output file's nuid. */
const outputFileName = (deliveryNuid: string, number: number) =>
  `${deliveryNuid}-${String(number).padStart(3, '0')}.pdf`;

/**
 * The print output of shipments, batch by batch (`printBatchSize` shipments a file): each pack group's pages,
 * an address page when the output file or the service channel forces one or the main box says its documents
 * need one, the technical areas, the options' duplex, colour and envelope, the validated address in each window
 * (print-setup.ts `printLetterOf`); the file read back and verified (verified-compose.ts), a letter that fails
 * stopped with its reason and left out; and the manifest of the letters the file holds.
 */
export async function* makePrintOutput(
  ctx: DeliveryContext,
  shipments: ShipmentRow[],
  hooks: PrepareOptions = {},
): AsyncIterable<PreparedBatch> {
  const { deps, delivery } = ctx;
  const options = parseJson<{ optionTypeId: string; optionId: string }[]>(delivery.options, []);
  const setup = await printSetupOf(deps, {
    service: ctx.service,
    serviceChannel: ctx.serviceChannel,
    outputFile: ctx.outputFile,
    optionIds: options.map((o) => o.optionId),
  });
  const tmp = path.join(deps.config.dataDir, 'tmp');
  await fs.mkdir(tmp, { recursive: true });
  const size = deps.config.sending.printBatchSize;
  let number = await outputFileCountOf(deps.db, delivery.id);
  for (let start = 0; start < shipments.length; start += size) {
    const batch = shipments.slice(start, start + size);
    const groups = await Promise.all(batch.map((s) => packGroupById(deps.db, s.pack_group_id ?? '')));
    const documents = await PackGroupDocuments.open(
      deps,
      ctx.service,
      ctx.job,
      groups.flatMap((g) => (g ? [g.id] : [])),
    );
    try {
      const letters: PrintLetter[] = [];
      const stopped: StoppedShipment[] = [];
      for (const [i, shipment] of batch.entries()) {
        const group = groups[i];
        if (!group) throw new Error(`Shipment ${shipment.id} has no pack group.`);
        const context = await documents.contextOf(group, {
          now: deps.clock.now(),
          timeZone: ctx.channel.timeZone,
          optionIds: setup.optionIds,
        });
        const recipient = parseJson<Record<string, unknown>>(shipment.recipient, {});
        const letter = await printLetterOf(setup, documents, group, {
          valueOf: (name) => recipient[name],
          context,
        });
        if (letter.ok) letters.push({ shipment, document: letter.document, windows: letter.windows });
        else stopped.push({ id: shipment.id, ...letter.stop });
      }
      const { made, stopped: failed } = await composeVerified(
        deps.work,
        letters,
        setup.composeOptions,
        tmp,
        hooks,
      );
      stopped.push(...failed);
      if (!made) {
        yield { files: [], shipments: [], stopped };
        continue;
      }
      const { result } = made;
      const shipmentOf = (index: number) => made.letters[index]!.shipment;
      // Pre-flight findings of each letter on this service channel (issue 23): the print shop sees the warnings
      // the depositor and the validator saw (refusing ones never reach a file).
      const label = ctx.serviceChannel.label;
      const groupById = new Map(groups.flatMap((g) => (g ? [[g.id, g] as const] : [])));
      const findings = result.documents.map((d) =>
        parseJson<PreflightFinding[]>(groupById.get(shipmentOf(d.index).pack_group_id ?? '')?.preflight, [])
          .filter((f) => f.serviceChannels.includes(label))
          .map(({ serviceChannels: _channels, ...finding }) => finding),
      );
      const preflightCounts: Record<string, number> = {};
      for (const f of findings.flat()) preflightCounts[f.code] = (preflightCounts[f.code] ?? 0) + 1;
      const recipientAddress = setup.addressRequirements.recipient?.name ?? '';
      const addressOf = (index: number) =>
        addressLinesIn(parseJson<Record<string, unknown>>(shipmentOf(index).recipient, {})[recipientAddress]);
      number++;
      const name = outputFileName(delivery.nuid, number);
      const key = `outputs/${delivery.id}/${name}`;
      const manifest = {
        version: 1,
        channelId: ctx.channel.id,
        channelType: ctx.channel.channelType,
        commandId: ctx.command.id,
        deliveryId: delivery.id,
        deliveryNuid: delivery.nuid,
        postDate: delivery.post_date,
        outputFile: name,
        pageFormat: setup.composeOptions.pageFormat,
        duplex: result.duplex,
        colour: result.colour,
        envelope: result.envelope,
        pageCount: result.pageCount,
        sheetCount: result.sheetCount,
        createdAt: deps.clock.now().toISOString(),
        shipments: result.documents.map((d, i) => ({
          nuid: shipmentOf(d.index).nuid,
          shipmentId: shipmentOf(d.index).id,
          firstPage: d.firstPage,
          lastPage: d.lastPage,
          pages: d.pageCount,
          sheets: d.sheets,
          addressPage: d.addressPage,
          address: addressOf(d.index),
          // Verified on the file: each window shows this address, each page is the one composed.
          verified: true,
          options,
          preflight: findings[i],
        })),
        warnings: result.warnings,
        /** Pre-flight findings of the file's letters, by code (all warnings: refused letters are not sent). */
        preflight: preflightCounts,
      };
      const manifestPath = path.join(tmp, `${path.basename(made.file, '.pdf')}.json`);
      await fs.writeFile(manifestPath, JSON.stringify(manifest, null, 2));
      yield {
        files: [
          { key, name, localPath: made.file, contentType: 'application/pdf' },
          {
            key: manifestKeyOf(key),
            name: `${name}.manifest.json`,
            localPath: manifestPath,
            contentType: 'application/json',
            unlisted: true,
          },
        ],
        shipments: result.documents.map((d) => ({
          id: shipmentOf(d.index).id,
          fileKey: key,
          pages: d.pageCount,
          sheets: d.sheets,
        })),
        stopped,
      };
    } finally {
      documents.close();
    }
  }
}
