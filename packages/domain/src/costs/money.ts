// Showing money kept in minor units and CO₂ kept in milligrams, in the reader's language.

/** Digits after the decimal point of a currency (EUR 2, JPY 0), as Intl knows them. */
export function currencyDigits(currency: string): number {
  try {
    return (
      new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ??
      2
    );
  } catch {
    return 2;
  }
}

/** An amount in minor units as the locale writes it (`1 234,56 €`). */
export function formatMoney(minor: number, currency: string, locale: string): string {
  const digits = currencyDigits(currency);
  return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(minor / 10 ** digits);
}

/** CO₂e in milligrams, as grams or kilograms with a sensible precision (`12.3 g`, `4.56 kg`). */
export function formatCo2(mg: number, locale: string): string {
  const grams = mg / 1000;
  if (Math.abs(grams) >= 1000) {
    return new Intl.NumberFormat(locale, {
      style: 'unit',
      unit: 'kilogram',
      maximumFractionDigits: 2,
    }).format(grams / 1000);
  }
  return new Intl.NumberFormat(locale, {
    style: 'unit',
    unit: 'gram',
    maximumFractionDigits: Math.abs(grams) < 10 ? 2 : 1,
  }).format(grams);
}

/** Minor units as the decimal text an input shows and reads (`1.39` for 139 cents); `.` as separator. */
export const minorToDecimal = (minor: number, currency: string): string =>
  (minor / 10 ** currencyDigits(currency)).toFixed(currencyDigits(currency));

/** A decimal text (`1.39` or `1,39`) as minor units; null when it is not a non-negative amount. */
export function decimalToMinor(text: string, currency: string): number | null {
  const digits = currencyDigits(currency);
  const match = /^\s*(\d{1,9})(?:[.,](\d*))?\s*$/.exec(text);
  if (!match) return null;
  const fraction = match[2] ?? '';
  if (fraction.length > digits) return null;
  return Number(match[1]) * 10 ** digits + Number(fraction.padEnd(digits, '0') || '0');
}
