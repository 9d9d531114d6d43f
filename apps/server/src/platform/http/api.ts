import { AUTH_TOKEN_HEADER, resultEnvelopeSchema, type ApiKeyScope } from '@postbridge/domain';
import type {
  FastifyBaseLogger,
  FastifyInstance,
  FastifyRequest,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errors } from '../errors';
import type { SessionContext } from '../policy';

declare module 'fastify' {
  interface FastifyRequest {
    session: SessionContext | null;
    /** The API key the call was made with (docs/api.md "API keys"); null for a session token or none. */
    apiKey: ApiKeyCaller | null;
  }
  interface FastifyContextConfig {
    /** Reachable without a session (sign-in, labels, branding…). Every other /api route needs one. */
    public?: boolean;
  }
}

/** An API key calling, as its technical user: what its routes and its history entries need of it. */
export type ApiKeyCaller = {
  id: string;
  ouId: string;
  /** The key's technical user's login: its name and prefix, what history shows as who made a change. */
  login: string;
  scopes: readonly ApiKeyScope[];
};

/** The Fastify instance every feature's routes receive: requests and answers typed from the zod contract. */
export type ApiApp = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

/** `{ result: T }` for the OpenAPI document and the serializer. */
export const ok = resultEnvelopeSchema;

export function tokenOf(request: FastifyRequest): string | undefined {
  const header = request.headers[AUTH_TOKEN_HEADER];
  if (typeof header === 'string' && header) return header;
  // The scheme is case-insensitive (RFC 9110 §11.1): 'Bearer', 'bearer' and 'BEARER' alike.
  const bearer = /^bearer +(\S+)\s*$/i.exec(request.headers.authorization ?? '');
  return bearer?.[1];
}

/** The caller's session; routes marked public may call it only after checking they have one. */
export function sessionOf(request: FastifyRequest): SessionContext {
  if (!request.session) throw errors.unauthorized('No session token was sent.');
  return request.session;
}
