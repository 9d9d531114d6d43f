import { Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useT } from '../../i18n/useT';

/** A counter's number in the user's language, or a small loader (labelled) until it is known. */
export function CounterValue({ value }: { value: number | null }) {
  const t = useT();
  const { i18n } = useTranslation();
  if (value === null) return <Loader size="xs" role="img" aria-label={t('common.loading')} />;
  return <>{new Intl.NumberFormat(i18n.language).format(value)}</>;
}
