import type { endpoint } from '../contract';

/** The pack-groups calls. */
export const packGroupEndpoints = {} as const satisfies Record<string, ReturnType<typeof endpoint>>;
