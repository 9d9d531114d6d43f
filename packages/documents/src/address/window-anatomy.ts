import type { AddressWindowStandard } from '@postbridge/domain';

/** A line read in an address window: its text, its baseline below the window's top edge and its type size. */
export type WindowLine = { text: string; baselineMm: number; sizePt: number };

export type WindowAnatomy = {
  /** The recipient's lines. */
  recipient: string[];
  /** The return address of the return line atop the window, one line per part ('Company', 'Street 17', …). */
  returnAddress: string[];
  /** Other small lines above the recipient (DIN 5008 endorsements: 'Einschreiben', 'Nicht nachsenden'). */
  endorsements: string[];
  /**
   * When lines were told apart: where the recipient's part of the window begins, in mm below its top edge (DIN
   * 5008: its address zone; otherwise between the last small line's descenders and the first recipient line's
   * capitals). A validated recipient
   * written again into the window goes below it, leaving the return line and endorsements as they are.
   */
  recipientTopMm?: number;
};

const MM_PER_PT = 25.4 / 72;
/** Descenders reach about a quarter of the type size below the baseline; capitals about 0.75 above it. */
const DESCENT = 0.25;
const CAP_HEIGHT = 0.75;

/**
 * Height of the zone atop the address field that DIN 5008 keeps for the return address and endorsements
 * ("Zusatz- und Vermerkzone"): 12.7 mm in form A, 17.7 mm in form B, above the 27.3 mm of the recipient.
 * The other standards keep no such zone; a return line there is told by its smaller type alone.
 */
const ENDORSEMENT_ZONE_MM: Partial<Record<AddressWindowStandard, number>> = {
  DIN_5008_A: 12.7,
  DIN_5008_B: 17.7,
};

/** A line is small type when at most this share of the window's largest type (6–8 pt against 10–12 pt). */
const SMALL_TYPE = 0.85;

/** Parts of a one-line return address: 'Company · Street 17 · 20095 Hamburg', also with '•', '|' or ' - '. */
function returnAddressParts(line: string): string[] {
  return line
    .split(/\s*[·•|]\s*|\s+[-–]\s+/u)
    .map((part) => part.trim())
    .filter(Boolean);
}

/**
 * Tells apart what an address window shows (issue 22 "window anatomy"): the lines at its top set in smaller type
 * than the recipient — and, in DIN 5008, within its return and endorsement zone — are the return line (the first)
 * and endorsements (the others); the rest is the recipient. A window in one type size is all recipient, and so is
 * every line of a free window: a recipient never loses a line to a guess.
 */
export function windowAnatomy(
  lines: readonly WindowLine[],
  standard: AddressWindowStandard | undefined,
): WindowAnatomy {
  const all = lines.map((line) => line.text);
  if (!standard || standard === 'FREE' || lines.length < 2) {
    return { recipient: all, returnAddress: [], endorsements: [] };
  }
  const largest = Math.max(...lines.map((line) => line.sizePt));
  const zone = ENDORSEMENT_ZONE_MM[standard];
  let top = 0;
  while (
    top < lines.length - 1 &&
    lines[top]!.sizePt <= SMALL_TYPE * largest &&
    (zone === undefined || lines[top]!.baselineMm <= zone)
  ) {
    top++;
  }
  const [first, ...others] = all.slice(0, top);
  const anatomy: WindowAnatomy = {
    recipient: all.slice(top),
    returnAddress: first !== undefined ? returnAddressParts(first) : [],
    endorsements: others,
  };
  if (top === 0) return anatomy;
  const lastSmall = lines[top - 1]!;
  const firstRecipient = lines[top]!;
  const below = lastSmall.baselineMm + DESCENT * lastSmall.sizePt * MM_PER_PT;
  const above = firstRecipient.baselineMm - CAP_HEIGHT * firstRecipient.sizePt * MM_PER_PT;
  const between = above > below ? (below + above) / 2 : below;
  // DIN 5008's address zone begins under its return and endorsement zone, when the letter's lines allow it.
  const recipientTopMm = zone !== undefined && zone >= below && zone <= above ? zone : between;
  return { ...anatomy, recipientTopMm };
}
