/** The longest name a person gives or a file brings (job and file names): longer ones are cut. */
export const MAX_DISPLAY_NAME_LENGTH = 255;

/**
 * A name as it may be shown and stored: without control characters (NUL, line breaks, C1 controls) and without the
 * bidirectional embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069) that can make a name read as
 * another ("invoice‮fdp.exe"); letters of every script stay, Hebrew and Arabic included, and so do the left-to-right
 * and right-to-left marks. Spaces are trimmed; the result is at most `maxLength` characters (code points).
 */
export function cleanDisplayName(value: string, maxLength = MAX_DISPLAY_NAME_LENGTH): string {
  const kept = [...value].filter((c) => {
    const code = c.codePointAt(0)!;
    const control = code <= 0x1f || (code >= 0x7f && code <= 0x9f);
    const bidiControl = (code >= 0x202a && code <= 0x202e) || (code >= 0x2066 && code <= 0x2069);
    return !control && !bidiControl;
  });
  return [...kept.join('').trim()].slice(0, maxLength).join('').trim();
}
