import type { endpoint } from '../contract';

/** The app calls. */
export const appEndpoints = {} as const satisfies Record<string, ReturnType<typeof endpoint>>;
