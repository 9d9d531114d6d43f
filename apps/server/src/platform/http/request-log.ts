import type { FastifyInstance } from 'fastify';

// One log line per answer only where it tells something (issue 12): Fastify's own request logging wrote two info
// lines per request, synchronously, on the hot path of every call. A slow answer is a warning; every other answer
// is logged at debug (LOG_LEVEL=debug), errors by the error handler (platform/http/errors.ts).

/** An answer that took this long is logged as a warning, whatever the level. */
const SLOW_MS = 2_000;
const DEBUG_LEVELS = new Set(['debug', 'trace']);

export function installRequestLog(app: FastifyInstance): void {
  app.addHook('onResponse', (request, reply, done) => {
    const ms = reply.elapsedTime;
    // `level` is the request logger's (pino): no line built unless written.
    if (ms >= SLOW_MS || DEBUG_LEVELS.has(request.log.level)) {
      const line = {
        method: request.method,
        url: request.url,
        statusCode: reply.statusCode,
        ms: Math.round(ms),
      };
      if (ms >= SLOW_MS) request.log.warn(line, 'slow answer');
      else request.log.debug(line, 'answered');
    }
    done();
  });
}
