import { isCountryCode } from '@postbridge/domain';

/** The name of an ISO country code in `language`, or null when the code is not a country. */
export function countryName(code: string | null | undefined, language: string): string | null {
  if (!code || !isCountryCode(code)) return null;
  try {
    return new Intl.DisplayNames([language || 'en'], { type: 'region' }).of(code) ?? null;
  } catch {
    return null;
  }
}
