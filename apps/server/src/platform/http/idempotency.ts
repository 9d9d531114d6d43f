import { createHash, type Hash } from 'node:crypto';
import { Readable } from 'node:stream';
import type { SwaggerTransform } from '@fastify/swagger';
import type { FastifyInstance, FastifyReply, FastifyRequest, FastifySchema } from 'fastify';
import type { Deps } from '../deps';
import { AppError, errors } from '../errors';
import {
  claimIdempotencyKey,
  completeIdempotencyKey,
  idempotencyKeyOf,
  releaseIdempotencyKey,
} from './idempotency-queries';

/** Header a client sends to make a POST (or PUT, PATCH, DELETE) safe to retry (docs/api.md "Idempotency keys"). */
const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
/** Header on an answer replayed from the store rather than computed again. */
const IDEMPOTENT_REPLAYED_HEADER = 'idempotent-replayed';
/** How long a key and its answer are kept (housekeeping sweeps older ones). */
export const IDEMPOTENCY_KEY_TTL_MS = 24 * 60 * 60_000;

const CHANGING_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const VALID_KEY = /^[\x20-\x7e]{1,255}$/;

/** What a request holding a key carries from its first hook to its answer. */
type Held = { callerId: string; key: string; hashOf: () => string | null; settled: boolean };

declare module 'fastify' {
  interface FastifyRequest {
    idempotency?: Held;
  }
}

/**
 * The SHA-256 of what identifies a request: its method, URL (path, query) and body bytes. A multipart boundary is
 * hashed as a fixed word: a client that builds the same form again draws another boundary, not another request.
 * The boundary may straddle two chunks, so the last bytes of each chunk wait for the next one.
 */
export class RequestHash {
  private readonly hash: Hash;
  private readonly boundary: Buffer | null;
  private carry = Buffer.alloc(0);

  constructor(request: Pick<FastifyRequest, 'method' | 'url' | 'headers'>) {
    this.hash = createHash('sha256').update(`${request.method} ${request.url}\n`);
    const found = /boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(request.headers['content-type'] ?? '');
    this.boundary = found ? Buffer.from(found[1] ?? found[2] ?? '') : null;
  }

  update(chunk: Buffer | string): this {
    const bytes = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
    if (!this.boundary || this.boundary.length === 0) {
      this.hash.update(bytes);
      return this;
    }
    const data = Buffer.concat([this.carry, bytes]);
    let from = 0;
    for (let at = data.indexOf(this.boundary, from); at >= 0; at = data.indexOf(this.boundary, from)) {
      this.hash.update(data.subarray(from, at)).update('\0boundary\0');
      from = at + this.boundary.length;
    }
    const keep = Math.max(from, data.length - (this.boundary.length - 1));
    this.hash.update(data.subarray(from, keep));
    this.carry = Buffer.from(data.subarray(keep));
    return this;
  }

  digest(): string {
    return this.hash.update(this.carry).digest('hex');
  }
}

/** Whether the body is still a stream the handler reads itself (multipart, ndjson, or no body at all). */
function isStreamedBody(request: FastifyRequest): boolean {
  return request.body === undefined || request.body instanceof Readable;
}

/**
 * Hashes a streamed body's bytes as the handler reads them (nothing kept): a 'data' listener on the raw request
 * sees every chunk however the handler consumes it (pipe, async iteration); paused first so that listening does
 * not start the flow before the handler reads. The hash is only known once the body was read to its end.
 */
function hashWhileRead(request: FastifyRequest): () => string | null {
  const hash = new RequestHash(request);
  const raw = request.raw;
  if (!raw.readableEnded) {
    raw.pause();
    raw.on('data', (chunk: Buffer) => hash.update(chunk));
  }
  return () => (raw.readableEnded ? hash.digest() : null);
}

/** The hash of a request whose key was already used: a streamed body is read here (hashed, not kept). */
async function hashNow(request: FastifyRequest): Promise<string> {
  const hash = new RequestHash(request);
  if (!isStreamedBody(request)) return hash.update(JSON.stringify(request.body)).digest();
  for await (const chunk of request.raw) hash.update(chunk as Buffer);
  return hash.digest();
}

const reused = () =>
  new AppError(
    'idempotencyKeyReused',
    'This Idempotency-Key was used for another request.',
    'error.idempotencyKeyReused',
  );
const inProgress = () =>
  new AppError(
    'idempotencyKeyInProgress',
    'A request with this Idempotency-Key is still in progress. Retry once it has answered.',
    'error.idempotencyKeyInProgress',
  );

/**
 * Idempotency keys of the calls that change something: the first request with a key (per caller) inserts its row
 * as the lock and runs; its 2xx answer is stored and replayed to the same request for 24 h; the same key with
 * another request is refused (422), and while the first still runs (409). Without the header nothing changes.
 * Installed in the /api scope after the session hook; runs before validation, so the body is hashed as sent.
 */
export function installIdempotency(api: FastifyInstance, deps: Pick<Deps, 'db' | 'clock'>): void {
  // Callback style at the door: a call without the header (most) passes without a promise.
  api.addHook('preValidation', (request: FastifyRequest, reply: FastifyReply, done) => {
    const header = request.headers[IDEMPOTENCY_KEY_HEADER];
    if (header === undefined || !CHANGING_METHODS.has(request.method)) return done();
    if (request.routeOptions.config?.public || !request.session) return done();
    // Once answered from the store, the request goes no further (Fastify's hook contract: no done then).
    claimKey(request, reply, header).then((replayed) => (replayed ? undefined : done()), done);
  });

  /** Claims the key for this request, or answers the stored answer (true) or refuses it (throws). */
  const claimKey = async (
    request: FastifyRequest,
    reply: FastifyReply,
    header: string | string[],
  ): Promise<boolean> => {
    if (!request.session) return false;
    const key = Array.isArray(header) ? header.join(',') : header;
    if (!VALID_KEY.test(key)) {
      throw errors.badRequest(
        `headers.${IDEMPOTENCY_KEY_HEADER}`,
        'must be 1 to 255 printable ASCII characters',
      );
    }
    const callerId = request.session.userId;
    const streamed = isStreamedBody(request);
    const jsonHash = streamed ? null : new RequestHash(request).update(JSON.stringify(request.body)).digest();
    const now = deps.clock.now();
    const claim = () =>
      claimIdempotencyKey(deps.db, { callerId, key, requestHash: jsonHash, createdAt: now.toISOString() });

    let claimed = await claim();
    if (!claimed) {
      const row = await idempotencyKeyOf(deps.db, callerId, key);
      const expired = !row || new Date(row.created_at).getTime() + IDEMPOTENCY_KEY_TTL_MS <= now.getTime();
      if (expired) {
        // Forgotten after 24 h even if the sweep has not run yet: the old row goes, this request claims anew.
        if (row) await releaseIdempotencyKey(deps.db, callerId, key, row.created_at);
        claimed = await claim();
        if (!claimed) throw inProgress();
      } else if (row.state !== 'done') {
        throw inProgress();
      } else {
        if ((await hashNow(request)) !== row.request_hash) throw reused();
        request.idempotency = { callerId, key, hashOf: () => null, settled: true };
        if (row.content_type) void reply.header('content-type', row.content_type);
        void reply
          .header(IDEMPOTENT_REPLAYED_HEADER, 'true')
          .code(row.status ?? 200)
          .send(row.body ?? '');
        return true;
      }
    }
    request.idempotency = {
      callerId,
      key,
      hashOf: streamed ? hashWhileRead(request) : () => jsonHash,
      settled: false,
    };
    return false;
  };

  api.addHook('onSend', (request, reply, payload, done) => {
    const held = request.idempotency;
    if (!held || held.settled) return done(null, payload);
    settle(request, reply, payload, held).then(() => done(null, payload), done);
  });

  /** Keeps a 2xx answer under the key, or releases the key. */
  const settle = async (
    request: FastifyRequest,
    reply: FastifyReply,
    payload: unknown,
    held: NonNullable<FastifyRequest['idempotency']>,
  ): Promise<void> => {
    held.settled = true; // once per request, even if the answer is sent again
    const requestHash = held.hashOf();
    const status = reply.statusCode;
    // Only a 2xx answer of a fully read request is kept: a refused or failed request changed nothing, so the
    // client may fix it and retry with the same key. A streamed answer (none today on these methods) is not kept.
    if (
      status >= 200 &&
      status < 300 &&
      requestHash &&
      (typeof payload === 'string' || Buffer.isBuffer(payload))
    ) {
      const contentType = reply.getHeader('content-type');
      await completeIdempotencyKey(deps.db, held.callerId, held.key, {
        requestHash,
        status,
        contentType: typeof contentType === 'string' ? contentType : null,
        body: payload.toString(),
      });
    } else {
      await releaseIdempotencyKey(deps.db, held.callerId, held.key);
    }
  };
}

/**
 * Publishes the optional Idempotency-Key header on every non-public operation that changes something in the
 * OpenAPI document (a swagger transform around the contract's own); documentation only, never validated there.
 */
export function withIdempotencyHeader<S extends FastifySchema>(
  transform: SwaggerTransform<S>,
): SwaggerTransform<S> {
  return (input) => {
    const out = transform(input);
    const methods = [input.route.method].flat();
    const changes = methods.some((m) => CHANGING_METHODS.has(m));
    const isPublic = (input.route.config as { public?: boolean } | undefined)?.public;
    if (!changes || isPublic || !input.url.startsWith('/api/')) return out;
    const headers = (out.schema.headers ?? { type: 'object', properties: {} }) as {
      properties?: Record<string, unknown>;
    };
    return {
      ...out,
      schema: {
        ...out.schema,
        headers: {
          ...headers,
          type: 'object',
          properties: {
            ...headers.properties,
            [IDEMPOTENCY_KEY_HEADER]: {
              type: 'string',
              minLength: 1,
              maxLength: 255,
              description:
                'Makes the call safe to retry: the same key with the same request answers the first answer for 24 h (docs/api.md "Idempotency keys").',
            },
          },
        },
      },
    };
  };
}
