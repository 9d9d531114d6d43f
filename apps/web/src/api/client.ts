import { API_ERROR_CODES, API_TIMEOUT_MS, AUTH_TOKEN_HEADER, isErrorEnvelope } from '@postbridge/domain';
import {
  ApiGenericError,
  errorFromEnvelope,
  PasswordExpiredError,
  SessionTimeoutError,
  UnauthorizedError,
  type ApiError,
} from './errors';
import { clearToken, readToken } from './token';

/** Relative API prefix (docs/product.md §7): the web app is served by the same origin as the API. */
const API_BASE = '/api';

type QueryParams = Record<string, string | number | boolean | null | undefined>;

export interface RequestOptions {
  query?: QueryParams;
  signal?: AbortSignal;
}

type SessionLostHandler = (error: ApiError) => void;
let sessionLostHandler: SessionLostHandler | null = null;

/**
 * The token check of docs/product.md §7: the one call whose refusal means that the session itself is gone.
 */
const TOKEN_CHECK_PATH = '/authentication/check';

/** The shell registers how to go back to sign-in; the client only reports the lost session. */
export function onSessionLost(handler: SessionLostHandler | null): void {
  sessionLostHandler = handler;
}

let passwordExpiredHandler: (() => void) | null = null;

/** The shell registers what to do when the server says the password has expired meanwhile (-23). */
export function onPasswordExpired(handler: (() => void) | null): void {
  passwordExpiredHandler = handler;
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

/**
 * Unwraps `{ result }`, or throws the error class of `{ error }` (docs/product.md §7 "Handling of answers",
 * §8).
 */
function unwrapEnvelope<T>(body: unknown): T {
  if (body !== null && typeof body === 'object') {
    if ('result' in body) return (body as { result: T }).result;
    if (isErrorEnvelope(body)) throw errorFromEnvelope(body.error);
  }
  throw genericError('error.generic', 'The answer has neither a result nor an error.');
}

/** A request body: JSON, or a multipart form (the browser writes its Content-Type with the boundary). */
type RequestBody = { json: unknown } | { form: FormData } | undefined;

function endSession(error: ApiError): void {
  clearToken();
  sessionLostHandler?.(error);
}

/** The token check running after a refusal, shared by the refusals that arrive meanwhile. */
let sessionCheck: Promise<void> | null = null;

/**
 * After a refusal (-12), is the session still there? A refusal usually means that this one call is not allowed
 * to this user (a screen asked for something beyond their permissions): the session goes on. It may also mean
 * that the server no longer knows the token (a database reset): then the token check fails too, and only that
 * ends the session (docs/product.md §4: "connected becomes disconnected on ... a failed token check").
 */
function checkSessionAfterRefusal(): void {
  const token = readToken();
  if (!token || sessionCheck) return;
  sessionCheck = send('GET', TOKEN_CHECK_PATH, undefined, {}, readJson)
    .then((body) => void unwrapEnvelope(body))
    .catch((error: unknown) => {
      const lost = error instanceof SessionTimeoutError || error instanceof UnauthorizedError;
      // Another tab may have signed in again meanwhile: only the token that was refused is dropped.
      if (lost && readToken() === token) endSession(error);
    })
    .finally(() => {
      sessionCheck = null;
    });
}

/**
 * -11 (session time-out) ends the session at once. -12 (unauthorised) refuses this call only, and never ends the
 * session by itself: the caller shows the refusal, and the session is checked (above). A -12 answering the token
 * check itself is a failed token check.
 */
function reportIfSessionLost(path: string, error: unknown): void {
  if (error instanceof PasswordExpiredError) passwordExpiredHandler?.();
  else if (error instanceof SessionTimeoutError) endSession(error);
  else if (error instanceof UnauthorizedError) {
    if (path === TOKEN_CHECK_PATH) endSession(error);
    else checkSessionAfterRefusal();
  }
}

/**
 * Sends a call with the session token and returns its response once the headers are in. The caller's signal
 * cancels; API_TIMEOUT_MS (docs/product.md §9) bounds the wait for an answer that never comes. `readBody`
 * reads the body within the same bound (JSON answers); a file's body is read by the caller after it.
 */
async function send<T>(
  method: 'GET' | 'POST' | 'DELETE',
  path: string,
  body: RequestBody,
  options: RequestOptions,
  readBody: (response: Response) => Promise<T>,
): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  const token = readToken();
  if (token) headers[AUTH_TOKEN_HEADER] = token;
  if (body && 'json' in body) headers['Content-Type'] = 'application/json';

  const controller = new AbortController();
  const cancel = () => controller.abort();
  options.signal?.addEventListener('abort', cancel, { once: true });
  const timer = setTimeout(cancel, API_TIMEOUT_MS);
  try {
    let response: Response;
    try {
      response = await fetch(buildUrl(path, options.query), {
        method,
        headers,
        body: body === undefined ? undefined : 'json' in body ? JSON.stringify(body.json) : body.form,
        signal: controller.signal,
      });
    } catch (cause) {
      if (options.signal?.aborted) throw cause;
      throw genericError('error.network', cause instanceof Error ? cause.message : String(cause));
    }
    return await readBody(response);
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', cancel);
  }
}

async function readJson(response: Response): Promise<unknown> {
  try {
    return (await response.json()) as unknown;
  } catch {
    throw genericError('error.generic', `Unexpected answer (HTTP ${response.status}).`);
  }
}

/** One call of the API with its envelope unwrapped: what the typed client (api.ts) sends through. */
export async function apiRequest<T>(
  method: 'GET' | 'POST' | 'DELETE',
  path: string,
  body: RequestBody,
  options: RequestOptions,
): Promise<T> {
  const json = await send(method, path, body, options, readJson);
  try {
    return unwrapEnvelope<T>(json);
  } catch (error) {
    reportIfSessionLost(path, error);
    throw error;
  }
}

/**
 * GET of a file the API serves (input, raw, output and tracking files, exports): the response, to read its
 * headers and body. A JSON answer is the API's error envelope (a file is never JSON), raised as the client's
 * error classes, a lost session reported like any call; another failure is `fallbackLabel`.
 */
export function apiGetFile(
  path: string,
  fallbackLabel: string,
  options: RequestOptions = {},
): Promise<Response> {
  return send('GET', path, undefined, options, async (response) => {
    const type = response.headers.get('content-type') ?? '';
    if (type.includes('application/json')) {
      const body: unknown = await response.json().catch(() => null);
      if (isErrorEnvelope(body)) {
        const error = errorFromEnvelope(body.error);
        reportIfSessionLost(path, error);
        throw error;
      }
    }
    if (!response.ok || type.includes('application/json')) {
      throw genericError(fallbackLabel, `HTTP ${response.status}`);
    }
    return response;
  });
}

/** Plain-text files served next to the app (the front-end version file of docs/product.md §7). */
export async function fetchText(url: string): Promise<string> {
  const response = await fetch(url, { cache: 'no-store' });
  if (!response.ok) throw genericError('error.generic', `HTTP ${response.status} for ${url}`);
  return response.text();
}
