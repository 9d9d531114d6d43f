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
  /** The regions the post office reads where the format has one (%S): states, provinces, prefectures. */
  region?: RegionRule;
  /** Other layouts of the last line(s) the post office also accepts ('1051 Budapest' for Magyar Posta). */
  alsoAccepted?: readonly string[];
}

/**
 * A country's regions as its post office writes them. A region is read only where the country's format has one and
 * the post office publishes the list: a word after the town that is none of them is part of the town (optional
 * regions) or makes the line unreadable (required ones, and a region line of its own).
 */
interface RegionRule {
  /** The codes or names, in capitals without accents (compared so: 'Illes Balears', 'ILLES BALEARS', 'dc'). */
  names: ReadonlySet<string>;
  /** The address must name its region (USPS, Canada Post, Australia Post, Correios do Brasil). */
  required: boolean;
  /** Codes are written in capitals (MODIFIED when they are not); names are kept as written. */
  codes: boolean;
  /** Read only when written in capitals: a code that is also a word of a town ('Po', 'Re' in Italy). */
  capitalsOnly?: boolean;
}

const stripAccents = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').normalize('NFC');
const regionKey = (text: string) =>
  stripAccents(text).toUpperCase().replace(/\./g, '').replace(/\s+/g, ' ').trim();

/**
 * Whether a written region is one of the rule's: compared in capitals without accents or dots; a name may be in
 * parentheses ('(Las Palmas)'), in the inverted order of the statistical lists ('Balears (Illes)', 'Coruña (A)'), or
 * in two official languages at once ('Araba/Álava', 'Castellón/Castelló').
 */
export function isRegionOf(rule: RegionRule, written: string): boolean {
  if (rule.capitalsOnly && written !== written.toUpperCase()) return false;
  const key = regionKey(written.replace(/^\((.+)\)$/, '$1'));
  if (rule.names.has(key)) return true;
  if (rule.codes) return false;
  const inverted = /^(.+) \((.+)\)$/.exec(key);
  if (inverted && rule.names.has(`${inverted[2]} ${inverted[1]}`)) return true;
  const parts = key.split(/ ?\/ ?/);
  return parts.length > 1 && parts.every((part) => rule.names.has(part));
}

/** A region as printed: a code in capitals, a name as written. */
export function printedRegion(rule: RegionRule, written: string): string {
  return rule.codes ? written.replace(/\.$/, '').toUpperCase() : written;
}

// prettier-ignore
const US_STATES = new Set(('AL AK AZ AR CA CO CT DE FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM ' +
  'NY NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY DC PR GU VI AS MP FM MH PW AA AE AP').split(' '));
const CA_PROVINCES = new Set('AB BC MB NB NL NS NT NU ON PE QC SK YT'.split(' '));
// Australia Post: the state or territory abbreviation after the locality ('MELBOURNE VIC 3000').
const AU_STATES = new Set('ACT NSW NT QLD SA TAS VIC WA'.split(' '));
// Correios: the federation unit's two letters after the town ('Brasília-DF').
// prettier-ignore
const BR_STATES = new Set(('AC AL AP AM BA CE DF ES GO MA MT MS MG PA PB PR PE PI RJ RN RS RO RR SC SP SE TO').split(' '));
// Poste Italiane: the province's two-letter code (sigla) after the town ('00144 ROMA RM').
// prettier-ignore
const IT_PROVINCES = new Set(('AG AL AN AO AP AQ AR AT AV BA BG BI BL BN BO BR BS BT BZ CA CB CE CH CL CN CO CR CS CT CZ ' +
  'EN FC FE FG FI FM FR GE GO GR IM IS KR LC LE LI LO LT LU MB MC ME MI MN MO MS MT NA NO NU OR PA PC PD PE PG PI PN ' +
  'PO PR PT PU PV PZ RA RC RE RG RI RM RN RO SA SI SO SP SR SS SU SV TA TE TN TO TP TR TS TV UD VA VB VC VE VI VR VT ' +
  'VV').split(' '));
// Correos: the province after the town or on the line below it ('07001 PALMA / Illes Balears'), in Castilian or in
// the region's own language; the single-province communities by their own names too.
// prettier-ignore
const ES_PROVINCES = new Set([
  'ALAVA', 'ARABA', 'ALBACETE', 'ALICANTE', 'ALACANT', 'ALMERIA', 'ASTURIAS', 'PRINCIPADO DE ASTURIAS', 'AVILA',
  'BADAJOZ', 'BARCELONA', 'BURGOS', 'CACERES', 'CADIZ', 'CANTABRIA', 'CASTELLON', 'CASTELLO', 'CIUDAD REAL',
  'CORDOBA', 'A CORUNA', 'LA CORUNA', 'CUENCA', 'GIRONA', 'GERONA', 'GRANADA', 'GUADALAJARA', 'GIPUZKOA',
  'GUIPUZCOA', 'HUELVA', 'HUESCA', 'ILLES BALEARS', 'ISLAS BALEARES', 'BALEARES', 'BALEARS', 'JAEN', 'LEON',
  'LLEIDA', 'LERIDA', 'LUGO', 'MADRID', 'COMUNIDAD DE MADRID', 'MALAGA', 'MURCIA', 'REGION DE MURCIA', 'NAVARRA',
  'NAFARROA', 'COMUNIDAD FORAL DE NAVARRA', 'OURENSE', 'ORENSE', 'PALENCIA', 'LAS PALMAS', 'PONTEVEDRA',
  'LA RIOJA', 'SALAMANCA', 'SANTA CRUZ DE TENERIFE', 'SEGOVIA', 'SEVILLA', 'SORIA', 'TARRAGONA', 'TERUEL',
  'TOLEDO', 'VALENCIA', 'VALLADOLID', 'BIZKAIA', 'VIZCAYA', 'ZAMORA', 'ZARAGOZA', 'CEUTA', 'MELILLA',
]);

export const WRITING_RULES: Readonly<Record<string, WritingRule>> = {
  FR: { upperTown: 'noAccents' },
  LU: { upperTown: 'plain', addPrefix: 'L-' },
  NL: { wideGapBefore: 'C' },
  CA: { wideGapBefore: 'Z', region: { names: CA_PROVINCES, required: true, codes: true } },
  US: { region: { names: US_STATES, required: true, codes: true } },
  AU: { region: { names: AU_STATES, required: true, codes: true } },
  BR: { region: { names: BR_STATES, required: true, codes: true } },
  IT: { region: { names: IT_PROVINCES, required: false, codes: true, capitalsOnly: true } },
  ES: { region: { names: ES_PROVINCES, required: false, codes: false } },
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
