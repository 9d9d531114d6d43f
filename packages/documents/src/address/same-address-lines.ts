/**
 * The lines of an address as compared between what a page shows and what a person validated: Unicode NFC, white
 * space runs as one space, no blank lines, no space at either end. Case, accents and punctuation count: a window
 * reading "Dijon" where "DIJON" was validated is not the validated address.
 */
export function comparableAddressLines(lines: readonly string[]): string[] {
  return lines
    .flatMap((line) => line.split('\n'))
    .map((line) => line.normalize('NFC').replace(/\s+/gu, ' ').trim())
    .filter((line) => line !== '');
}

/** Whether two addresses have the same lines, after `comparableAddressLines`. */
export function sameAddressLines(a: readonly string[], b: readonly string[]): boolean {
  const left = comparableAddressLines(a);
  const right = comparableAddressLines(b);
  return left.length === right.length && left.every((line, i) => line === right[i]);
}
