import * as mupdf from 'mupdf';

/**
 * Whether each PDFObject wrapper holds one reference more than `destroy()` gives back. mupdf.js 1.28 keeps the
 * object in its factory methods and again in the PDFObject constructor, so every object seen from JS outlived
 * its document: composing 10,000 pages left about 10 MB of WASM memory behind, run after run. Measured once
 * rather than assumed, from the reference count that starts every pdf_obj (`short refs`), so that a fixed
 * mupdf.js is released normally.
 */
const EXTRA_REFERENCE = (() => {
  const doc = new mupdf.PDFDocument();
  const dict = doc.newDictionary();
  try {
    const heap = new mupdf.Buffer();
    const memory = heap.asUint8Array().buffer;
    heap.destroy();
    return new DataView(memory).getInt16(dict.pointer, true) === 2;
  } catch {
    return false;
  } finally {
    dict.destroy();
    doc.destroy();
  }
})();

/**
 * Frees mupdf objects now: their WASM memory otherwise waits for the garbage collector, which WASM use does
 * not trigger. For PDFObjects from the factory and accessor methods (new…, add…, get…), not getTrailer(),
 * whose wrapper holds a single reference.
 */
export function release(...items: readonly { destroy(): void }[]): void {
  for (const item of items) {
    if (EXTRA_REFERENCE && item instanceof mupdf.PDFObject && item.pointer !== 0)
      mupdf.PDFObject._drop(item.pointer);
    item.destroy();
  }
}

/** mupdf objects made for one step, released together at its end. */
export class Scope {
  private readonly items: { destroy(): void }[] = [];

  take<T extends { destroy(): void }>(item: T): T {
    this.items.push(item);
    return item;
  }

  free(): void {
    // Each wrapper once: `put` and `push` hand back the object they were given.
    release(...new Set(this.items));
    this.items.length = 0;
  }
}
