import type { Deps } from '../../platform/deps';
import { AppError, errors } from '../../platform/errors';
import type { ApiApp } from '../../platform/http/api';
import { route } from '../../platform/http/route';
import { unsubscribe, unsubscribePage } from './unsubscribe';

/** The one-click body of RFC 8058, form-encoded (`List-Unsubscribe=One-Click`); an empty body is taken too. */
function checkOneClickBody(body: unknown): void {
  const text = typeof body === 'string' ? body.trim() : '';
  if (!text) return;
  const value = new URLSearchParams(text).get('List-Unsubscribe');
  if (value !== null && value !== 'One-Click') {
    throw errors.badRequest('body', 'List-Unsubscribe must be One-Click');
  }
}

// Routes of this feature (issue 18); registered in app.ts. Public: the signed token is the credential.
export async function mailReturnRoutes(app: ApiApp, deps: Deps): Promise<void> {
  // Mail providers post a form (RFC 8058): url-encoded or multipart (multipart is parsed by the app's plugin
  // and its fields are not needed); the body is read as text here, in this scope only.
  await app.register(async (scope) => {
    scope.addContentTypeParser(
      ['application/x-www-form-urlencoded', 'text/plain'],
      { parseAs: 'string', bodyLimit: 4096 },
      (_req, body, done) => done(null, body),
    );
    route(
      scope,
      'mail.unsubscribe',
      async ({ params, request }) => {
        checkOneClickBody(request.body);
        return unsubscribe(deps, params.token, 'one-click');
      },
      { config: { rateLimit: { max: 30, timeWindow: '15 minutes' } } },
    );
    route(
      scope,
      'mail.unsubscribeConfirm',
      async ({ params, request, reply }) => {
        const done = await unsubscribe(deps, params.token, 'page').then(
          () => true,
          (err: unknown) => {
            if (err instanceof AppError && err.labelId === 'error.invalidUnsubscribeLink') return false;
            throw err;
          },
        );
        const page = await unsubscribePage(deps, params.token, request.headers['accept-language'], 'done');
        return reply
          .code(done ? page.status : 404)
          .type('text/html; charset=utf-8')
          .header('cache-control', 'no-store')
          .send(page.html);
      },
      { config: { rateLimit: { max: 30, timeWindow: '15 minutes' } } },
    );
  });

  // Opening the link changes nothing: the page asks, its button posts.
  route(
    app,
    'mail.unsubscribePage',
    async ({ params, request, reply }) => {
      const page = await unsubscribePage(deps, params.token, request.headers['accept-language'], 'ask');
      return reply
        .code(page.status)
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(page.html);
    },
    { config: { rateLimit: { max: 60, timeWindow: '15 minutes' } } },
  );
}
