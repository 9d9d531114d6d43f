import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

// Dates of the API in the user's language, for every screen: a day (yyyy-MM-dd) is a calendar day, never shifted
// by the time zone; a timestamp (ISO-8601) is shown in the browser's time zone. A text that is not a date is shown
// as it came rather than breaking the screen.

const DAY = /^\d{4}-\d{2}-\d{2}$/;

type DateStyle = 'medium' | 'short';

/**
 * A day in the language `locale`: a day (yyyy-MM-dd) is that calendar day; a timestamp is the day it falls on in
 * the browser's time zone (a user created at 01:00 UTC in New York was created the day before).
 */
function formatDay(locale: string, value: string): string {
  if (DAY.test(value))
    return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(
      new Date(`${value}T00:00:00Z`),
    );
  const instant = new Date(value);
  if (Number.isNaN(instant.getTime())) return value;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(instant);
}

/** A timestamp as a date and a time in the language `locale` and the browser's time zone. */
function formatDateTime(locale: string, iso: string, dateStyle: DateStyle = 'medium'): string {
  const instant = new Date(iso);
  if (Number.isNaN(instant.getTime())) return iso;
  return new Intl.DateTimeFormat(locale, { dateStyle, timeStyle: 'short' }).format(instant);
}

/** An API day, or the day of an API timestamp, in the user's language; no day is an empty text. */
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
      return DAY.test(value) ? formatDay(locale, value) : formatDateTime(locale, value);
    },
    [locale],
  );
}

/** A day (yyyy-MM-dd) as its day and month in the user's language, where the year goes without saying (chart axes). */
export function useFormatShortDay(): (day: string) => string {
  const { i18n } = useTranslation();
  const locale = i18n.language;
  return useCallback(
    (day: string) =>
      new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(
        new Date(`${day.slice(0, 10)}T00:00:00Z`),
      ),
    [locale],
  );
}
