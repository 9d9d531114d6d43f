import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { AppConfig, Branding } from '@postbridge/domain';
import { fetchAppConfig, fetchMyBranding } from '../../api/endpoints';
import { QUERY_KEYS } from '../queries';
import { applicationName } from './branding';

/** The branding loaded at start-up (null when the server has none for this host). */
export function useBranding(): Branding | null {
  const { data } = useQuery<Branding>({
    queryKey: QUERY_KEYS.branding,
    queryFn: fetchMyBranding,
    staleTime: Infinity,
    retryOnMount: false,
  });
  return data ?? null;
}

function useAppConfig(): AppConfig | null {
  const { data } = useQuery<AppConfig>({
    queryKey: QUERY_KEYS.config,
    queryFn: fetchAppConfig,
    staleTime: Infinity,
    retryOnMount: false,
  });
  return data ?? null;
}

/** White label's name, else the server's configured name, else the product's own. */
export function useApplicationName(): string {
  const { t } = useTranslation();
  const branding = useBranding();
  const config = useAppConfig();
  return applicationName(branding, config?.applicationName || t('app.name'));
}
