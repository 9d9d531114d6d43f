// Compact country table for postal address parsing (i18n-iso-countries is not a dependency: only what we need).
// Row: ISO alpha-2, ISO alpha-3, then the name in en, fr, de, es, nl, pt, hu, then local names and usual aliases.
// Matching ignores case, accents, dots and hyphens, so 'Magyarország', 'MAGYARORSZAG' and 'magyarorszag' are equal.

export const COUNTRY_NAME_LANGUAGES = ['en', 'fr', 'de', 'es', 'nl', 'pt', 'hu'] as const;
export type CountryNameLanguage = (typeof COUNTRY_NAME_LANGUAGES)[number];

type CountryRow = readonly [
  string,
  string,
  string,
  string,
  string,
  string,
  string,
  string,
  string,
  ...string[],
];

const COUNTRY_ROWS: readonly CountryRow[] = [
  // Countries with a postcode/town format (see postal-formats.ts).
  ['FR', 'FRA', 'France', 'France', 'Frankreich', 'Francia', 'Frankrijk', 'França', 'Franciaország'],
  [
    'DE',
    'DEU',
    'Germany',
    'Allemagne',
    'Deutschland',
    'Alemania',
    'Duitsland',
    'Alemanha',
    'Németország',
    'Bundesrepublik Deutschland',
  ],
  ['BE', 'BEL', 'Belgium', 'Belgique', 'Belgien', 'Bélgica', 'België', 'Bélgica', 'Belgium', 'Belgie'],
  [
    'NL',
    'NLD',
    'Netherlands',
    'Pays-Bas',
    'Niederlande',
    'Países Bajos',
    'Nederland',
    'Países Baixos',
    'Hollandia',
    'The Netherlands',
    'Holland',
    'Hollande',
    'Holanda',
  ],
  [
    'LU',
    'LUX',
    'Luxembourg',
    'Luxembourg',
    'Luxemburg',
    'Luxemburgo',
    'Luxemburg',
    'Luxemburgo',
    'Luxemburg',
  ],
  [
    'CH',
    'CHE',
    'Switzerland',
    'Suisse',
    'Schweiz',
    'Suiza',
    'Zwitserland',
    'Suíça',
    'Svájc',
    'Svizzera',
    'Svizra',
    'Helvetia',
  ],
  [
    'AT',
    'AUT',
    'Austria',
    'Autriche',
    'Österreich',
    'Austria',
    'Oostenrijk',
    'Áustria',
    'Ausztria',
    'Oesterreich',
  ],
  ['ES', 'ESP', 'Spain', 'Espagne', 'Spanien', 'España', 'Spanje', 'Espanha', 'Spanyolország', 'Espana'],
  ['PT', 'PRT', 'Portugal', 'Portugal', 'Portugal', 'Portugal', 'Portugal', 'Portugal', 'Portugália'],
  ['IT', 'ITA', 'Italy', 'Italie', 'Italien', 'Italia', 'Italië', 'Itália', 'Olaszország'],
  [
    'GB',
    'GBR',
    'United Kingdom',
    'Royaume-Uni',
    'Vereinigtes Königreich',
    'Reino Unido',
    'Verenigd Koninkrijk',
    'Reino Unido',
    'Egyesült Királyság',
    'UK',
    'Great Britain',
    'Britain',
    'England',
    'Scotland',
    'Wales',
    'Northern Ireland',
    'Grande-Bretagne',
    'Angleterre',
    'Großbritannien',
    'Gran Bretaña',
    'Groot-Brittannië',
    'Nagy-Britannia',
  ],
  ['IE', 'IRL', 'Ireland', 'Irlande', 'Irland', 'Irlanda', 'Ierland', 'Irlanda', 'Írország', 'Éire', 'Eire'],
  [
    'US',
    'USA',
    'United States',
    'États-Unis',
    'Vereinigte Staaten',
    'Estados Unidos',
    'Verenigde Staten',
    'Estados Unidos',
    'Amerikai Egyesült Államok',
    'United States of America',
    'Egyesült Államok',
    "Etats-Unis d'Amérique",
  ],
  ['CA', 'CAN', 'Canada', 'Canada', 'Kanada', 'Canadá', 'Canada', 'Canadá', 'Kanada'],
  ['HU', 'HUN', 'Hungary', 'Hongrie', 'Ungarn', 'Hungría', 'Hongarije', 'Hungria', 'Magyarország'],
  // Known countries without a postcode/town format here: detected, then "not handled" unless a caller handles them.
  [
    'PL',
    'POL',
    'Poland',
    'Pologne',
    'Polen',
    'Polonia',
    'Polen',
    'Polónia',
    'Lengyelország',
    'Polska',
    'Polônia',
  ],
  ['SE', 'SWE', 'Sweden', 'Suède', 'Schweden', 'Suecia', 'Zweden', 'Suécia', 'Svédország', 'Sverige'],
  [
    'DK',
    'DNK',
    'Denmark',
    'Danemark',
    'Dänemark',
    'Dinamarca',
    'Denemarken',
    'Dinamarca',
    'Dánia',
    'Danmark',
  ],
  ['NO', 'NOR', 'Norway', 'Norvège', 'Norwegen', 'Noruega', 'Noorwegen', 'Noruega', 'Norvégia', 'Norge'],
  [
    'FI',
    'FIN',
    'Finland',
    'Finlande',
    'Finnland',
    'Finlandia',
    'Finland',
    'Finlândia',
    'Finnország',
    'Suomi',
  ],
  [
    'GR',
    'GRC',
    'Greece',
    'Grèce',
    'Griechenland',
    'Grecia',
    'Griekenland',
    'Grécia',
    'Görögország',
    'Hellas',
  ],
  [
    'CZ',
    'CZE',
    'Czechia',
    'Tchéquie',
    'Tschechien',
    'Chequia',
    'Tsjechië',
    'Chéquia',
    'Csehország',
    'Czech Republic',
    'République tchèque',
    'República Checa',
    'Česko',
  ],
  ['RO', 'ROU', 'Romania', 'Roumanie', 'Rumänien', 'Rumanía', 'Roemenië', 'Roménia', 'Románia', 'România'],
  ['MC', 'MCO', 'Monaco', 'Monaco', 'Monaco', 'Mónaco', 'Monaco', 'Mónaco', 'Monaco'],
  ['MA', 'MAR', 'Morocco', 'Maroc', 'Marokko', 'Marruecos', 'Marokko', 'Marrocos', 'Marokkó'],
  ['JP', 'JPN', 'Japan', 'Japon', 'Japan', 'Japón', 'Japan', 'Japão', 'Japán', 'Nippon'],
  ['AU', 'AUS', 'Australia', 'Australie', 'Australien', 'Australia', 'Australië', 'Austrália', 'Ausztrália'],
  ['BR', 'BRA', 'Brazil', 'Brésil', 'Brasilien', 'Brasil', 'Brazilië', 'Brasil', 'Brazília'],
  ['CN', 'CHN', 'China', 'Chine', 'China', 'China', 'China', 'China', 'Kína'],
];

// Extra spellings that belong to no single language column.
const EXTRA_ALIASES: Readonly<Record<string, readonly string[]>> = {
  US: ['US', 'U.S.', 'U.S.A.', 'America'],
  GB: ['U.K.'],
};

/** Upper case, no accents, no dots, hyphens/commas/apostrophes as spaces, spaces collapsed: the matching key. */
export function countryKey(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toUpperCase()
    .replace(/\./g, '')
    .replace(/[-‐–,'’()]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

const BY_KEY = new Map<string, string>();
const BY_CODE = new Map<string, CountryRow>();
for (const row of COUNTRY_ROWS) {
  const [alpha2, ...names] = row;
  BY_CODE.set(alpha2, row);
  for (const name of [alpha2, ...names, ...(EXTRA_ALIASES[alpha2] ?? [])])
    BY_KEY.set(countryKey(name), alpha2);
}

/** ISO alpha-2 code named by a line (a name in one of the table's languages, an alias, an alpha-2 or alpha-3 code). */
export function findCountry(line: string): string | null {
  return BY_KEY.get(countryKey(line)) ?? null;
}

/** Whether the table knows this ISO alpha-2 code. */
export function isKnownCountryCode(code: string): boolean {
  return BY_CODE.has(code.trim().toUpperCase());
}

/** The country's name in a language of the table (English when the language is not one of them). */
export function countryName(code: string, language: string = 'en'): string | null {
  const row = BY_CODE.get(code.trim().toUpperCase());
  if (!row) return null;
  const index = COUNTRY_NAME_LANGUAGES.indexOf(language.slice(0, 2).toLowerCase() as CountryNameLanguage);
  return row[2 + Math.max(index, 0)] ?? row[2];
}

/** Every ISO alpha-2 code of the table. */
export const KNOWN_COUNTRY_CODES: readonly string[] = COUNTRY_ROWS.map((row) => row[0]);
