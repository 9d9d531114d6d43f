import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

// Dates of the API in the user's language, for every screen: a day (yyyy-MM-dd) is a calendar day, never shifted
// by the time zone; a timestamp (ISO-8601) is shown in the browser's time zone.

const DAY = /^\d{4}-\d{2}-\d{2}$/;

type DateStyle = 'medium' | 'short';

/** A day (yyyy-MM-dd; a longer timestamp counts by its first ten characters) in the language `locale`. */
function formatDay(locale: string, day: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(
    new Date(`${day.slice(0, 10)}T00:00:00Z`),
  );
}

/** A timestamp as a date and a time in the language `locale` and the browser's time zone. */
function formatDateTime(locale: string, iso: string, dateStyle: DateStyle = 'medium'): string {
  return new Intl.DateTimeFormat(locale, { dateStyle, timeStyle: 'short' }).format(new Date(iso));
}

/** An API day in the user's language; no day is an empty text. */
export function useFormatDay(): (day: string | null | undefined) => string {
  const { i18n } = useTranslation();
  const locale = i18n.language;
  return useCallback((day: string | null | undefined) => (day ? formatDay(locale, day) : ''), [locale]);
}

/**
 * An API timestamp as a date and time in the user's language; no timestamp is an empty text. The lists ask for
 * the `short` date to keep their columns narrow.
 */
export function useFormatDateTime(
  dateStyle: DateStyle = 'medium',
): (iso: string | null | undefined) => string {
  const { i18n } = useTranslation();
  const locale = i18n.language;
  return useCallback(
    (iso: string | null | undefined) => (iso ? formatDateTime(locale, iso, dateStyle) : ''),
    [locale, dateStyle],
  );
}

/**
 * A value that may be a day or a timestamp (the detail screens): a day as a date, a timestamp as date and time;
 * no value stays null and a text that is not a date is shown as it came.
 */
export function useFormatDate(): (value: string | null | undefined) => string | null {
  const { i18n } = useTranslation();
  const locale = i18n.language;
  return useCallback(
    (value: string | null | undefined) => {
      if (!value) return null;
      if (DAY.test(value)) return formatDay(locale, value);
      if (Number.isNaN(new Date(value).getTime())) return value;
      return formatDateTime(locale, value);
    },
    [locale],
  );
}
