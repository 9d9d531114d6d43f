import { apiGetFile } from '../../api/client';

// Every file the app offers (input files, letter PDFs, output and tracking files, proofs, exports) comes through
// here: the bytes need the session header, so a plain link cannot fetch them (docs/web.md "Downloads").

interface DownloadedFile {
  blob: Blob;
  /** The server's name (Content-Disposition), else the caller's fallback. */
  name: string;
}

/** The file name of a Content-Disposition header: RFC 5987 `filename*` first, then plain `filename`. */
export function fileNameOf(disposition: string | null): string | null {
  if (!disposition) return null;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(disposition);
  if (extended?.[1]) {
    try {
      return decodeURIComponent(extended[1].trim());
    } catch {
      // A malformed escape: fall back to the plain name.
    }
  }
  const plain = /filename\s*=\s*"?([^";]+)"?/.exec(disposition);
  return plain?.[1]?.trim() || null;
}

/**
 * Fetches an API file (`path` under /api) with the session token through the client (an error envelope is raised
 * as the client's error classes, a lost session goes back to sign-in; any other failure is the shared
 * `download.error`).
 */
export async function fetchDownload(path: string, fallbackName: string): Promise<DownloadedFile> {
  const response = await apiGetFile(path, 'download.error');
  return {
    blob: await response.blob(),
    name: fileNameOf(response.headers.get('content-disposition')) ?? fallbackName,
  };
}

/** Hands a blob to the browser as a download under `name`. */
export function saveFile({ blob, name }: DownloadedFile): void {
  const url = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = name;
  anchor.rel = 'noopener';
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  // Revoked on the next turn: the click has started the download by then.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** Fetches then saves: what a download button does. */
export async function downloadFile(path: string, fallbackName: string): Promise<void> {
  saveFile(await fetchDownload(path, fallbackName));
}
