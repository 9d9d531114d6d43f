import { describe, expect, it } from 'vitest';
import { countryName, findCountry, isKnownCountryCode } from './countries';
import { addressLines, DEFAULT_MAX_ADDRESS_LINES, parsePostalAddress } from './parse-postal-address';

const parse = (text: string, defaultCountry = 'FR') => parsePostalAddress(text, { defaultCountry });

describe('parsePostalAddress: one realistic address per handled country', () => {
  it.each([
    ['FR', 'Jean Dupont\n8 rue de la Paix\n75002 PARIS\nFRANCE', '75002', 'PARIS'],
    ['FR', 'SOCIETE X\nService courrier\nBP 12\n35000 RENNES CEDEX 9\nFrance', '35000', 'RENNES CEDEX 9'],
    ['DE', 'Max Mustermann\nUnter den Linden 1\n10117 Berlin\nDeutschland', '10117', 'Berlin'],
    ['BE', 'Marie Peeters\nRue de la Loi 16\n1000 Bruxelles\nBelgique', '1000', 'Bruxelles'],
    ['NL', 'Jan Jansen\nDamrak 1\n1012 LG Amsterdam\nNederland', '1012 LG', 'Amsterdam'],
    ['LU', 'Paul Schmit\n2, rue Notre-Dame\nL-2240 LUXEMBOURG\nLuxembourg', '2240', 'LUXEMBOURG'],
    ['CH', 'Hans Meier\nBahnhofstrasse 10\n8001 Zürich\nSchweiz', '8001', 'Zürich'],
    ['AT', 'Anna Huber\nStephansplatz 1\n1010 Wien\nÖsterreich', '1010', 'Wien'],
    ['ES', 'Ana García\nCalle de Alcalá 45\n28014 Madrid\nEspaña', '28014', 'Madrid'],
    ['PT', 'João Silva\nRua Augusta 100\n1100-053 Lisboa\nPortugal', '1100-053', 'Lisboa'],
    ['IT', 'Mario Rossi\nVia del Corso 10\n00186 Roma RM\nItalia', '00186', 'Roma'],
    ['GB', 'John Smith\n10 Downing Street\nLONDON\nSW1A 2AA\nUnited Kingdom', 'SW1A 2AA', 'LONDON'],
    ['GB', 'Jane Smith\n1 High Street\nOxford OX1 1AA\nUK', 'OX1 1AA', 'Oxford'],
    ['IE', 'Mary Murphy\n1 Grafton Street\nDublin 2\nD02 X285\nIreland', 'D02 X285', 'Dublin 2'],
    ['US', 'Jane Doe\n123 Main St\nSpringfield, IL 62704\nUSA', '62704', 'Springfield'],
    ['US', 'John Roe\n350 Fifth Avenue\nNew York NY 10118-0110\nUnited States', '10118-0110', 'New York'],
    ['CA', 'Canada Post\n2701 Riverside Dr\nOTTAWA ON K1A 0B1\nCanada', 'K1A 0B1', 'OTTAWA'],
    ['HU', 'Kovács János\nNádor utca 1.\n1051 Budapest\nMagyarország', '1051', 'Budapest'],
  ])('%s: %j', (country, text, postalCode, city) => {
    const parsed = parsePostalAddress(text, { defaultCountry: 'XX' });
    expect(parsed).toMatchObject({ countryCode: country, countryDetected: true, postalCode, city });
    expect(parsed.lines).toHaveLength(text.split('\n').length - 1);
  });

  it.each([
    ['PL', 'Jan Kowalski\nul. Długa 5\n00-950 Warszawa\nPolska', '00-950', 'Warszawa'],
    ['CZ', 'Jan Novák\nVáclavské náměstí 1\n110 00 Praha 1\nTSCHECHISCHE REPUBLIK', '110 00', 'Praha 1'],
    ['SE', 'Anna Andersson\nDrottninggatan 1\n111 51 STOCKHOLM\nSverige', '111 51', 'STOCKHOLM'],
    ['DK', 'Mette Hansen\nVesterbrogade 3\n1620 København V\nDanmark', '1620', 'København V'],
    ['NO', 'Ola Nordmann\nKarl Johans gate 1\n0154 OSLO\nNorge', '0154', 'OSLO'],
    ['FI', 'Matti Meikäläinen\nMannerheimintie 1\n00100 HELSINKI\nSuomi', '00100', 'HELSINKI'],
  ])('reads %s, a country the hand-written tables did not know', (country, text, postalCode, city) => {
    expect(parse(text, 'DE')).toMatchObject({
      countryCode: country,
      countryDetected: true,
      postalCode,
      city,
    });
  });

  it('accepts an Irish address without Eircode and a Hungarian postcode-only last line', () => {
    expect(parse('Mary Murphy\nMain Street\nAthlone\nCo. Westmeath', 'IE')).toMatchObject({
      countryCode: 'IE',
      city: 'Athlone',
    });
    expect(parse('Kovács János\nBudapest\nFő utca 1.\n1011', 'HU')).toMatchObject({ postalCode: '1011' });
  });
});

describe('country detection', () => {
  it.each([
    ['FRANCE', 'FR'],
    ['Deutschland', 'DE'],
    ['Allemagne', 'DE'],
    ['España', 'ES'],
    ['ESPANA', 'ES'],
    ['United Kingdom', 'GB'],
    ['UK', 'GB'],
    ['Royaume-Uni', 'GB'],
    ['Magyarország', 'HU'],
    ['MAGYARORSZAG', 'HU'],
    ['Nagy-Britannia', 'GB'],
    ['Pays-Bas', 'NL'],
    ['Suíça', 'CH'],
    ['Hongarije', 'HU'],
    ['U.S.A.', 'US'],
    ['États-Unis', 'US'],
    ['be', 'BE'],
    ['DEU', 'DE'],
  ])('%s → %s', (name, code) => {
    expect(findCountry(name)).toBe(code);
    const parsed = parse(`Someone\nSomewhere 1\n12345 Town\n${name}`, 'IT');
    expect(parsed).toMatchObject({ countryCode: code, countryDetected: true });
    expect(parsed.lines).not.toContain(name);
  });

  it('uses the default country when no country is named', () => {
    expect(parse('Jean Dupont\n8 rue de la Paix\n75002 PARIS', 'fr')).toMatchObject({
      countryCode: 'FR',
      countryDetected: false,
      postalCode: '75002',
    });
    expect(parse('Jean Dupont\n75002 PARIS', '')).toMatchObject({
      countryCode: null,
      countryDetected: false,
    });
  });

  it('flags a last line that looks like an unknown country', () => {
    const parsed = parse('Jean Dupont\n1 rue X\n75002 PARIS\nATLANTIS');
    expect(parsed).toMatchObject({ countryCode: null, unknownCountryLine: 'ATLANTIS' });
    // A town line without postcode is a format problem, not a country.
    expect(parse('Jean Dupont\n1 rue X\nPARIS').unknownCountryLine).toBeUndefined();
  });

  it('gives names in the table languages', () => {
    expect(countryName('DE', 'fr')).toBe('Allemagne');
    expect(countryName('hu', 'hu-HU')).toBe('Magyarország');
    expect(countryName('ES', 'xx')).toBe('Spain');
    expect(countryName('ZZ')).toBeNull();
    expect(isKnownCountryCode('pl')).toBe(true);
  });
});

describe('line cleaning', () => {
  it('trims, collapses whitespace and drops empty lines', () => {
    expect(addressLines('  Jean   Dupont \r\n\n\t8  rue X\r75002   PARIS\n \n')).toEqual([
      'Jean Dupont',
      '8 rue X',
      '75002 PARIS',
    ]);
  });

  it('records the line count and the window-envelope limit', () => {
    const parsed = parse('A\nB\nC\nD\nE\n75002 PARIS\nFRANCE');
    expect(parsed).toMatchObject({ lineCount: 7, maxLines: DEFAULT_MAX_ADDRESS_LINES });
    expect(DEFAULT_MAX_ADDRESS_LINES).toBe(6);
    expect(parsePostalAddress('', { defaultCountry: 'FR' })).toMatchObject({ lines: [], lineCount: 0 });
  });
});
