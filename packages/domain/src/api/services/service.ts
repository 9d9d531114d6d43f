import { z } from 'zod';
import { SERVICE_DEFAULTS } from '../../constants';
import { CHANNEL_REQUIREMENT_KINDS, CHANNEL_REQUIREMENT_TYPES } from '../../model/channel-fields';
import {
  DOCUMENT_KINDS,
  METADATA_TYPES,
  METADATA_VALIDATION_KINDS,
  SERVICE_TYPES,
} from '../../model/service';
import { DEFAULT_PREFLIGHT_REFUSALS, PREFLIGHT_CODES } from '../../model/preflight';
import { boxSchema } from './box';
import { conditionSchema, expressionSchema } from './expressions';

// The configuration of a service (docs/product.md §3 "Service", "Channel requirement").

/** A value asked for each pack or shipment: where it comes from, how it is edited and checked. */
export const channelRequirementSchema = z.object({
  kind: z.enum(CHANNEL_REQUIREMENT_KINDS),
  name: z.string(),
  type: z.enum(CHANNEL_REQUIREMENT_TYPES),
  /** Computes the value; null leaves it to the user. */
  content: expressionSchema.nullable().default(null),
  editableValue: z.boolean().default(false),
  editableConfiguration: z.boolean().default(false),
  /** Name of the check run on the value (address, e-mail, phone...); null runs none. */
  validation: z.string().nullable().default(null),
  validationParameters: z.record(z.string(), z.string()).default(() => ({})),
  /** The user may not force a value the check refused. */
  forceValidation: z.boolean().default(false),
});
export type ChannelRequirement = z.infer<typeof channelRequirementSchema>;

export const packRequirementsSchema = z.object({
  content: z.array(channelRequirementSchema).default(() => []),
  editableValue: z.boolean().default(false),
  editableConfiguration: z.boolean().default(false),
});
export type PackRequirements = z.infer<typeof packRequirementsSchema>;

/** Which pages of which documents an output file composes (page selectors of docs/product.md §5). */
export const compositionOperationSchema = z.object({
  documentKind: z.enum(DOCUMENT_KINDS),
  pageSelector: z.string(),
});
export type CompositionOperation = z.infer<typeof compositionOperationSchema>;

export const outputFileConfigurationSchema = z.object({
  outputFileId: z.string().nullable().default(null),
  /** Generate an address page even when the documents bring none. */
  forceAddressPage: z.boolean().default(false),
  options: z
    .array(z.object({ optionTypeId: z.string(), optionId: z.string(), default: z.boolean().default(false) }))
    .default(() => []),
  compositionOperations: z.array(compositionOperationSchema).default(() => []),
});
export type OutputFileConfiguration = z.infer<typeof outputFileConfigurationSchema>;

/** A channel as a service uses it; `id` is the channel's, `label` names it within the service. */
export const serviceChannelSchema = z.object({
  id: z.string(),
  label: z.string(),
  shipmentRequirements: z.array(channelRequirementSchema).default(() => []),
  outputFileConfiguration: outputFileConfigurationSchema.default(() =>
    outputFileConfigurationSchema.parse({}),
  ),
  /**
   * Digital first (issue 18, docs/domain-decisions.md "Digital-first escalation"): a shipment of this channel
   * not opened within `unopenedWorkingDays` working days of the channel after it was sent, or bounced, is sent
   * again through the next channel of the sending strategy (a registered letter). Null: no escalation.
   */
  escalation: z.object({ unopenedWorkingDays: z.number().int() }).nullable().default(null),
});
export type ServiceChannel = z.infer<typeof serviceChannelSchema>;

export const sendingStrategyGroupSchema = z.object({
  name: z.string(),
  /** Labels of the service channels tried by this group. */
  serviceChannels: z.array(z.string()),
  additionalCondition: conditionSchema.nullable().default(null),
});
export const sendingStrategySchema = z.object({
  groups: z.array(sendingStrategyGroupSchema).default(() => []),
});
export type SendingStrategy = z.infer<typeof sendingStrategySchema>;

/** How packs are grouped: packs with the same key value go together; null keeps one pack per group. */
export const groupingConfigurationSchema = z.object({ key: expressionSchema.nullable().default(null) });
export type GroupingConfiguration = z.infer<typeof groupingConfigurationSchema>;

/** A file stored with the service and pre-filled into boxes (Box.configuredFiles). */
export const serviceFileSchema = z.object({
  id: z.string(),
  name: z.string(),
  contentType: z.string().nullable().default(null),
});
export type ServiceFile = z.infer<typeof serviceFileSchema>;

export const serviceMetadataSchema = z.object({
  type: z.enum(METADATA_TYPES),
  name: z.string(),
  label: z.string().nullable().default(null),
  editable: z.boolean().default(true),
  mandatory: z.boolean().default(false),
  persist: z.boolean().default(false),
  searchable: z.boolean().default(false),
  rank: z.number().int().default(0),
  group: z.string().nullable().default(null),
  /** The metadata identifies the recipient or the document. */
  identifier: z.boolean().default(false),
  validationKind: z.enum(METADATA_VALIDATION_KINDS).nullable().default(null),
  /** The values offered by an svm.ConstantMetadata metadata. */
  constantValues: z.array(z.string()).default(() => []),
  /** Name of the account tag list the value comes from. */
  accountTag: z.string().nullable().default(null),
  properties: z
    .object({
      maxLines: z.number().int().min(1).nullable().default(null),
      /** Regular expression the whole value must match. */
      validation: z.string().nullable().default(null),
    })
    .default(() => ({ maxLines: null, validation: null })),
  /** Name of the OU controlled-value list an svm.ControlledValue metadata is checked against. */
  controlledValueName: z.string().nullable().default(null),
});
export type ServiceMetadata = z.infer<typeof serviceMetadataSchema>;

const { r, g, b, a } = SERVICE_DEFAULTS.iconColor;
export const DEFAULT_SERVICE_ICON_COLOR = `rgba(${r},${g},${b},${a})`;

export const serviceSchema = z.object({
  id: z.string(),
  type: z.enum(SERVICE_TYPES),
  name: z.string(),
  ouId: z.string(),
  removed: z.boolean().default(false),
  enabled: z.boolean().default(true),
  allowJobCreation: z.boolean().default(true),
  /** Set by the server when something the service refers to is gone. */
  inconsistent: z.boolean().default(false),
  description: z.string().nullable().default(null),
  iconColor: z.string().default(DEFAULT_SERVICE_ICON_COLOR),
  iconName: z.string().default(SERVICE_DEFAULTS.iconName),
  jobNameEditable: z.boolean().default(SERVICE_DEFAULTS.jobNameEditable),
  jobNameExpression: expressionSchema.nullable().default(null),
  boxes: z.array(boxSchema).default(() => []),
  groupingConfiguration: groupingConfigurationSchema.nullable().default(null),
  packRequirements: packRequirementsSchema.default(() => packRequirementsSchema.parse({})),
  channels: z.array(serviceChannelSchema).default(() => []),
  sendingStrategy: sendingStrategySchema.default(() => ({ groups: [] })),
  serviceFiles: z.array(serviceFileSchema).default(() => []),
  serviceMetadatas: z.array(serviceMetadataSchema).default(() => []),
  /** The pre-flight findings that refuse a letter on a paper channel (the others warn); issue 23. */
  preflightRefusals: z.array(z.enum(PREFLIGHT_CODES)).default(() => [...DEFAULT_PREFLIGHT_REFUSALS]),
});
export type Service = z.infer<typeof serviceSchema>;
/** A service as an editor or an import hands it in, before defaults apply. */
export type ServiceInput = z.input<typeof serviceSchema>;
