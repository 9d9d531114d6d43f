import type { endpoint } from '../contract';

/** The services calls. */
export const serviceEndpoints = {} as const satisfies Record<string, ReturnType<typeof endpoint>>;
