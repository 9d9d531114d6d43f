import { z } from 'zod';

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
