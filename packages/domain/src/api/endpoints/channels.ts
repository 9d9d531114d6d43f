import type { endpoint } from '../contract';

/** The channels calls. */
export const channelEndpoints = {} as const satisfies Record<string, ReturnType<typeof endpoint>>;
