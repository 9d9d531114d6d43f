// CSV files the product writes (users export, pre-flight report): `;` between fields (the separator spreadsheets
// expect in most of our locales), double quotes around a field holding `;`, `"` or a line end, CRLF line ends.

/**
 * One CSV line. A value a spreadsheet would run as a formula (`=`, `-`, `@`, or `+` not followed by digits only,
 * so that phone numbers stay as they are) gets a leading `'`, which `unescapeCsvValue` takes off on import.
 */
export function csvLine(values: readonly (string | null)[]): string {
  return `${values.map(csvField).join(';')}\r\n`;
}

const FORMULA = /^(?:[=\-@\t\r]|\+(?!\d+$))/;

function csvField(value: string | null): string {
  if (value === null) return '';
  const safe = FORMULA.test(value) || /^'[=+\-@]/.test(value) ? `'${value}` : value;
  return /[;"\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}
