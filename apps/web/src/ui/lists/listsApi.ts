import type {
  Delivery,
  DeliveryCommand,
  OuNode,
  Recipient,
  SenderAccount,
  Shipment,
} from '@postbridge/domain';
import { apiGet } from '../../api/client';
import { api } from '../../api/api';

// The list calls of the manage and monitoring screens (docs/api.md: jobs, orders, shipments, late deliveries,
// recipients). Query values left undefined are not sent.

type Query = Record<string, string | number | boolean | undefined>;

export interface PeriodQuery extends Query {
  fromDate?: string;
  toDate?: string;
  maxResults: number;
  targetOUId?: string;
}

export const fetchJobs = (query: PeriodQuery, signal?: AbortSignal) =>
  api.get('/jobs/list', { query, signal });

export const fetchCommands = (query: PeriodQuery & { state?: string }, signal?: AbortSignal) =>
  apiGet<{ commands: DeliveryCommand[]; overflow: boolean }>('/deliveries/commands/list', { query, signal });

export const fetchDeliveries = (
  query: PeriodQuery & { state?: string; externalId?: string },
  signal?: AbortSignal,
) => apiGet<{ deliveries: Delivery[]; overflow: boolean }>('/deliveries/list', { query, signal });

export interface ShipmentQuery extends PeriodQuery {
  outputFileNUIDs?: string;
  externalIds?: string;
  trackingValues?: string;
  statusValues?: string;
  unacknowledged?: 'true' | 'false';
}

export const fetchShipments = (query: ShipmentQuery, signal?: AbortSignal) =>
  apiGet<{ shipments: Shipment[]; overflow: boolean }>('/shipments/list', { query, signal });

export type LateDelivery = Delivery & { lateShipments: number };
export interface LateQuery extends Query {
  latePostDate: string;
  lateStatus: string;
}

export const fetchLateDeliveries = (query: LateQuery & { maxResults: number }, signal?: AbortSignal) =>
  apiGet<{ deliveries: LateDelivery[]; overflow: boolean }>('/deliveries/late', { query, signal });

export const fetchLateCount = (query: LateQuery, signal?: AbortSignal) =>
  apiGet<{ deliveries: number; shipments: number }>('/deliveries/late/count', { query, signal });

export const fetchRecipients = (
  ouId: string | undefined,
  query: { identifier?: string; preference?: string; maxResults: number },
  signal?: AbortSignal,
) =>
  apiGet<{ recipients: Recipient[]; overflow: boolean }>(
    ouId ? `/ou/${encodeURIComponent(ouId)}/recipients/list` : '/ou/recipients/list',
    { query, signal },
  );

export const fetchSenderAccounts = () => apiGet<SenderAccount[]>('/ou/senderAccounts');

export const fetchOuTree = () => apiGet<OuNode[]>('/ou');

export const ouTreeKey = ['session', 'lists', 'ouTree'] as const;
export const senderAccountsKey = ['session', 'lists', 'senderAccounts'] as const;

/** The OU tree flattened for a select, each name indented by its depth. */
export function flattenOus(nodes: readonly OuNode[], depth = 0): { value: string; label: string }[] {
  return nodes.flatMap((node) => [
    { value: node.id, label: `${'\u00a0\u00a0'.repeat(depth)}${node.name}` },
    ...flattenOus(node.children, depth + 1),
  ]);
}
