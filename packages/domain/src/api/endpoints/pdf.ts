import type { endpoint } from '../contract';

/** The pdf calls. */
export const pdfEndpoints = {} as const satisfies Record<string, ReturnType<typeof endpoint>>;
