import type { endpoint } from '../contract';

/** The profiles calls. */
export const profileEndpoints = {} as const satisfies Record<string, ReturnType<typeof endpoint>>;
