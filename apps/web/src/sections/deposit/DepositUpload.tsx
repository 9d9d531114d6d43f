import { Alert, Center, Loader, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, Navigate, useSearchParams } from 'react-router';
import type { SavedService } from '@postbridge/domain';
import { PATHS } from '../../app/paths';
import { useErrorText } from '../../i18n/useErrorText';
import { useT } from '../../i18n/useT';
import {
  fetchLinkedFile,
  fetchBehalfServices,
  fetchService,
  linkedFileQueryKey,
  behalfServicesQueryKey,
  serviceQueryKey,
} from './depositApi';
import { ResumeDeposit } from './upload/ResumeDeposit';
import { DepositForm } from './upload/DepositForm';
import { useDepositStore } from './upload/depositStore';
import { SCREEN_VARIANTS, serviceLink, variantTakes, type DepositScreen } from './upload/screenVariants';

/**
 * The service of the deposit: read as the caller (GET /services/{id}), or, on behalf of another user, among
 * that user's profile services (docs/product.md §6 "that user's profile services are loaded and used").
 */
function useDepositService(serviceId: string, ownerId: string | null) {
  const own = useQuery({
    queryKey: serviceQueryKey(serviceId),
    queryFn: () => fetchService(serviceId),
    enabled: serviceId !== '' && ownerId === null,
  });
  const theirs = useQuery({
    queryKey: behalfServicesQueryKey(ownerId ?? ''),
    queryFn: () => fetchBehalfServices(ownerId!),
    enabled: serviceId !== '' && ownerId !== null,
  });
  const query = ownerId === null ? own : theirs;
  const data: SavedService | undefined =
    ownerId === null ? own.data : theirs.data?.find((s) => s.id === serviceId);
  return { isPending: query.isPending, isError: query.isError, error: query.error, data };
}

/**
 * A deposit screen of docs/product.md §2 (unique, split, archive, preprocessing, form, advanced):
 * `?serviceId=` names the service; `?jobId=` opens a deposit made before, at its letters.
 */
export function DepositUpload({ screen }: { screen: DepositScreen }) {
  const t = useT();
  const errorText = useErrorText();
  const [params] = useSearchParams();
  const serviceId = params.get('serviceId') ?? '';
  const behalf = useDepositStore((s) => s.behalf);
  const linkedFileId = useDepositStore((s) => s.linkedFileId);
  const service = useDepositService(serviceId, behalf?.userId ?? null);
  const linkedFile = useQuery({
    queryKey: linkedFileQueryKey(linkedFileId ?? ''),
    queryFn: () => fetchLinkedFile(linkedFileId!),
    enabled: linkedFileId !== null,
    staleTime: Infinity,
  });
  const variant = SCREEN_VARIANTS[screen];
  const jobId = params.get('jobId');

  if (jobId) return <ResumeDeposit jobId={jobId} />;
  if (!serviceId)
    return (
      <Alert color="orange" role="alert">
        {t('deposit.noServiceChosen')}
      </Alert>
    );
  if (service.isPending || (linkedFileId !== null && linkedFile.isPending))
    return (
      <Center role="status" aria-label={t('common.loading')}>
        <Loader aria-hidden="true" />
      </Center>
    );
  if (service.isError || !service.data)
    return (
      <Alert color="red" role="alert">
        {service.isError ? errorText(service.error) : t('deposit.home.notTheirService')}
      </Alert>
    );
  // A service opened on the route of another type goes to its own screen.
  if (!variantTakes(variant, service.data)) return <Navigate to={serviceLink(service.data)} replace />;

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1}>{service.data.name}</Title>
        <Text c="dimmed">{service.data.description || t(variant.intro)}</Text>
        {behalf ? (
          <Alert color="blue" py="xs">
            {t('deposit.home.behalfBanner', { name: behalf.name })}
          </Alert>
        ) : null}
        <Text size="sm">
          <Link to={PATHS.deposit.home}>{t('deposit.backToServices')}</Link>
        </Text>
      </Stack>
      <DepositForm
        key={`${service.data.id}:${behalf?.userId ?? ''}`}
        service={service.data}
        variant={variant}
        behalf={behalf}
        linkedFile={linkedFile.data ?? null}
      />
    </Stack>
  );
}
