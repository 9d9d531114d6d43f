import type { endpoint } from '../contract';

/** The deliveries calls. */
export const deliveryEndpoints = {} as const satisfies Record<string, ReturnType<typeof endpoint>>;
