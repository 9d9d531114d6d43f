import { useQueries } from '@tanstack/react-query';
import { fetchPdfThumbnails } from './packGroupsApi';

/** A page's thumbnail as a screen shows it: on its way, drawn, or none (no file, a page past its end, a failure). */
export type ThumbnailState = { kind: 'loading' } | { kind: 'image'; src: string } | { kind: 'none' };

interface WantedPage {
  /** The stored file (a deposited PDF); null when the letter's file is unknown. */
  fileId: string | null;
  page: number;
}

/**
 * Thumbnails of the given pages `widthPx` wide (GET /pdf/{fileId}/thumbnails): one call per file for all its
 * pages, made only for the pages asked — the rows on screen, not the whole deposit. A page's image never
 * changes, so an answer is kept for the session.
 */
export function usePageThumbnails(
  wanted: readonly WantedPage[],
  widthPx: number,
): (fileId: string | null, page: number) => ThumbnailState {
  const pagesByFile = new Map<string, number[]>();
  for (const { fileId, page } of wanted) {
    if (fileId === null) continue;
    const pages = pagesByFile.get(fileId) ?? [];
    if (!pages.includes(page)) pages.push(page);
    pagesByFile.set(fileId, pages);
  }
  const files = [...pagesByFile].map(([fileId, pages]) => ({
    fileId,
    pages: [...pages].sort((a, b) => a - b),
  }));
  const answers = useQueries({
    queries: files.map(({ fileId, pages }) => ({
      queryKey: ['session', 'pdfThumbnails', fileId, widthPx, pages.join(',')],
      queryFn: ({ signal }: { signal: AbortSignal }) => fetchPdfThumbnails(fileId, pages, widthPx, signal),
      staleTime: Infinity,
      retry: false,
    })),
  });
  return (fileId, page) => {
    const index = files.findIndex((f) => f.fileId === fileId);
    const answer = index < 0 ? undefined : answers[index];
    if (!answer || answer.isError) return { kind: 'none' };
    if (!answer.data) return { kind: 'loading' };
    const src = answer.data.images[String(page)];
    return src ? { kind: 'image', src } : { kind: 'none' };
  };
}
