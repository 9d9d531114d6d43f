import type { ValidationMessageKey } from './messages';

export type ValidationSeverity = 'error' | 'warning';

/** One broken rule: a label key, where it broke (e.g. `boxes[2].parserConfiguration.columnWidths[1]`), and the
 * values the message shows. Validators return every issue at once, never stopping at the first. */
export type ValidationIssue = {
  key: ValidationMessageKey;
  path: string;
  severity: ValidationSeverity;
  params?: Record<string, string | number>;
};

type Params = ValidationIssue['params'];

export function error(key: ValidationMessageKey, path: string, params?: Params): ValidationIssue {
  return params ? { key, path, severity: 'error', params } : { key, path, severity: 'error' };
}

export function warning(key: ValidationMessageKey, path: string, params?: Params): ValidationIssue {
  return params ? { key, path, severity: 'warning', params } : { key, path, severity: 'warning' };
}

export function hasErrors(issues: readonly ValidationIssue[]): boolean {
  return issues.some((issue) => issue.severity === 'error');
}

/** `base` + `.name`, or `name` alone at the root. */
export function joinPath(base: string, name: string): string {
  return base === '' ? name : `${base}.${name}`;
}

/** The path of a record entry: `base["key"]`, quoted so that keys like `/a/b` stay readable. */
export function entryPath(base: string, key: string): string {
  return `${base}[${JSON.stringify(key)}]`;
}

export function isBlank(value: string | null | undefined): boolean {
  return value == null || value.trim() === '';
}

/** Indexes of the values already seen earlier in the list (the first occurrence is not reported). */
export function duplicateIndexes<T>(values: readonly T[], keyOf: (value: T) => string | null): number[] {
  const seen = new Set<string>();
  const duplicates: number[] = [];
  values.forEach((value, index) => {
    const key = keyOf(value);
    if (key === null) return;
    if (seen.has(key)) duplicates.push(index);
    seen.add(key);
  });
  return duplicates;
}

/** Compiles a user pattern without throwing; null when it is not a valid regular expression. */
function compilePattern(pattern: string, flags = ''): RegExp | null {
  try {
    return new RegExp(pattern, flags);
  } catch {
    return null;
  }
}

/**
 * A pattern the whole value must match (docs/product.md §5 "fully match"); null when the pattern does not
 * compile.
 */
export function compileFullMatch(pattern: string): RegExp | null {
  return compilePattern(pattern) && compilePattern(`^(?:${pattern})$`);
}

/** The issue of a pattern that does not compile, or none. */
export function checkPattern(pattern: string | null, path: string): ValidationIssue[] {
  if (pattern === null || compilePattern(pattern) !== null) return [];
  return [error('service.pattern.invalid', path, { pattern })];
}
