import { vi } from 'vitest';
import { API_ERROR_CODES, type ApiError, type SessionUser } from '@postbridge/domain';

// Test-only stand-in for the server: answers by "METHOD /path" (without /api and the query string), with an
// envelope or, from a function, any value or Response.

type FakeAnswer = { result: unknown } | { error: ApiError } | ((request: Request) => unknown);

interface FakeApi {
  fetch: ReturnType<typeof vi.fn>;
  calls: Request[];
}

export function installFakeApi(routes: Record<string, FakeAnswer>): FakeApi {
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
    const key = `${request.method} ${url.pathname.replace(/^\/api/, '')}`;
    const answer = routes[key];
    if (answer === undefined) {
      return Response.json({ error: { code: API_ERROR_CODES.notFound, message: `No fake for ${key}` } });
    }
    const body = typeof answer === 'function' ? answer(request) : answer;
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
