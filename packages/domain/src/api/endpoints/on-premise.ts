import type { endpoint } from '../contract';

/** The on-premise calls. */
export const onPremiseEndpoints = {} as const satisfies Record<string, ReturnType<typeof endpoint>>;
