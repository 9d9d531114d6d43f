import { z } from 'zod';
import {
  DEFAULT_CHANNEL_TIME_ZONE,
  DEFAULT_PAGE_FORMAT,
  PAGE_FORMATS,
  TECHNICAL_AREA_DEFAULTS,
  type RgbaColor,
} from '../constants';
import { CHANNEL_TYPES, COMPOSE_TYPES } from '../model/channel-fields';
import { DOCUMENT_KINDS } from '../model/service';
import { boxAreaSchema, conditionSchema, expressionSchema } from './services/expressions';
import { channelRequirementSchema, type ServiceChannel } from './services/service';

// Channels, option types and options (docs/product.md §3 "Channel", "Output file", "Technical area", "Option
// type", "Option value") and the payloads of their calls (docs/product.md §7). The rules of docs/product.md
// §5 are in ../validation/channel.ts, the calendar (cutoff, post dates) in ../calendar.ts. Decisions:
// docs/domain-decisions.md "Channels and options".

/** Working days are ISO weekdays: 1 Monday … 7 Sunday. */
export const DEFAULT_WORKING_DAYS = [1, 2, 3, 4, 5] as const;
/**
 * Days ahead a post date may be chosen when the channel does not say (docs/product.md §3 maxFutureDays; value
 * ours).
 */
export const DEFAULT_MAX_FUTURE_DAYS = 30;

export const HORIZONTAL_ALIGNMENTS = ['left', 'center', 'right', 'justify'] as const;
export const VERTICAL_ALIGNMENTS = ['top', 'middle', 'bottom'] as const;
/** What a text does when a line is wider than its area (fitToArea shrinks the font instead). */
export const LINE_BREAK_MODES = ['wordWrap', 'characterWrap', 'clip', 'ellipsis'] as const;
export const DATAMATRIX_SHAPES = ['square', 'rectangle'] as const;
export const TRACKING_PROPERTY_TYPES = ['link'] as const;

/** `rgba(r,g,b,a)`, the colour notation of the configuration (as the service icon colour). */
export const rgbaText = ({ r, g, b, a }: RgbaColor): string => `rgba(${r},${g},${b},${a})`;

const mm = () => z.number().min(0).default(0);
export const technicalAreaMarginsSchema = z.object({ top: mm(), right: mm(), bottom: mm(), left: mm() });

/** Something an output file stamps on its pages: a barcode, a datamatrix, a QR code, a text or a rectangle. */
export const technicalAreaSchema = z.object({
  /** Drawn only on the documents this condition holds for; null: always. */
  condition: conditionSchema.nullable().default(null),
  desc: z.string().default(''),
  area: boxAreaSchema,
  type: z.enum(COMPOSE_TYPES),
  // The pages are picked with the page selectors of docs/product.md §5, among the pages of one document kind.
  documentKind: z.enum(DOCUMENT_KINDS).default('DOCUMENT'),
  page: z.string().default('all'),
  /** The area must be blank in the document before it is stamped; a page where it is not is an error. */
  check: z.boolean().default(false),
  /** Fill of the area on proofs (BAT), in production, and when the check failed. */
  colors: z
    .object({
      bat: z.string().default(rgbaText(TECHNICAL_AREA_DEFAULTS.colors.bat)),
      production: z.string().default(rgbaText(TECHNICAL_AREA_DEFAULTS.colors.production)),
      error: z.string().default(rgbaText(TECHNICAL_AREA_DEFAULTS.colors.error)),
    })
    .default(() => ({
      bat: rgbaText(TECHNICAL_AREA_DEFAULTS.colors.bat),
      production: rgbaText(TECHNICAL_AREA_DEFAULTS.colors.production),
      error: rgbaText(TECHNICAL_AREA_DEFAULTS.colors.error),
    })),
  /** What is written or encoded; a rectangle has none. */
  content: expressionSchema.nullable().default(null),
  margins: technicalAreaMarginsSchema.default(() => ({ top: 0, right: 0, bottom: 0, left: 0 })),
  /** One of the available fonts (/app/config availableFonts); null: the composer's default font. */
  fontName: z.string().nullable().default(null),
  fontSize: z.number().positive().default(TECHNICAL_AREA_DEFAULTS.fontSize),
  fontColor: z.string().default(rgbaText(TECHNICAL_AREA_DEFAULTS.fontColor)),
  lineSpace: z.number().positive().default(TECHNICAL_AREA_DEFAULTS.lineSpace),
  horizontalAlignment: z.enum(HORIZONTAL_ALIGNMENTS).default('left'),
  verticalAlignment: z.enum(VERTICAL_ALIGNMENTS).default('top'),
  rtl: z.boolean().default(false),
  lineBreakMode: z.enum(LINE_BREAK_MODES).default('wordWrap'),
  /** Encode a barcode as GS1-128 (application identifiers in brackets). */
  barcodeGs1Format: z.boolean().default(false),
  datamatrixShape: z.enum(DATAMATRIX_SHAPES).default('square'),
  /** Shrink the text (or scale the code) to fit the area instead of breaking lines. */
  fitToArea: z.boolean().default(false),
});
export type TechnicalArea = z.infer<typeof technicalAreaSchema>;

/** An option of one type an output file offers: its place in the list, whether it is preselected. */
export const outputFileOptionSchema = z.object({
  optionId: z.string(),
  rank: z.number().int().default(0),
  default: z.boolean().default(false),
  properties: z.record(z.string(), z.string()).default(() => ({})),
});
export const outputFileOptionGroupSchema = z.object({
  optionTypeId: z.string(),
  options: z.array(outputFileOptionSchema).default(() => []),
});
export type OutputFileOptionGroup = z.infer<typeof outputFileOptionGroupSchema>;

/** A file a channel produces for its provider (a print file, a mail…); services refer to it by `id`. */
export const outputFileSchema = z.object({
  /** Blank on a new output file: the server gives it one. */
  id: z.string().default(''),
  name: z.string(),
  mainOutputFile: z.boolean().default(false),
  /** Generate an address page even when the documents bring none. */
  forceAddressPage: z.boolean().default(false),
  /** Never split a recipient's documents across files or sheets. */
  preserveIntegrity: z.boolean().default(false),
  pageFormat: z.enum(PAGE_FORMATS).default(DEFAULT_PAGE_FORMAT),
  technicalAreas: z.array(technicalAreaSchema).default(() => []),
  options: z.array(outputFileOptionGroupSchema).default(() => []),
});
export type OutputFile = z.infer<typeof outputFileSchema>;

/** Where a shipment can be followed: `url` with `placeholder` replaced by the tracking number. */
export const trackingPropertiesSchema = z.object({
  url: z.string(),
  type: z.enum(TRACKING_PROPERTY_TYPES).default('link'),
  placeholder: z.string().default('{number}'),
});
export type TrackingProperties = z.infer<typeof trackingPropertiesSchema>;

/** A channel's configuration. Its external output token is not part of it: see `savedChannelSchema`. */
export const channelSchema = z.object({
  id: z.string(),
  channelType: z.enum(CHANNEL_TYPES),
  name: z.string(),
  label: z.string().default(''),
  /** The adapter that carries the channel's output (simulator, smtp, print-drop, http-provider, on-premise). */
  providerName: z.string(),
  enabled: z.boolean().default(true),
  workingDays: z.array(z.number().int().min(1).max(7)).default(() => [...DEFAULT_WORKING_DAYS]),
  maxFutureDays: z.number().int().min(0).default(DEFAULT_MAX_FUTURE_DAYS),
  additionalProductionDays: z.number().int().min(0).default(0),
  minProductionDays: z.number().int().min(0).default(0),
  /** 'HH:mm' in `timeZone`: deposits after it are produced from the next working day. Null: no cutoff. */
  cutoffTime: z.string().nullable().default(null),
  timeZone: z.string().default(DEFAULT_CHANNEL_TIME_ZONE),
  /** Output files are fetched by an outside system (on-premise print) with the channel's token. */
  externalOutputTrigger: z.boolean().default(false),
  /** Shipment status codes on which the sending strategy tries the next channel. */
  fallbackOnStatuses: z.array(z.number().int()).default(() => []),
  /**
   * The countries the channel carries mail to (ISO 3166-1 alpha-2); empty: every country. A letter to another
   * country is not eligible for the channel when it is ordered (docs/domain-decisions.md "Channels and options").
   */
  destinationCountries: z.array(z.string()).default(() => []),
  requirements: z.array(channelRequirementSchema).default(() => []),
  trackingProperties: trackingPropertiesSchema.nullable().default(null),
  outputFiles: z.array(outputFileSchema).default(() => []),
});
export type Channel = z.infer<typeof channelSchema>;
export type ChannelInput = z.input<typeof channelSchema>;

/** A stored channel as the calls answer it. */
export const savedChannelSchema = channelSchema.extend({
  version: z.number().int(),
  creationDate: z.string(),
  updateDate: z.string(),
  /** The channel has an external output token (only its hash is stored). */
  externalOutputTokenSet: z.boolean(),
  /**
   * The token itself: only in the answer of the save that generated it, to a super administrator; null in every
   * other answer (lists included). It cannot be read again, only regenerated.
   */
  externalOutputToken: z.string().nullable(),
});
export type SavedChannel = z.infer<typeof savedChannelSchema>;

/**
 * POST /channels: without `version` a channel is created (with the given `id`, or a generated one when it is
 * empty); with `version` the channel `id` is updated and `version` must be the stored one (edition conflict, -13).
 */
export const channelSaveParametersSchema = channelSchema.extend({
  id: z.string().max(100).default(''),
  version: z.number().int().optional(),
  /** Replace the external output token by a new one (shown once in the answer). */
  regenerateExternalOutputToken: z.boolean().default(false),
});
export type ChannelSaveParameters = z.input<typeof channelSaveParametersSchema>;

export const channelIdParamsSchema = z.object({ channelId: z.string().min(1).max(100) });
export const channelsListResultSchema = z.array(savedChannelSchema);
export const channelTypesResultSchema = z.array(z.enum(CHANNEL_TYPES));

/** POST /ou/{ouId}/channels: the ids of the channels the OU's services may use from now on (replaces). */
export const ouChannelsBodySchema = z.array(z.string().min(1).max(100)).max(1000);
export const ouChannelsParamsSchema = z.object({ ouId: z.string().min(1).max(100) });

// Option types and options.

/** A kind of option a delivery is ordered with (colour, printing, envelope…). */
export const optionTypeSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** Choosing another option of this type changes the documents, so the delivery is computed again. */
  recomputeTrigger: z.boolean().default(false),
});
export type OptionType = z.infer<typeof optionTypeSchema>;

export const optionValueSchema = z.object({
  id: z.string(),
  optionTypeId: z.string(),
  value: z.string(),
  rank: z.number().int().default(0),
  /** Shown as the recommended choice. */
  best: z.boolean().default(false),
  /** Preselected; at most one option of a type is (saving a default clears the others'). */
  default: z.boolean().default(false),
  properties: z.record(z.string(), z.string()).default(() => ({})),
});
export type OptionValue = z.infer<typeof optionValueSchema>;

const stored = { version: z.number().int(), creationDate: z.string(), updateDate: z.string() };
export const savedOptionTypeSchema = optionTypeSchema.extend(stored);
export type SavedOptionType = z.infer<typeof savedOptionTypeSchema>;
export const savedOptionValueSchema = optionValueSchema.extend(stored);
export type SavedOptionValue = z.infer<typeof savedOptionValueSchema>;

/** POST /options/type: an empty `id` creates; otherwise `version` must be the stored one. */
export const optionTypeSaveBodySchema = optionTypeSchema.extend({
  id: z.string().max(100).default(''),
  name: z.string().max(200),
  version: z.number().int().optional(),
});
export type OptionTypeSaveBody = z.infer<typeof optionTypeSaveBodySchema>;
/** POST /options: as for option types. */
export const optionSaveBodySchema = optionValueSchema.extend({
  id: z.string().max(100).default(''),
  optionTypeId: z.string().min(1).max(100),
  value: z.string().max(500),
  version: z.number().int().optional(),
});
export type OptionSaveBody = z.infer<typeof optionSaveBodySchema>;

export const optionTypesListResultSchema = z.array(savedOptionTypeSchema);
export const optionsListQuerySchema = z.object({ optionTypeId: z.string().min(1).max(100).optional() });
export const optionsListResultSchema = z.array(savedOptionValueSchema);
export const optionTypeIdParamsSchema = z.object({ optionTypeId: z.string().min(1).max(100) });
export const optionIdParamsSchema = z.object({ optionId: z.string().min(1).max(100) });
export const optionDeleteResultSchema = z.object({ id: z.string() });

/** The output file a service channel produces: the one it names, else the channel's main one, else its first. */
export function outputFileOf(
  channel: Pick<Channel, 'outputFiles'>,
  serviceChannel: Pick<ServiceChannel, 'outputFileConfiguration'>,
): OutputFile | null {
  const named = serviceChannel.outputFileConfiguration.outputFileId;
  return (
    channel.outputFiles.find((f) => f.id === named) ??
    channel.outputFiles.find((f) => f.mainOutputFile) ??
    channel.outputFiles[0] ??
    null
  );
}

/**
 * The option of each option type of a service channel's output file for an order: the one chosen, else the
 * service channel's default, else the output file's default, else its first.
 */
export function optionPicksOf(
  outputFile: OutputFile | null,
  serviceChannel: Pick<ServiceChannel, 'outputFileConfiguration'>,
  chosen: readonly string[],
): { optionTypeId: string; optionId: string }[] {
  return (outputFile?.options ?? []).flatMap((group) => {
    const pick =
      group.options.find((o) => chosen.includes(o.optionId)) ??
      group.options.find((o) =>
        serviceChannel.outputFileConfiguration.options.some(
          (s) => s.optionTypeId === group.optionTypeId && s.optionId === o.optionId && s.default,
        ),
      ) ??
      group.options.find((o) => o.default) ??
      group.options[0];
    return pick ? [{ optionTypeId: group.optionTypeId, optionId: pick.optionId }] : [];
  });
}
