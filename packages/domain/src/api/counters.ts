import { z } from 'zod';
import { CHANNEL_TYPES } from '../model/channel-fields';
import { DISPLAY_STATUS_KINDS } from '../model/display-status';

const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'expected a date as yyyy-MM-dd');

/** Counters cover [fromDate, toDate]; both default to the caller's search range (docs/product.md §4, §9). */
export const countersQuerySchema = z.object({
  fromDate: isoDay.optional(),
  toDate: isoDay.optional(),
  targetOUId: z.string().optional(),
});
export type CountersQuery = z.infer<typeof countersQuerySchema>;

export const jobCountersSchema = z.object({
  orders: z.number().int(),
  ordersRemaining: z.number().int(),
  ordersRemainingProcessing: z.number().int(),
});
export const deliveryCountersSchema = z.object({
  deliveries: z.number().int(),
  deliveriesProcessing: z.number().int(),
  deliveriesAwaitValidation: z.number().int(),
  deliveriesError: z.number().int(),
});
export const shipmentCountersSchema = z.object({
  shipments: z.number().int(),
  shipmentsError: z.number().int(),
});
export type JobCounters = z.infer<typeof jobCountersSchema>;
export type DeliveryCounters = z.infer<typeof deliveryCountersSchema>;
export type ShipmentCounters = z.infer<typeof shipmentCountersSchema>;
export type Counters = JobCounters & DeliveryCounters & ShipmentCounters;

/**
 * GET /counters/charts (docs/api.md "Chart figures"): the figures behind the charts of Monitoring and Home over
 * [fromDate, toDate] (UTC days, every day listed, zeros included).
 */
export const chartDaySchema = z.object({
  day: isoDay,
  /** Shipments created that day, by the display kind of their current status (every kind, zeros included). */
  shipments: z.record(z.enum(DISPLAY_STATUS_KINDS), z.number().int()),
  /** Of those, the shipments in error (-900 < code < 0). */
  errors: z.number().int(),
  /** Deliveries posted that day that still have a shipment below CHART_LATE_STATUS. */
  late: z.number().int(),
});
export const countersChartsSchema = z.object({
  fromDate: isoDay,
  toDate: isoDay,
  days: z.array(chartDaySchema),
  /** Deliveries created over the period by channel type, channels with none left out, most first. */
  channels: z.array(z.object({ channel: z.enum(CHANNEL_TYPES), deliveries: z.number().int() })),
  /** Letters deposited over the period, and how many of them were ordered, sent and delivered. */
  funnel: z.object({
    deposited: z.number().int(),
    ordered: z.number().int(),
    sent: z.number().int(),
    delivered: z.number().int(),
  }),
});
export type ChartDay = z.infer<typeof chartDaySchema>;
export type CountersCharts = z.infer<typeof countersChartsSchema>;
