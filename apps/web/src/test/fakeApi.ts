import { vi } from 'vitest';
import {
  API_ERROR_CODES,
  matchPath,
  type ApiError,
  type EndpointAt,
  type HttpMethod,
  type PathOf,
  type ResultOf,
  type SessionUser,
} from '@postbridge/domain';

// Test-only stand-in for the server: answers by "METHOD /path" of the contract's endpoint table (the path as
// declared, `/jobs/:jobId`, or a concrete one, `/jobs/j1`; without /api and the query string), with an envelope
// or, from a function, an envelope or a Response. An answer of a declared endpoint is typed by its result: a
// fake that answers what the server no longer answers fails the type check.

type Envelope<R> = { result: R } | { error: ApiError };
type FakeAnswer<R = unknown> =
  | Envelope<R>
  | ((
      request: Request,
      params: Record<string, string>,
    ) => Envelope<R> | Response | Promise<Envelope<R> | Response>);

type DeclaredKey<M extends HttpMethod> = `${M} ${PathOf<M>}`;
type PathOfKey<K extends string, M extends HttpMethod> = K extends `${M} ${infer P}` ? P : never;
type DeclaredRoutes = {
  [K in DeclaredKey<'GET'>]?: FakeAnswer<ResultOf<EndpointAt<'GET', PathOfKey<K, 'GET'>>>>;
} & {
  [K in DeclaredKey<'POST'>]?: FakeAnswer<ResultOf<EndpointAt<'POST', PathOfKey<K, 'POST'>>>>;
} & {
  [K in DeclaredKey<'DELETE'>]?: FakeAnswer<ResultOf<EndpointAt<'DELETE', PathOfKey<K, 'DELETE'>>>>;
};
/** Concrete paths (`GET /jobs/j1`) are answered too, untyped: prefer the declared path with its parameters. */
type FakeRoutes = DeclaredRoutes & Record<string, FakeAnswer | undefined>;

/** Declared routes first, those with fewer parameters first (`/jobs/list` before `/jobs/:jobId`), as Fastify does. */
function findAnswer(
  routes: FakeRoutes,
  method: string,
  pathname: string,
): { answer: FakeAnswer; params: Record<string, string> } | undefined {
  const exact = routes[`${method} ${pathname}`];
  if (exact) return { answer: exact, params: {} };
  const candidates = Object.entries(routes)
    .filter(([key, answer]) => answer !== undefined && key.startsWith(`${method} `) && key.includes(':'))
    .map(([key, answer]) => ({ path: key.slice(method.length + 1), answer: answer as FakeAnswer }))
    .sort((a, b) => a.path.split(':').length - b.path.split(':').length);
  for (const candidate of candidates) {
    const params = matchPath(candidate.path, pathname);
    if (params) return { answer: candidate.answer, params };
  }
  return undefined;
}

interface FakeApi {
  fetch: ReturnType<typeof vi.fn>;
  calls: Request[];
}

export function installFakeApi(routes: FakeRoutes): FakeApi {
  const calls: Request[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    // The signal is left out: jsdom's AbortSignal is not the one Node's Request accepts.
    const request = new Request(new URL(String(input), 'http://localhost'), {
      method: init?.method ?? 'GET',
      headers: init?.headers ?? {},
      body: init?.body ?? null,
    });
    calls.push(request);
    const url = new URL(request.url);
    if (!url.pathname.startsWith('/api/')) return new Response('Not found', { status: 404 });
    const pathname = url.pathname.replace(/^\/api/, '');
    const found = findAnswer(routes, request.method, pathname);
    if (found === undefined) {
      const key = `${request.method} ${pathname}`;
      return Response.json({ error: { code: API_ERROR_CODES.notFound, message: `No fake for ${key}` } });
    }
    const { answer, params } = found;
    const body = typeof answer === 'function' ? await answer(request, params) : answer;
    // A function may answer a whole Response (a file download, a non-JSON failure).
    return body instanceof Response ? body : Response.json(body);
  });
  vi.stubGlobal('fetch', fetchMock);
  return { fetch: fetchMock, calls };
}

export function makeUser(overrides: Partial<SessionUser> = {}): SessionUser {
  return {
    id: 'u1',
    login: 'alice',
    ouId: 'ou1',
    ouName: 'Head office',
    permissions: 0,
    permissionsOnGroup: 0,
    permissionsOnOU: 0,
    groupId: null,
    profileId: null,
    role: null,
    title: null,
    firstName: 'Alice',
    lastName: 'Martin',
    emailAddress: 'alice@example.test',
    phoneNumber: null,
    mobileNumber: null,
    locale: 'en',
    allowEMailNotifications: true,
    passwordExpireDays: null,
    services: [],
    uipreferences: {
      defaultSearchRangeDays: 31,
      validatedPushNotification: false,
      rejectedPushNotification: false,
      pendingPushNotification: false,
      dataDisplayMode: 'tiles',
    },
    ...overrides,
  };
}
