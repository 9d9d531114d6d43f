import { API_ERROR_CODES, API_TIMEOUT_MS, AUTH_TOKEN_HEADER, errorEnvelopeSchema } from '@postbridge/domain';
import {
  ApiGenericError,
  errorFromEnvelope,
  isSessionLostError,
  type SessionTimeoutError,
  type UnauthorizedError,
} from './errors';
import { clearToken, readToken } from './token';

/** Relative API prefix (spec §7): the web app is served by the same origin as the API. */
const API_BASE = '/api';

type QueryParams = Record<string, string | number | boolean | null | undefined>;

interface RequestOptions {
  query?: QueryParams;
  signal?: AbortSignal;
}

type SessionLostHandler = (error: SessionTimeoutError | UnauthorizedError) => void;
let sessionLostHandler: SessionLostHandler | null = null;

/** The shell registers how to go back to sign-in; the client only reports the lost session. */
export function onSessionLost(handler: SessionLostHandler | null): void {
  sessionLostHandler = handler;
}

function buildUrl(path: string, query?: QueryParams): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) params.set(key, String(value));
  }
  const search = params.toString();
  return `${API_BASE}${path}${search ? `?${search}` : ''}`;
}

function genericError(labelId: string, message: string): ApiGenericError {
  return new ApiGenericError({ code: API_ERROR_CODES.generic, message, labelId });
}

/** Unwraps `{ result }`, or throws the error class of `{ error }` (spec §7 "Handling of answers", §8). */
function unwrapEnvelope<T>(body: unknown): T {
  if (body !== null && typeof body === 'object') {
    if ('result' in body) return (body as { result: T }).result;
    const parsed = errorEnvelopeSchema.safeParse(body);
    if (parsed.success) throw errorFromEnvelope(parsed.data.error);
  }
  throw genericError('error.generic', 'The answer has neither a result nor an error.');
}

async function request<T>(
  method: 'GET' | 'POST' | 'DELETE',
  path: string,
  body: unknown,
  options: RequestOptions,
): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  const token = readToken();
  if (token) headers[AUTH_TOKEN_HEADER] = token;
  if (body !== undefined) headers['Content-Type'] = 'application/json';

  // The caller's signal cancels; API_TIMEOUT_MS (spec §9) bounds a call the server never answers.
  const controller = new AbortController();
  const cancel = () => controller.abort();
  options.signal?.addEventListener('abort', cancel, { once: true });
  const timer = setTimeout(cancel, API_TIMEOUT_MS);
  let json: unknown;
  try {
    let response: Response;
    try {
      response = await fetch(buildUrl(path, options.query), {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: controller.signal,
      });
    } catch (cause) {
      if (options.signal?.aborted) throw cause;
      throw genericError('error.network', cause instanceof Error ? cause.message : String(cause));
    }
    try {
      json = await response.json();
    } catch {
      throw genericError('error.generic', `Unexpected answer (HTTP ${response.status}).`);
    }
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', cancel);
  }

  try {
    return unwrapEnvelope<T>(json);
  } catch (error) {
    if (isSessionLostError(error)) {
      clearToken();
      sessionLostHandler?.(error);
    }
    throw error;
  }
}

export function apiGet<T>(path: string, options: RequestOptions = {}): Promise<T> {
  return request<T>('GET', path, undefined, options);
}

export function apiPost<T>(path: string, body?: unknown, options: RequestOptions = {}): Promise<T> {
  return request<T>('POST', path, body ?? {}, options);
}

/** Plain-text files served next to the app (the front-end version file of spec §7). */
export async function fetchText(url: string): Promise<string> {
  const response = await fetch(url, { cache: 'no-store' });
  if (!response.ok) throw genericError('error.generic', `HTTP ${response.status} for ${url}`);
  return response.text();
}
