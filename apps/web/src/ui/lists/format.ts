import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/** An API day (yyyy-MM-dd, a calendar day) in the user's language, never shifted by the time zone. */
export function useFormatDay(): (day: string | null) => string {
  const { i18n } = useTranslation();
  return useCallback(
    (day: string | null) =>
      day
        ? new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeZone: 'UTC' }).format(
            new Date(`${day.slice(0, 10)}T00:00:00Z`),
          )
        : '',
    [i18n.language],
  );
}

/** An API timestamp (ISO-8601) as a date and time of the user's language and time zone. */
export function useFormatDateTime(): (iso: string | null) => string {
  const { i18n } = useTranslation();
  return useCallback(
    (iso: string | null) =>
      iso
        ? new Intl.DateTimeFormat(i18n.language, { dateStyle: 'short', timeStyle: 'short' }).format(
            new Date(iso),
          )
        : '',
    [i18n.language],
  );
}

// The recipient fields a channel fills (requirement names of spec §3), most telling first.
const RECIPIENT_FIELDS = [
  'recipientName',
  'lreRecipientName',
  'mainPostalAddress',
  'parcelAddress',
  'recipientEmail',
  'recipientPhone',
];

/** One line naming a shipment's recipient: a name, else the first line of an address, an e-mail or a phone. */
export function recipientText(recipient: Record<string, unknown>): string {
  const fields = [...RECIPIENT_FIELDS, ...Object.keys(recipient)];
  for (const field of fields) {
    const value = recipient[field];
    if (typeof value === 'string' && value.trim() !== '') return value.trim().split(/\r?\n/)[0] ?? '';
  }
  return '';
}
