import type { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Deps } from '../../../platform/deps';
import { PRINTER_PATH } from '../present-printer';
import { serveIpp } from './serve-ipp';

/**
 * The virtual printer on the product's HTTP server, outside /api (IPP over HTTP, RFC 8010 §4): POST with
 * content type application/ipp to /ipp/print/<token> (the token in the address: what every client can use), or to
 * /ipp/print with HTTP Basic (user login, token as password) for clients that ask for credentials. Job URIs
 * (…/jobs/<n>) answer as the printer. The body is a stream read by the printer itself, with the upload limit.
 */
export async function installPrinterEndpoint(app: FastifyInstance, deps: Deps): Promise<void> {
  await app.register(async (scope) => {
    // Encapsulated: application/ipp is passed on unread, here only.
    scope.addContentTypeParser('application/ipp', (_request, payload, done) => done(null, payload));
    const handler = async (request: FastifyRequest, reply: FastifyReply) => {
      const basic = basicCredentials(request.headers.authorization);
      const token = (request.params as { token?: string }).token ?? basic?.password ?? null;
      const length = Number(request.headers['content-length']);
      const answer = await serveIpp(deps, {
        body: request.body as Readable,
        token: token || null,
        basicLogin: basic?.login ?? null,
        contentLength: Number.isFinite(length) ? length : null,
      });
      if (answer.httpStatus === 401) reply.header('www-authenticate', 'Basic realm="Postbridge printer"');
      // A refused request whose document was not read: the connection closes rather than take it in.
      if (answer.document === 'unread') reply.header('connection', 'close');
      return reply
        .code(answer.httpStatus ?? 200)
        .header('content-type', 'application/ipp')
        .header('cache-control', 'no-store')
        .send(answer.bytes);
    };
    for (const url of [PRINTER_PATH, `${PRINTER_PATH}/:token`, `${PRINTER_PATH}/:token/jobs/:jobNumber`]) {
      // IPP, not the JSON API: left out of the OpenAPI document (docs/api.md "Virtual printer" describes it).
      scope.post(url, { config: { public: true }, schema: { hide: true } }, handler);
    }
  });
}

/** The user name and password of an HTTP Basic authorization header, if it is one. */
export function basicCredentials(header: string | undefined): { login: string; password: string } | null {
  const match = header ? /^Basic\s+([A-Za-z0-9+/=]+)\s*$/i.exec(header) : null;
  if (!match) return null;
  const decoded = Buffer.from(match[1]!, 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon < 0) return null;
  return { login: decoded.slice(0, colon), password: decoded.slice(colon + 1) };
}
