/** Git short sha of the build (or 'dev'), injected by vite.config.ts. */
declare const __CLIENT_REVISION__: string;
