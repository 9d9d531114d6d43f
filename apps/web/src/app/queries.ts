import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../api/errors';

/**
 * Query keys. Keys under `public` do not depend on who is signed in (configuration, branding) and survive
 * a sign-out; every other cached answer belongs to the session and is dropped with it.
 */
export const QUERY_KEYS = {
  config: ['public', 'config'],
  branding: ['public', 'branding'],
  serverVersion: ['public', 'serverVersion'],
  clientVersion: ['public', 'clientVersion'],
  jobCounters: ['session', 'counters', 'jobs'],
  deliveryCounters: ['session', 'counters', 'deliveries'],
  shipmentCounters: ['session', 'counters', 'shipments'],
  adminAccounts: ['session', 'admin', 'accounts'],
  /** Administration of users: lists, one user, and the units, profiles and groups their form offers. */
  adminUsers: ['session', 'adminUsers'],
  /** Administration of groups, profiles and permissions: everything under it is read again after a change. */
  adminAccess: ['session', 'adminAccess'],
  /** The signed-in user's address box and library (settings). */
  addressBook: ['session', 'settings', 'addressBook'],
  library: ['session', 'settings', 'library'],
  /** One service as the service editor reads it (by id after it); a save refreshes everything under processing. */
  processingService: ['session', 'processing', 'service'],
  /** Processing: the services lists (every unit's); read again after a save, copy, import or delete. */
  processingServices: ['session', 'processing', 'services'],
} as const;

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // An API answer (even an error one) is final; only a network failure is worth one more try.
        retry: (failures, error) =>
          !(error instanceof ApiError && error.labelId !== 'error.network') && failures < 1,
        refetchOnWindowFocus: false,
        staleTime: 30_000,
      },
      mutations: { retry: false },
    },
  });
}

/**
 * Forgets everything cached for the user that just left (docs/product.md §4: logout resets user and
 * counters).
 */
export function dropSessionQueries(client: QueryClient): void {
  client.removeQueries({ predicate: (query) => query.queryKey[0] !== 'public' });
}

/** Open details beside the lists (deposit, order, document): read again with their list, so that both agree. */
export const DETAILS_KEY = ['session', 'manageDetails'] as const;

/** Every cached answer about orders, deposits and documents, under these roots of `session`. */
const ORDER_DATA_ROOTS = ['lists', 'manageDetails', 'deposit', 'home'] as const;

/**
 * After an action that changes orders or documents in this tab (validate, reject, cancel, free, acknowledge):
 * everything shown of them is read again, so that no screen keeps "Awaiting validation 0" beside a pending order.
 * The counters are refetched even while home is not shown: home reads them once and keeps them (only the
 * leader tab polls), so a counter merely marked stale would stay as it was.
 */
export async function refreshAfterOrderChange(client: QueryClient): Promise<void> {
  await Promise.all([
    client.invalidateQueries({ queryKey: ['session', 'counters'], refetchType: 'all' }),
    ...ORDER_DATA_ROOTS.map((root) => client.invalidateQueries({ queryKey: ['session', root] })),
  ]);
}
