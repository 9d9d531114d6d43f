import { z } from 'zod';
import type { ChannelType } from './channel-fields';

// Print pre-flight (issue 23): what a print shop or a postal operator would refuse, found on each letter at
// deposit, against each paper channel of its service. Decisions: docs/domain-decisions.md "Print pre-flight".

/** The channel types whose letters are printed on paper, and so are pre-flighted. */
export const PAPER_CHANNEL_TYPES = [
  'POSTAL_MAIL',
  'REGISTERED_MAIL',
  'PACKING',
  'ON_PREMISE_PRINT',
] as const satisfies readonly ChannelType[];

export const isPaperChannelType = (type: string): boolean =>
  (PAPER_CHANNEL_TYPES as readonly string[]).includes(type);

/**
 * What pre-flight finds. Each has its message label `preflight.<code>` (params in braces) in the eight
 * languages:
 * - pageSize: the page is not the channel's format (params width, height, format).
 * - orientation: the page is the channel's format turned a quarter (landscape on a portrait channel).
 * - unprintableEdge: content in the printer's unprintable edge (params edge, in mm).
 * - addressWindow: something other than the address shows in or around the envelope's window (a logo, a line,
 *   text too close to it).
 * - technicalArea: content where the channel stamps a technical area (params type: datamatrix, text…).
 * - fontNotEmbedded: a font is not embedded; composition embeds a metric-compatible free font instead (params
 *   font, substitute).
 * - fontNotSubstitutable: a font is not embedded and has no metric-compatible substitute (params font).
 * - type3Font: a Type 3 font (drawn glyphs, often bitmaps), which print engines render poorly (params font).
 * - lowResolution: an image below MIN_PRINT_DPI at its printed size (params dpi, minimum).
 * - colourOnBlackAndWhite: a page in colour on a channel that prints in black and white.
 * - envelopeCapacity: the letter has more sheets than its envelope holds (params sheets, capacity, envelope).
 */
export const PREFLIGHT_CODES = [
  'pageSize',
  'orientation',
  'unprintableEdge',
  'addressWindow',
  'technicalArea',
  'fontNotEmbedded',
  'fontNotSubstitutable',
  'type3Font',
  'lowResolution',
  'colourOnBlackAndWhite',
  'envelopeCapacity',
] as const;
export type PreflightCode = (typeof PREFLIGHT_CODES)[number];

/** A finding that refuses the letter on its channel, or a warning shown to the depositor and the validator. */
export const PREFLIGHT_SEVERITIES = ['refuse', 'warn'] as const;
export type PreflightSeverity = (typeof PREFLIGHT_SEVERITIES)[number];

/**
 * The findings a service refuses when it says nothing: what would be printed wrong or could not be delivered
 * (an address the carrier cannot read, a code the inserter cannot read, a letter that does not fit its envelope
 * or its paper, text that cannot be printed). The others are warnings: the output stays printable.
 */
export const DEFAULT_PREFLIGHT_REFUSALS: readonly PreflightCode[] = [
  'pageSize',
  'orientation',
  'addressWindow',
  'technicalArea',
  'fontNotSubstitutable',
  'envelopeCapacity',
];

export const PREFLIGHT_LIMITS = {
  /** The edge no printer prints on (most office and production printers leave 4–5 mm). */
  unprintableEdgeMm: 5,
  /** Around the address window: the letter moves in its envelope by this much, so this band stays clear. */
  windowClearanceMm: 4,
  /** The resolution below which images print visibly blurred. */
  minPrintDpi: 150,
  /** How far a page may differ from its format and still be that format (rounding of points to mm). */
  pageSizeToleranceMm: 2,
} as const;

/**
 * The sheets of 80 g/m² paper each envelope holds once folded and inserted: DL letters are folded in three,
 * C5 once, C4 not at all (what common inserters of the Quadient and Pitney Bowes kinds accept).
 */
export const ENVELOPE_CAPACITY_SHEETS = { DL: 8, C5: 20, C4: 100 } as const;

const areaSchema = z.object({ left: z.number(), top: z.number(), width: z.number(), height: z.number() });

export const preflightFindingSchema = z.object({
  code: z.enum(PREFLIGHT_CODES),
  severity: z.enum(PREFLIGHT_SEVERITIES),
  /** The labels of the service channels it applies to (page size and areas depend on the channel). */
  serviceChannels: z.array(z.string()),
  /** The deposited (or extracted) file and its page (1-based, in that file) it was found on; null: the letter. */
  inputFileId: z.string().nullable(),
  page: z.number().int().nullable(),
  /** Where on the page, in mm from the top-left corner as displayed; null: the whole page. */
  area: areaSchema.nullable(),
  params: z.record(z.string(), z.union([z.string(), z.number()])),
});
export type PreflightFinding = z.infer<typeof preflightFindingSchema>;
