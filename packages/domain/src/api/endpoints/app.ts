import { endpoint } from '../contract';
import { appConfigResultSchema, appReadinessResultSchema, appVersionResultSchema } from '../app';

/** The application's own calls: version (liveness), readiness and the web client's configuration. */
export const appEndpoints = {
  'app.version': endpoint({
    method: 'GET',
    path: '/app/version',
    summary: "The server's version and revision (answers as long as the process does: a liveness check).",
    access: 'public',
    response: appVersionResultSchema,
  }),
  'app.ready': endpoint({
    method: 'GET',
    path: '/app/ready',
    summary: 'Whether the server can serve (its database answers): HTTP 503 with the same answer when not.',
    access: 'public',
    response: appReadinessResultSchema,
  }),
  'app.config': endpoint({
    method: 'GET',
    path: '/app/config',
    summary: "The web client's configuration: application name, locales, fonts, latest client version…",
    access: 'public',
    response: appConfigResultSchema,
  }),
} as const;
