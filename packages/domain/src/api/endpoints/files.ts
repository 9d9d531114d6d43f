import type { endpoint } from '../contract';

/** The files calls. */
export const fileEndpoints = {} as const satisfies Record<string, ReturnType<typeof endpoint>>;
