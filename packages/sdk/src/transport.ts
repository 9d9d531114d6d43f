import { apiErrorOf, SESSION_TIMEOUT } from './errors';

/** How the client authenticates and retries (`createClient`'s options). */
export type TransportOptions = {
  /** An API key of an account (`pbk_…`), sent as `Authorization: Bearer`. */
  apiKey?: string | undefined;
  /** A session token (`authToken` of the sign-in), sent as `X-Auth-Token` when there is no API key. */
  token?: string | undefined;
  /** The fetch to send with (default: the global one). */
  fetch?: ((request: Request) => Promise<Response>) | undefined;
  /**
   * Whether the client gives each state-changing call an `Idempotency-Key` of its own (default true), which makes
   * it retryable. With false, only GETs and the calls sent with a key are retried.
   */
  idempotencyKeys?: boolean | undefined;
  /** Retries of a retryable call (GET, or a call carrying an Idempotency-Key): default 3. */
  retries?: number | undefined;
  /**
   * Called once when the session has timed out (-11): answers a new session token (sign in again), and the call
   * is sent again with it. Without it, -11 is thrown.
   */
  reauthenticate?: (() => Promise<string>) | undefined;
  /** The first back-off, in milliseconds (default 500), doubled at each retry, with jitter, at most `maxDelayMs`. */
  retryDelayMs?: number | undefined;
  /** The longest wait between two tries (default 30 s), whatever the back-off or the server's `params.seconds`. */
  maxDelayMs?: number | undefined;
};

const CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const IDEMPOTENCY_KEY = 'idempotency-key';

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** `delay × 2^attempt` with "equal jitter" (half fixed, half random), at most `max`. */
export function backoffMs(attempt: number, delay: number, max: number, random = Math.random): number {
  const ceiling = Math.min(max, delay * 2 ** attempt);
  return Math.round(ceiling / 2 + (random() * ceiling) / 2);
}

/** What the server asks to wait before a retry: `params.seconds` of a -4, or a `Retry-After` in seconds. */
async function serverWaitMs(response: Response): Promise<number> {
  const header = Number(response.headers.get('retry-after'));
  if (Number.isFinite(header) && header > 0) return header * 1000;
  const seconds = apiErrorOf(
    await response
      .clone()
      .json()
      .catch(() => null),
  )?.params?.seconds;
  return typeof seconds === 'number' && seconds > 0 ? seconds * 1000 : 0;
}

async function codeOf(response: Response): Promise<number | undefined> {
  return apiErrorOf(
    await response
      .clone()
      .json()
      .catch(() => null),
  )?.code;
}

/** Worth another try: too many requests (-4), an idempotency key still in progress (-15), a server error. */
const transient = (status: number) => status === 429 || status === 409 || status >= 500;

/**
 * The fetch the typed client sends with: adds the credentials; gives every state-changing call an
 * `Idempotency-Key` (a fresh one, kept across its retries) so that it may be retried; retries GETs and calls that
 * carry a key on network errors, 429, 5xx and -15, with exponential back-off and jitter; re-authenticates once
 * on -11. -12 and -13 (and every other refusal) are answered at once.
 */
export function createTransport(options: TransportOptions): {
  fetch: (request: Request) => Promise<Response>;
  setToken: (token: string) => void;
} {
  const send = options.fetch ?? ((request: Request) => globalThis.fetch(request));
  const retries = options.retries ?? 3;
  const delay = options.retryDelayMs ?? 500;
  const max = options.maxDelayMs ?? 30_000;
  let token = options.token;

  const withCredentials = (request: Request): Request => {
    const headers = new Headers(request.headers);
    if (options.apiKey) headers.set('authorization', `Bearer ${options.apiKey}`);
    else if (token && !headers.has('x-auth-token')) headers.set('x-auth-token', token);
    return new Request(request, { headers });
  };

  const transportFetch = async (original: Request): Promise<Response> => {
    let request = original;
    if (
      options.idempotencyKeys !== false &&
      CHANGING.has(request.method) &&
      !request.headers.has(IDEMPOTENCY_KEY)
    ) {
      const headers = new Headers(request.headers);
      headers.set(IDEMPOTENCY_KEY, crypto.randomUUID());
      request = new Request(request, { headers });
    }
    const retryable = request.method === 'GET' || request.headers.has(IDEMPOTENCY_KEY);
    let reauthenticated = false;
    for (let attempt = 0; ; attempt++) {
      const canRetry = retryable && attempt < retries;
      let response: Response;
      try {
        // A clone per try: a body is read once.
        response = await send(withCredentials(request.clone()));
      } catch (err) {
        if (!canRetry) throw err;
        await sleep(backoffMs(attempt, delay, max));
        continue;
      }
      if (response.status === 401 && options.reauthenticate && !reauthenticated) {
        if ((await codeOf(response)) === SESSION_TIMEOUT) {
          // Refused before it ran: sending it again with the new session does nothing twice.
          reauthenticated = true;
          token = await options.reauthenticate();
          attempt--;
          continue;
        }
      }
      if (canRetry && transient(response.status)) {
        const code = response.status === 409 ? await codeOf(response) : undefined;
        // A 409 is retried only for -15 (the first request with this key still runs), never -13.
        if (response.status !== 409 || code === -15) {
          const wait = Math.max(backoffMs(attempt, delay, max), await serverWaitMs(response));
          await sleep(Math.min(wait, max));
          continue;
        }
      }
      return response;
    }
  };

  return {
    fetch: transportFetch,
    setToken: (next) => {
      token = next;
    },
  };
}
