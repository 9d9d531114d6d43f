import type { EventType } from '@postbridge/domain';
import type { ServerResponse } from 'node:http';
import type { Deps } from '../../platform/deps';
import { viewScope, type SessionContext } from '../../platform/policy';
import { onAppended } from '../../platform/events';
import { committedHead, visibleEvents } from './queries';
import { presentEvent, refuseFutureCursor } from './read-events';

// Server-Sent Events of the event log (docs/api.md "Events"). Each stream reads the log from its cursor in pages,
// the same query as GET /api/events; it reads again on an append of this process, and every second for what
// other processes commit. A page is read only once the socket has drained what was written before: a slow client
// holds one page at most, the rest waits in the database.

/** How often a stream reads the log without a wake-up, sends a comment line, checks its caller again. */
const STREAM_TIMINGS = { pollMs: 1000, heartbeatMs: 15_000, recheckMs: 5000 };
const PAGE = 100;
/** After a wake-up of this process the write may not be committed yet: read now and once more a bit later. */
const WAKE_DELAYS_MS = [20, 250];

export type EventStream = { close: () => void };

type StreamOptions = {
  session: SessionContext;
  /** The cursor asked (`Last-Event-ID` or `after`); undefined: from the log's head, new events only. */
  after: number | undefined;
  types?: readonly EventType[] | undefined;
  /** Whether the caller's session or key is still valid (false: the stream ends). */
  stillSignedIn: () => Promise<boolean>;
};

/**
 * Checks the cursor (a cursor from the future is -2, thrown before anything is sent), then answers
 * `text/event-stream` on `raw` until the client leaves, the caller is signed out, or `close` is called.
 */
export async function openEventStream(
  deps: Deps,
  /** Takes the answer over from the framework (once the cursor is checked): its socket and headers set so far. */
  start: () => { raw: ServerResponse; headers: Record<string, unknown> },
  options: StreamOptions,
  onEnd: (stream: EventStream) => void,
): Promise<EventStream> {
  if (options.after !== undefined) await refuseFutureCursor(deps, options.after);
  let cursor = options.after ?? (await committedHead(deps.db));
  const scope = viewScope(options.session);
  let closed = false;
  let reading = false;
  let again = false;
  const timers = new Set<NodeJS.Timeout>();

  const { raw, headers } = start();
  raw.writeHead(200, {
    ...(headers as Record<string, string>),
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-store',
    connection: 'keep-alive',
    // Proxies (nginx) must pass each event on at once rather than buffer the answer.
    'x-accel-buffering': 'no',
  });
  raw.write(`retry: ${STREAM_TIMINGS.pollMs}\n: events after ${cursor}\n\n`);

  const drained = () =>
    new Promise<void>((resolve) => {
      const done = () => {
        raw.off('drain', done);
        raw.off('close', done);
        resolve();
      };
      raw.once('drain', done);
      raw.once('close', done);
    });

  async function read(): Promise<void> {
    if (closed) return;
    if (reading) {
      again = true;
      return;
    }
    reading = true;
    try {
      do {
        again = false;
        const head = await committedHead(deps.db);
        const rows = await visibleEvents(deps.db, scope, {
          after: cursor,
          upTo: head,
          limit: PAGE + 1,
          types: options.types,
        });
        if (closed) return;
        const page = rows.slice(0, PAGE);
        let room = true;
        for (const row of page) {
          const e = presentEvent(row);
          room = raw.write(`id: ${e.id}\nevent: ${e.type}\ndata: ${JSON.stringify(e)}\n\n`);
        }
        const more = rows.length > PAGE;
        cursor = more ? page[page.length - 1]!.seq : Math.max(cursor, head);
        if (!room) await drained();
        if (more) again = true;
      } while (again && !closed);
    } catch (err) {
      deps.log.warn({ err }, 'an event stream could not read the log; it reads again at its next poll');
    } finally {
      reading = false;
    }
  }

  const every = (ms: number, run: () => void) => {
    const timer = setInterval(run, ms);
    timer.unref();
    timers.add(timer);
  };
  const soon = (ms: number) => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      void read();
    }, ms);
    timer.unref();
    timers.add(timer);
  };

  const stream: EventStream = {
    close() {
      if (closed) return;
      closed = true;
      stopListening();
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      raw.end();
      onEnd(stream);
    },
  };
  const stopListening = onAppended(() => {
    for (const ms of WAKE_DELAYS_MS) soon(ms);
  });
  every(STREAM_TIMINGS.pollMs, () => void read());
  every(STREAM_TIMINGS.heartbeatMs, () => {
    if (!closed) raw.write(': heartbeat\n\n');
  });
  every(STREAM_TIMINGS.recheckMs, () => {
    void options.stillSignedIn().then(
      (yes) => {
        if (!yes) stream.close();
      },
      () => undefined,
    );
  });
  raw.on('close', () => stream.close());
  void read();
  return stream;
}
