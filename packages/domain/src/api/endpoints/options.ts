import type { endpoint } from '../contract';

/** The options calls. */
export const optionEndpoints = {} as const satisfies Record<string, ReturnType<typeof endpoint>>;
