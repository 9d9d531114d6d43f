import { useEffect } from 'react';

/** Marks an element that accepts dropped files; everywhere else a drop is refused. */
export const DROP_ZONE_ATTRIBUTE = 'data-drop-zone';

function insideDropZone(target: EventTarget | null): boolean {
  return target instanceof Element && target.closest(`[${DROP_ZONE_ATTRIBUTE}]`) !== null;
}

/**
 * Dropping files onto the window is blocked globally (docs/product.md §2): without this, a file dropped
 * beside a drop zone makes the browser leave the application to open it.
 */
export function useBlockWindowFileDrop(): void {
  useEffect(() => {
    const block = (event: DragEvent) => {
      if (insideDropZone(event.target)) return;
      event.preventDefault();
      if (event.dataTransfer) event.dataTransfer.dropEffect = 'none';
    };
    window.addEventListener('dragover', block);
    window.addEventListener('drop', block);
    return () => {
      window.removeEventListener('dragover', block);
      window.removeEventListener('drop', block);
    };
  }, []);
}
