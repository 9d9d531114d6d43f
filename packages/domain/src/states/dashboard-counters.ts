import { DELIVERY_COMMAND_ERROR_STATES, type DeliveryCommandState } from './command-states';
import { JOB_PENDING_STATES, type JobState } from './job-states';

// The counters of docs/product.md §3 (fields of the counters answer) and the home-screen counters of
// docs/product.md §4 that show them.

/** Fields of the Counters entity (docs/product.md §3), as answered by the three counters calls. */
export const COUNTER_NAMES = [
  'deliveries',
  'deliveriesProcessing',
  'deliveriesAwaitValidation',
  'deliveriesError',
  'orders',
  'ordersRemaining',
  'ordersRemainingProcessing',
  'shipments',
  'shipmentsError',
] as const;
export type CounterName = (typeof COUNTER_NAMES)[number];

/**
 * Home-screen counters (docs/product.md §4 "Dashboard counters"), over the last N days of the search range.
 */
export const DASHBOARD_COUNTERS = [
  'awaitingValidation',
  'errors',
  'delivered',
  'processing',
  'ordersRemaining',
  'ordersInProcessing',
] as const;
export type DashboardCounter = (typeof DASHBOARD_COUNTERS)[number];

/** Which Counters field each home-screen counter shows. */
export const DASHBOARD_COUNTER_FIELDS = {
  awaitingValidation: 'deliveriesAwaitValidation',
  errors: 'deliveriesError',
  delivered: 'deliveries',
  processing: 'deliveriesProcessing',
  ordersRemaining: 'ordersRemaining',
  ordersInProcessing: 'ordersRemainingProcessing',
} as const satisfies Record<DashboardCounter, CounterName>;

/** Command states counted by the command-based counters. */
export const COUNTER_COMMAND_STATES = {
  awaitingValidation: ['AWAIT_VALIDATION'],
  delivered: ['READY', 'OUTPUTTED'],
  processing: ['PROCESSING', 'VALIDATED'],
  errors: DELIVERY_COMMAND_ERROR_STATES,
} as const satisfies Record<string, readonly DeliveryCommandState[]>;

// "Orders remaining: the pending job count" — jobs whose packs wait for the depositor to order them.
// Jobs with a rejected command (PACK_GROUPS_CREATED_ERROR) are not counted: the command is already an error.
export const COUNTER_JOB_STATES = {
  ordersInProcessing: JOB_PENDING_STATES,
  ordersRemaining: ['PACK_GROUPS_CREATED', 'PACK_GROUPS_CREATED_REMAINING'],
} as const satisfies Record<string, readonly JobState[]>;
