import { AUTH_TOKEN_HEADER } from '@postbridge/domain';
import type { Deps } from '../../platform/deps';
import type { ApiApp } from '../../platform/http/api';
import { securitySettings } from './security-settings';

// Cross-origin calls of /api from browsers (docs/security.md "Instance security settings"): a page of an origin
// System lists may call the API with a session token in `x-auth-token` (or `Authorization: Bearer`). Never with
// credentials: no cookie carries a session here, and `Access-Control-Allow-Credentials` is never sent. An empty
// list (the default) adds no header: browsers then refuse every cross-origin read, as before.

const ALLOWED_METHODS = 'GET, POST, DELETE';
// idempotency-key: the SDK sends one with each state-changing call (docs/api.md "Idempotency keys", "SDK").
const ALLOWED_HEADERS = `content-type, ${AUTH_TOKEN_HEADER}, authorization, idempotency-key`;
/**
 * Headers a cross-origin page may read: the file name of a download, the wait of a refused sign-in, whether an
 * answer is the replay of an earlier request with the same idempotency key.
 */
const EXPOSED_HEADERS = 'content-disposition, retry-after, idempotent-replayed';
/** Browsers keep a preflight's answer this many seconds (they cap it lower themselves). */
const PREFLIGHT_MAX_AGE_S = 600;

/**
 * Adds the CORS answer to every /api request from an allowed origin, before the session hook (so that a refusal,
 * -11 or -12, is readable by the calling page too), and answers preflight requests (OPTIONS) of any /api path.
 */
export function installCors(api: ApiApp, deps: Deps): void {
  // Callback style: a call without Origin (a server, a same-origin page's GET) passes without a promise.
  api.addHook('onRequest', (request, reply, done) => {
    const origin = request.headers.origin;
    if (!origin) return done();
    reply.header('vary', 'Origin');
    securitySettings(deps).then(({ allowedOrigins }) => {
      if (allowedOrigins.includes(origin)) {
        reply.header('access-control-allow-origin', origin);
        reply.header('access-control-expose-headers', EXPOSED_HEADERS);
        if (request.method === 'OPTIONS' && request.headers['access-control-request-method']) {
          reply
            .header('access-control-allow-methods', ALLOWED_METHODS)
            .header('access-control-allow-headers', ALLOWED_HEADERS)
            .header('access-control-max-age', String(PREFLIGHT_MAX_AGE_S));
        }
      }
      done();
    }, done);
  });
  // A preflight of any path: allowed, it carries the headers above; not allowed, none (the browser refuses).
  api.options('/*', { config: { public: true }, schema: { hide: true } }, async (_request, reply) =>
    reply.code(204).send(),
  );
}
