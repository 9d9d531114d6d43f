import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';

// The security headers of every answer (helmet), worked out once at start. @fastify/helmet builds its
// middleware again on every request (the Content-Security-Policy parsed and checked each time): 5% of the API's
// own time on a session check (issue 12). Its headers depend only on its options, so they are read once from a
// throwaway instance and the same set is added to each answer.

/** Headers of any answer that are not helmet's. */
const NOT_HELMET = new Set(['content-type', 'content-length', 'date', 'connection', 'keep-alive']);

/** What @fastify/helmet with `options` adds to an answer. */
async function headersOf(options: FastifyHelmetOptions): Promise<Record<string, string>> {
  const probe = Fastify({ logger: false });
  try {
    await probe.register(helmet, options);
    probe.get('/', async () => '');
    const res = await probe.inject({ method: 'GET', url: '/' });
    return Object.fromEntries(
      Object.entries(res.headers)
        .filter(([name]) => !NOT_HELMET.has(name))
        .map(([name, value]) => [name, String(value)]),
    );
  } finally {
    await probe.close();
  }
}

/** Adds helmet's headers for `options` to every answer of `app`, before any other hook may widen them. */
export async function installSecurityHeaders(
  app: FastifyInstance,
  options: FastifyHelmetOptions,
): Promise<void> {
  const headers = await headersOf(options);
  app.addHook('onRequest', (_request, reply, done) => {
    void reply.headers(headers);
    done();
  });
}
