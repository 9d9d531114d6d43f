import type { z } from 'zod';
import type { Permission } from '../permissions';
import type { EndpointName, Endpoints } from './endpoints/index';

/**
 * The API contract: every operation is one entry of the endpoint table (`endpoints.ts`), named `area.action`.
 * The server registers its routes from it (method, path, schemas, who may call), the OpenAPI document is built
 * from those routes (operationId = the entry's name), and the web client and the web tests' fake server are typed
 * by it: a field renamed on one side fails the type check on the other (docs/architecture.md "One contract").
 */

export type HttpMethod = 'GET' | 'POST' | 'DELETE';

/**
 * Who may call: `public` needs no session (sign-in, labels, branding…); `session` any signed-in user, the use
 * case then scoping what it reads by the caller's organisation units; `anyOf` a session holding at least one of
 * these permissions in some scope (own, group or organisation unit) — the route refuses the others with -12
 * before the use case runs, and the use case still applies the scope.
 */
export type Access = 'public' | 'session' | { anyOf: readonly Permission[] };

/**
 * What the request carries and what the answer is: `json` (the default) answers `{ result }` typed by
 * `response`; `multipart` takes a form with files (the body is read by the route, not by the schema); `ndjson`
 * a streamed body; `file` answers a download (bytes, not JSON); `redirect` answers a redirection.
 */
export type EndpointKind = 'json' | 'multipart' | 'ndjson' | 'file';

export interface EndpointDefinition {
  method: HttpMethod;
  /** Fastify-style path under /api, with `:name` parameters. */
  path: `/${string}`;
  /** One line for the OpenAPI document and the reader of docs/api.md. */
  summary: string;
  /**
   * More than the summary says, when useful (what it refuses, what follows): the OpenAPI description, which
   * adds who may call from `access` by itself.
   */
  description?: string;
  access: Access;
  kind?: EndpointKind;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** The `result` of the envelope (json endpoints). */
  response?: z.ZodType;
  /** The media type of a `file` endpoint's bytes when always the same (`text/event-stream`); else any. */
  contentType?: string;
  /**
   * `allowed`: callable while the caller's password has expired or is a temporary one (the calls that lead to
   * changing it: the session check, signing out, the password change). Every other session call then answers
   * -23 (docs/api.md "Answers").
   */
  expiredPassword?: 'allowed';
}

/** Declares one endpoint, keeping its literal types for the table. */
export function endpoint<const E extends EndpointDefinition>(definition: E): E {
  return definition;
}

type Input<S> = S extends z.ZodType ? z.input<S> : never;
type Output<S> = S extends z.ZodType ? z.output<S> : never;

/** What a caller sends: the parts the endpoint declares, each required when declared. */
export type CallArgs<E extends EndpointDefinition> = ([Input<E['params']>] extends [never]
  ? { params?: undefined }
  : { params: Input<E['params']> }) &
  ([Input<E['query']>] extends [never] ? { query?: undefined } : { query: Input<E['query']> }) &
  ([Input<E['body']>] extends [never] ? { body?: undefined } : { body: Input<E['body']> });

/** The parsed parts a route handler receives. */
export type ServerInput<E extends EndpointDefinition> = {
  params: Output<E['params']>;
  query: Output<E['query']>;
  body: Output<E['body']>;
};

/** The `result` of a json endpoint. */
export type ResultOf<E extends EndpointDefinition> = [Output<E['response']>] extends [never]
  ? unknown
  : Output<E['response']>;

/** Is every part optional, so that a call may leave its arguments out? */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the idiom for "every property is optional"
export type ArgsOptional<E extends EndpointDefinition> = {} extends CallArgs<E> ? true : false;

/** `/jobs/:jobId` with `{ jobId: 'a/b' }` → `/jobs/a%2Fb`: every segment encoded. */
export function pathWithParams(path: string, params: Record<string, unknown> | undefined): string {
  return path.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null) throw new Error(`Missing path parameter ${name} of ${path}`);
    return encodeURIComponent(String(value));
  });
}

/**
 * The path parameters of `pathname` when it matches the endpoint's path, else null (the web tests' fake server
 * finds the endpoint of a request this way).
 */
export function matchPath(path: string, pathname: string): Record<string, string> | null {
  const names: string[] = [];
  const pattern = path
    .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
    .replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => {
      names.push(name);
      return '([^/]+)';
    });
  const match = new RegExp(`^${pattern}$`).exec(pathname);
  if (!match) return null;
  return Object.fromEntries(names.map((name, i) => [name, decodeURIComponent(match[i + 1] ?? '')]));
}

// The same table seen by method and path, for a client that knows both (the web client: it imports the table's
// types only, so that no schema reaches the browser's first download).

type AnyEndpoint = Endpoints[EndpointName];

/** The paths of the endpoints answering `method`. */
export type PathOf<M extends HttpMethod, K extends EndpointKind = EndpointKind> = AnyEndpoint extends infer E
  ? E extends { method: M; path: infer P }
    ? KindOf<E> extends K
      ? P
      : never
    : never
  : never;

type KindOf<E> = E extends { kind: infer K } ? K : 'json';

/** The endpoint answering `method path`. */
export type EndpointAt<M extends HttpMethod, P extends string> = Extract<AnyEndpoint, { method: M; path: P }>;
