import type { endpoint } from '../contract';

/** The shipments calls. */
export const shipmentEndpoints = {} as const satisfies Record<string, ReturnType<typeof endpoint>>;
