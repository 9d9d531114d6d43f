import { DocumentError } from '../errors';

/** Splits an RFC 6901 pointer into reference tokens: "" is the whole document, "/a~1b/~0c" is ["a/b", "~c"]. */
export function parseJsonPointer(pointer: string): string[] {
  if (pointer === '') return [];
  if (!pointer.startsWith('/') || /~(?![01])/.test(pointer)) {
    throw new DocumentError('data.jsonPointer', `"${pointer}" is not a JSON pointer (RFC 6901)`, { pointer });
  }
  // ~1 before ~0, so "~01" stays "~1" (RFC 6901 §4).
  return pointer
    .slice(1)
    .split('/')
    .map((token) => token.replace(/~1/g, '/').replace(/~0/g, '~'));
}

/** The value a parsed pointer designates, or `undefined` when some token does not exist. */
export function resolveJsonPointer(document: unknown, tokens: readonly string[]): unknown {
  let value = document;
  for (const token of tokens) {
    if (Array.isArray(value)) {
      // Array indexes are decimal without leading zeros; "-" (past the end) never designates a value.
      if (!/^(0|[1-9]\d*)$/.test(token)) return undefined;
      value = value[Number(token)];
    } else if (value !== null && typeof value === 'object' && Object.hasOwn(value, token)) {
      value = (value as Record<string, unknown>)[token];
    } else {
      return undefined;
    }
  }
  return value;
}
