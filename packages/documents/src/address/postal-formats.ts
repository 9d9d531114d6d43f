// Postcode/town line formats per country. Each matcher looks at the end of the address lines (country line removed)
// and says where the postcode and town are, and how the postal standard writes those lines (for normalisation).

/** Where the postcode/town line(s) sit in the address lines, and their standard spelling. */
export interface PostalLineMatch {
  /** First line used by the match (the town line when it precedes a postcode-only line). */
  firstIndex: number;
  postalCode?: string;
  /** Town as written. */
  city?: string;
  /** Town as the postal standard writes it, when that differs in case (FR, LU). */
  standardCity?: string;
  /** Line index → that line as the postal standard writes it (upper case, postcode spacing...). */
  standard: ReadonlyMap<number, string>;
}

type Matcher = (lines: readonly string[]) => PostalLineMatch | null;
/** Writes a postcode from the inner groups of its pattern. */
type PostcodeFormat = (parts: readonly (string | undefined)[]) => string;

const collapse = (text: string) => text.replace(/\s+/g, ' ').trim();
const upperNoAccents = (text: string) =>
  text.normalize('NFD').replace(/\p{M}/gu, '').toUpperCase().normalize('NFC');

interface PostcodeCityOptions {
  /** Old European country prefix allowed before the postcode ('F-75008'), e.g. 'F|FR'. */
  prefix: string;
  /** Standard prefix kept by normalisation (only LU writes 'L-1234'). */
  standardPrefix?: string;
  formatPostcode?: PostcodeFormat;
  /** The operator wants the town in capitals (without accents for FR). */
  upperCity?: 'plain' | 'noAccents';
}

/** '<postcode> <town>' on the last line, the continental European way. */
function postcodeCity(postcode: string, options: PostcodeCityOptions): Matcher {
  const pattern = new RegExp(`^(?:(?:${options.prefix})\\s?-\\s?)?(${postcode})\\s+(\\S.*)$`, 'iu');
  return (lines) => {
    const index = lines.length - 1;
    const found = pattern.exec(lines[index] ?? '');
    if (!found) return null;
    const postalCode = options.formatPostcode ? options.formatPostcode(found.slice(2)) : (found[1] ?? '');
    const rawCity = collapse(found.at(-1) ?? '');
    const city =
      options.upperCity === 'noAccents'
        ? upperNoAccents(rawCity)
        : options.upperCity === 'plain'
          ? rawCity.toUpperCase()
          : rawCity;
    const standard = `${options.standardPrefix ?? ''}${postalCode} ${city}`;
    return {
      firstIndex: index,
      postalCode,
      city: rawCity,
      standardCity: city,
      standard: new Map([[index, standard]]),
    };
  };
}

/** A postcode alone on the last line (town on the line before), or '<town> <postcode>' on the last line. */
function townThenPostcode(postcode: string, format: PostcodeFormat): Matcher {
  const alone = new RegExp(`^(${postcode})$`, 'i');
  const after = new RegExp(`^(\\S.*?)[\\s,]+(${postcode})$`, 'i');
  return (lines) => {
    const index = lines.length - 1;
    const last = lines[index] ?? '';
    const single = alone.exec(last);
    if (single && index >= 1) {
      const postalCode = format(single.slice(2));
      return {
        firstIndex: index - 1,
        postalCode,
        city: lines[index - 1],
        standard: new Map([[index, postalCode]]),
      };
    }
    const inline = after.exec(last);
    if (!inline) return null;
    const city = inline[1] ?? '';
    const postalCode = format(inline.slice(3));
    return { firstIndex: index, postalCode, city, standard: new Map([[index, `${city} ${postalCode}`]]) };
  };
}

const upperJoin =
  (sep: string): PostcodeFormat =>
  ([a, b]) =>
    `${a ?? ''}${sep}${b ?? ''}`.toUpperCase();

// prettier-ignore
const US_STATES = new Set(('AL AK AZ AR CA CO CT DE FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM ' +
  'NY NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY DC PR GU VI AS MP AA AE AP').split(' '));
const CA_PROVINCES = new Set('AB BC MB NB NL NS NT NU ON PE QC SK YT'.split(' '));

/** North American '<town>, <state> <code>' last line; the state/province must exist. */
function northAmerican(regions: ReadonlySet<string>, postcode: string, format: PostcodeFormat): Matcher {
  const pattern = new RegExp(`^(\\S.*?)(\\s*,\\s*|\\s+)([a-z]{2})\\.?\\s+(${postcode})$`, 'i');
  return (lines) => {
    const index = lines.length - 1;
    const found = pattern.exec(lines[index] ?? '');
    const region = found?.[3]?.toUpperCase() ?? '';
    if (!found || !regions.has(region)) return null;
    const city = found[1] ?? '';
    const postalCode = format(found.slice(5));
    const separator = found[2]?.includes(',') ? ', ' : ' ';
    return {
      firstIndex: index,
      postalCode,
      city,
      standard: new Map([[index, `${city}${separator}${region} ${postalCode}`]]),
    };
  };
}

const GB_POSTCODE = '(GIR|[A-Z]{1,2}\\d[A-Z\\d]?)\\s*(\\d[A-Z]{2})';
const CA_POSTCODE = '([ABCEGHJ-NPRSTVXY]\\d[ABCEGHJ-NPRSTV-Z])\\s?(\\d[ABCEGHJ-NPRSTV-Z]\\d)';
const EIRCODE = '([AC-FHKNPRTV-Y]\\d{2}|D6W)\\s?([0-9AC-FHKNPRTV-Y]{4})';

const irelandEircode = townThenPostcode(EIRCODE, upperJoin(' '));
/** Ireland: the Eircode is optional; without it the address ends with 'Co. <county>' or 'Dublin <district>'. */
const ireland: Matcher = (lines) => {
  const withEircode = irelandEircode(lines);
  if (withEircode) return withEircode;
  const index = lines.length - 1;
  const last = lines[index] ?? '';
  if (/^dublin(\s+(\d{1,2}w?))?$/i.test(last)) return { firstIndex: index, city: last, standard: new Map() };
  if (/^(co\.?|county)\s+\p{L}/iu.test(last) && index >= 2) {
    return { firstIndex: index - 1, city: lines[index - 1], standard: new Map() };
  }
  return null;
};

const hungaryPostcodeCity = postcodeCity('[1-9]\\d{3}', { prefix: 'H|HU' });
/** Hungary: '1051 Budapest', or the Magyar Posta layout with the postcode alone on the last line. */
const hungary: Matcher = (lines) => {
  const index = lines.length - 1;
  if (/^[1-9]\d{3}$/.test(lines[index] ?? '') && index >= 2) {
    return { firstIndex: index, postalCode: lines[index], standard: new Map() };
  }
  return hungaryPostcodeCity(lines);
};

/** Countries whose postcode/town line is checked, by ISO alpha-2 code. */
export const POSTAL_FORMATS: Readonly<Record<string, Matcher>> = {
  FR: postcodeCity('\\d{5}', { prefix: 'F|FR', upperCity: 'noAccents' }),
  DE: postcodeCity('\\d{5}', { prefix: 'D|DE' }),
  BE: postcodeCity('[1-9]\\d{3}', { prefix: 'B|BE' }),
  NL: postcodeCity('([1-9]\\d{3})\\s?([a-z]{2})', { prefix: 'NL', formatPostcode: upperJoin(' ') }),
  LU: postcodeCity('\\d{4}', { prefix: 'L|LU', standardPrefix: 'L-', upperCity: 'plain' }),
  CH: postcodeCity('[1-9]\\d{3}', { prefix: 'CH' }),
  AT: postcodeCity('[1-9]\\d{3}', { prefix: 'A|AT' }),
  ES: postcodeCity('(?:0[1-9]|[1-4]\\d|5[0-2])\\d{3}', { prefix: 'E|ES' }),
  PT: postcodeCity('([1-9]\\d{3})\\s?[-‐–]?\\s?(\\d{3})', { prefix: 'P|PT', formatPostcode: upperJoin('-') }),
  IT: postcodeCity('\\d{5}', { prefix: 'I|IT' }),
  GB: townThenPostcode(GB_POSTCODE, upperJoin(' ')),
  IE: ireland,
  US: northAmerican(US_STATES, '(\\d{5})(?:\\s*-\\s*(\\d{4}))?', ([zip, plus4]) =>
    plus4 ? `${zip}-${plus4}` : `${zip}`,
  ),
  CA: northAmerican(CA_PROVINCES, CA_POSTCODE, ([a, b]) => `${a} ${b}`.toUpperCase()),
  HU: hungary,
};

/** ISO alpha-2 codes with a postcode/town format: the default handled countries. */
export const POSTAL_FORMAT_COUNTRIES: readonly string[] = Object.keys(POSTAL_FORMATS);

/**
 * The postcode/town match of a country's format, or null when the country has no format or the lines do not fit.
 * A match must leave at least one line (name or street) before the town line.
 */
export function matchPostalLines(
  countryCode: string | null,
  lines: readonly string[],
): PostalLineMatch | null {
  const matcher = countryCode ? POSTAL_FORMATS[countryCode] : undefined;
  const found = matcher ? matcher(lines) : null;
  return found && found.firstIndex >= 1 ? found : null;
}
