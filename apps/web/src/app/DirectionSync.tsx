import { useEffect } from 'react';
import { useDirection } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { localeDirection } from '@postbridge/domain';

/** Keeps Mantine's text direction on the interface language (Hebrew is right to left). */
export function DirectionSync() {
  const { i18n } = useTranslation();
  const { setDirection } = useDirection();
  useEffect(() => setDirection(localeDirection(i18n.language)), [i18n.language, setDirection]);
  return null;
}
