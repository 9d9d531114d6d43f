// Reading the files mupdf saves and PdfStreamWriter writes (classic cross-reference table, no object streams)
// from their bytes: enough to copy their objects and fingerprint their pages, not a general PDF parser.

export type XrefEntry = { number: number; start: number; end: number };

/**
 * The objects of a PDF mupdf saved (classic cross-reference table, no object streams): each one's number and
 * byte range, from its `n 0 obj` to the next object or the table.
 */
export function crossReference(file: Buffer): XrefEntry[] {
  const tail = file.toString('latin1', Math.max(0, file.length - 64));
  const startxref = /startxref\s+(\d+)/.exec(tail);
  if (!startxref) throw new Error('No startxref in the file');
  const xref = Number(startxref[1]);
  const table = file.toString('latin1', xref, file.length);
  if (!table.startsWith('xref')) throw new Error('The file has no classic cross-reference table');
  const entries: XrefEntry[] = [];
  const lines = table.split(/\r?\n|\r/);
  let number = 0;
  for (let i = 1; i < lines.length; i++) {
    const line = lines[i]!.trim();
    if (line.startsWith('trailer')) break;
    const section = /^(\d+)\s+(\d+)$/.exec(line);
    if (section) {
      number = Number(section[1]);
      continue;
    }
    const entry = /^(\d{10})\s+(\d{5})\s+([nf])$/.exec(line);
    if (!entry) continue;
    if (entry[3] === 'n') entries.push({ number, start: Number(entry[1]), end: 0 });
    number++;
  }
  const byOffset = [...entries].sort((a, b) => a.start - b.start);
  byOffset.forEach((entry, i) => (entry.end = byOffset[i + 1]?.start ?? xref));
  return byOffset;
}

/**
 * The text of the object at `region` up to its stream data (the data stays bytes), or all of it; for a stream, only
 * the first bytes are turned into text, where its dictionary is, unless the dictionary is longer.
 */
export function objectText(region: Buffer, limit: number): { text: string; data: number | undefined } {
  for (let length = Math.min(region.length, 4096); ; length = Math.min(region.length, length * 16)) {
    const text = region.toString('latin1', 0, Math.min(length, limit));
    const data = streamDataStart(text);
    if (data !== undefined) return { text: text.slice(0, data), data };
    if (length >= region.length || length >= limit) return { text, data: undefined };
  }
}

/** Where the data of a stream object starts in its text (after `stream` and its end of line), if it is one. */
function streamDataStart(text: string): number | undefined {
  let i = 0;
  while (i < text.length) {
    const c = text.charCodeAt(i);
    if (c === 0x28) {
      i = afterLiteralString(text, i);
    } else if (c === 0x3c && text.charCodeAt(i + 1) !== 0x3c) {
      i = text.indexOf('>', i) + 1 || text.length;
    } else if (c === 0x2f) {
      i++;
      while (i < text.length && isRegular(text.charCodeAt(i))) i++;
    } else if (text.startsWith('endobj', i)) {
      return undefined;
    } else if (text.startsWith('stream', i)) {
      i += 6;
      if (text.charCodeAt(i) === 0x0d) i++;
      if (text.charCodeAt(i) === 0x0a) i++;
      return i;
    } else {
      i++;
    }
  }
  return undefined;
}

export function afterLiteralString(text: string, start: number): number {
  let depth = 0;
  for (let i = start; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x5c) i++;
    else if (c === 0x28) depth++;
    else if (c === 0x29 && --depth === 0) return i + 1;
  }
  return text.length;
}

// Not white space and not a delimiter ( ) < > [ ] { } / % (ISO 32000-1 7.2.2).
export const isRegular = (c: number) =>
  c > 0x20 &&
  c !== 0x28 &&
  c !== 0x29 &&
  c !== 0x3c &&
  c !== 0x3e &&
  c !== 0x5b &&
  c !== 0x5d &&
  c !== 0x7b &&
  c !== 0x7d &&
  c !== 0x2f &&
  c !== 0x25;
