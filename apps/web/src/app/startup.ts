import type { DepositMode } from '@postbridge/domain';
import { PATHS, PRINTER_BASE_PATH } from './paths';

export type LayoutKind = 'main' | 'embedded' | 'printer';

interface StartupInput {
  inIframe: boolean;
  pathname: string;
  search: string;
  hash: string;
}

export interface Startup {
  layout: LayoutKind;
  mode: DepositMode;
  /** Deposit by token and file id (docs/product.md §2): the file to load once deposits exist. */
  deposit: { token: string; fileId: string } | null;
  /** Address to show instead of the one the app was opened with (deposit mode strips token and fileId). */
  replaceUrl: string | null;
}

/** Layout choice at start-up, in the order of docs/product.md §2. */
export function chooseStartup({ inIframe, pathname, search, hash }: StartupInput): Startup {
  const query = new URLSearchParams(search);
  if (inIframe) {
    const mode = query.has('externalAuth') ? 'EMBEDDED_EXTERNAL' : 'EMBEDDED';
    return { layout: 'embedded', mode, deposit: null, replaceUrl: null };
  }
  if (pathname === PRINTER_BASE_PATH || pathname.startsWith(`${PRINTER_BASE_PATH}/`)) {
    return { layout: 'printer', mode: 'PRINTER', deposit: null, replaceUrl: null };
  }
  const token = query.get('token');
  const fileId = query.get('fileId');
  if (token && fileId) {
    query.delete('token');
    query.delete('fileId');
    const rest = query.toString();
    return {
      layout: 'main',
      mode: 'STANDALONE',
      deposit: { token, fileId },
      replaceUrl: `${PATHS.deposit.home}${rest ? `?${rest}` : ''}${hash}`,
    };
  }
  return { layout: 'main', mode: 'STANDALONE', deposit: null, replaceUrl: null };
}

/** True when the page runs inside a frame; a cross-origin parent makes `window.top` throw, which also means framed. */
export function isInIframe(win: Window): boolean {
  try {
    return win.self !== win.top;
  } catch {
    return true;
  }
}

export function readStartup(win: Window): Startup {
  const { pathname, search, hash } = win.location;
  return chooseStartup({ inIframe: isInIframe(win), pathname, search, hash });
}
