import type { ArchiveErrorCode } from './zip-limits';

/**
 * Why an entry name is unsafe to extract, or undefined when it is fine ("zip slip" and friends). Any backslash
 * is refused rather than read as a separator: `..\x` and `\x` mean traversal or an absolute path on Windows.
 */
export function unsafeNameReason(name: string): Extract<ArchiveErrorCode, `archive.${string}`> | undefined {
  // Control characters (NUL included) can truncate or disguise a path in the tools that handle it later.
  if (name === '' || [...name].some(isControl)) return 'archive.invalidName';
  if (name.includes('\\')) return 'archive.backslash';
  if (name.startsWith('/') || /^[A-Za-z]:/.test(name)) return 'archive.absolutePath';
  if (name.split('/').includes('..')) return 'archive.pathTraversal';
  return undefined;
}

function isControl(char: string): boolean {
  const code = char.charCodeAt(0);
  return code < 0x20 || code === 0x7f;
}

/**
 * Key under which two names collide once extracted: case-insensitive file systems (Windows, macOS) and
 * differently normalised Unicode would merge them, and a directory entry `a/` collides with a file `a`.
 */
export function collisionKey(name: string): string {
  return name.normalize('NFC').toLowerCase().replace(/\/+$/, '');
}
