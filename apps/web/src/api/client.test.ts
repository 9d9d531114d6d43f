import { afterEach, describe, expect, it, vi } from 'vitest';
import { API_ERROR_CODES, AUTH_TOKEN_HEADER } from '@postbridge/domain';
import { installFakeApi } from '../test/fakeApi';
import { apiGet, apiPost, onSessionLost } from './client';
import { ApiGenericError, EditionConflictError, SessionTimeoutError, UnauthorizedError } from './errors';
import { readToken, writeToken } from './token';

afterEach(() => onSessionLost(null));

describe('API client', () => {
  it('unwraps the result and sends the stored token', async () => {
    writeToken('tok-1');
    const api = installFakeApi({ 'GET /app/version': { result: { version: '1.0' } } });
    await expect(apiGet('/app/version')).resolves.toEqual({ version: '1.0' });
    expect(api.calls[0]?.headers.get(AUTH_TOKEN_HEADER)).toBe('tok-1');
  });

  it('sends JSON bodies and query parameters', async () => {
    const api = installFakeApi({ 'POST /authentication/authenticate': { result: true } });
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

  it('turns -12 into an unauthorised error that also ends the session', async () => {
    writeToken('tok');
    const lost = vi.fn();
    onSessionLost(lost);
    installFakeApi({ 'GET /ou': { error: { code: API_ERROR_CODES.unauthorized, message: 'no' } } });
    const error = await apiGet('/ou').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UnauthorizedError);
    expect(readToken()).toBeNull();
    expect(lost).toHaveBeenCalledOnce();
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
});
