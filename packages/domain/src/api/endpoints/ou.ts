import type { endpoint } from '../contract';

/** The ou calls. */
export const ouEndpoints = {} as const satisfies Record<string, ReturnType<typeof endpoint>>;
