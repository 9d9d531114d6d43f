import {
  pathWithParams,
  type ArgsOptional,
  type CallArgs,
  type EndpointAt,
  type HttpMethod,
  type PathOf,
  type ResultOf,
} from '@postbridge/domain';
import { apiGetFile, apiRequest, type RequestOptions } from './client';

// The web client typed by the contract's endpoint table (packages/domain/src/api/endpoints): the path chooses the
// endpoint, which types the parameters, the query, the body and the result. A field renamed on the server fails
// the type check here. Only types come from the table, so no schema reaches the browser's first download.

type Args<M extends HttpMethod, P extends string> = CallArgs<EndpointAt<M, P>> & RequestOptions;
type Rest<M extends HttpMethod, P extends string> =
  ArgsOptional<EndpointAt<M, P>> extends true ? [args?: Args<M, P>] : [args: Args<M, P>];
type Result<M extends HttpMethod, P extends string> = Promise<ResultOf<EndpointAt<M, P>>>;

function urlOf(path: string, params: unknown): string {
  return pathWithParams(path, params as Record<string, unknown> | undefined);
}

function send<M extends HttpMethod, P extends string>(
  method: M,
  path: P,
  args: Args<M, P> | undefined,
): Result<M, P> {
  const { params, query, body, signal } = (args ?? {}) as {
    params?: unknown;
    query?: Record<string, string | number | boolean | null | undefined>;
    body?: unknown;
    signal?: AbortSignal;
  };
  return apiRequest(method, urlOf(path, params), method === 'GET' ? undefined : { json: body ?? {} }, {
    query,
    signal,
  });
}

export const api = {
  get: <P extends PathOf<'GET', 'json'>>(path: P, ...[args]: Rest<'GET', P>): Result<'GET', P> =>
    send('GET', path, args),
  post: <P extends PathOf<'POST', 'json' | 'ndjson'>>(
    path: P,
    ...[args]: Rest<'POST', P>
  ): Result<'POST', P> => send('POST', path, args),
  delete: <P extends PathOf<'DELETE', 'json'>>(path: P, ...[args]: Rest<'DELETE', P>): Result<'DELETE', P> =>
    send('DELETE', path, args),
  /** A multipart POST (files with their parameters). */
  postForm: <P extends PathOf<'POST', 'multipart'>>(
    path: P,
    form: FormData,
    ...[args]: Rest<'POST', P>
  ): Result<'POST', P> =>
    apiRequest('POST', urlOf(path, args?.params), { form }, { query: args?.query, signal: args?.signal }),
  /** A file the API serves: the response, to read its headers and body; `fallbackLabel` names other failures. */
  file: <P extends PathOf<'GET', 'file'>>(
    path: P,
    fallbackLabel: string,
    ...[args]: Rest<'GET', P>
  ): Promise<Response> =>
    apiGetFile(urlOf(path, args?.params), fallbackLabel, { query: args?.query, signal: args?.signal }),
};
