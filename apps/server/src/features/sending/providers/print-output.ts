import fs from 'node:fs/promises';
import path from 'node:path';
import {
  COLOUR_MODES,
  composeOutput,
  ENVELOPES,
  type ColourMode,
  type ComposeArea,
  type ComposeDocument,
  type ComposeOptions,
  type ComposeResult,
  type Envelope,
} from '@postbridge/documents';
import {
  evaluateCondition,
  evaluateExpression,
  type EvaluationContext,
  type OutputFile,
  type RgbaColor,
  type TechnicalArea,
} from '@postbridge/domain';
import { newId, parseJson } from '../../../platform/db/util';
import { packGroupById, optionValuesByIds, outputFileCountOf } from '../queries';
import { PackGroupDocuments } from '../pack-group-documents';
import type { DeliveryContext, PreparedBatch, ShipmentRow } from './provider';

// Print output of the postal channels (print-drop, simulator): one PDF per batch of shipments, composed by
// packages/documents (composeOutput), and its manifest. Decisions: docs/domain-decisions.md "Sending".

/** The composer behind one function, so that a change of its API touches this line only. */
export const composePrintFile = (
  target: string,
  documents: ComposeDocument[],
  options: ComposeOptions,
): Promise<ComposeResult> => composeOutput(target, documents, options);

type ComposeChoice = Pick<ComposeOptions, 'duplex' | 'colour' | 'envelope'>;

/**
 * What the demo options do (options/demo-options.ts), as long as they carry no properties: an option says what
 * it does in its `properties` (`duplex`: true|false, `colour`: COLOR|BLACK_AND_WHITE, `envelope`: DL|C5|C4).
 */
const DEMO_OPTION_EFFECTS: Record<string, ComposeChoice> = {
  'printing-recto': { duplex: false },
  'printing-recto-verso': { duplex: true },
  'colour-bw': { colour: 'BLACK_AND_WHITE' },
  'colour-colour': { colour: 'COLOR' },
  'envelope-dl': { envelope: 'DL' },
  'envelope-c4': { envelope: 'C4' },
};

/** The composition settings the delivery's options choose. */
export function composeChoiceOf(
  options: readonly { id: string; properties: Record<string, string> }[],
): ComposeChoice {
  const choice: ComposeChoice = {};
  for (const option of options) {
    Object.assign(choice, DEMO_OPTION_EFFECTS[option.id] ?? {});
    const { duplex, colour, envelope } = option.properties;
    if (duplex === 'true' || duplex === 'false') choice.duplex = duplex === 'true';
    if ((COLOUR_MODES as readonly string[]).includes(colour ?? '')) choice.colour = colour as ColourMode;
    if ((ENVELOPES as readonly string[]).includes(envelope ?? '')) choice.envelope = envelope as Envelope;
  }
  return choice;
}

const RGBA = /^rgba\(\s*(\d{1,3})\s*,\s*(\d{1,3})\s*,\s*(\d{1,3})\s*,\s*([\d.]+)\s*\)$/;
/** `rgba(r,g,b,a)` (validated when the channel was saved); undefined leaves the composer's default. */
export function rgbaOf(text: string): RgbaColor | undefined {
  const m = RGBA.exec(text.trim());
  return m ? { r: Number(m[1]), g: Number(m[2]), b: Number(m[3]), a: Number(m[4]) } : undefined;
}

/**
 * The technical areas of the output file for one pack group: those whose condition holds, their content
 * evaluated on it. The value is computed per page so that the sheet count is the composed document's (address
 * sheet and duplex included), which is what an inserter needs.
 */
export function areasOf(outputFile: OutputFile, context: EvaluationContext): ComposeArea[] {
  return outputFile.technicalAreas
    .filter((area) => !area.condition || evaluateCondition(area.condition, context))
    .map((area: TechnicalArea) => {
      const colors = {
        bat: rgbaOf(area.colors.bat),
        production: rgbaOf(area.colors.production),
        error: rgbaOf(area.colors.error),
      };
      const content = area.content;
      return {
        type: area.type,
        area: area.area,
        documentKind: area.documentKind,
        page: area.page,
        check: area.check,
        margins: area.margins,
        fontName: area.fontName,
        fontSize: area.fontSize,
        lineSpace: area.lineSpace,
        horizontalAlignment: area.horizontalAlignment,
        verticalAlignment: area.verticalAlignment,
        rtl: area.rtl,
        lineBreakMode: area.lineBreakMode,
        barcodeGs1Format: area.barcodeGs1Format,
        datamatrixShape: area.datamatrixShape,
        fitToArea: area.fitToArea,
        ...(rgbaOf(area.fontColor) ? { fontColor: rgbaOf(area.fontColor) } : {}),
        colors: Object.fromEntries(Object.entries(colors).filter(([, c]) => c !== undefined)),
        ...(content
          ? {
              value: (position: { sheetCount: number; pageCount: number }) =>
                evaluateExpression(content, {
                  ...context,
                  sheetCount: () => position.sheetCount,
                }) ?? '',
            }
          : {}),
      } satisfies ComposeArea;
    });
}

/** The recipient's postal address lines (the first address requirement of the service channel). */
export function addressLinesOf(ctx: DeliveryContext, shipment: ShipmentRow): string[] {
  const recipient = parseJson<Record<string, unknown>>(shipment.recipient, {});
  const requirement = ctx.serviceChannel.shipmentRequirements.find((r) => r.type === 'address');
  const value = requirement ? recipient[requirement.name] : undefined;
  return typeof value === 'string'
    ? value
        .split('\n')
        .map((l) => l.trim())
        .filter(Boolean)
    : [];
}

/** Output file of a delivery, numbered: `<delivery nuid>-001.pdf`; also the output file's nuid. */
const outputFileName = (deliveryNuid: string, number: number) =>
  `${deliveryNuid}-${String(number).padStart(3, '0')}.pdf`;

export const manifestKeyOf = (pdfKey: string): string => `${pdfKey}.manifest.json`;

/**
 * The print output of shipments, batch by batch (`printBatchSize` shipments a file): each pack group's pages,
 * an address page when the output file or the service channel forces one or the main box says its documents
 * need one, the technical areas, the options' duplex, colour and envelope; and its manifest.
 */
export async function* makePrintOutput(
  ctx: DeliveryContext,
  shipments: ShipmentRow[],
): AsyncIterable<PreparedBatch> {
  const { deps, delivery } = ctx;
  const options = parseJson<{ optionTypeId: string; optionId: string }[]>(delivery.options, []);
  const optionRows = await optionValuesByIds(
    deps.db,
    options.map((o) => o.optionId),
  );
  const choice = composeChoiceOf(
    optionRows.map((r) => ({ id: r.id, properties: parseJson<Record<string, string>>(r.properties, {}) })),
  );
  const mainBox = ctx.service.boxes.find((b) => b.main) ?? ctx.service.boxes[0];
  const withAddressPage =
    (ctx.outputFile?.forceAddressPage ?? false) ||
    ctx.serviceChannel.outputFileConfiguration.forceAddressPage ||
    (mainBox?.hasAddressPage ?? false);
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
      const composeDocuments: ComposeDocument[] = [];
      const addresses: string[][] = [];
      for (const [i, shipment] of batch.entries()) {
        const group = groups[i];
        if (!group) throw new Error(`Shipment ${shipment.id} has no pack group.`);
        const address = addressLinesOf(ctx, shipment);
        addresses.push(address);
        const context = await documents.contextOf(group, {
          now: deps.clock.now(),
          timeZone: ctx.channel.timeZone,
          optionIds: options.map((o) => o.optionId),
        });
        composeDocuments.push({
          pages: await documents.pagesOf(group),
          ...(withAddressPage && address.length ? { addressPage: { recipient: address } } : {}),
          areas: ctx.outputFile ? areasOf(ctx.outputFile, context) : [],
        });
      }
      number++;
      const name = outputFileName(delivery.nuid, number);
      const key = `outputs/${delivery.id}/${name}`;
      const pdfPath = path.join(tmp, `${newId()}.pdf`);
      const result = await composePrintFile(pdfPath, composeDocuments, {
        pageFormat: ctx.outputFile?.pageFormat ?? 'A4',
        ...choice,
      });
      const manifest = {
        version: 1,
        channelId: ctx.channel.id,
        channelType: ctx.channel.channelType,
        commandId: ctx.command.id,
        deliveryId: delivery.id,
        deliveryNuid: delivery.nuid,
        postDate: delivery.post_date,
        outputFile: name,
        pageFormat: ctx.outputFile?.pageFormat ?? 'A4',
        duplex: result.duplex,
        colour: result.colour,
        envelope: result.envelope,
        pageCount: result.pageCount,
        sheetCount: result.sheetCount,
        createdAt: deps.clock.now().toISOString(),
        shipments: result.documents.map((d) => ({
          nuid: batch[d.index]!.nuid,
          shipmentId: batch[d.index]!.id,
          firstPage: d.firstPage,
          lastPage: d.lastPage,
          pages: d.pageCount,
          sheets: d.sheets,
          addressPage: d.addressPage,
          address: addresses[d.index],
          options,
        })),
        warnings: result.warnings,
      };
      const manifestPath = path.join(tmp, `${newId()}.json`);
      await fs.writeFile(manifestPath, JSON.stringify(manifest, null, 2));
      yield {
        files: [
          { key, name, localPath: pdfPath, contentType: 'application/pdf' },
          {
            key: manifestKeyOf(key),
            name: `${name}.manifest.json`,
            localPath: manifestPath,
            contentType: 'application/json',
            unlisted: true,
          },
        ],
        shipments: result.documents.map((d) => ({
          id: batch[d.index]!.id,
          fileKey: key,
          pages: d.pageCount,
          sheets: d.sheets,
        })),
      };
    } finally {
      documents.close();
    }
  }
}
