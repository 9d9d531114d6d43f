import { afterEach, describe, expect, it, vi } from 'vitest';
import { TOKEN_STORAGE_KEY } from '@postbridge/domain';

// Each test loads a fresh module: the in-memory token and its switches are module state.
const load = async () => {
  vi.resetModules();
  return import('./token');
};

afterEach(() => {
  vi.restoreAllMocks();
  window.localStorage.clear();
});

describe('session token', () => {
  it('is kept in local storage, shared by the tabs', async () => {
    const token = await load();
    token.writeToken('t1');
    expect(window.localStorage.getItem(TOKEN_STORAGE_KEY)).toBe('t1');
    expect(token.readToken()).toBe('t1');
    token.clearToken();
    expect(token.readToken()).toBeNull();
  });

  it('lives in memory when the browser refuses storage (a framed page of another site)', async () => {
    const token = await load();
    const refuse = () => {
      throw new DOMException('Access is denied for this document.', 'SecurityError');
    };
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(refuse);
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(refuse);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(() => token.writeToken('t2')).not.toThrow();
    expect(token.readToken()).toBe('t2');
    token.clearToken();
    expect(token.readToken()).toBeNull();
  });

  it('stays out of the shared storage with external authentication', async () => {
    const token = await load();
    token.keepTokenInMemory();
    token.writeToken('portal-user');
    expect(token.readToken()).toBe('portal-user');
    expect(window.localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
  });
});
