import { TOKEN_STORAGE_KEY } from '@postbridge/domain';

// The token lives in local storage so that every tab of the browser shares one session (docs/product.md §4
// "Tabs", §9).

export function readToken(): string | null {
  try {
    return window.localStorage.getItem(TOKEN_STORAGE_KEY);
  } catch {
    return null;
  }
}

export function writeToken(token: string): void {
  window.localStorage.setItem(TOKEN_STORAGE_KEY, token);
}

export function clearToken(): void {
  try {
    window.localStorage.removeItem(TOKEN_STORAGE_KEY);
  } catch {
    // Storage disabled: nothing was stored either.
  }
}
