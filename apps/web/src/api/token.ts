import { TOKEN_STORAGE_KEY } from '@postbridge/domain';

// The token lives in local storage so that every tab of the browser shares one session (docs/product.md §4
// "Tabs", §9). Inside a frame on another site the browser may refuse storage: the token then lives in this
// page's memory (lost on reload), and sign-in still works. External authentication keeps it in memory on
// purpose: the portal's user must not become the session of the product's other tabs (docs/embedding.md).

let memoryToken: string | null = null;
let memoryOnly = false;
/** Storage refused to keep the token once: read it from memory from then on. */
let storageRefused = false;

/** From now on the token is kept in this page only (embedded mode with external authentication). */
export function keepTokenInMemory(): void {
  memoryOnly = true;
}

export function readToken(): string | null {
  if (memoryOnly || storageRefused) return memoryToken;
  try {
    return window.localStorage.getItem(TOKEN_STORAGE_KEY);
  } catch {
    return memoryToken;
  }
}

export function writeToken(token: string): void {
  memoryToken = token;
  if (memoryOnly) return;
  try {
    window.localStorage.setItem(TOKEN_STORAGE_KEY, token);
  } catch (error) {
    storageRefused = true;
    console.warn('Local storage refused the session token; it is kept in memory.', error);
  }
}

export function clearToken(): void {
  memoryToken = null;
  try {
    window.localStorage.removeItem(TOKEN_STORAGE_KEY);
  } catch {
    // Storage disabled: nothing was stored either.
  }
}
