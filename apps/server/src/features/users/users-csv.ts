// The users CSV file (docs/administration.md "Users", USER_CSV_COLUMNS of the domain): `;` between fields,
// double quotes around a field holding `;`, `"` or a line end, CRLF line ends, a header line. Pure functions.

/**
 * The text of an uploaded file: UTF-8 (with or without a byte-order mark) when its bytes are valid UTF-8, else
 * ISO-8859-1 (docs/product.md §9 encodings; a spreadsheet saving "CSV" in Western Europe writes it).
 */
export function decodeCsvBytes(bytes: Uint8Array): string {
  const hasBom = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf;
  const body = hasBom ? bytes.subarray(3) : bytes;
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(body);
  } catch {
    return Buffer.from(body).toString('latin1');
  }
}

export type CsvRow = { line: number; fields: string[] };

/** The rows of a CSV text with the line each starts on; blank lines are skipped. */
export function parseCsv(text: string, separator = ';'): CsvRow[] {
  const rows: CsvRow[] = [];
  let fields: string[] = [];
  let field = '';
  let quoted = false;
  let line = 1;
  let rowLine = 1;
  let fieldStarted = false;
  const endRow = () => {
    fields.push(field);
    if (fields.length > 1 || fields[0] !== '') rows.push({ line: rowLine, fields });
    fields = [];
    field = '';
    fieldStarted = false;
  };
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"') {
        if (text[i + 1] === '"') {
          field += '"';
          i++;
        } else quoted = false;
      } else {
        if (c === '\n') line++;
        field += c;
      }
      continue;
    }
    if (c === '"' && !fieldStarted) {
      quoted = true;
      fieldStarted = true;
    } else if (c === separator) {
      fields.push(field);
      field = '';
      fieldStarted = false;
    } else if (c === '\r' && text[i + 1] === '\n') {
      continue;
    } else if (c === '\n' || c === '\r') {
      endRow();
      line++;
      rowLine = line;
    } else {
      field += c;
      fieldStarted = true;
    }
  }
  if (field !== '' || fields.length) endRow();
  return rows;
}

/** Takes off the `'` csvLine (platform/csv.ts) puts before a value a spreadsheet would run as a formula. */
export function unescapeCsvValue(value: string): string {
  return /^'[=+\-@'\t\r]/.test(value) ? value.slice(1) : value;
}
