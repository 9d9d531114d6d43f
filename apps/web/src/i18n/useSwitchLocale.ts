import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchLabels } from '../api/endpoints';
import { loadLocale, rememberLocale } from './i18n';

/**
 * Switches the interface language at once (labels, `<html lang dir>`, Mantine's direction) and remembers it in
 * this browser; answers the locale applied (English when the labels could not be loaded).
 */
export function useSwitchLocale(): (locale: string) => Promise<string> {
  const { i18n } = useTranslation();
  return useCallback(
    async (locale: string) => {
      const applied = await loadLocale(i18n, locale, fetchLabels);
      rememberLocale(applied);
      return applied;
    },
    [i18n],
  );
}
