import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { LabelKey } from '@postbridge/domain';

type LabelParams = Record<string, string | number>;
export type Translate = (key: LabelKey, params?: LabelParams) => string;

/** Typed translation: only keys of the English catalogue compile. */
export function useT(): Translate {
  const { t } = useTranslation();
  return useCallback((key: LabelKey, params?: LabelParams) => t(key, params ?? {}), [t]);
}
