// The longest address line each destination's post office accepts, where it publishes one (docs/domain-decisions.md
// "Postal addresses", "Line length"). The format data gives no line length, so only limits a post office publishes
// are listed, each with its source; a destination not listed has none of its own, and the requirement's
// `maxLineLength` (the window, the channel) applies alone.

interface LineLimit {
  /** Most characters a line may have. */
  max: number;
  /** Whether spaces count (La Poste counts them; Canada Post counts the other characters only). */
  spacesCount: boolean;
  /** Where the post office publishes it. */
  source: string;
}

const LINE_LIMITS: Readonly<Record<string, LineLimit>> = {
  FR: {
    max: 38,
    spacesCount: true,
    source: 'La Poste, AFNOR NF Z10-011: 38 characters at most per line, spaces included',
  },
  CA: {
    max: 39,
    spacesCount: false,
    source: 'Canada Post Addressing Guidelines: every line less than 40 characters, spaces excluded',
  },
};

/** A printed line longer than allowed: which, how long as counted, and by which limit. */
export interface LongLine {
  /** Index in the printed lines (country line included). */
  index: number;
  length: number;
  max: number;
  /** 'destination': the post office's own limit (LINE_LIMITS); 'requirement': the requirement's maxLineLength. */
  limit: 'destination' | 'requirement';
}

const lengthOf = (line: string, spacesCount: boolean) =>
  [...(spacesCount ? line : line.replace(/\s/g, ''))].length;

/**
 * The first printed line longer than the destination's post office allows or than the requirement's
 * `maxLineLength` (characters, spaces included), null when all fit. Both apply; the destination's is asked first.
 * Lines are counted in characters as printed (after normalisation, with the country line).
 */
export function firstLongLine(
  country: string,
  lines: readonly string[],
  maxLineLength?: number,
): LongLine | null {
  const own = LINE_LIMITS[country];
  for (const [index, line] of lines.entries()) {
    if (own) {
      const length = lengthOf(line, own.spacesCount);
      if (length > own.max) return { index, length, max: own.max, limit: 'destination' };
    }
    if (maxLineLength !== undefined) {
      const length = lengthOf(line, true);
      if (length > maxLineLength) return { index, length, max: maxLineLength, limit: 'requirement' };
    }
  }
  return null;
}
