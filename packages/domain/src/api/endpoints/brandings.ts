import type { endpoint } from '../contract';

/** The brandings calls. */
export const brandingEndpoints = {} as const satisfies Record<string, ReturnType<typeof endpoint>>;
