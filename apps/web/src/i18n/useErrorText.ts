import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { API_ERROR_CODES } from '@postbridge/domain';
import { ApiError } from '../api/errors';

/**
 * The text to show for a failed call: the label the server named when we have it (notifiable errors of
 * docs/product.md §8), else the label of its code, else the generic message. Raw server messages are never
 * shown.
 */
export function useErrorText(): (error: unknown) => string {
  const { t, i18n } = useTranslation();
  return useCallback(
    (error: unknown) => {
      if (error instanceof ApiError) {
        if (error.labelId && i18n.exists(error.labelId)) return t(error.labelId, error.params ?? {});
        const byCode = Object.entries(API_ERROR_CODES).find(([, code]) => code === error.code)?.[0];
        const key = byCode ? `error.${byCode}` : null;
        if (key && i18n.exists(key)) return t(key, error.params ?? {});
      }
      return t('error.generic');
    },
    [t, i18n],
  );
}
