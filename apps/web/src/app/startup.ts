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

/**
 * Deposit by token and file id (docs/product.md §2), in any layout: both in the query → the file to load and the
 * address to show instead (the deposit home, without them, other parameters and the hash kept).
 */
function depositLink(search: string, hash: string): Pick<Startup, 'deposit' | 'replaceUrl'> {
  const query = new URLSearchParams(search);
  const token = query.get('token');
  const fileId = query.get('fileId');
  if (!token || !fileId) return { deposit: null, replaceUrl: null };
  query.delete('token');
  query.delete('fileId');
  const rest = query.toString();
  return { deposit: { token, fileId }, replaceUrl: `${PATHS.deposit.home}${rest ? `?${rest}` : ''}${hash}` };
}

/** Layout choice at start-up, in the order of docs/product.md §2; a deposit link works in each layout. */
export function chooseStartup({ inIframe, pathname, search, hash }: StartupInput): Startup {
  const link = depositLink(search, hash);
  if (inIframe) {
    const mode = new URLSearchParams(search).has('externalAuth') ? 'EMBEDDED_EXTERNAL' : 'EMBEDDED';
    return { layout: 'embedded', mode, ...link };
  }
  if (pathname === PRINTER_BASE_PATH || pathname.startsWith(`${PRINTER_BASE_PATH}/`)) {
    return { layout: 'printer', mode: 'PRINTER', ...link };
  }
  return { layout: 'main', mode: 'STANDALONE', ...link };
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
