// How each destination's post office wants its postcode/town line written, where the format data (Google's
// address metadata, localized-address-format) says nothing: the few rules that change or accept what a sender
// wrote. Everything not listed here is kept as written (docs/domain-decisions.md "Address data").

export interface WritingRule {
  /**
   * The town (and CEDEX sorting code) in capitals: La Poste NF Z10-011 (France, also without accents), POST
   * Luxembourg. Other post offices read mixed case and the town is left as written.
   */
  upperTown?: 'plain' | 'noAccents';
  /** A prefix the post office writes before the postcode and that is added when missing (POST Luxembourg 'L-'). */
  addPrefix?: string;
  /**
   * Two spaces that the post office's own spelling puts in the postcode/town line, kept when the sender wrote them
   * (never added): PostNL between postcode and town ('1012 AB  AMSTERDAM'), Canada Post between province and
   * postal code ('OTTAWA ON  K1A 0B1'). The field the wide gap precedes.
   */
  wideGapBefore?: 'C' | 'Z';
  /** The postcode may be left out although the format has one (An Post: an Eircode is not compulsory). */
  postcodeOptional?: boolean;
  /** The region is one of these codes and written in capitals (USPS states, Canada Post provinces). */
  regions?: ReadonlySet<string>;
  /** Other layouts of the last line(s) the post office also accepts ('1051 Budapest' for Magyar Posta). */
  alsoAccepted?: readonly string[];
}

// prettier-ignore
const US_STATES = new Set(('AL AK AZ AR CA CO CT DE FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM ' +
  'NY NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY DC PR GU VI AS MP FM MH PW AA AE AP').split(' '));
const CA_PROVINCES = new Set('AB BC MB NB NL NS NT NU ON PE QC SK YT'.split(' '));

export const WRITING_RULES: Readonly<Record<string, WritingRule>> = {
  FR: { upperTown: 'noAccents' },
  LU: { upperTown: 'plain', addPrefix: 'L-' },
  NL: { wideGapBefore: 'C' },
  CA: { wideGapBefore: 'Z', regions: CA_PROVINCES },
  US: { regions: US_STATES },
  IE: { postcodeOptional: true },
  HU: { alsoAccepted: ['%Z %C'] },
};

/**
 * Postcodes as the post office spells them once valid (letters in capitals always): where a separator belongs.
 * Applied to the postcode without its spaces and hyphens; a spelling the validator refuses is not used.
 */
export const POSTCODE_SPELLINGS: Readonly<Record<string, readonly [RegExp, string]>> = {
  NL: [/^(\d{4})([A-Z]{2})$/, '$1 $2'],
  GB: [/^([A-Z0-9]{2,4})(\d[A-Z]{2})$/, '$1 $2'],
  GG: [/^([A-Z0-9]{2,4})(\d[A-Z]{2})$/, '$1 $2'],
  JE: [/^([A-Z0-9]{2,4})(\d[A-Z]{2})$/, '$1 $2'],
  IM: [/^([A-Z0-9]{2,4})(\d[A-Z]{2})$/, '$1 $2'],
  IE: [/^([A-Z0-9]{3})([A-Z0-9]{4})$/, '$1 $2'],
  CA: [/^([A-Z]\d[A-Z])(\d[A-Z]\d)$/, '$1 $2'],
  PT: [/^(\d{4})(\d{3})$/, '$1-$2'],
  PL: [/^(\d{2})(\d{3})$/, '$1-$2'],
  CZ: [/^(\d{3})(\d{2})$/, '$1 $2'],
  SK: [/^(\d{3})(\d{2})$/, '$1 $2'],
  SE: [/^(\d{3})(\d{2})$/, '$1 $2'],
  GR: [/^(\d{3})(\d{2})$/, '$1 $2'],
  BR: [/^(\d{5})(\d{3})$/, '$1-$2'],
  JP: [/^(\d{3})(\d{4})$/, '$1-$2'],
  US: [/^(\d{5})(\d{4})$/, '$1-$2'],
  MT: [/^([A-Z]{3})(\d{4})$/, '$1 $2'],
};

/**
 * The old international prefixes of postcodes (the vehicle registration codes, 'D-10117', 'F-75002'), accepted
 * before a postcode besides the ISO code ('DE-10117') and dropped: today's post offices write the country line
 * instead, except where their own format keeps a prefix (CH-, FI-, SE-, L-… in the format data).
 */
export const VEHICLE_PREFIXES: Readonly<Record<string, string>> = {
  DE: 'D',
  FR: 'F',
  AT: 'A',
  BE: 'B',
  ES: 'E',
  IT: 'I',
  PT: 'P',
  HU: 'H',
  LU: 'L',
  SE: 'S',
  NO: 'N',
  FI: 'FIN',
  SI: 'SLO',
  IE: 'IRL',
  LI: 'FL',
  EE: 'EST',
  MC: 'MC',
};
