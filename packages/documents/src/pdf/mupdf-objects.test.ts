import * as mupdf from 'mupdf';
import { expect, it } from 'vitest';
import { release, Scope } from './mupdf-objects';

/** The reference count that starts every pdf_obj (`short refs`), read from WASM memory. */
function refs(pointer: number): number {
  const heap = new mupdf.Buffer();
  const memory = heap.asUint8Array().buffer;
  heap.destroy();
  return new DataView(memory).getInt16(pointer, true);
}

it('gives back every reference a wrapper holds, so objects die with their document', () => {
  const doc = new mupdf.PDFDocument();
  const array = doc.newArray();
  const dict = doc.newDictionary();
  const pointer = dict.pointer;
  array.push(dict);
  release(dict);
  expect(refs(pointer)).toBe(1);
  const scope = new Scope();
  const again = scope.take(array.get(0));
  scope.take(array.push(again));
  expect(refs(pointer)).toBeGreaterThan(2);
  scope.free();
  expect(refs(pointer)).toBe(2);
  release(array);
  doc.destroy();
});
