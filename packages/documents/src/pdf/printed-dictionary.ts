import { afterLiteralString, isRegular } from './pdf-syntax';

// Dictionaries read from the text mupdf prints of them (PDFObject.toString()): one call into mupdf, where
// reading each entry costs several and a wrapper each, and mupdf.js's own `forEach` makes a wrapper for each key
// that it never frees, a reference leaked per key (mupdf-objects.ts). Used where every page is read (font
// embedding, pre-flight).

const isDigit = (c: number) => c >= 0x30 && c <= 0x39;

/**
 * Where an indirect reference `n g R` starting at `i` ends, or -1 when none starts there. Scanned by hand
 * rather than with a regular expression: it runs on every value of every page's resources.
 */
function afterReference(text: string, i: number): number {
  for (let part = 0; part < 2; part++) {
    const start = i;
    while (isDigit(text.charCodeAt(i))) i++;
    if (i === start || text.charCodeAt(i) !== 0x20) return -1;
    i++;
  }
  if (text.charCodeAt(i) !== 0x52) return -1;
  i++;
  return i < text.length && isRegular(text.charCodeAt(i)) ? -1 : i;
}

/** The object number of a printed indirect reference, or undefined for any other value. */
export function referenceIn(text: string): number | undefined {
  return afterReference(text, 0) === text.length ? parseInt(text, 10) : undefined;
}

const skipSpace = (text: string, i: number) => {
  while (i < text.length && text.charCodeAt(i) <= 0x20) i++;
  return i;
};

/**
 * The entries of the dictionary a PDF object's text starts with, each value as text, keys with their `#xx`
 * escapes decoded. For the objects mupdf prints: mupdf.js's own `forEach` makes a wrapper for each key that it
 * never frees, a reference leaked per key (mupdf-objects.ts).
 */
export function dictionaryEntries(text: string): Map<string, string> {
  const entries = new Map<string, string>();
  let i = skipSpace(text, 0);
  if (!text.startsWith('<<', i)) return entries;
  i += 2;
  for (;;) {
    i = skipSpace(text, i);
    if (text.charCodeAt(i) !== 0x2f) return entries;
    const start = ++i;
    while (i < text.length && isRegular(text.charCodeAt(i))) i++;
    const key = decodeName(text.slice(start, i));
    const value = skipSpace(text, i);
    i = afterValue(text, value);
    entries.set(key, text.slice(value, i));
  }
}

/** Where the value starting at `start` ends; always past `start`, so that a malformed text cannot loop. */
function afterValue(text: string, start: number): number {
  const c = text.charCodeAt(start);
  let i = start;
  if (c === 0x3c && text.charCodeAt(i + 1) === 0x3c) {
    i += 2;
    for (;;) {
      i = skipSpace(text, i);
      if (i >= text.length) return i;
      if (text.startsWith('>>', i)) return i + 2;
      i = afterValue(text, i);
    }
  }
  if (c === 0x5b) {
    i++;
    for (;;) {
      i = skipSpace(text, i);
      if (i >= text.length) return i;
      if (text.charCodeAt(i) === 0x5d) return i + 1;
      i = afterValue(text, i);
    }
  }
  if (c === 0x28) return afterLiteralString(text, i);
  if (c === 0x3c) return text.indexOf('>', i) + 1 || text.length;
  if (c === 0x2f) i++;
  const reference = c === 0x2f ? -1 : afterReference(text, i);
  if (reference !== -1) return reference;
  while (i < text.length && isRegular(text.charCodeAt(i))) i++;
  return Math.max(i, start + 1);
}

// Names are bytes, UTF-8 by convention; mupdf.js looks keys up by their UTF-8 form.
const decodeName = (name: string) =>
  name.includes('#')
    ? Buffer.from(
        name.replace(/#([0-9a-fA-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
        'latin1',
      ).toString('utf8')
    : name;
