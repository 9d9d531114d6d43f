import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { API_ERROR_CODES } from '@postbridge/domain';
import type { FastifyInstance } from 'fastify';
import { NO_PAGE_POLICY, widenPolicy, type PagePolicy } from './page-policy';

/**
 * Serves the built web app and answers every other non-API path with its index.html (the app's router shows
 * its own "page not found"). Unknown /api paths get the error envelope instead. The page's security policy is
 * the instance's, widened by what the white label of the requested host allows (`pagePolicyOf`, page-policy.ts).
 */
export async function installWebApp(
  app: FastifyInstance,
  webDist: string,
  pagePolicyOf: (host: string) => Promise<PagePolicy> = async () => NO_PAGE_POLICY,
): Promise<void> {
  const indexFile = path.join(webDist, 'index.html');
  const hasWeb = fs.existsSync(indexFile);
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      // The build writes each text file's .br and .gz beside it (apps/web/build/precompress.ts): the variant the
      // browser accepts is sent as it is, with Vary: Accept-Encoding; nothing is compressed per request.
      preCompressed: true,
      cacheControl: false,
      setHeaders: (res, file) => {
        // One address, several encodings: caches must keep them apart.
        res.setHeader('vary', 'accept-encoding');
        // Hashed assets never change; the rest (index.html, version.txt) must always be revalidated.
        res.setHeader(
          'cache-control',
          file.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }
  app.setNotFoundHandler(async (request, reply) => {
    const url = request.url.split('?')[0] ?? '';
    // A path with a file extension is an asset: a missing one is a 404, never the app's HTML (a stale
    // script reference after a rebuild must fail visibly, not load HTML as JavaScript).
    const isAsset = /\.[a-z0-9]+$/i.test(url);
    // HEAD is answered as GET is, without the body (Node leaves a HEAD answer's body out).
    const reads = request.method === 'GET' || request.method === 'HEAD';
    if (url === '/api' || url.startsWith('/api/') || isAsset || !hasWeb || !reads) {
      return reply.status(404).send({
        error: {
          code: API_ERROR_CODES.notFound,
          message: `No route ${request.method} ${url}.`,
          labelId: 'error.notFound',
        },
      });
    }
    const policy = await pagePolicyOf(request.hostname);
    const csp = reply.getHeader('content-security-policy');
    if (typeof csp === 'string') reply.header('content-security-policy', widenPolicy(csp, policy));
    // X-Frame-Options cannot name other sites: a white label with parent pages relies on frame-ancestors alone.
    if (policy.frameAncestors.length) reply.removeHeader('x-frame-options');
    return reply.header('cache-control', 'no-cache').type('text/html').send(fs.createReadStream(indexFile));
  });
}
