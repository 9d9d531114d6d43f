import type { ComposeArea, ComposeDocument, ComposeWarning } from '@postbridge/documents';
import {
  CHANNEL_PREVIEW_SAMPLE,
  evaluateCondition,
  evaluateExpression,
  printExpression,
  type ChannelPreviewWarning,
  type DocumentKind,
  type EvaluationContext,
  type TechnicalArea,
} from '@postbridge/domain';
import { composeAreaOf } from './compose-area';

// The technical areas of a previewed output file as composition takes them (compose-area.ts, the mapping print
// composition uses), evaluated on the preview's sample context instead of a letter.

/**
 * The documented sample a preview evaluates expressions on (docs/api.md "Channels: technical area preview"): a
 * metadata value or a data-file column answers its own name, file names the sample's, the position in the box
 * and the recipient count 1, the sheet count the composed sample's; the rest (PDF text and metadata, recipient
 * choices, options) is unknown, and the area shows the formula instead.
 */
export function sampleContext(now: Date, fileName: string, sheetCount: number): EvaluationContext {
  return {
    now,
    fileName: () => fileName,
    jobFileName: () => fileName,
    metadata: (name) => name,
    dataFileValue: (column) => column,
    positionInBox: () => CHANNEL_PREVIEW_SAMPLE.positionInBox,
    recipientCount: () => CHANNEL_PREVIEW_SAMPLE.recipientCount,
    sheetCount: () => sheetCount,
    hasOption: () => false,
  };
}

/** An area drawn in the preview, with the index it has in the output file (for the warnings). */
type PreviewArea = { index: number; area: ComposeArea };

/**
 * The areas whose condition holds on the sample, their content evaluated on it; an expression the sample cannot
 * evaluate is drawn as `[formula]` and reported, so that the operator sees which area lacks data.
 */
export function previewAreas(
  areas: readonly TechnicalArea[],
  context: EvaluationContext,
  warnings: ChannelPreviewWarning[],
  /** Only the areas of this document kind; absent: all. */
  only?: DocumentKind,
): PreviewArea[] {
  const drawn: PreviewArea[] = [];
  areas.forEach((area, index) => {
    if (only && area.documentKind !== only) return;
    if (area.condition && !evaluateCondition(area.condition, context)) return;
    let value: string | undefined;
    if (area.content && area.type !== 'rectangle') {
      value = evaluateExpression(area.content, context) ?? undefined;
      if (value === undefined || value === '') {
        value = `[${printExpression(area.content)}]`;
        warnings.push({ code: 'expressionEmpty', areaIndex: index, page: null, detail: value });
      }
    }
    drawn.push({ index, area: composeAreaOf(area, value) });
  });
  return drawn;
}

const WARNING_OF: Record<ComposeWarning['code'], ChannelPreviewWarning['code']> = {
  'compose.areaNotBlank': 'areaNotBlank',
  'compose.invalidCode': 'invalidCode',
  'compose.missingGlyphs': 'missingGlyphs',
};

/** A composer's warning as the preview answers it; the area is named when the composer tells which. */
export function previewWarningOf(
  warning: ComposeWarning,
  drawn: readonly PreviewArea[],
): ChannelPreviewWarning {
  const details = warning.details;
  const type = typeof details.type === 'string' ? details.type : undefined;
  const match = type ? drawn.filter((d) => d.area.type === type) : [];
  return {
    code: WARNING_OF[warning.code],
    areaIndex: match.length === 1 ? match[0]!.index : null,
    page: warning.page ?? null,
    detail: Object.entries(details)
      .map(([key, value]) => `${key}: ${String(value)}`)
      .join(', '),
  };
}

/** The sample letter: its pages (or none, the address page standing for a blank page) with its areas. */
export const sampleDocument = (
  pages: ComposeDocument['pages'],
  withAddressPage: boolean,
  areas: readonly PreviewArea[],
): ComposeDocument => ({
  pages,
  ...(withAddressPage ? { addressPage: { recipient: [...CHANNEL_PREVIEW_SAMPLE.recipient] } } : {}),
  areas: areas.map((a) => a.area),
});
