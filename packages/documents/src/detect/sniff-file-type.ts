export type SniffedFileType =
  'pdf' | 'zip' | 'json' | 'csv' | 'text' | 'xls' | 'xlsx' | 'png' | 'jpeg' | 'unknown';

export interface SniffResult {
  type: SniffedFileType;
  mime: string;
  /** The name's extension promises another type than the content shows (e.g. a PDF renamed `.csv`). */
  nameMismatch: boolean;
  /** For text types: which of the docs/product.md §9 encodings the bytes fit (UTF-8 is tried first). */
  encoding?: 'UTF-8' | 'CP-1252';
  /** For csv: the separator found on every sampled line. */
  separator?: string;
}

export const MIME_TYPES: Record<SniffedFileType, string> = {
  pdf: 'application/pdf',
  zip: 'application/zip',
  json: 'application/json',
  csv: 'text/csv',
  text: 'text/plain',
  xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  png: 'image/png',
  jpeg: 'image/jpeg',
  unknown: 'application/octet-stream',
};

// Types an extension may hold without a mismatch: csv and text are one family (a one-column CSV has no
// separator to find), and an xlsx is a zip the first bytes cannot always tell apart.
const EXTENSIONS: Record<string, readonly SniffedFileType[]> = {
  pdf: ['pdf'],
  zip: ['zip'],
  json: ['json'],
  csv: ['csv', 'text'],
  txt: ['text', 'csv'],
  dat: ['text', 'csv'],
  prn: ['text', 'csv'],
  tsv: ['csv', 'text'],
  xls: ['xls'],
  xlsx: ['xlsx', 'zip'],
  png: ['png'],
  jpg: ['jpeg'],
  jpeg: ['jpeg'],
};

/** How far in Acrobat still finds `%PDF-` after leading junk. */
const PDF_HEADER_WINDOW = 1024;
const SEPARATORS = [';', ',', '\t', '|'];
/** Tab, LF, form feed, CR: the control characters text files hold. */
const TEXT_CONTROLS = new Set([0x09, 0x0a, 0x0c, 0x0d]);

/**
 * File type from the first bytes (a few KiB is plenty), never from the name; the name only sets `nameMismatch`.
 * An xlsx is a zip whose entries are `[Content_Types].xml` and `xl/…`: from a prefix that is only visible in the
 * local headers' names, so a zip is called xlsx when its first entry is one of those and an `xl/` name shows up
 * in the prefix (or the name says .xlsx). `zipFileType` settles it from the central directory.
 */
export function sniffFileType(firstBytes: Uint8Array, fileName?: string): SniffResult {
  const found = sniff(firstBytes, fileName);
  const extension = /\.([^./\\]+)$/.exec(fileName ?? '')?.[1]?.toLowerCase();
  const expected = extension === undefined ? undefined : EXTENSIONS[extension];
  return {
    ...found,
    mime: MIME_TYPES[found.type],
    nameMismatch: expected !== undefined && !expected.includes(found.type),
  };
}

/** xlsx or plain zip from the entry names `inspectZip` lists. */
export function zipFileType(entryNames: readonly string[]): 'xlsx' | 'zip' {
  const isXlsx =
    entryNames.includes('[Content_Types].xml') && entryNames.some((name) => name.startsWith('xl/'));
  return isXlsx ? 'xlsx' : 'zip';
}

function sniff(bytes: Uint8Array, fileName: string | undefined): Omit<SniffResult, 'mime' | 'nameMismatch'> {
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04])) return { type: zipPrefixType(bytes, fileName) };
  if (startsWith(bytes, [0x50, 0x4b, 0x05, 0x06])) return { type: 'zip' }; // empty archive
  if (startsWith(bytes, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) return { type: 'xls' };
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return { type: 'png' };
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return { type: 'jpeg' };
  if (indexOf(bytes.subarray(0, PDF_HEADER_WINDOW), ascii('%PDF-')) !== -1) return { type: 'pdf' };
  return sniffText(bytes);
}

function zipPrefixType(bytes: Uint8Array, fileName: string | undefined): 'zip' | 'xlsx' {
  // Local file header: name length at offset 26, name from offset 30.
  const nameLength = (bytes[26] ?? 0) | ((bytes[27] ?? 0) << 8);
  const firstName = new TextDecoder().decode(bytes.subarray(30, 30 + nameLength));
  if (firstName !== '[Content_Types].xml' && !firstName.startsWith('xl/')) return 'zip';
  const saysXlsx = /\.xlsx$/i.test(fileName ?? '');
  return saysXlsx || indexOf(bytes, ascii('xl/')) !== -1 ? 'xlsx' : 'zip';
}

function sniffText(bytes: Uint8Array): Omit<SniffResult, 'mime' | 'nameMismatch'> {
  const body = startsWith(bytes, [0xef, 0xbb, 0xbf]) ? bytes.subarray(3) : bytes;
  if (body.length === 0 || body.includes(0)) return { type: 'unknown' };
  const utf8 = decodeUtf8Prefix(body);
  let text: string;
  let encoding: 'UTF-8' | 'CP-1252';
  if (utf8 !== undefined && controlShare(utf8) <= 0.02) {
    [text, encoding] = [utf8, 'UTF-8'];
  } else if (cp1252Printable(body)) {
    [text, encoding] = [new TextDecoder('windows-1252').decode(body), 'CP-1252'];
  } else {
    return { type: 'unknown' };
  }
  if (looksLikeJson(text)) return { type: 'json', encoding };
  const separator = consistentSeparator(text);
  return separator ? { type: 'csv', encoding, separator } : { type: 'text', encoding };
}

/** Decodes a prefix as strict UTF-8, forgiving only a sequence cut at the very end. */
function decodeUtf8Prefix(bytes: Uint8Array): string | undefined {
  for (let cut = 0; cut <= 3 && cut < bytes.length; cut += 1) {
    try {
      return new TextDecoder('utf-8', { fatal: true }).decode(bytes.subarray(0, bytes.length - cut));
    } catch {
      // try without the last bytes: the prefix may end inside a character
    }
  }
  return undefined;
}

function controlShare(text: string): number {
  let controls = 0;
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if ((code < 0x20 && !TEXT_CONTROLS.has(code)) || code === 0x7f) controls += 1;
  }
  return controls / text.length;
}

/** Mostly printable in CP-1252: few C0 controls and few of its five undefined bytes (0x81 0x8D 0x8F 0x90 0x9D). */
function cp1252Printable(bytes: Uint8Array): boolean {
  let bad = 0;
  for (const b of bytes) {
    const control = b < 0x20 && !TEXT_CONTROLS.has(b);
    if (control || b === 0x7f || b === 0x81 || b === 0x8d || b === 0x8f || b === 0x90 || b === 0x9d) bad += 1;
  }
  return bad / bytes.length <= 0.02;
}

/**
 * JSON when the text parses, or — since a prefix rarely ends where the document does — when it opens like one:
 * `{` then `"` or `}`, or `[` then a value or `]`.
 */
function looksLikeJson(text: string): boolean {
  const trimmed = text.trimStart();
  if (!trimmed.startsWith('{') && !trimmed.startsWith('[')) return false;
  try {
    JSON.parse(trimmed);
    return true;
  } catch {
    return /^(\{\s*["}]|\[\s*[[{"\d\-\]]|\[\s*(true|false|null)\b)/.test(trimmed);
  }
}

/** A separator that occurs, outside quotes, the same number of times (at least once) on the first lines. */
function consistentSeparator(text: string): string | undefined {
  const lines = text.split(/\r?\n/);
  if (lines.length > 1) lines.pop(); // the last line of a prefix may be cut short
  const sample = lines.filter((line) => line.trim() !== '').slice(0, 20);
  if (sample.length < 2) return undefined;
  return SEPARATORS.find((separator) => {
    const counts = sample.map((line) => countOutsideQuotes(line, separator));
    return (counts[0] as number) > 0 && counts.every((count) => count === counts[0]);
  });
}

function countOutsideQuotes(line: string, separator: string): number {
  let count = 0;
  let quoted = false;
  for (const char of line) {
    if (char === '"') quoted = !quoted;
    else if (char === separator && !quoted) count += 1;
  }
  return count;
}

function startsWith(bytes: Uint8Array, magic: readonly number[]): boolean {
  return magic.every((b, i) => bytes[i] === b);
}

function ascii(text: string): Uint8Array {
  return new TextEncoder().encode(text);
}

function indexOf(bytes: Uint8Array, needle: Uint8Array): number {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).indexOf(needle);
}
