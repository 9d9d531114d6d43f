import type { endpoint } from '../contract';

/** The i18n calls. */
export const i18nEndpoints = {} as const satisfies Record<string, ReturnType<typeof endpoint>>;
