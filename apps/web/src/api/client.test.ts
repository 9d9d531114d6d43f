import { afterEach, describe, expect, it, vi } from 'vitest';
import { API_ERROR_CODES, AUTH_TOKEN_HEADER, type SimpleJobRequirementValue } from '@postbridge/domain';
import { installFakeApi, makeUser } from '../test/fakeApi';
import { apiGetFile, apiRequest, onPasswordExpired, onSessionLost, type RequestOptions } from './client';
import {
  ApiGenericError,
  EditionConflictError,
  PasswordExpiredError,
  SessionTimeoutError,
  UnauthorizedError,
} from './errors';
import { readToken, writeToken } from './token';

afterEach(() => onSessionLost(null));

// The envelope layer under the typed client (api.ts), called with any path.
const apiGet = (path: string, options: RequestOptions = {}) => apiRequest('GET', path, undefined, options);
const apiPost = (path: string, body: unknown, options: RequestOptions = {}) =>
  apiRequest('POST', path, { json: body }, options);
const apiPostForm = (path: string, form: FormData) => apiRequest('POST', path, { form }, {});

describe('API client', () => {
  it('unwraps the result and sends the stored token', async () => {
    writeToken('tok-1');
    const version = { version: '1.0', revision: 'r1', moduleVersions: [] };
    const api = installFakeApi({ 'GET /app/version': { result: version } });
    await expect(apiGet('/app/version')).resolves.toEqual(version);
    expect(api.calls[0]?.headers.get(AUTH_TOKEN_HEADER)).toBe('tok-1');
  });

  it('sends JSON bodies and query parameters', async () => {
    const api = installFakeApi({
      'POST /authentication/authenticate': { result: { authToken: 'tok', user: makeUser() } },
    });
    await apiPost(
      '/authentication/authenticate',
      { login: 'a' },
      { query: { withProfileDetail: true, skipped: undefined } },
    );
    const request = api.calls[0];
    expect(request?.url).toBe('http://localhost/api/authentication/authenticate?withProfileDetail=true');
    await expect(request?.json()).resolves.toEqual({ login: 'a' });
  });

  it('turns -11 into a session time-out: token dropped, shell told', async () => {
    writeToken('expired');
    const lost = vi.fn();
    onSessionLost(lost);
    installFakeApi({
      'GET /jobs/counters': { error: { code: API_ERROR_CODES.sessionTimeout, message: 'timeout' } },
    });
    const error = await apiGet('/jobs/counters').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SessionTimeoutError);
    expect(readToken()).toBeNull();
    expect(lost).toHaveBeenCalledWith(error);
  });

  it('turns -12 into a refusal of that call only: the token check passes and the session goes on', async () => {
    writeToken('tok');
    const lost = vi.fn();
    onSessionLost(lost);
    const api = installFakeApi({
      'GET /ou/senderAccounts': { error: { code: API_ERROR_CODES.unauthorized, message: 'no' } },
      'GET /authentication/check': { result: { user: makeUser(), expiresAt: '2026-11-20T18:00:00.000Z' } },
    });
    // Two refusals at once: one token check serves both.
    const [first, second] = await Promise.all([
      apiGet('/ou/senderAccounts').catch((e: unknown) => e),
      apiGet('/ou/senderAccounts').catch((e: unknown) => e),
    ]);
    expect(first).toBeInstanceOf(UnauthorizedError);
    expect(second).toBeInstanceOf(UnauthorizedError);
    await vi.waitFor(() =>
      expect(api.calls.filter((c) => c.url.includes('/authentication/check'))).toHaveLength(1),
    );
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(readToken()).toBe('tok');
    expect(lost).not.toHaveBeenCalled();
  });

  it('ends the session after a refusal only when the token check fails too', async () => {
    writeToken('forgotten');
    const lost = vi.fn();
    onSessionLost(lost);
    installFakeApi({
      'GET /jobs/counters': { error: { code: API_ERROR_CODES.unauthorized, message: 'unknown token' } },
      'GET /authentication/check': {
        error: { code: API_ERROR_CODES.unauthorized, message: 'The session token is not valid.' },
      },
    });
    await expect(apiGet('/jobs/counters')).rejects.toBeInstanceOf(UnauthorizedError);
    await vi.waitFor(() => expect(lost).toHaveBeenCalledOnce());
    expect(readToken()).toBeNull();
  });

  it('turns -23 into an expired password: the session goes on and the shell is told', async () => {
    writeToken('tok');
    const expired = vi.fn();
    const lost = vi.fn();
    onPasswordExpired(expired);
    onSessionLost(lost);
    installFakeApi({
      'GET /jobs/counters': { error: { code: API_ERROR_CODES.passwordExpired, message: 'expired' } },
    });
    await expect(apiGet('/jobs/counters')).rejects.toBeInstanceOf(PasswordExpiredError);
    expect(expired).toHaveBeenCalledOnce();
    expect(lost).not.toHaveBeenCalled();
    expect(readToken()).toBe('tok');
    onPasswordExpired(null);
  });

  it('turns -13 into an edition conflict and keeps the session', async () => {
    writeToken('tok');
    installFakeApi({
      'POST /users/update': { error: { code: API_ERROR_CODES.editionConflict, message: 'stale' } },
    });
    await expect(apiPost('/users/update', {})).rejects.toBeInstanceOf(EditionConflictError);
    expect(readToken()).toBe('tok');
  });

  it('keeps code, message, label id and parameters of any other error', async () => {
    installFakeApi({
      'POST /authentication/authenticate': {
        error: {
          code: -10,
          message: 'Invalid credentials',
          labelId: 'error.invalidCredentials',
          params: { login: 'bob' },
        },
      },
    });
    const error = await apiPost('/authentication/authenticate', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiGenericError);
    expect(error).toMatchObject({
      code: -10,
      message: 'Invalid credentials',
      labelId: 'error.invalidCredentials',
      params: { login: 'bob' },
    });
  });

  it('raises a generic error for an answer with neither result nor error', async () => {
    installFakeApi({ 'GET /app/config': { something: 'else' } as never });
    const error = await apiGet('/app/config').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiGenericError);
    expect(error).toMatchObject({ code: API_ERROR_CODES.generic });
  });

  it('raises a generic error for a body that is not JSON', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('<html>Bad gateway</html>', { status: 502 })),
    );
    await expect(apiGet('/app/config')).rejects.toBeInstanceOf(ApiGenericError);
  });

  it('reports an unreachable server as a network error', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(apiGet('/app/config')).rejects.toMatchObject({ labelId: 'error.network' });
  });

  it('sends a multipart form as it is, with the token and without a JSON content type', async () => {
    writeToken('tok-form');
    const value: SimpleJobRequirementValue = {
      value: 'x',
      status: 'GOOD',
      valid: true,
      error: null,
      countryCode: null,
      type: 'text',
      forced: false,
    };
    const api = installFakeApi({ 'POST /simpleJobs/extractAndCheckArea': { result: value } });
    const form = new FormData();
    form.append('fileId', 'f1');
    await expect(apiPostForm('/simpleJobs/extractAndCheckArea', form)).resolves.toEqual(value);
    const request = api.calls[0]!;
    expect(request.headers.get(AUTH_TOKEN_HEADER)).toBe('tok-form');
    expect(request.headers.get('content-type')).toMatch(/^multipart\/form-data; boundary=/);
    expect((await request.formData()).get('fileId')).toBe('f1');
  });

  it('gives a file response as it is, and raises an error envelope or a failed status', async () => {
    writeToken('tok-file');
    const lost = vi.fn();
    onSessionLost(lost);
    installFakeApi({
      'GET /files/f1': () => new Response('%PDF-1.7', { headers: { 'content-type': 'application/pdf' } }),
      'GET /files/gone': () => new Response('', { status: 500 }),
      'GET /files/late': { error: { code: API_ERROR_CODES.sessionTimeout, message: 'timeout' } },
    });
    const response = await apiGetFile('/files/f1', 'download.error');
    await expect(response.text()).resolves.toBe('%PDF-1.7');
    await expect(apiGetFile('/files/gone', 'download.error')).rejects.toMatchObject({
      labelId: 'download.error',
    });
    await expect(apiGetFile('/files/late', 'download.error')).rejects.toBeInstanceOf(SessionTimeoutError);
    expect(lost).toHaveBeenCalledOnce();
  });
});
