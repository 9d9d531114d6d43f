import { Paper, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { resolveLocale } from '@postbridge/domain';
import { api } from '../../../api/api';
import { useBranding } from '../../../app/theme/useBranding';
import { useT } from '../../../i18n/useT';

/**
 * The current white label's news in the reader's language (else English), on the sign-in and home pages:
 * plain text with its line breaks, never markup; nothing at all when there is none.
 */
export function BrandingNews() {
  const t = useT();
  const branding = useBranding();
  const { i18n } = useTranslation();
  const locale = resolveLocale(i18n.language);
  const name = branding?.name;
  const news = useQuery({
    queryKey: ['brandingNews', name, locale],
    queryFn: () =>
      api.get('/i18n/news_:brandingName', { params: { brandingName: name! }, query: { locale } }),
    enabled: !!name,
    staleTime: 5 * 60_000,
  });
  const text = news.data?.text.trim();
  if (!text) return null;
  return (
    <Paper withBorder p="sm" radius="md" component="section" aria-label={t('system.brandings.news.title')}>
      <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
        <bdi>{text}</bdi>
      </Text>
    </Paper>
  );
}
