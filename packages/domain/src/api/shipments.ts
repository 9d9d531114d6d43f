import { z } from 'zod';
import { DISPLAY_STATUS_KINDS } from '../model/display-status';
import { isKnownShipmentStatusCode } from '../states/shipment-status-codes';
import { deliverySchema } from './deliveries';

// Shipments, provider tracking and OU webhooks (docs/product.md §3 Shipment, OU webHookURL; §4 status codes;
// §7 shipments calls, deliveries/late; docs/api.md "Shipments and tracking", docs/providers.md).

const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'expected a date as yyyy-MM-dd');
const id = () => z.string().min(1).max(100);

/** Most values one list filter (or one status call) may carry. */
export const MAX_SHIPMENT_FILTER_VALUES = 1000;

/**
 * A list of values in the query string: the parameter repeated (`externalIds=a&externalIds=b`), comma-separated
 * (`externalIds=a,b`), or a JSON list (`externalIds=["a,1","b"]`) for values that hold commas.
 */
function queryList<T extends z.ZodType<unknown, string>>(item: T) {
  return z
    .union([z.string(), z.array(z.string())])
    .transform((raw, ctx) => {
      const values: string[] = [];
      for (const part of Array.isArray(raw) ? raw : [raw]) {
        if (part.trim().startsWith('[')) {
          try {
            const parsed = JSON.parse(part) as unknown;
            if (!Array.isArray(parsed)) throw new Error('not a list');
            values.push(...parsed.map(String));
          } catch {
            ctx.addIssue({ code: 'custom', message: 'expected a JSON list' });
            return z.NEVER;
          }
        } else values.push(...part.split(','));
      }
      return values.map((v) => v.trim()).filter((v) => v !== '');
    })
    .pipe(z.array(item).max(MAX_SHIPMENT_FILTER_VALUES, `at most ${MAX_SHIPMENT_FILTER_VALUES} values`));
}

/** A status code written in the query string. */
const statusCodeText = z
  .string()
  .regex(/^-?\d+$/, 'expected a status code')
  .transform(Number)
  .refine(isKnownShipmentStatusCode, { message: 'is not a known shipment status code' });

export const shipmentSchema = z.object({
  id: z.string(),
  externalId: z.string().nullable(),
  nuid: z.string().nullable(),
  statusCode: z.number().int(),
  /** The code's meaning (English, from the domain table); null for a code the table does not know. */
  statusMeaning: z.string().nullable(),
  displayKind: z.enum(DISPLAY_STATUS_KINDS),
  /** No further status is expected in the normal course. */
  final: z.boolean(),
  /** -900 < code < 0 (docs/product.md §4): what acknowledging is for. */
  error: z.boolean(),
  pages: z.number().int(),
  sheets: z.number().int(),
  metadata: z.record(z.string(), z.string()),
  options: z.array(z.object({ optionTypeId: z.string(), optionId: z.string() })),
  /** Who the mail goes to, as the channel needs it (name, postal address lines, e-mail address, phone…). */
  recipient: z.record(z.string(), z.unknown()),
  deliveryId: z.string().nullable(),
  commandId: z.string(),
  packGroupId: z.string().nullable(),
  channelId: z.string().nullable(),
  /** The stored output file it was produced in (GET /shipments/outputFile/{outputFileId}). */
  outputFileId: z.string().nullable(),
  trackingValue: z.string().nullable(),
  /** The channel's tracking link with the tracking value in place of its placeholder; null without either. */
  trackingUrl: z.string().nullable(),
  /** Documents the provider attached (proof of delivery, signed receipt…), by tracking name. */
  trackingFiles: z.array(z.object({ name: z.string(), contentType: z.string(), size: z.number() })),
  lastError: z.string().nullable(),
  acknowledged: z.boolean(),
  acknowledgedAt: z.string().nullable(),
  acknowledgeMessage: z.string().nullable(),
  /** Hand-over attempts to the provider so far, and when the next one is due while it is retrying. */
  attempts: z.number().int(),
  nextAttemptAt: z.string().nullable(),
  /**
   * Digital first (docs/domain-decisions.md "Digital-first escalation"): while the e-mail waits to be opened,
   * when it goes on unopened and through which service channel; null when no timer runs.
   */
  escalation: z.object({ at: z.string(), to: z.string() }).nullable(),
  creationDate: z.string(),
  updateDate: z.string(),
});
export type Shipment = z.infer<typeof shipmentSchema>;

/** GET /shipments: the shipments of an external id, or of a delivery (one of both). */
export const shipmentsQuerySchema = z
  .object({ externalId: z.string().min(1).max(200).optional(), deliveryId: id().optional() })
  .refine((q) => (q.externalId === undefined) !== (q.deliveryId === undefined), {
    message: 'expected either externalId or deliveryId',
  });
export const shipmentsResultSchema = z.array(shipmentSchema);

/** GET /shipments/list: the list filters of docs/product.md §7, with the shipment filters. */
export const shipmentListQuerySchema = z.object({
  fromDate: isoDay.optional(),
  toDate: isoDay.optional(),
  maxResults: z.coerce.number().int().min(1).max(1000).default(100),
  targetOwnerId: z.string().optional(),
  /** The shipments of this OU and of the OUs below it. */
  targetOUId: z.string().optional(),
  outputFileNUIDs: queryList(z.string().max(200)).optional(),
  externalIds: queryList(z.string().max(200)).optional(),
  trackingValues: queryList(z.string().max(200)).optional(),
  statusValues: queryList(statusCodeText).optional(),
  /** true: only shipments in error (-900 < code < 0) not acknowledged yet; false: only the others. */
  unacknowledged: z.enum(['true', 'false']).optional(),
});
export type ShipmentListQuery = z.infer<typeof shipmentListQuerySchema>;
export const shipmentListResultSchema = z.object({
  shipments: z.array(shipmentSchema),
  /**
   * More shipments match than maxResults (docs/product.md §8 'The whole results cannot be displayed as they
   * are too many').
   */
  overflow: z.boolean(),
});

/** GET /shipments/status?shipmentIds=a,b: the current status code of each visible shipment among them. */
export const shipmentStatusQuerySchema = z.object({ shipmentIds: queryList(id()) });
export const shipmentStatusResultSchema = z.record(z.string(), z.number().int());

/** GET /shipments/allStatuses: every status code the platform knows, ascending. */
export const shipmentStatusInfoSchema = z.object({
  code: z.number().int(),
  meaning: z.string(),
  displayKind: z.enum(DISPLAY_STATUS_KINDS),
  final: z.boolean(),
  error: z.boolean(),
});
export const allShipmentStatusesResultSchema = z.array(shipmentStatusInfoSchema);

export const shipmentIdParamsSchema = z.object({ shipmentId: id() });
export const shipmentOutputFileParamsSchema = z.object({ outputFileId: id() });
export const shipmentTrackingFileParamsSchema = z.object({ shipmentId: id(), trackingName: id() });

/** GET /shipments/{id}/revisions: every status event received, and the history of what changed. */
export const shipmentRevisionsResultSchema = z.object({
  events: z.array(
    z.object({
      statusCode: z.number().int(),
      statusMeaning: z.string().nullable(),
      /** Who reported it: the worker, the simulator, smtp, or a provider's name. */
      source: z.string(),
      eventId: z.string(),
      /** When it happened, as reported. */
      at: z.string(),
      receivedAt: z.string(),
      details: z.record(z.string(), z.unknown()),
      /** The event's hash in the shipment's proof chain (docs/api.md "Evidence files"). */
      hash: z.string().nullable().optional(),
    }),
  ),
  history: z.array(
    z.object({
      id: z.number().int(),
      action: z.string(),
      state: z.string().nullable(),
      loggedUserLogin: z.string().nullable(),
      date: z.string(),
      details: z.record(z.string(), z.unknown()).nullable(),
    }),
  ),
});
export type ShipmentRevisions = z.infer<typeof shipmentRevisionsResultSchema>;

/** POST /shipments/acknowledge (docs/product.md §3 "Acknowledge: shipmentIds, message"). */
export const acknowledgeShipmentsBodySchema = z.object({
  shipmentIds: z.array(id()).min(1).max(MAX_SHIPMENT_FILTER_VALUES),
  message: z.string().max(2000).default(''),
});
export const acknowledgeShipmentsResultSchema = z.object({
  /** How many shipments this call acknowledged (those already acknowledged are not counted again). */
  acknowledged: z.number().int(),
  /** The visible shipments among the ids, as they are now; others are left out. */
  shipments: z.array(shipmentSchema),
});

/**
 * GET /deliveries/late and /deliveries/late/count: deliveries posted on or before `latePostDate` that still have
 * a shipment below `lateStatus` (docs/api.md "Late deliveries").
 */
export const lateDeliveriesQuerySchema = z.object({
  latePostDate: isoDay,
  lateStatus: statusCodeText.refine((code) => code > 0, { message: 'must be a status code above 0' }),
  maxResults: z.coerce.number().int().min(1).max(1000).default(100),
});
export const lateDeliverySchema = deliverySchema.extend({
  /** Its shipments that have not reached lateStatus yet. */
  lateShipments: z.number().int(),
});
export const lateDeliveriesResultSchema = z.object({
  deliveries: z.array(lateDeliverySchema),
  overflow: z.boolean(),
});
export const lateDeliveriesCountResultSchema = z.object({
  deliveries: z.number().int(),
  shipments: z.number().int(),
});

// Tracking: what providers send to POST /tracking/{provider} (docs/providers.md).

/** Signed tracking calls carry these headers: `<unix seconds>` and `sha256=<hex>` (webhooks: Standard Webhooks). */
export const SIGNATURE_TIMESTAMP_HEADER = 'x-postbridge-timestamp';
export const SIGNATURE_HEADER = 'x-postbridge-signature';
/** A signed call is refused when its timestamp is further than this from the receiver's clock. */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

/** GET /tracking/open/{token}: an e-mail's open-tracking image; any token answers the same image. */
export const openTrackingParamsSchema = z.object({ token: z.string().max(200) });

export const trackingProviderParamsSchema = z.object({
  provider: z
    .string()
    .regex(
      /^[a-z0-9][a-z0-9_-]{0,63}$/i,
      'letters, digits, "-" and "_", at most 64, starting with a letter or digit',
    ),
});

export const trackingDocumentSchema = z.object({
  name: z.string().regex(/^[\w][\w .()-]{0,99}$/, 'letters, digits, spaces, ".", "-", "(", ")" and "_"'),
  contentType: z.string().regex(/^[\w.+-]+\/[\w.+-]+$/, 'expected a media type such as application/pdf'),
  base64: z
    .string()
    .min(1)
    .regex(/^[A-Za-z0-9+/]+={0,2}$/, 'expected base64'),
});

export const trackingEventSchema = z
  .object({
    /** Unique per provider: a replayed event changes nothing. */
    eventId: z.string().min(1).max(200),
    shipmentId: z.string().min(1).max(100).optional(),
    externalId: z.string().min(1).max(200).optional(),
    nuid: z.string().min(1).max(200).optional(),
    statusCode: z
      .number()
      .int()
      .refine(isKnownShipmentStatusCode, { message: 'is not a known shipment status code' }),
    /** When it happened; written back in UTC with milliseconds so that events compare as text. */
    at: z.iso.datetime({ offset: true }).transform((at) => new Date(at).toISOString()),
    trackingValue: z.string().min(1).max(200).optional(),
    details: z.record(z.string(), z.unknown()).optional(),
    documents: z.array(trackingDocumentSchema).max(10).optional(),
  })
  .refine((e) => [e.shipmentId, e.externalId, e.nuid].filter((v) => v !== undefined).length === 1, {
    message: 'expected exactly one of shipmentId, externalId or nuid',
  });
export type TrackingEvent = z.infer<typeof trackingEventSchema>;

export const trackingBodySchema = z.object({ events: z.array(trackingEventSchema).min(1).max(500) });

export const TRACKING_OUTCOMES = ['applied', 'kept', 'duplicate', 'unknown'] as const;
export type TrackingOutcome = (typeof TRACKING_OUTCOMES)[number];
export const trackingResultSchema = z.object({
  events: z.array(
    z.object({
      eventId: z.string(),
      /** applied: the shipment has this status now; kept: recorded, the status unchanged (a final status is never
       * moved back, an older event never wins); duplicate: received before; unknown: no such shipment here. */
      outcome: z.enum(TRACKING_OUTCOMES),
      shipmentId: z.string().nullable(),
      /** The shipment's status after the event. */
      statusCode: z.number().int().nullable(),
    }),
  ),
});
