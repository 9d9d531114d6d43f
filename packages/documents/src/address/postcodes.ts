import { postcodeValidator, postcodeValidatorExistsForCountry } from 'postcode-validator';
import { POSTCODE_SPELLINGS } from './writing-rules';

// Postcodes: checked with postcode-validator's pattern of the country, spelled as its post office writes them
// (writing-rules.ts POSTCODE_SPELLINGS), digits of other scripts read as ASCII digits.

// Arabic-Indic, Eastern Arabic-Indic (Persian, Urdu) and full-width digits, as written in right-to-left and CJK
// addresses: postcodes are matched and printed in ASCII digits.
const DIGIT_ZEROS = [0x0660, 0x06f0, 0xff10];

function asciiDigits(text: string): string {
  return text.replace(/[\u0660-\u0669\u06f0-\u06f9\uff10-\uff19]/g, (d) => {
    const code = d.codePointAt(0)!;
    const zero = DIGIT_ZEROS.find((z) => code >= z && code <= z + 9) ?? code;
    return String(code - zero);
  });
}

/** The postcode as the post office spells it, or null when it is not one of the country ('7500' in France). */
export function standardPostcode(country: string, written: string): string | null {
  if (!postcodeValidatorExistsForCountry(country)) return null;
  const upper = asciiDigits(written).toUpperCase().replace(/\s+/g, ' ').trim();
  const compact = upper.replace(/[\s-]/g, '');
  const spelling = POSTCODE_SPELLINGS[country];
  const spelled = spelling ? compact.replace(spelling[0], spelling[1]) : compact;
  for (const candidate of [spelled, upper, compact]) {
    if (candidate && postcodeValidator(candidate, country)) return candidate;
  }
  return null;
}

/** Whether some line holds a postcode of the country (one to three of its words). */
export function hasPostcodeOf(country: string, lines: readonly string[]): boolean {
  return lines.some((line) => {
    const words = line.split(' ');
    return words.some((_, i) =>
      [1, 2, 3].some(
        (n) => i + n <= words.length && standardPostcode(country, words.slice(i, i + n).join(' ')),
      ),
    );
  });
}
