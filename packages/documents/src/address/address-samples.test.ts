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
};

const same = (sample: Omit<Sample, 'quality' | 'printed'>): Sample => ({
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
