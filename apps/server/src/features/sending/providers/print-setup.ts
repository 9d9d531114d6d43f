import {
  addressPageLayout,
  addressWindowOf,
  returnLineOf,
  type AddressPage,
  type AreaReplacement,
  composedSize,
  composeInParallel,
  toPortable,
  type AreaMm,
  type ComposeArea,
  type ComposeDocument,
  type ComposeOptions,
  type ComposeResult,
} from '@postbridge/documents';
import {
  addressRequirementsOf,
  evaluateCondition,
  LETTER_ADDRESS_ROLES,
  windowNodeOf,
  type LetterAddressRole,
  evaluateExpression,
  type ChannelRequirement,
  type EvaluationContext,
  type OutputFile,
  type Service,
  type ServiceChannel,
  type TechnicalArea,
} from '@postbridge/domain';
import { parseJson } from '../../../platform/db/util';
import { composeAreaOf, composeChoiceOf, optionValuesByIds } from '../../channels';
import type { Deps } from '../../../platform/deps';
import type { WorkPool } from '../../../platform/work/work-pool';
import type { PackGroupDocuments } from '../pack-group-documents';
import { COMPOSE_BATCH_WORK } from './compose-work';
import { addressOnPaper } from './address-on-paper';
import type { StoppedShipment } from './provider';
import type { PrintLetter } from './verified-compose';

// How the letters of one service channel are composed, the same for production (print-output.ts) and for
// proofs (deliveries/proofs.ts): so that a proof shows exactly what production prints.

/**
 * Composes a print file in the work pool (platform/work), off the event loop: the one way production, proofs and
 * e-mail attachments compose, so that a change of the composer's API touches this function only.
 */
export async function composePrintFile(
  work: WorkPool,
  target: string,
  documents: ComposeDocument[],
  options: ComposeOptions,
): Promise<ComposeResult> {
  return composeInParallel(
    target,
    { ...toPortable(documents), options },
    (request) => work.run(COMPOSE_BATCH_WORK, request, []),
    Math.max(1, work.threads),
  );
}

/**
 * The technical areas of the output file for one pack group: those whose condition holds, their content
 * evaluated on it, with `sheetCount` the composed document's (address sheet and duplex included: what an
 * inserter needs; composedSize).
 */
function areasOf(outputFile: OutputFile, context: EvaluationContext, sheetCount: number): ComposeArea[] {
  return outputFile.technicalAreas
    .filter((area) => !area.condition || evaluateCondition(area.condition, context))
    .map((area: TechnicalArea) =>
      composeAreaOf(
        area,
        area.content
          ? (evaluateExpression(area.content, { ...context, sheetCount: () => sheetCount }) ?? '')
          : undefined,
      ),
    );
}

const ADDRESS_ROLES = LETTER_ADDRESS_ROLES;
type AddressRole = LetterAddressRole;

/** What the composition of a service channel's letters depends on, read once per delivery or proof. */
type PrintSetup = {
  outputFile: OutputFile | null;
  composeOptions: ComposeOptions;
  /** The postal-address requirement of each role the service channel has (recipient: its first address). */
  addressRequirements: Partial<Record<AddressRole, ChannelRequirement>>;
  /**
   * Where the address page shows the recipient through the envelope's window; null when the output file has no
   * address page.
   */
  addressPageWindow: AreaMm | null;
  optionIds: string[];
};

export async function printSetupOf(
  deps: Deps,
  input: {
    service: Service;
    serviceChannel: ServiceChannel;
    outputFile: OutputFile | null;
    optionIds: string[];
  },
): Promise<PrintSetup> {
  const { service, serviceChannel, outputFile, optionIds } = input;
  const optionRows = await optionValuesByIds(deps.db, optionIds);
  const choice = composeChoiceOf(
    optionRows.map((r) => ({ id: r.id, properties: parseJson<Record<string, string>>(r.properties, {}) })),
  );
  const pageFormat = outputFile?.pageFormat ?? 'A4';
  const mainBox = service.boxes.find((b) => b.main) ?? service.boxes[0];
  const withAddressPage =
    (outputFile?.forceAddressPage ?? false) ||
    serviceChannel.outputFileConfiguration.forceAddressPage ||
    (mainBox?.hasAddressPage ?? false);
  return {
    outputFile,
    composeOptions: { pageFormat, ...choice },
    addressRequirements: addressRequirementsOf(serviceChannel),
    addressPageWindow: withAddressPage ? addressWindowOf(choice.envelope ?? 'DL', pageFormat) : null,
    optionIds,
  };
}

/** The lines of an address value, as validated: one a line, blank ones left out. */
export const addressLinesIn = (value: unknown): string[] =>
  typeof value === 'string'
    ? value
        .split('\n')
        .map((l) => l.trim())
        .filter(Boolean)
    : [];

type LetterResult =
  | { ok: true; document: ComposeDocument; windows: PrintLetter['windows'] }
  | { ok: false; stop: Omit<StoppedShipment, 'id'> };

/**
 * One letter as it is composed: its pages, its technical areas, and its validated addresses on paper
 * (`valueOf` reads a requirement's validated value by name): on its address page when the output file has one
 * (the recipient in the envelope's window, the sender top left, the return address as a line atop the window),
 * otherwise each in the area of the letter it was read from, rewritten when the page does not show it
 * (address-on-paper.ts); with what each window must read once composed. `stop` when it cannot carry its
 * validated recipient address (none, or nowhere to print it).
 */
export async function printLetterOf(
  setup: PrintSetup,
  documents: PackGroupDocuments,
  group: Parameters<PackGroupDocuments['pagesOf']>[0],
  input: { valueOf: (requirementName: string) => unknown; context: EvaluationContext },
): Promise<LetterResult> {
  const letter = await letterOf(setup, documents, group, input.valueOf);
  if (!letter.ok || !setup.outputFile) return letter;
  // The areas last: their values may count the sheets, address sheet included.
  const { sheets } = composedSize(letter.document, setup.composeOptions);
  const areas = areasOf(setup.outputFile, input.context, sheets);
  return { ...letter, document: { ...letter.document, areas } };
}

/** The letter's pages and its validated addresses on paper (printLetterOf), without its technical areas. */
async function letterOf(
  setup: PrintSetup,
  documents: PackGroupDocuments,
  group: Parameters<PackGroupDocuments['pagesOf']>[0],
  valueOf: (requirementName: string) => unknown,
): Promise<LetterResult> {
  const lines: Partial<Record<AddressRole, string[]>> = {};
  for (const role of ADDRESS_ROLES) {
    const requirement = setup.addressRequirements[role];
    if (requirement) lines[role] = addressLinesIn(valueOf(requirement.name));
  }
  const document: ComposeDocument = { pages: await documents.pagesOf(group) };
  // A channel without a postal address (an on-premise print of documents handed over) has no window to check.
  if (!setup.addressRequirements.recipient) return { ok: true, document, windows: [] };
  if (!lines.recipient?.length) {
    return {
      ok: false,
      stop: {
        error: 'Stopped before sending: the letter has no validated address.',
        details: { code: 'verify.noAddress' },
      },
    };
  }
  if (setup.addressPageWindow) {
    const page = addressPageOf(setup.addressPageWindow, lines);
    return { ok: true, document: { ...document, addressPage: page.addressPage }, windows: page.windows };
  }
  const replacements: AreaReplacement[] = [];
  const windows: PrintLetter['windows'] = [];
  for (const role of ADDRESS_ROLES) {
    const requirement = setup.addressRequirements[role];
    const validated = lines[role];
    // A sender or return address left empty, or not read from the letter, is the letter's own business.
    if (!requirement || !validated || (role !== 'recipient' && !validated.length)) continue;
    const window = windowNodeOf(requirement.content);
    if (role !== 'recipient' && !window) continue;
    const paper = await addressOnPaper(documents, group, validated, window);
    if (!paper.ok) return { ok: false, stop: { error: paper.error, details: { code: paper.code, role } } };
    replacements.push(...paper.replacements);
    windows.push(...paper.windows);
  }
  return { ok: true, document: { ...document, replacements }, windows };
}

/** An address page with the validated addresses, and what its blocks must read. */
function addressPageOf(
  window: AreaMm,
  lines: Partial<Record<AddressRole, string[]>>,
): { addressPage: AddressPage; windows: PrintLetter['windows'] } {
  const sender = lines.sender?.length ? lines.sender : undefined;
  const returnAddress = lines.return?.length ? lines.return : undefined;
  const layout = addressPageLayout(window, returnAddress !== undefined);
  return {
    addressPage: {
      recipient: lines.recipient ?? [],
      ...(sender && { sender }),
      ...(returnAddress && { returnAddress }),
    },
    windows: [
      { page: 1, area: layout.recipient, lines: lines.recipient ?? [] },
      ...(sender ? [{ page: 1, area: layout.sender, lines: sender }] : []),
      ...(returnAddress && layout.returnLine
        ? [{ page: 1, area: layout.returnLine, lines: [returnLineOf(returnAddress)] }]
        : []),
    ],
  };
}
