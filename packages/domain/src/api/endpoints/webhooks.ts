import type { endpoint } from '../contract';

/** The webhooks calls. */
export const webhookEndpoints = {} as const satisfies Record<string, ReturnType<typeof endpoint>>;
