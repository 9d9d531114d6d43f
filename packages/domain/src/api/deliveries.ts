import { z } from 'zod';
import { CHANNEL_TYPES } from '../model/channel-fields';
import { DELIVERY_COMMAND_STATES } from '../states/command-states';
import { apiIssueSchema } from './envelope';
import { jobRevisionsResultSchema } from './jobs';

// Delivery commands and deliveries (docs/product.md §3 Delivery, Payloads; §4 delivery command states; §7
// deliveries calls).

const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'expected a date as yyyy-MM-dd');
const id = () => z.string().min(1).max(100);

/** Most pack groups one order may hold (a whole 5,000-letter deposit fits). */
export const MAX_PACK_GROUPS_PER_COMMAND = 50_000;

/** serviceChannelOptions: service channel label → the option ids chosen for it (the defaults when absent). */
export const serviceChannelOptionsSchema = z.record(z.string(), z.array(id()).max(50));
export type ServiceChannelOptions = z.infer<typeof serviceChannelOptionsSchema>;

const packGroupIds = () => z.array(id()).min(1).max(MAX_PACK_GROUPS_PER_COMMAND);

/**
 * POST /deliveries/commands (docs/product.md §3 "Delivery creation: packGroupIds, serviceChannelOptions,
 * expectedPostDate").
 */
export const createDeliveryCommandBodySchema = z.object({
  packGroupIds: packGroupIds(),
  serviceChannelOptions: serviceChannelOptionsSchema.default(() => ({})),
  expectedPostDate: isoDay.optional(),
  comment: z.string().max(2000).optional(),
});
export type CreateDeliveryCommandBody = z.infer<typeof createDeliveryCommandBodySchema>;

/** POST /deliveries/checkOptions (docs/product.md §3 "Option check: packGroupIds, serviceChannelOptions"). */
export const checkOptionsBodySchema = z.object({
  packGroupIds: packGroupIds(),
  serviceChannelOptions: serviceChannelOptionsSchema.default(() => ({})),
  expectedPostDate: isoDay.optional(),
});
export type CheckOptionsBody = z.infer<typeof checkOptionsBodySchema>;

/** Where the pack groups of an order would go, channel by channel, and what stands in the way. */
export const orderPlanSchema = z.object({
  channels: z.array(
    z.object({
      serviceChannelLabel: z.string(),
      channelId: z.string(),
      channelName: z.string(),
      /** The options that apply: the chosen ones, then each option type's default. */
      options: z.array(z.object({ optionTypeId: z.string(), optionId: z.string() })),
      packGroupIds: z.array(z.string()),
      /** The earliest post date the channel can give this order (yyyy-MM-dd, in the channel's time zone). */
      earliestPostDate: isoDay,
      latestPostDate: isoDay,
    }),
  ),
  /** Pack groups no channel of the sending strategy can carry (their requirements fail everywhere). */
  notEligible: z.array(z.object({ packGroupId: z.string(), reasons: z.array(apiIssueSchema) })),
  /** The post date the order gets: the expected one when every channel allows it, else the latest earliest. */
  postDate: isoDay.nullable(),
  /** Milliseconds until the earliest cutoff of today among the channels; -1 once passed; null without cutoff. */
  cutoffMs: z.number().int().nullable(),
  issues: z.array(apiIssueSchema),
});
export type OrderPlan = z.infer<typeof orderPlanSchema>;

export const deliverySchema = z.object({
  id: z.string(),
  commandId: z.string(),
  jobId: z.string(),
  name: z.string(),
  nuid: z.string(),
  externalId: z.string().nullable(),
  state: z.string(),
  creationDate: z.string(),
  postDate: z.string().nullable(),
  channelId: z.string(),
  serviceChannelLabel: z.string(),
  serviceId: z.string(),
  ownerId: z.string(),
  recipients: z.number().int(),
  /** The delivery whose failed shipments this one sends again through a fallback channel. */
  fallbackOriginId: z.string().nullable(),
  validationDate: z.string().nullable(),
  rejectionDate: z.string().nullable(),
  reason: z.string().nullable(),
  comment: z.string().nullable(),
  options: z.array(z.object({ optionTypeId: z.string(), optionId: z.string() })),
});
export type Delivery = z.infer<typeof deliverySchema>;

export const deliveryCommandSchema = z.object({
  id: z.string(),
  jobId: z.string(),
  jobName: z.string(),
  serviceId: z.string().nullable(),
  ouId: z.string(),
  ownerId: z.string(),
  ownerLogin: z.string().nullable(),
  createdBy: z.string().nullable(),
  state: z.enum(DELIVERY_COMMAND_STATES),
  creationDate: z.string(),
  updateDate: z.string(),
  expectedPostDate: z.string().nullable(),
  postDate: z.string().nullable(),
  needsValidation: z.boolean(),
  /** When a pending command is automatically rejected (AUTOMATICALLY_REJECTED). */
  expiresAt: z.string().nullable(),
  validationDate: z.string().nullable(),
  rejectionDate: z.string().nullable(),
  validatedBy: z.string().nullable(),
  reason: z.string().nullable(),
  comment: z.string().nullable(),
  packGroupCount: z.number().int(),
  serviceChannelOptions: serviceChannelOptionsSchema,
  deliveries: z.array(deliverySchema),
  /** The actions the caller may take now (free, reject, validate, cancel). */
  actions: z.array(z.enum(['free', 'reject', 'validate', 'cancel'])),
  version: z.number().int(),
});
export type DeliveryCommand = z.infer<typeof deliveryCommandSchema>;

export const deliveryCommandIdParamsSchema = z.object({ deliveryCommandId: id() });
export const deliveryIdParamsSchema = z.object({ deliveryId: id() });

/**
 * Reject or validate (docs/product.md §3 "Reject or validate: validationReason"); `version` guards two
 * validators at once.
 */
export const commandActionBodySchema = z.object({
  validationReason: z.string().max(2000).optional(),
  version: z.number().int().optional(),
});
export type CommandActionBody = z.infer<typeof commandActionBodySchema>;

/** List filters of docs/product.md §7, and a state filter. */
export const deliveryListQuerySchema = z.object({
  fromDate: isoDay.optional(),
  toDate: isoDay.optional(),
  maxResults: z.coerce.number().int().min(1).max(1000).default(100),
  targetOwnerId: z.string().optional(),
  targetOUId: z.string().optional(),
  state: z.enum(DELIVERY_COMMAND_STATES).optional(),
  jobId: z.string().optional(),
});
export type DeliveryListQuery = z.infer<typeof deliveryListQuerySchema>;
/** GET /deliveries/list and GET /deliveries: the list filters, and the deliveries of an external id. */
export const deliveriesQuerySchema = deliveryListQuerySchema.extend({
  externalId: z.string().optional(),
  /** The deliveries through a channel of this type (a chart's slice opens its list, docs/api.md "Chart figures"). */
  channelType: z.enum(CHANNEL_TYPES).optional(),
});

export const deliveryCommandListResultSchema = z.object({
  commands: z.array(deliveryCommandSchema),
  overflow: z.boolean(),
});
export const deliveryListResultSchema = z.object({
  deliveries: z.array(deliverySchema),
  overflow: z.boolean(),
});

/** The history of a command or a delivery: the same entries as a job's. */
export const commandRevisionsResultSchema = jobRevisionsResultSchema;

/**
 * Proofs a call may ask for, per service channel label (docs/product.md §9 "Proofs: 5 per service channel
 * label").
 */
export const MAX_PROOFS_PER_SERVICE_CHANNEL_LABEL = 5;

/**
 * POST /deliveries/proof (docs/product.md §3 "Proof: packGroupIds, serviceChannelOptions,
 * expectedProofsPerServiceChannelLabel").
 */
export const proofBodySchema = z.object({
  packGroupIds: packGroupIds(),
  serviceChannelOptions: serviceChannelOptionsSchema.default(() => ({})),
  expectedProofsPerServiceChannelLabel: z
    .number()
    .int()
    .min(1)
    .max(MAX_PROOFS_PER_SERVICE_CHANNEL_LABEL)
    .default(1),
});
export type ProofBody = z.infer<typeof proofBodySchema>;

/**
 * One proof PDF per service channel: the output exactly as it would be composed for its first pack groups (address
 * page, technical areas, options), watermarked; download it with GET /api/files/{fileId}.
 */
export const proofResultSchema = z.array(
  z.object({
    serviceChannelLabel: z.string(),
    channelId: z.string(),
    fileId: z.string(),
    name: z.string(),
    packGroupIds: z.array(z.string()),
    pageCount: z.number().int(),
    warnings: z.array(z.string()),
  }),
);
export type ProofResult = z.infer<typeof proofResultSchema>;
