import {
  CHANNEL_TYPES,
  DELIVERY_COMMAND_STATES,
  RECIPIENT_PREFERENCES,
  type Delivery,
  type OuNode,
} from '@postbridge/domain';
import { api } from '../../api/api';

// The list calls of the manage and monitoring screens (docs/api.md: jobs, orders, shipments, late deliveries,
// recipients). Query values left undefined are not sent.

type Query = Record<string, string | number | boolean | undefined>;

/** A filter's text as one of the values the API takes (the filter offers only those); anything else: no filter. */
const oneOf = <T extends string>(choices: readonly T[], value: string | undefined): T | undefined =>
  choices.find((choice) => choice === value);

export interface PeriodQuery extends Query {
  fromDate?: string;
  toDate?: string;
  maxResults: number;
  targetOUId?: string;
}

export const fetchJobs = (query: PeriodQuery, signal?: AbortSignal) =>
  api.get('/jobs/list', { query, signal });

export const fetchCommands = (query: PeriodQuery & { state?: string }, signal?: AbortSignal) =>
  api.get('/deliveries/commands/list', {
    query: { ...query, state: oneOf(DELIVERY_COMMAND_STATES, query.state) },
    signal,
  });

export const fetchDeliveries = (
  query: PeriodQuery & { state?: string; externalId?: string; channelType?: string },
  signal?: AbortSignal,
) =>
  api.get('/deliveries/list', {
    query: {
      ...query,
      state: oneOf(DELIVERY_COMMAND_STATES, query.state),
      channelType: oneOf(CHANNEL_TYPES, query.channelType),
    },
    signal,
  });

export interface ShipmentQuery extends PeriodQuery {
  outputFileNUIDs?: string;
  externalIds?: string;
  trackingValues?: string;
  statusValues?: string;
  unacknowledged?: 'true' | 'false';
}

export const fetchShipments = (query: ShipmentQuery, signal?: AbortSignal) =>
  api.get('/shipments/list', { query, signal });

export type LateDelivery = Delivery & { lateShipments: number };
interface LateQuery extends Query {
  latePostDate: string;
  lateStatus: string;
}

export const fetchLateDeliveries = (query: LateQuery & { maxResults: number }, signal?: AbortSignal) =>
  api.get('/deliveries/late', { query, signal });

export const fetchLateCount = (query: LateQuery, signal?: AbortSignal) =>
  api.get('/deliveries/late/count', { query, signal });

/** The recipients of a sender account, or of every OU the user may read. */
export const fetchRecipients = (
  ouId: string | undefined,
  { preference, ...query }: { identifier?: string; preference?: string; maxResults: number },
  signal?: AbortSignal,
) => {
  const filters = { ...query, preference: oneOf(RECIPIENT_PREFERENCES, preference) };
  return ouId
    ? api.get('/ou/:ouId/recipients/list', { params: { ouId }, query: filters, signal })
    : api.get('/ou/recipients/list', { query: filters, signal });
};

export const fetchSenderAccounts = () => api.get('/ou/senderAccounts');

export const fetchOuTree = () => api.get('/ou', { query: {} });

export const ouTreeKey = ['session', 'lists', 'ouTree'] as const;
export const senderAccountsKey = ['session', 'lists', 'senderAccounts'] as const;

/** The OU tree flattened for a select, each name indented by its depth. */
export function flattenOus(nodes: readonly OuNode[], depth = 0): { value: string; label: string }[] {
  return nodes.flatMap((node) => [
    { value: node.id, label: `${'\u00a0\u00a0'.repeat(depth)}${node.name}` },
    ...flattenOus(node.children, depth + 1),
  ]);
}
