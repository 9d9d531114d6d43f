import type { FastifyRequest } from 'fastify';
import type { Deps } from '../../platform/deps';
import { AppError, errors } from '../../platform/errors';
import { tokenOf, type ApiApp } from '../../platform/http/api';
import { route } from '../../platform/http/route';
import { isApiKeySecret, resolveApiKey } from '../api-keys';
import { resolveSession } from '../auth';
import { eventCursorSchema } from '@postbridge/domain';
import { openEventStream, type EventStream } from './event-stream';
import { readEventPage } from './read-events';

/** Whether the token of this request still opens a session (or is a valid key): re-checked by open streams. */
function stillSignedIn(deps: Deps, request: FastifyRequest): () => Promise<boolean> {
  const token = tokenOf(request);
  return async () => {
    try {
      if (isApiKeySecret(token)) await resolveApiKey(deps, token);
      else await resolveSession(deps, token);
      return true;
    } catch (err) {
      // Only an ended session or a refused key ends the stream; a busy key (-4) or a failing database does not.
      if (err instanceof AppError && (err.kind === 'sessionTimeout' || err.kind === 'unauthorized'))
        return false;
      return true;
    }
  };
}

/** The `Last-Event-ID` header, when sent: it wins over `after` (a reconnecting EventSource sends it). */
function lastEventId(request: FastifyRequest): number | undefined {
  const header = request.headers['last-event-id'];
  if (header === undefined || header === '') return undefined;
  const parsed = eventCursorSchema.safeParse(Array.isArray(header) ? header[0] : header);
  if (!parsed.success)
    throw errors.badRequest('headers.last-event-id', 'expected a non-negative integer: an event id');
  return parsed.data;
}

export async function eventRoutes(app: ApiApp, deps: Deps): Promise<void> {
  route(app, 'events.list', async ({ session, query }) => readEventPage(deps, session, query));

  // Open streams end before the server closes (a stream never ends by itself: it would hold the close).
  const streams = new Set<EventStream>();
  app.addHook('preClose', async () => {
    for (const stream of [...streams]) stream.close();
  });
  route(app, 'events.stream', async ({ session, query, request, reply }) => {
    const after = lastEventId(request) ?? query.after;
    const stream = await openEventStream(
      deps,
      () => {
        reply.hijack();
        return { raw: reply.raw, headers: reply.getHeaders() };
      },
      { session, after, types: query.types, stillSignedIn: stillSignedIn(deps, request) },
      (ended) => streams.delete(ended),
    );
    streams.add(stream);
    return reply;
  });
}
