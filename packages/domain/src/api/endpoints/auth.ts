import type { endpoint } from '../contract';

/** The auth calls. */
export const authEndpoints = {} as const satisfies Record<string, ReturnType<typeof endpoint>>;
