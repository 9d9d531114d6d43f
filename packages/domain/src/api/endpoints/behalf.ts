import type { endpoint } from '../contract';

/** The behalf calls. */
export const behalfEndpoints = {} as const satisfies Record<string, ReturnType<typeof endpoint>>;
