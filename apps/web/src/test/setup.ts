import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// The test files of a worker share one jsdom and the libraries of node_modules (vitest.config.ts: isolate:
// false), which is most of a file's start-up; each file still gets fresh modules of the app (their state, and
// the modules a file replaces with vi.mock, stay its own), and every test ends with what it changed undone.
vi.resetModules();
// findBy… and waitFor wait up to 5 s, not 1 s: the screens answer in milliseconds, but `npm test` runs the web
// tests beside the server's and the browser's on two cores.
configure({ asyncUtilTimeout: 5_000 });
const { useSession } = await import('../app/session/sessionStore');

// jsdom lacks what Mantine measures with: media queries and element resizing.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  configurable: true,
  value: (query: string): MediaQueryList => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  }),
});

class ResizeObserverStub {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
window.ResizeObserver = ResizeObserverStub;
window.HTMLElement.prototype.scrollIntoView = function scrollIntoView() {};
// Nor font loading, which Mantine's autosize textarea listens to.
Object.defineProperty(document, 'fonts', {
  configurable: true,
  value: { addEventListener: () => undefined, removeEventListener: () => undefined },
});

afterEach(() => {
  cleanup();
  // What a test may leave in the worker's jsdom, which the next file would otherwise find.
  document.body.innerHTML = '';
  document.title = '';
  document.documentElement.removeAttribute('lang');
  document.documentElement.removeAttribute('dir');
  window.history.replaceState(null, '', '/');
  window.localStorage.clear();
  window.sessionStorage.clear();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  vi.restoreAllMocks();
  useSession.setState({ status: 'disconnected', token: null, user: null, notice: null, signedOut: false });
});
