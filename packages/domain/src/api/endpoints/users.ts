import type { endpoint } from '../contract';

/** The users calls. */
export const userEndpoints = {} as const satisfies Record<string, ReturnType<typeof endpoint>>;
