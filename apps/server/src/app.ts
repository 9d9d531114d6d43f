import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import Fastify, { LogController, type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import {
  jsonSchemaTransform,
  jsonSchemaTransformObject,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { appRoutes } from './features/app/routes';
import { authRoutes } from './features/auth/routes';
import { resolveSession } from './features/auth';
import { brandingRoutes } from './features/brandings/routes';
import { pagePolicyOfHost } from './features/brandings';
import { channelRoutes } from './features/channels/routes';
import { counterRoutes } from './features/counters/routes';
import { fileRoutes } from './features/files/routes';
import { deliveryRoutes } from './features/deliveries/routes';
import { onPremiseRoutes } from './features/on-premise/routes';
import { jobRoutes } from './features/jobs/routes';
import { optionRoutes } from './features/options/routes';
import { i18nRoutes } from './features/i18n/routes';
import { ouRoutes } from './features/ou/routes';
import { packGroupRoutes } from './features/pack-groups/routes';
import { pdfRoutes } from './features/pdf/routes';
import { profileRoutes } from './features/profiles/routes';
import { groupRoutes } from './features/groups/routes';
import { behalfRoutes } from './features/behalf/routes';
import { recipientRoutes } from './features/recipients/routes';
import { serviceRoutes } from './features/services/routes';
import { shipmentRoutes } from './features/shipments/routes';
import { simpleJobRoutes } from './features/simple-jobs/routes';
import { trackingRoutes } from './features/tracking/routes';
import { userRoutes } from './features/users/routes';
import { webhookRoutes } from './features/webhooks/routes';
import { myAccountRoutes } from './features/my-account/routes';
import { addressBookRoutes } from './features/address-book/routes';
import { libraryRoutes } from './features/library/routes';
import { systemSecurityRoutes } from './features/system-security/routes';
import { installCors } from './features/system-security';
import { channelProviderRoutes } from './features/channel-providers/routes';
import { printerRoutes } from './features/printer/routes';
import { installPrinterEndpoint } from './features/printer';
import { ssoRoutes } from './features/sso/routes';
import { apiKeyRoutes } from './features/api-keys/routes';
import { eventRoutes } from './features/events/routes';
import { costRoutes } from './features/costs/routes';
import { evidenceRoutes } from './features/evidence/routes';
import { mailDomainRoutes } from './features/mail-domains/routes';
import { mailReturnRoutes } from './features/mail-returns/routes';
import { isApiKeySecret, recordApiKeyCall, resolveApiKey } from './features/api-keys';
import type { Deps } from './platform/deps';
import { tokenOf, type ApiApp } from './platform/http/api';
import { answerClientError, answerFrameworkError, installErrorHandling } from './platform/http/errors';
import { installIdempotency, withIdempotencyHeader } from './platform/http/idempotency';
import { databaseRateLimitStore } from './platform/http/rate-limit-store';
import { installRequestLog } from './platform/http/request-log';
import { installSecurityHeaders } from './platform/http/security-headers';
import { installWebApp } from './platform/http/web-app';
import { openApiBase, registerOpenApiComponents } from './platform/http/openapi-components';
import { openApiTransforms } from './platform/http/openapi-operations';

/** Each feature adds its routes here; they all live under /api and need a session unless marked public. */
const features: ((app: ApiApp, deps: Deps) => Promise<void>)[] = [
  appRoutes,
  authRoutes,
  userRoutes,
  brandingRoutes,
  i18nRoutes,
  ouRoutes,
  counterRoutes,
  fileRoutes,
  serviceRoutes,
  profileRoutes,
  groupRoutes,
  behalfRoutes,
  jobRoutes,
  deliveryRoutes,
  packGroupRoutes,
  pdfRoutes,
  simpleJobRoutes,
  channelRoutes,
  optionRoutes,
  shipmentRoutes,
  trackingRoutes,
  webhookRoutes,
  recipientRoutes,
  onPremiseRoutes,
  myAccountRoutes,
  addressBookRoutes,
  libraryRoutes,
  systemSecurityRoutes,
  channelProviderRoutes,
  apiKeyRoutes,
  ssoRoutes,
  printerRoutes,
  eventRoutes,
  costRoutes,
  evidenceRoutes,
  mailDomainRoutes,
  mailReturnRoutes,
];

/** Builds the whole HTTP app from its dependencies; `main.ts` listens with it, tests `inject()` into it. */
export async function buildApp(deps: Deps): Promise<FastifyInstance> {
  const app = Fastify({
    loggerInstance: deps.log as FastifyBaseLogger,
    trustProxy: deps.config.trustProxy,
    bodyLimit: 10 * 1024 * 1024,
    frameworkErrors: answerFrameworkError,
    clientErrorHandler: answerClientError,
    // Two info lines per request on every call's path: slow answers and (at debug) every answer instead.
    logController: new LogController({ disableRequestLogging: true }),
  }).withTypeProvider<ZodTypeProvider>();
  installRequestLog(app);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandling(app);

  await installSecurityHeaders(app, {
    // No other site may frame the app (clickjacking: a signed-in validator tricked into a "Validate"). A white
    // label's embedded-mode parent pages may frame the page of that white label's host only (installWebApp,
    // platform/http/page-policy.ts). X-Frame-Options says the same to older browsers.
    frameguard: { action: 'sameorigin' },
    crossOriginEmbedderPolicy: false,
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        fontSrc: ["'self'", 'data:'],
        frameAncestors: ["'self'"],
        connectSrc: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
  });
  // Counted in the database: the limits hold however many API processes serve it (platform/http/rate-limit-store.ts).
  await app.register(rateLimit, { global: false, store: databaseRateLimitStore(deps) });
  await app.register(multipart, { limits: { fileSize: deps.config.maxUploadBytes, files: 1000 } });
  registerOpenApiComponents();
  const openapi = openApiTransforms(withIdempotencyHeader(jsonSchemaTransform), jsonSchemaTransformObject);
  await app.register(swagger, {
    // Info, servers, security schemes: openapi-components.ts; each operation's description, refusals and
    // examples: openapi-operations.ts (docs/api.md "SDK").
    openapi: openApiBase(),
    transform: openapi.transform,
    // The recursive schemas (openapi-components.ts) become named components that their own $refs resolve to.
    transformObject: openapi.transformObject,
  });

  await app.register(
    async (api) => {
      api.decorateRequest('session', null);
      api.decorateRequest('apiKey', null);
      // Before the session hook: a refused call from an allowed origin is readable by its page too.
      installCors(api, deps);
      // Callback style (as the hooks below): a public call passes without a promise.
      api.addHook('onRequest', (request, _reply, done) => {
        if (request.routeOptions.config.public) return done();
        const token = tokenOf(request);
        // An API key (`pbk_…`) acts as its technical user (docs/api.md "API keys"); any other token is a session's.
        const resolved = isApiKeySecret(token)
          ? resolveApiKey(deps, token).then((caller) => {
              request.session = caller.session;
              request.apiKey = caller.key;
            })
          : resolveSession(deps, token).then(({ session }) => {
              request.session = session;
            });
        resolved.then(() => done(), done);
      });
      // After the session hook: keys are per caller (platform/http/idempotency.ts, docs/api.md "Idempotency keys").
      installIdempotency(api, deps);
      // Before the answer leaves (onSend, not onResponse): whoever reads the key's history after an answer finds it.
      api.addHook('onSend', (request, reply, payload, done) => {
        if (!request.apiKey) return done(null, payload);
        const call = {
          method: request.method,
          route: request.routeOptions.url ?? request.url,
          status: reply.statusCode,
        };
        recordApiKeyCall(deps, request.apiKey, call)
          .catch((err: unknown) =>
            request.log.error({ err }, 'the call of an API key was not written to history'),
          )
          .then(() => done(null, payload));
      });
      api.get('/openapi.json', { config: { public: true }, schema: { hide: true } }, async () =>
        app.swagger(),
      );
      for (const feature of features) await feature(api, deps);
    },
    { prefix: '/api' },
  );

  // The virtual printer speaks IPP, not the JSON API: beside /api, not under it (features/printer).
  await installPrinterEndpoint(app, deps);
  await installWebApp(app, deps.config.webDist, (host) => pagePolicyOfHost(deps, host));
  return app;
}
