import { describe, expect, it } from 'vitest';
import type { AddressQuality } from '@postbridge/domain';
import { checkPostalAddress } from './check-postal-address';
import { parsePostalAddress } from './parse-postal-address';

// Addresses laid out as each country's post office shows them in its addressing guidance (name, street, the
// postcode/town line in that country's order and spelling; places are the post offices' own head offices or
// well-known public buildings), checked from a sending account of some country: the expected quality and the
// lines as they are printed (the country line in the sending country's language, English or French, in capitals;
// none on a domestic letter).

type Sample = {
  country: string;
  sender: string;
  text: readonly string[];
  quality: AddressQuality;
  printed?: readonly string[];
  /** The town read, where the region rules decide it ('Reggio Emilia', not 'Reggio Emilia RE'). */
  city?: string;
};

const same = (sample: Omit<Sample, 'quality' | 'printed' | 'city'> & { city?: string }): Sample => ({
  ...sample,
  quality: 'GOOD',
  printed: sample.text,
});

const SAMPLES: Sample[] = [
  // Domestic letters, as people of that country write them: no country line.
  same({
    country: 'FR',
    sender: 'FR',
    text: ['Madame Isabelle Martin', 'Résidence les Tilleuls', '12 rue des Lilas', '33000 BORDEAUX'],
  }),
  same({
    country: 'DE',
    sender: 'DE',
    text: ['Herrn', 'Max Mustermann', 'Charles-de-Gaulle-Straße 20', '53113 Bonn'],
  }),
  same({ country: 'CH', sender: 'CH', text: ['Herr Peter Müller', 'Wankdorfallee 4', '3030 Bern'] }),
  same({
    country: 'US',
    sender: 'US',
    text: ['JOHN DOE', "475 L'ENFANT PLZ SW", 'WASHINGTON DC 20260-0004'],
  }),
  same({ country: 'GB', sender: 'GB', text: ['Mr J Smith', '185 Farringdon Road', 'LONDON', 'EC1A 1BB'] }),
  same({ country: 'AT', sender: 'AT', text: ['Frau Anna Gruber', 'Rochusplatz 1', '1030 Wien'] }),
  same({ country: 'IT', sender: 'IT', text: ['Sig. Mario Rossi', 'Viale Europa 190', '00144 Roma RM'] }),
  same({
    country: 'ES',
    sender: 'ES',
    text: ['Sr. D. Antonio López', 'Calle Mayor 5, 2º B', '28013 Madrid'],
  }),
  same({ country: 'SE', sender: 'SE', text: ['Anna Andersson', 'Terminalvägen 24', '171 73 SOLNA'] }),
  same({
    country: 'PL',
    sender: 'PL',
    text: ['Pan Jan Kowalski', 'ul. Rodziny Hiszpańskich 8', '00-940 Warszawa'],
  }),
  // Abroad: the country line as the sending office reads it, kept.
  same({
    country: 'AT',
    sender: 'DE',
    text: ['Frau Anna Gruber', 'Rochusplatz 1', '1030 Wien', 'ÖSTERREICH'],
  }),
  same({
    country: 'FR',
    sender: 'DE',
    text: ['Monsieur Paul Durand', '10 rue de la République', '69003 LYON', 'FRANKREICH'],
  }),
  same({
    country: 'BE',
    sender: 'FR',
    text: ['Monsieur Jean Dubois', 'Rue du Progrès 80', '1030 Schaerbeek', 'BELGIQUE'],
  }),
  same({
    country: 'NL',
    sender: 'FR',
    text: ['De heer J. de Vries', 'Waldorpstraat 3', "2521 CA  'S-GRAVENHAGE", 'PAYS-BAS'],
  }),
  same({
    country: 'LU',
    sender: 'FR',
    text: ['Monsieur Paul Schmit', '20, rue de Reims', 'L-2417 LUXEMBOURG', 'LUXEMBOURG'],
  }),
  same({
    country: 'ES',
    sender: 'FR',
    text: ['Sr. D. Antonio López', 'Calle Mayor 5, 2º B', '07001 PALMA', 'Illes Balears', 'ESPAGNE'],
  }),
  same({
    country: 'PT',
    sender: 'FR',
    text: ['Sr. João Silva', 'Avenida D. João II, 13', '1999-001 Lisboa', 'PORTUGAL'],
  }),
  same({
    country: 'IT',
    sender: 'FR',
    text: ['Sig. Mario Rossi', 'Viale Europa 190', '00144 Roma RM', 'ITALIE'],
  }),
  same({
    country: 'GB',
    sender: 'FR',
    text: ['Mr J Smith', '185 Farringdon Road', 'LONDON', 'EC1A 1BB', 'UNITED KINGDOM'],
  }),
  same({
    country: 'IE',
    sender: 'FR',
    text: [
      'Ms Mary Murphy',
      'General Post Office',
      "O'Connell Street Lower",
      'Dublin 1',
      'D01 F5P2',
      'IRLANDE',
    ],
  }),
  same({
    country: 'US',
    sender: 'FR',
    text: ['JOHN DOE', "475 L'ENFANT PLZ SW", 'WASHINGTON DC 20260-0004', 'ÉTATS-UNIS'],
  }),
  same({
    country: 'CA',
    sender: 'FR',
    text: ['MR JOHN SMITH', '2701 RIVERSIDE DR', 'OTTAWA ON  K1A 0B1', 'CANADA'],
  }),
  same({
    country: 'PL',
    sender: 'DE',
    text: ['Pan Jan Kowalski', 'ul. Rodziny Hiszpańskich 8', '00-940 Warszawa', 'POLEN'],
  }),
  same({
    country: 'CZ',
    sender: 'DE',
    text: ['Jan Novák', 'Politických vězňů 909/4', '225 99 Praha 1', 'TSCHECHISCHE REPUBLIK'],
  }),
  same({
    country: 'SK',
    sender: 'FR',
    text: ['Ján Novák', 'Partizánska cesta 9', '975 99 Banská Bystrica', 'SLOVAQUIE'],
  }),
  same({
    country: 'SE',
    sender: 'FR',
    text: ['Anna Andersson', 'Terminalvägen 24', '171 73 SOLNA', 'SUÈDE'],
  }),
  same({
    country: 'DK',
    sender: 'FR',
    text: ['Mette Hansen', 'Hedegaardsvej 88', '2300 København S', 'DANEMARK'],
  }),
  same({
    country: 'NO',
    sender: 'FR',
    text: ['Ola Nordmann', "Biskop Gunnerus' gate 14A", '0185 OSLO', 'NORVÈGE'],
  }),
  same({
    country: 'FI',
    sender: 'FR',
    text: ['Matti Meikäläinen', 'Postintaival 7', '00230 HELSINKI', 'FINLANDE'],
  }),
  same({ country: 'IS', sender: 'FR', text: ['Jón Jónsson', 'Stórhöfði 29', '110 Reykjavík', 'ISLANDE'] }),
  same({
    country: 'HU',
    sender: 'FR',
    text: ['Kovács János', 'Budapest', 'Dunavirág utca 2-6.', '1138', 'HONGRIE'],
  }),
  same({
    country: 'GR',
    sender: 'FR',
    text: ['Γιώργος Παπαδόπουλος', 'Αποστόλου Παύλου 1', '105 59 ΑΘΗΝΑ', 'GRÈCE'],
  }),
  same({
    country: 'RO',
    sender: 'FR',
    text: ['Ion Popescu', 'Bd. Dacia 140', '020065 București', 'ROUMANIE'],
  }),
  same({ country: 'BG', sender: 'FR', text: ['Иван Иванов', 'ул. Цар Асен 20', '1000 София', 'BULGARIE'] }),
  same({ country: 'HR', sender: 'FR', text: ['Ivan Horvat', 'Jurišićeva 13', '10000 Zagreb', 'CROATIE'] }),
  same({ country: 'SI', sender: 'FR', text: ['Janez Novak', 'Slomškov trg 10', '2500 Maribor', 'SLOVÉNIE'] }),
  same({ country: 'EE', sender: 'FR', text: ['Mari Tamm', 'Pallasti 28', '10001 Tallinn', 'ESTONIE'] }),
  same({
    country: 'LV',
    sender: 'FR',
    text: ['Jānis Bērziņš', 'Zemitāna iela 9', 'Rīga, LV-1012', 'LETTONIE'],
  }),
  same({
    country: 'LT',
    sender: 'FR',
    text: ['Jonas Jonaitis', 'J. Jasinskio g. 16', 'LT-03163 Vilnius', 'LITUANIE'],
  }),
  same({
    country: 'JP',
    sender: 'FR',
    text: ['Mr Taro Yamada', '2-3-1 Otemachi, Chiyoda-ku', 'Tokyo', '100-8798', 'JAPON'],
  }),
  same({
    country: 'JP',
    sender: 'FR',
    text: ['〒100-8798', '東京都千代田区大手町二丁目3番1号', '日本郵便株式会社', 'JAPON'],
  }),
  same({
    country: 'CN',
    sender: 'FR',
    text: ['Mr Wang Wei', 'No. 3 Jinrong Street, Xicheng District', 'Beijing 100033', 'CHINE'],
  }),
  same({
    country: 'KR',
    sender: 'FR',
    text: ['Mr Kim Minsu', '14 Sejong-daero, Jung-gu', 'Seoul 04524', 'CORÉE DU SUD'],
  }),
  same({
    country: 'AU',
    sender: 'FR',
    text: ['Ms Jane Citizen', '111 Bourke Street', 'MELBOURNE VIC 3000', 'AUSTRALIE'],
  }),
  same({
    country: 'NZ',
    sender: 'FR',
    text: ['Mr John Smith', '7 Waterloo Quay', 'Pipitea', 'Wellington 6011', 'NOUVELLE-ZÉLANDE'],
  }),
  same({
    country: 'BR',
    sender: 'FR',
    text: ['Sr. João da Silva', 'SBN Quadra 1, Bloco A', 'Asa Norte', 'Brasília-DF', '70002-900', 'BRÉSIL'],
  }),
  same({
    country: 'MX',
    sender: 'FR',
    text: [
      'Sr. Juan Pérez',
      'Av. Paseo de la Reforma 505',
      'Col. Cuauhtémoc',
      '06500 Ciudad de México, CDMX',
      'MEXIQUE',
    ],
  }),
  same({
    country: 'AR',
    sender: 'FR',
    text: ['Sr. Juan Pérez', 'Av. Corrientes 1234', 'C1043AAZ CABA', 'Buenos Aires', 'ARGENTINE'],
  }),
  same({
    country: 'CL',
    sender: 'FR',
    text: ['Sr. Pedro González', 'Av. Libertador 1111', '8320000 Santiago', 'CHILI'],
  }),
  same({ country: 'IL', sender: 'FR', text: ['ישראל ישראלי', 'רחוב יפו 217', 'ירושלים 9438600', 'ISRAËL'] }),
  same({
    country: 'AE',
    sender: 'FR',
    text: ['Mr Ahmed Ali', 'Sheikh Zayed Road', 'Dubai', 'ÉMIRATS ARABES UNIS'],
  }),
  same({
    country: 'MA',
    sender: 'FR',
    text: ['M. Ahmed Alaoui', '20, avenue Mohammed V', '10000 RABAT', 'MAROC'],
  }),
  same({ country: 'IN', sender: 'FR', text: ['Mr Raj Kumar', '12 Sansad Marg', 'New Delhi 110001', 'INDE'] }),
  same({
    country: 'SG',
    sender: 'FR',
    text: ['Mr Tan Ah Kow', '10 Eunos Road 8', 'SINGAPORE 408600', 'SINGAPOUR'],
  }),
  same({
    country: 'TR',
    sender: 'FR',
    text: ['Ahmet Yılmaz', 'Atatürk Bulvarı No: 1', '06050 Altındağ/Ankara', 'TURQUIE'],
  }),
  same({
    country: 'RU',
    sender: 'FR',
    text: ['Иванов Иван Иванович', 'ул. Тверская, д. 7', 'г. Москва', '125009', 'RUSSIE'],
  }),
  same({
    country: 'ZA',
    sender: 'FR',
    text: ['Mr Sipho Dlamini', '1 Postmasburg Road', 'Pretoria', '0001', 'AFRIQUE DU SUD'],
  }),

  // What the checks rewrite: MODIFIED, with the lines as printed.
  {
    country: 'FR',
    sender: 'FR',
    text: ['M. Jean Morel', '4 place Bellecour', '69002 Lyon', 'FRANCE'],
    quality: 'MODIFIED',
    printed: ['M. Jean Morel', '4 place Bellecour', '69002 LYON'],
  },
  {
    country: 'DE',
    sender: 'DE',
    text: ['Herrn Max Mustermann', 'Charles-de-Gaulle-Straße 20', 'D-53113 Bonn'],
    quality: 'MODIFIED',
    printed: ['Herrn Max Mustermann', 'Charles-de-Gaulle-Straße 20', '53113 Bonn'],
  },
  {
    country: 'PL',
    sender: 'DE',
    text: ['Pan Jan Kowalski', 'ul. Rodziny Hiszpańskich 8', '00940 Warszawa', 'POLSKA'],
    quality: 'MODIFIED',
    printed: ['Pan Jan Kowalski', 'ul. Rodziny Hiszpańskich 8', '00-940 Warszawa', 'POLEN'],
  },
  {
    country: 'NL',
    sender: 'DE',
    text: ['Herrn J. de Vries', 'Waldorpstraat 3', '2521ca Den Haag', 'Niederlande'],
    quality: 'MODIFIED',
    printed: ['Herrn J. de Vries', 'Waldorpstraat 3', '2521 CA Den Haag', 'NIEDERLANDE'],
  },
  {
    country: 'US',
    sender: 'US',
    text: ['Jane Doe', '1600 Pennsylvania Ave NW', 'Washington, dc 20500'],
    quality: 'MODIFIED',
    printed: ['Jane Doe', '1600 Pennsylvania Ave NW', 'Washington, DC 20500'],
  },
  {
    country: 'SA',
    sender: 'FR',
    text: ['محمد أحمد', 'طريق الملك فهد', 'الرياض ١٢٢١٤', 'ARABIE SAOUDITE'],
    quality: 'MODIFIED',
    printed: ['محمد أحمد', 'طريق الملك فهد', 'الرياض 12214', 'ARABIE SAOUDITE'],
  },

  // Regions, read where the country's format has one and its post office lists them (writing-rules.ts).
  // Correos: the province, of one word or several, in Castilian or the region's language, in parentheses or in the
  // inverted order of the official lists, on the town's line or below it.
  same({
    country: 'ES',
    sender: 'FR',
    text: [
      'Sra. Ana Pérez',
      'Calle Castillo 12',
      '38001 Santa Cruz de Tenerife',
      'Santa Cruz de Tenerife',
      'ESPAGNE',
    ],
    city: 'Santa Cruz de Tenerife',
  }),
  same({
    country: 'ES',
    sender: 'FR',
    text: ['Sr. Iñaki Etxeberria', 'Dato kalea 20', '01005 Vitoria-Gasteiz', 'Araba/Álava', 'ESPAGNE'],
    city: 'Vitoria-Gasteiz',
  }),
  same({
    country: 'ES',
    sender: 'ES',
    text: ['Sr. D. Xosé Varela', 'Rúa Real 33', '15003 A Coruña', 'Coruña (A)'],
    city: 'A Coruña',
  }),
  same({
    country: 'ES',
    sender: 'ES',
    text: ['Sra. Carmen Suárez', 'Calle Triana 8', '35002 Las Palmas de Gran Canaria', '(Las Palmas)'],
    city: 'Las Palmas de Gran Canaria',
  }),
  same({
    country: 'ES',
    sender: 'DE',
    text: ['Sr. D. Antonio López', 'Calle Mayor 5', '07001 Palma (Illes Balears)', 'SPANIEN'],
    city: 'Palma',
  }),
  // Poste Italiane: the province's code after the town, not part of it.
  same({
    country: 'IT',
    sender: 'FR',
    text: ['Sig.ra Giulia Bianchi', 'Via Emilia San Pietro 12', '42121 Reggio Emilia RE', 'ITALIE'],
    city: 'Reggio Emilia',
  }),
  // Australia Post and Correios: the state code, in capitals.
  {
    country: 'AU',
    sender: 'AU',
    text: ['Ms Jane Citizen', '111 Bourke Street', 'Melbourne vic 3000'],
    quality: 'MODIFIED',
    printed: ['Ms Jane Citizen', '111 Bourke Street', 'Melbourne VIC 3000'],
    city: 'Melbourne',
  },
  {
    country: 'BR',
    sender: 'FR',
    text: ['Sr. João da Silva', 'SBN Quadra 1, Bloco A', 'Asa Norte', 'Brasília-df', '70002-900', 'BRÉSIL'],
    quality: 'MODIFIED',
    printed: [
      'Sr. João da Silva',
      'SBN Quadra 1, Bloco A',
      'Asa Norte',
      'Brasília-DF',
      '70002-900',
      'BRÉSIL',
    ],
    city: 'Brasília',
  },

  // Line lengths at the destination's limit (line-limits.ts): La Poste 38 characters with spaces, Canada Post
  // 39 without; Deutsche Post publishes none.
  same({
    country: 'FR',
    sender: 'FR',
    text: [
      'Madame Claire Fontaine',
      'Résidence des Grands Chênes bâtiment C',
      '12 rue des Lilas',
      '33000 BORDEAUX',
    ],
  }),
  same({
    country: 'CA',
    sender: 'FR',
    text: ['MR JOHN SMITH', 'APARTMENT 1204 2701 RIVERSIDE DRIVE WESTBORO', 'OTTAWA ON  K1A 0B1', 'CANADA'],
  }),
  same({
    country: 'DE',
    sender: 'DE',
    text: ['Frau Dr. Erika Musterfrau', 'Wilhelmine-Schröder-Devrient-Straße 10a', '01067 Dresden'],
  }),

  // Right-to-left addresses with digits: read in logical order, bidirectional marks dropped, the country line in
  // Hebrew or Arabic read and printed in the sender's language.
  {
    country: 'IL',
    sender: 'FR',
    text: ['ישראל ישראלי', 'רחוב יפו 217', 'ירושלים 9438600', 'ישראל'],
    quality: 'MODIFIED',
    printed: ['ישראל ישראלי', 'רחוב יפו 217', 'ירושלים 9438600', 'ISRAËL'],
  },
  {
    country: 'SA',
    sender: 'FR',
    text: ['محمد أحمد', 'طريق الملك فهد', '\u200fالرياض ١٢٢١٤\u200f', 'ARABIE SAOUDITE'],
    quality: 'MODIFIED',
    printed: ['محمد أحمد', 'طريق الملك فهد', 'الرياض 12214', 'ARABIE SAOUDITE'],
  },
  {
    country: 'MA',
    sender: 'FR',
    text: ['محمد أحمد', '20، شارع محمد الخامس', '10000 الرباط', 'المغرب'],
    quality: 'MODIFIED',
    printed: ['محمد أحمد', '20، شارع محمد الخامس', '10000 الرباط', 'MAROC'],
  },
  {
    country: 'EG',
    sender: 'FR',
    text: ['محمد أحمد', 'شارع التحرير ١٥', 'القاهرة', '١١٥١١', 'مصر'],
    quality: 'MODIFIED',
    printed: ['محمد أحمد', 'شارع التحرير ١٥', 'القاهرة', '11511', 'ÉGYPTE'],
  },
];

describe('real addresses of the world, as their post offices write them', () => {
  it('covers at least 40 countries', () => {
    expect(new Set(SAMPLES.map((s) => s.country)).size).toBeGreaterThanOrEqual(40);
  });

  it.each(SAMPLES.map((s) => [`${s.country} from ${s.sender}: ${s.text.join(' / ')}`, s] as const))(
    '%s',
    (_label, sample) => {
      const result = checkPostalAddress(
        parsePostalAddress(sample.text.join('\n'), { defaultCountry: sample.sender }),
      );
      expect(result).toMatchObject({ valid: true, quality: sample.quality, countryCode: sample.country });
      expect(result.lines).toEqual(sample.printed);
      if (sample.city !== undefined) expect(result.city).toBe(sample.city);
    },
  );
});

// Refusals: each with its reason; none is moved to another country.
const REFUSED: [string, string, readonly string[], string, string | null][] = [
  // [label, sender, lines, error key, country read]
  [
    'a German letter without country line in a French account',
    'FR',
    ['Herrn Max', 'Hauptstr. 1', 'D-40213 Düsseldorf'],
    'address.invalidFormat',
    'FR',
  ],
  [
    'a Swiss letter without country line in a German account',
    'DE',
    ['Herr Peter Müller', 'Wankdorfallee 4', '3030 Bern'],
    'address.invalidFormat',
    'DE',
  ],
  [
    'a country line naming no country',
    'FR',
    ['Jean Dupont', '1 rue X', '75002 PARIS', 'ATLANTIS'],
    'address.unknownCountry',
    null,
  ],
  [
    'a country line naming two countries',
    'FR',
    ['Jean Dupont', '1 avenue X', '1000 KINSHASA', 'CONGO'],
    'address.unknownCountry',
    null,
  ],
  [
    'two country lines',
    'DE',
    ['M. Paul Durand', '10 rue X', '69003 LYON', 'FRANCE', 'FRANKREICH'],
    'address.twoCountryLines',
    'FR',
  ],
  [
    'an Austrian postcode under a German country line',
    'FR',
    ['Frau Anna Gruber', 'Rochusplatz 1', '1030 Wien', 'DEUTSCHLAND'],
    'address.postcodeCountryMismatch',
    'DE',
  ],
  [
    'a British postcode under a French country line',
    'DE',
    ['Mr J Smith', '185 Farringdon Road', 'LONDON EC1A 1BB', 'FRANKREICH'],
    'address.postcodeCountryMismatch',
    'FR',
  ],
  ['seven lines', 'FR', ['A', 'B', 'C', 'D', 'E', '75002 PARIS', 'FRANCE'], 'address.tooManyLines', 'FR'],
  ['no postcode/town line at all', 'FR', ['Somebody', 'Nowhere street'], 'address.incomplete', 'FR'],
  // Regions where the post office requires or lists them (writing-rules.ts).
  [
    'a Spanish line below the town that is no province',
    'FR',
    ['Sr. D. Antonio López', 'Calle Mayor 5', '07001 PALMA', 'Mallorca', 'ESPAGNE'],
    'address.invalidFormat',
    'ES',
  ],
  [
    'an Australian locality without its state',
    'FR',
    ['Ms Jane Citizen', '111 Bourke Street', 'MELBOURNE 3000', 'AUSTRALIE'],
    'address.invalidFormat',
    'AU',
  ],
  [
    'an Australian locality with a state that is none',
    'AU',
    ['Ms Jane Citizen', '111 Bourke Street', 'MELBOURNE VC 3000'],
    'address.invalidFormat',
    'AU',
  ],
  [
    'a Brazilian town without its federation unit',
    'FR',
    ['Sr. João da Silva', 'SBN Quadra 1', 'Brasília', '70002-900', 'BRÉSIL'],
    'address.incomplete',
    'BR',
  ],
  [
    'a US city without its state',
    'US',
    ['JOHN DOE', "475 L'ENFANT PLZ SW", 'WASHINGTON 20260-0004'],
    'address.invalidFormat',
    'US',
  ],
  // More of the bad input: unknown country lines in other scripts, two country lines, a postcode of
  // another country, more lines than a window takes, right-to-left lines whose postcode is not the country's.
  [
    'an unknown country line in Arabic',
    'FR',
    ['محمد أحمد', 'طريق الملك فهد', 'الرياض ١٢٢١٤', 'أتلانتس'],
    'address.unknownCountry',
    null,
  ],
  [
    'an unknown country line in Hebrew',
    'FR',
    ['ישראל ישראלי', 'רחוב יפו 217', 'ירושלים 9438600', 'אטלנטיס'],
    'address.unknownCountry',
    null,
  ],
  [
    'an unknown country line in a German account',
    'DE',
    ['Herrn Max Mustermann', 'Hauptstraße 1', '10115 Berlin', 'NARNIA'],
    'address.unknownCountry',
    null,
  ],
  [
    'two country lines under a Hebrew address',
    'FR',
    ['ישראל ישראלי', 'רחוב יפו 217', 'ירושלים 9438600', 'ISRAËL', 'FRANCE'],
    'address.twoCountryLines',
    'FR',
  ],
  [
    'two country lines in German',
    'DE',
    ['M. Paul Durand', '10 rue X', '69003 LYON', 'FRANKREICH', 'DEUTSCHLAND'],
    'address.twoCountryLines',
    'DE',
  ],
  [
    'a US ZIP code under a Canadian country line',
    'FR',
    ['JOHN DOE', "475 L'ENFANT PLZ SW", 'WASHINGTON DC 20260', 'CANADA'],
    'address.postcodeCountryMismatch',
    'CA',
  ],
  [
    'a four-digit postcode under a Saudi country line, in Arabic',
    'FR',
    ['محمد أحمد', 'طريق الملك فهد', 'الرياض 1221', 'ARABIE SAOUDITE'],
    'address.postcodeCountryMismatch',
    'SA',
  ],
  [
    'eight lines without country line',
    'DE',
    ['A', 'B', 'C', 'D', 'E', 'F', 'G', '10115 Berlin'],
    'address.tooManyLines',
    'DE',
  ],
  // A Hebrew line as a PDF may give it, in visual order: the postcode before the town is not Israel's layout.
  [
    'a right-to-left line in visual order',
    'FR',
    ['ישראל ישראלי', 'רחוב יפו 217', '9438600 םילשורי', 'ISRAËL'],
    'address.invalidFormat',
    'IL',
  ],
  [
    'an Arabic address without country line in a French account',
    'FR',
    ['محمد أحمد', 'طريق الملك فهد', 'الرياض ١٢٢١٤'],
    'address.invalidFormat',
    'FR',
  ],
];

describe('bad input gets a status and a reason', () => {
  it.each(REFUSED)('%s', (_label, sender, lines, errorKey, country) => {
    const result = checkPostalAddress(parsePostalAddress(lines.join('\n'), { defaultCountry: sender }));
    expect(result).toMatchObject({ valid: false, quality: 'BAD', errorKey, countryCode: country });
  });

  const longLine = (lines: readonly string[], sender: string, maxLineLength?: number) =>
    checkPostalAddress(
      parsePostalAddress(lines.join('\n'), { defaultCountry: sender }),
      maxLineLength === undefined ? {} : { maxLineLength },
    );

  it('refuses a line longer than La Poste allows (38 characters, spaces included), from France or abroad', () => {
    const lines = ['Madame Claire Fontaine', 'Résidence des Grands Chênes, bâtiment C', '33000 BORDEAUX'];
    expect(lines[1]).toHaveLength(39);
    expect(longLine(lines, 'FR')).toMatchObject({
      valid: false,
      quality: 'BAD',
      errorKey: 'address.lineTooLong',
      status: 150,
      countryCode: 'FR',
      longLine: { index: 1, length: 39, max: 38, limit: 'destination' },
    });
    expect(longLine([...lines, 'FRANKREICH'], 'DE')).toMatchObject({
      errorKey: 'address.lineTooLong',
      countryCode: 'FR',
      longLine: { index: 1, max: 38, limit: 'destination' },
    });
  });

  it('refuses a line longer than Canada Post allows (less than 40 characters, spaces excluded)', () => {
    const lines = [
      'MR JOHN SMITH',
      'APARTMENT 1204 2701 RIVERSIDE DRIVE WEST BLOCK',
      'OTTAWA ON  K1A 0B1',
      'CANADA',
    ];
    expect(longLine(lines, 'FR')).toMatchObject({
      errorKey: 'address.lineTooLong',
      countryCode: 'CA',
      longLine: { index: 1, length: 40, max: 39, limit: 'destination' },
    });
  });

  it("applies the requirement's limit besides the destination's, and alone where the destination has none", () => {
    const french = ['Jean Dupont', 'Résidence du Parc, bâtiment C, esc. 2', '75002 PARIS'];
    expect(longLine(french, 'FR').valid).toBe(true);
    expect(longLine(french, 'FR', 30)).toMatchObject({
      errorKey: 'address.lineTooLong',
      longLine: { index: 1, length: 37, max: 30, limit: 'requirement' },
    });
    const german = ['Frau Dr. Erika Musterfrau', 'Wilhelmine-Schröder-Devrient-Straße 10a', '01067 Dresden'];
    expect(longLine(german, 'DE', 35)).toMatchObject({
      errorKey: 'address.lineTooLong',
      countryCode: 'DE',
      longLine: { index: 1, max: 35, limit: 'requirement' },
    });
  });

  it('refuses a line longer than the destination allows', () => {
    const parsed = parsePostalAddress('Jean Dupont\n8 rue de la Paix, bâtiment B, escalier 4\n75002 PARIS', {
      defaultCountry: 'FR',
    });
    expect(checkPostalAddress(parsed, { maxLineLength: 38 })).toMatchObject({
      valid: false,
      errorKey: 'address.lineTooLong',
      status: 150,
    });
  });

  it('keeps a German domestic letter German in a German account, and never reads it as French', () => {
    const text = 'Herrn Max Mustermann\nKönigsallee 1\n40213 Düsseldorf';
    expect(checkPostalAddress(parsePostalAddress(text, { defaultCountry: 'DE' }))).toMatchObject({
      quality: 'GOOD',
      countryCode: 'DE',
      lines: text.split('\n'),
    });
  });
});
