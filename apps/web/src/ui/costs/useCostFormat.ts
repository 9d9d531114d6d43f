import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCo2, formatMoney } from '@postbridge/domain';

/** Money (minor units of `currency`) and CO₂ (milligrams) in the user's language. */
export function useCostFormat(currency: string) {
  const { i18n } = useTranslation();
  const locale = i18n.language;
  const money = useCallback((minor: number) => formatMoney(minor, currency, locale), [currency, locale]);
  const co2 = useCallback((mg: number) => formatCo2(mg, locale), [locale]);
  const perMille = useCallback(
    (value: number) =>
      new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 }).format(value / 1000),
    [locale],
  );
  return { money, co2, perMille };
}
