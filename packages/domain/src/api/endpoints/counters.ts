import { endpoint } from '../contract';
import {
  countersChartsSchema,
  countersQuerySchema,
  deliveryCountersSchema,
  jobCountersSchema,
  shipmentCountersSchema,
} from '../counters';

/** The counters of the home page and the tabs: deposits, orders and shipments over a period. */
export const counterEndpoints = {
  'counters.jobs': endpoint({
    method: 'GET',
    path: '/jobs/counters',
    summary:
      'Counts the deposits the caller may see over a period: all, those with letters left to order, and those processing.',
    access: 'session',
    query: countersQuerySchema,
    response: jobCountersSchema,
  }),
  'counters.deliveries': endpoint({
    method: 'GET',
    path: '/deliveries/counters',
    summary:
      'Counts the deliveries the caller may see over a period: all, processing, awaiting validation, in error.',
    access: 'session',
    query: countersQuerySchema,
    response: deliveryCountersSchema,
  }),
  'counters.shipments': endpoint({
    method: 'GET',
    path: '/shipments/counters',
    summary: 'Counts the shipments the caller may see over a period: all, and those in error.',
    access: 'session',
    query: countersQuerySchema,
    response: shipmentCountersSchema,
  }),
  'counters.charts': endpoint({
    method: 'GET',
    path: '/counters/charts',
    summary:
      'The figures of the dashboard charts over a period of at most 32 days: shipments by status kind, errors and late deliveries per day, deliveries per channel, and the funnel from letters deposited to delivered.',
    access: 'session',
    query: countersQuerySchema,
    response: countersChartsSchema,
  }),
} as const;
