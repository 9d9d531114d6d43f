import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/** An API day (yyyy-MM-dd, a UTC calendar day) in the user's language, never shifted by the time zone. */
export function useFormatDay(): (day: string) => string {
  const { i18n } = useTranslation();
  return useCallback(
    (day: string) =>
      new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeZone: 'UTC' }).format(
        new Date(`${day}T00:00:00Z`),
      ),
    [i18n.language],
  );
}

/** An API timestamp (ISO-8601) as a date and time of the user's language and time zone. */
export function useFormatDateTime(): (iso: string) => string {
  const { i18n } = useTranslation();
  return useCallback(
    (iso: string) =>
      new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(
        new Date(iso),
      ),
    [i18n.language],
  );
}
