import type { endpoint } from '../contract';

/** The counters calls. */
export const counterEndpoints = {} as const satisfies Record<string, ReturnType<typeof endpoint>>;
