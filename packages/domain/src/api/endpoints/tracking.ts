import type { endpoint } from '../contract';

/** The tracking calls. */
export const trackingEndpoints = {} as const satisfies Record<string, ReturnType<typeof endpoint>>;
