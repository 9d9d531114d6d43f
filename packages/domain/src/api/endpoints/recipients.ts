import type { endpoint } from '../contract';

/** The recipients calls. */
export const recipientEndpoints = {} as const satisfies Record<string, ReturnType<typeof endpoint>>;
