import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Dates in the user's language: a day (yyyy-MM-dd) as a date, a timestamp as date and time in the browser's
 * time zone; null stays null. A text that is not a date is shown as it came.
 */
export function useFormatDate(): (value: string | null | undefined) => string | null {
  const { i18n } = useTranslation();
  const locale = i18n.language;
  return useCallback(
    (value) => {
      if (!value) return null;
      if (DAY.test(value)) {
        const [y, m, d] = value.split('-').map(Number) as [number, number, number];
        return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(
          new Date(Date.UTC(y, m - 1, d)),
        );
      }
      const date = new Date(value);
      if (Number.isNaN(date.getTime())) return value;
      return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
    },
    [locale],
  );
}
