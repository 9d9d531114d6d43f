import type { endpoint } from '../contract';

/** The simple-jobs calls. */
export const simpleJobEndpoints = {} as const satisfies Record<string, ReturnType<typeof endpoint>>;
