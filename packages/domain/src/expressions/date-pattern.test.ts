import { describe, expect, it } from 'vitest';
import { DATE_PATTERNS, DEFAULT_DATE_PATTERN } from '../constants';
import {
  type DateTimeParts,
  dateTimePartsIn,
  formatDatePattern,
  parseDatePattern,
  readDateText,
} from './date-pattern';

const parts: DateTimeParts = { year: 2024, month: 3, day: 5, hour: 7, minute: 8, second: 9 };

describe('formatDatePattern', () => {
  it('writes the patterns of docs/product.md §9', () => {
    expect(formatDatePattern(parts, DEFAULT_DATE_PATTERN)).toBe('2024-03-05 07:08:09');
    expect(formatDatePattern(parts, 'dd/MM/yyyy')).toBe('05/03/2024');
    expect(formatDatePattern(parts, 'MMMM y')).toBe('March 2024');
    expect(formatDatePattern(parts, 'HH:mm')).toBe('07:08');
  });

  it('pads to the run length, and has short forms', () => {
    expect(formatDatePattern(parts, 'd/M/yy H:m:s')).toBe('5/3/24 7:8:9');
    expect(formatDatePattern(parts, 'MMM')).toBe('Mar');
    expect(formatDatePattern({ ...parts, year: 33 }, 'yyyy|y|yy')).toBe('0033|33|33');
    expect(formatDatePattern({ ...parts, month: 12 }, 'MMMM')).toBe('December');
  });

  it('keeps quoted text and punctuation literal', () => {
    expect(formatDatePattern(parts, "yyyyMMdd'T'HHmm")).toBe('20240305T0708');
    expect(formatDatePattern(parts, "'on' dd 'at' HH'h', ''yy")).toBe("on 05 at 07h, '24");
    expect(formatDatePattern(parts, "'it''s' d")).toBe("it's 5");
  });

  it('refuses unknown letters and unterminated quotes', () => {
    expect(formatDatePattern(parts, 'yyyy-MM-dd a')).toBeNull();
    expect(formatDatePattern(parts, "yyyy 'open")).toBeNull();
  });
});

describe('parseDatePattern', () => {
  it('reads what it writes (round trips), fields missing from the pattern at their defaults', () => {
    const midnight = { ...parts, hour: 0, minute: 0, second: 0 };
    const cases: [string, DateTimeParts][] = [
      [DEFAULT_DATE_PATTERN, parts],
      ['dd/MM/yyyy', midnight],
      ['MMMM y', { ...midnight, day: 1 }],
      ["yyyyMMdd'T'HHmmss", parts],
      ['d MMM yyyy HH:mm', { ...parts, second: 0 }],
    ];
    expect(cases.map(([pattern]) => pattern)).toEqual(expect.arrayContaining([...DATE_PATTERNS]));
    for (const [pattern, expected] of cases) {
      const text = formatDatePattern(parts, pattern) as string;
      const back = parseDatePattern(text, pattern);
      expect(back, pattern).toEqual(expected);
      expect(formatDatePattern(back as DateTimeParts, pattern)).toBe(text);
    }
  });

  it('is lenient on digit counts, month-name case and surrounding space', () => {
    expect(parseDatePattern(' 5/3/2024 ', 'dd/MM/yyyy')).toMatchObject({ year: 2024, month: 3, day: 5 });
    expect(parseDatePattern('march 2024', 'MMMM y')).toMatchObject({ year: 2024, month: 3 });
    expect(parseDatePattern('SEP 2024', 'MMMM y')).toMatchObject({ month: 9 });
  });

  it('places two-digit years around the reference year', () => {
    expect(parseDatePattern('05/03/24', 'dd/MM/yy')?.year).toBe(2024);
    expect(parseDatePattern('05/03/50', 'dd/MM/yy', 2025)?.year).toBe(1950);
    expect(parseDatePattern('05/03/45', 'dd/MM/yy', 2025)?.year).toBe(2045);
    expect(parseDatePattern('05/03/2024', 'dd/MM/yy')).toBeNull();
  });

  it('refuses text that does not follow the pattern or dates that do not exist', () => {
    expect(parseDatePattern('2024-03-05', 'dd/MM/yyyy')).toBeNull();
    expect(parseDatePattern('05/03/2024 extra', 'dd/MM/yyyy')).toBeNull();
    expect(parseDatePattern('31/02/2024', 'dd/MM/yyyy')).toBeNull();
    expect(parseDatePattern('29/02/2023', 'dd/MM/yyyy')).toBeNull();
    expect(parseDatePattern('29/02/2024', 'dd/MM/yyyy')).toMatchObject({ day: 29 });
    expect(parseDatePattern('2024-03-05 24:00:00', DEFAULT_DATE_PATTERN)).toBeNull();
    expect(parseDatePattern('Smarch 2024', 'MMMM y')).toBeNull();
    expect(parseDatePattern('', 'dd/MM/yyyy')).toBeNull();
    expect(parseDatePattern('05/03/2024', 'dd/MM/yyyy Q')).toBeNull();
  });
});

describe('dateTimePartsIn', () => {
  const instant = new Date('2024-12-31T23:30:15Z');

  it('gives UTC parts by default and the wall clock of a zone otherwise', () => {
    expect(dateTimePartsIn(instant)).toEqual({
      year: 2024,
      month: 12,
      day: 31,
      hour: 23,
      minute: 30,
      second: 15,
    });
    expect(dateTimePartsIn(instant, 'Europe/Paris')).toEqual({
      year: 2025,
      month: 1,
      day: 1,
      hour: 0,
      minute: 30,
      second: 15,
    });
    expect(dateTimePartsIn(new Date('2024-07-01T00:00:00Z'), 'America/New_York')?.hour).toBe(20);
  });

  it('gives null for an unknown zone or an invalid date', () => {
    expect(dateTimePartsIn(instant, 'Mars/Olympus')).toBeNull();
    expect(dateTimePartsIn(new Date('nope'))).toBeNull();
  });
});

describe('readDateText', () => {
  it('reads the default pattern and ISO dates as wall-clock times', () => {
    expect(readDateText('2024-03-05 07:08:09')).toEqual(parts);
    expect(readDateText('2024-03-05T07:08')).toEqual({ ...parts, second: 0 });
    expect(readDateText('2024-03-05')).toEqual({ ...parts, hour: 0, minute: 0, second: 0 });
    expect(readDateText('2024-03-05T07:08:09', 'Asia/Tokyo')).toEqual(parts);
  });

  it('reads dates with an offset as instants shown in the zone', () => {
    expect(readDateText('2024-03-05T07:08:09.123Z')).toEqual(parts);
    expect(readDateText('2024-03-05T09:08:09+02:00')).toEqual(parts);
    expect(readDateText('2024-03-05T07:08:09Z', 'Europe/Paris')).toEqual({ ...parts, hour: 8 });
  });

  it('gives null for anything else', () => {
    expect(readDateText('05/03/2024')).toBeNull();
    expect(readDateText('2024-02-30')).toBeNull();
    expect(readDateText('2024-03-05Z', 'Nowhere/Else')).toBeNull();
  });
});
