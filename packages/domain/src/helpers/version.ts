import { BUILT_IN_CLIENT_VERSION } from '../constants';

export const UNEXPECTED_VERSION_PATTERN_WARNING = 'Version has an unexpected pattern!';

export type VersionText = { version: string; revision?: string; warning?: string };

// 'version' or 'version (revision)': a version has no blank or parenthesis, a revision is non-blank.
const VERSION_TEXT = /^([^\s()]+)(?:\s*\(\s*([^()]*?)\s*\))?$/;

/**
 * Parses the front-end version file (docs/product.md §3 "Version text"). Anything else comes back whole as
 * the version, with the warning the caller logs (docs/product.md §8).
 */
export function parseVersionText(text: string): VersionText {
  const trimmed = text.trim();
  const match = VERSION_TEXT.exec(trimmed);
  if (!match || match[2] === '') return { version: trimmed, warning: UNEXPECTED_VERSION_PATTERN_WARNING };
  const [, version = '', revision] = match;
  return revision === undefined ? { version } : { version, revision };
}

/**
 * docs/product.md §4: the application reloads when the server's latest client version differs from the
 * built-in one. An empty or malformed server version never triggers a reload (it would reload forever).
 */
export function shouldReloadForClientVersion(
  serverVersion: string | null | undefined,
  builtIn: string = BUILT_IN_CLIENT_VERSION,
): boolean {
  if (!serverVersion || serverVersion.trim() === '') return false;
  const parsed = parseVersionText(serverVersion);
  return parsed.warning === undefined && parsed.version !== builtIn.trim();
}
