// A small date formatter/parser for the patterns of docs/product.md §9 ('yyyy-MM-dd HH:mm:ss', 'dd/MM/yyyy',
// 'MMMM y'), in the style of Java/CLDR patterns. No library: dates are wall-clock parts, converted from an
// instant with Intl.
//
// Pattern letters: y (year: 'y' as is, 'yy' two digits, 'yyyy' four), M (month: 'M'/'MM' number, 'MMM' short
// English name, 'MMMM' full English name), d (day), H (hour 0-23), m (minute), s (second). A run of a number
// letter pads to its length. Text between single quotes is literal ('' is a quote); other non-letters are
// literal. Any other letter makes the pattern invalid, and formatting/parsing with it gives null.

/** A wall-clock date and time, month 1-12. */
export type DateTimeParts = {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
};

const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

type FieldLetter = 'y' | 'M' | 'd' | 'H' | 'm' | 's';
type Token = { field: FieldLetter; width: number } | { literal: string };

const FIELD_LETTERS: readonly string[] = ['y', 'M', 'd', 'H', 'm', 's'];

/** The tokens of a pattern, or null when it holds an unknown letter or an unterminated quote. */
function tokenize(pattern: string): Token[] | null {
  const tokens: Token[] = [];
  const literal = (text: string) => {
    const last = tokens[tokens.length - 1];
    if (last && 'literal' in last) last.literal += text;
    else tokens.push({ literal: text });
  };
  let i = 0;
  while (i < pattern.length) {
    const char = pattern[i] as string;
    if (char === "'") {
      let text = '';
      i += 1;
      for (;;) {
        if (i >= pattern.length) return null;
        if (pattern[i] === "'") {
          if (pattern[i + 1] !== "'") break;
          i += 1; // '' inside quotes: one quote
        }
        text += pattern[i];
        i += 1;
      }
      i += 1;
      literal(text === '' ? "'" : text); // '' outside quotes: one quote
    } else if (/[A-Za-z]/.test(char)) {
      if (!FIELD_LETTERS.includes(char)) return null;
      let end = i;
      while (pattern[end] === char) end += 1;
      tokens.push({ field: char as FieldLetter, width: end - i });
      i = end;
    } else {
      literal(char);
      i += 1;
    }
  }
  return tokens;
}

const pad = (value: number, width: number) =>
  (value < 0 ? '-' : '') + String(Math.abs(value)).padStart(width, '0');

function formatField(field: FieldLetter, width: number, parts: DateTimeParts): string {
  switch (field) {
    case 'y':
      return width === 2 ? pad(((parts.year % 100) + 100) % 100, 2) : pad(parts.year, width);
    case 'M':
      if (width >= 3) {
        const name = MONTH_NAMES[parts.month - 1] ?? '';
        return width === 3 ? name.slice(0, 3) : name;
      }
      return pad(parts.month, width);
    case 'd':
      return pad(parts.day, width);
    case 'H':
      return pad(parts.hour, width);
    case 'm':
      return pad(parts.minute, width);
    case 's':
      return pad(parts.second, width);
  }
}

/** `parts` written with `pattern`; null when the pattern is invalid. */
export function formatDatePattern(parts: DateTimeParts, pattern: string): string | null {
  const tokens = tokenize(pattern);
  if (tokens === null) return null;
  return tokens.map((t) => ('literal' in t ? t.literal : formatField(t.field, t.width, parts))).join('');
}

const MONTH_DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31] as const;

function daysInMonth(year: number, month: number): number {
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  return month === 2 && leap ? 29 : (MONTH_DAYS[month - 1] ?? 0);
}

/** Whether the parts name a real date and time (day within its month, hour 0-23...). */
export function isValidDateTime(p: DateTimeParts): boolean {
  const within = (value: number, min: number, max: number) =>
    Number.isInteger(value) && value >= min && value <= max;
  return (
    within(p.year, -9999, 9999) &&
    within(p.month, 1, 12) &&
    within(p.day, 1, daysInMonth(p.year, p.month)) &&
    within(p.hour, 0, 23) &&
    within(p.minute, 0, 59) &&
    within(p.second, 0, 59)
  );
}

// Two-digit years: Java's window, 80 years before to 20 years after the reference year.
function expandTwoDigitYear(twoDigits: number, referenceYear: number | undefined): number {
  if (referenceYear === undefined) return 2000 + twoDigits;
  let year = Math.floor(referenceYear / 100) * 100 + twoDigits;
  if (year > referenceYear + 20) year -= 100;
  else if (year <= referenceYear - 80) year += 100;
  return year;
}

/**
 * Reads `text` (trimmed) with `pattern`; null when the pattern is invalid, the text does not follow it to the
 * end, or the date does not exist (31/02). Numbers take up to their width in digits (at least 2, 4 for years;
 * 'yy' exactly 2), so 'd/M/yyyy' reads '5/3/2024' and 'yyyyMMdd' reads '20240305'. Month names are English,
 * full or three letters, any case. Missing fields default to 1970-01-01 00:00:00. Two-digit years fall within
 * 80 years before and 20 after `referenceYear` (2000-2099 without one).
 */
export function parseDatePattern(
  text: string,
  pattern: string,
  referenceYear?: number,
): DateTimeParts | null {
  const tokens = tokenize(pattern);
  if (tokens === null) return null;
  const input = text.trim();
  const parts: DateTimeParts = { year: 1970, month: 1, day: 1, hour: 0, minute: 0, second: 0 };
  let at = 0;
  for (const token of tokens) {
    if ('literal' in token) {
      if (!input.startsWith(token.literal, at)) return null;
      at += token.literal.length;
    } else if (token.field === 'M' && token.width >= 3) {
      const rest = input.slice(at).toLowerCase();
      const full = MONTH_NAMES.findIndex((name) => rest.startsWith(name.toLowerCase()));
      const short = MONTH_NAMES.findIndex((name) => rest.startsWith(name.slice(0, 3).toLowerCase()));
      if (full >= 0) at += (MONTH_NAMES[full] as string).length;
      else if (short >= 0) at += 3;
      else return null;
      parts.month = (full >= 0 ? full : short) + 1;
    } else {
      const twoDigitYear = token.field === 'y' && token.width === 2;
      const max = twoDigitYear ? 2 : Math.max(token.width, token.field === 'y' ? 4 : 2);
      const digits = /^\d+/.exec(input.slice(at, at + max))?.[0] ?? '';
      if (digits.length === 0 || (twoDigitYear && digits.length !== 2)) return null;
      at += digits.length;
      const value = Number(digits);
      if (token.field === 'y') parts.year = twoDigitYear ? expandTwoDigitYear(value, referenceYear) : value;
      else if (token.field === 'M') parts.month = value;
      else if (token.field === 'd') parts.day = value;
      else if (token.field === 'H') parts.hour = value;
      else if (token.field === 'm') parts.minute = value;
      else parts.second = value;
    }
  }
  return at === input.length && isValidDateTime(parts) ? parts : null;
}

const zoneFormatters = new Map<string, Intl.DateTimeFormat>();

function zoneFormatter(timeZone: string): Intl.DateTimeFormat | null {
  let formatter = zoneFormatters.get(timeZone);
  if (!formatter) {
    try {
      formatter = new Intl.DateTimeFormat('en-US', {
        timeZone,
        hourCycle: 'h23',
        year: 'numeric',
        month: 'numeric',
        day: 'numeric',
        hour: 'numeric',
        minute: 'numeric',
        second: 'numeric',
      });
    } catch {
      return null; // not a time zone Intl knows
    }
    zoneFormatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The wall-clock parts of an instant in an IANA time zone (UTC by default); null for an invalid date or zone. */
export function dateTimePartsIn(instant: Date, timeZone = 'UTC'): DateTimeParts | null {
  if (Number.isNaN(instant.getTime())) return null;
  if (timeZone === 'UTC') {
    return {
      year: instant.getUTCFullYear(),
      month: instant.getUTCMonth() + 1,
      day: instant.getUTCDate(),
      hour: instant.getUTCHours(),
      minute: instant.getUTCMinutes(),
      second: instant.getUTCSeconds(),
    };
  }
  const formatter = zoneFormatter(timeZone);
  if (formatter === null) return null;
  const parts = formatter.formatToParts(instant);
  const get = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  const result = {
    year: get('year'),
    month: get('month'),
    day: get('day'),
    hour: get('hour'),
    minute: get('minute'),
    second: get('second'),
  };
  return isValidDateTime(result) ? result : null;
}

const ISO_DATE =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:[.,]\d+)?)?)?(Z|[+-]\d{2}(?::?\d{2})?)?$/i;

/**
 * Reads the date text the date nodes pass along: 'yyyy-MM-dd', optionally with ' HH:mm[:ss]' or 'THH:mm[:ss[.f]]'
 * (so the default pattern's output and ISO 8601). Without an offset it is a wall-clock time taken as is; with
 * 'Z' or '±hh[:mm]' it is an instant, shown in `timeZone` (UTC by default). Null otherwise.
 */
export function readDateText(text: string, timeZone = 'UTC'): DateTimeParts | null {
  const match = ISO_DATE.exec(text.trim());
  if (!match) return null;
  const [, y, mo, d, h = '0', mi = '0', s = '0', zone] = match;
  const parts = { year: +y!, month: +mo!, day: +d!, hour: +h, minute: +mi, second: +s };
  if (!isValidDateTime(parts)) return null;
  if (zone === undefined) return parts;
  let offsetMinutes = 0;
  if (zone.toUpperCase() !== 'Z') {
    const digits = zone.slice(1).replace(':', '');
    offsetMinutes =
      (zone[0] === '-' ? -1 : 1) * (Number(digits.slice(0, 2)) * 60 + Number(digits.slice(2) || 0));
  }
  // Through setUTCFullYear: Date.UTC would read years 0-99 as 1900-1999.
  const instant = new Date(
    Date.UTC(2000, parts.month - 1, parts.day, parts.hour, parts.minute, parts.second),
  );
  instant.setUTCFullYear(parts.year);
  return dateTimePartsIn(new Date(instant.getTime() - offsetMinutes * 60_000), timeZone);
}
