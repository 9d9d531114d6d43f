import {
  endpoints,
  type EndpointDefinition,
  type EndpointName,
  type Endpoints,
  type ResultOf,
  type ServerInput,
} from '@postbridge/domain';
import type { FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import { errors } from '../errors';
import { mayCallWithAnyOf, type SessionContext } from '../policy';
import { ok, sessionOf, type ApiApp } from './api';

type Endpoint<N extends EndpointName> = Endpoints[N];

/** What a route handler receives: the parsed parts of the call, the caller, and Fastify's request and reply. */
type RouteCall<N extends EndpointName> = ServerInput<Endpoint<N>> & {
  /** The caller: always there, except on public endpoints (where it is null). */
  session: Endpoint<N> extends { access: 'public' } ? SessionContext | null : SessionContext;
  request: FastifyRequest;
  reply: FastifyReply;
};

/** A json endpoint answers its result (the envelope is added here); a file endpoint answers the reply it sent. */
type Answer<N extends EndpointName> =
  Endpoint<N> extends { kind: 'file' } ? FastifyReply : ResultOf<Endpoint<N>>;

/**
 * Fastify options a route may add: rate limits, the scope's body parsers (ndjson), a validator of its own (a use
 * case that checks its body itself), and `alsoAnswers`: other statuses its handler sets (`reply.code(503)`) with the
 * same envelope, documented with it.
 */
type RouteOptions = Pick<RouteShorthandOptions, 'config' | 'bodyLimit' | 'validatorCompiler'> & {
  alsoAnswers?: readonly number[];
};

/**
 * Registers the endpoint `name` of the contract: its method, path, schemas (validated in, serialised out, and
 * published in the OpenAPI document with the name as operationId), who may call it, and its handler.
 */
export function route<N extends EndpointName>(
  app: ApiApp,
  name: N,
  handler: (call: RouteCall<N>) => Promise<Answer<N>>,
  { alsoAnswers = [], ...options }: RouteOptions = {},
): void {
  const definition: EndpointDefinition = endpoints[name];
  const [tag] = name.split('.');
  const access = definition.access;
  const kind = definition.kind ?? 'json';
  const response = definition.response;
  const consumes =
    kind === 'multipart'
      ? ['multipart/form-data']
      : kind === 'ndjson'
        ? ['application/x-ndjson', 'application/json']
        : undefined;
  app.route({
    method: definition.method,
    url: definition.path,
    ...options,
    config: { ...options.config, public: access === 'public' },
    schema: {
      operationId: name,
      summary: definition.summary,
      tags: [tag ?? name],
      ...(consumes ? { consumes } : {}),
      ...(definition.params ? { params: definition.params } : {}),
      ...(definition.query ? { querystring: definition.query } : {}),
      ...(definition.body && kind === 'json' ? { body: definition.body } : {}),
      ...(response
        ? { response: Object.fromEntries([200, ...alsoAnswers].map((status) => [status, ok(response)])) }
        : {}),
    },
    handler: async (request, reply) => {
      const session = access === 'public' ? request.session : sessionOf(request);
      if (access !== 'public' && session?.passwordExpired && definition.expiredPassword !== 'allowed') {
        throw errors.passwordExpired();
      }
      if (typeof access === 'object' && session && !mayCallWithAnyOf(session, access.anyOf)) {
        throw errors.unauthorized();
      }
      const call = {
        params: request.params,
        query: request.query,
        body: request.body,
        session,
        request,
        reply,
      } as RouteCall<N>;
      const answer = await handler(call);
      return kind === 'file' ? answer : { result: answer };
    },
  });
}
