import { useEffect } from 'react';
import {
  Alert,
  Card,
  Center,
  Group,
  Loader,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
  UnstyledButton,
} from '@mantine/core';
import IconMailbox from '@tabler/icons-react/icons/IconMailbox';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import { hasPermission, type SavedService } from '@postbridge/domain';
import { notifyError } from '../../app/notify';
import { PATHS } from '../../app/paths';
import { useSession } from '../../app/session/sessionStore';
import { useErrorText } from '../../i18n/useErrorText';
import { useT } from '../../i18n/useT';
import { EmptyState } from '../../ui/empty/EmptyState';
import {
  depositableServices,
  fetchLinkedFile,
  fetchBehalfServices,
  fetchServices,
  linkedFileQueryKey,
  behalfServicesQueryKey,
  servicesQueryKey,
} from './depositApi';
import { BehalfSelect } from './upload/BehalfSelect';
import { useDepositStore } from './upload/depositStore';
import { serviceLink } from './upload/screenVariants';

function ServiceCard({ service }: { service: SavedService }) {
  return (
    <UnstyledButton component={Link} to={serviceLink(service)}>
      <Card withBorder padding="lg" h="100%">
        <Group wrap="nowrap" align="flex-start">
          <ThemeIcon size="xl" radius="md" color={service.iconColor} aria-hidden="true">
            {/* Black or white, whichever reads on the service's colour (the theme's autoContrast). */}
            <Text fw={700} inherit>
              {service.name.slice(0, 1).toUpperCase()}
            </Text>
          </ThemeIcon>
          <Stack gap={4}>
            <Text fw={600}>{service.name}</Text>
            {service.description ? (
              <Text size="sm" c="dimmed">
                {service.description}
              </Text>
            ) : null}
          </Stack>
        </Group>
      </Card>
    </UnstyledButton>
  );
}

/**
 * Deposit home: the services the user may deposit into (or, on behalf of another user, that user's profile
 * services), each leading to its deposit screen. In deposit mode (docs/product.md §2) the link's file is
 * loaded first; a failure shows the error and goes to the base route; with one service only, its screen opens
 * at once.
 */
export function DepositHome() {
  const t = useT();
  const errorText = useErrorText();
  const navigate = useNavigate();
  const user = useSession((s) => s.user);
  const { behalf, linkedFileId, behalfChosen, linkedFileUsed } = useDepositStore();
  const mayActForOthers =
    user !== null &&
    hasPermission(user.permissions | user.permissionsOnGroup | user.permissionsOnOU, 'behalf');
  const ownerId = mayActForOthers ? (behalf?.userId ?? null) : null;

  const services = useQuery({
    queryKey: ownerId ? behalfServicesQueryKey(ownerId) : servicesQueryKey,
    queryFn: () => (ownerId ? fetchBehalfServices(ownerId) : fetchServices()),
  });
  const linkedFile = useQuery({
    queryKey: linkedFileQueryKey(linkedFileId ?? ''),
    queryFn: () => fetchLinkedFile(linkedFileId!),
    enabled: linkedFileId !== null,
    staleTime: Infinity,
  });
  const usable = depositableServices(services.data ?? []);

  useEffect(() => {
    if (!linkedFile.isError) return;
    notifyError(errorText(linkedFile.error));
    linkedFileUsed();
    void navigate(PATHS.base, { replace: true });
  }, [linkedFile.isError, linkedFile.error, errorText, linkedFileUsed, navigate]);

  const only = linkedFile.data && services.isSuccess && usable.length === 1 ? usable[0] : undefined;
  useEffect(() => {
    if (only) void navigate(serviceLink(only), { replace: true });
  }, [only, navigate]);

  return (
    <Stack gap="lg">
      <Title order={1}>{t('screen.deposit.home')}</Title>
      <Text c="dimmed">{t('deposit.home.intro')}</Text>
      {mayActForOthers && user ? (
        <BehalfSelect selfId={user.id} value={behalf} onChange={behalfChosen} />
      ) : null}
      {linkedFile.data ? (
        <Alert color="blue" role="status">
          {t('deposit.home.linkedFile', { name: linkedFile.data.name })}
        </Alert>
      ) : null}
      {services.isPending || linkedFile.isFetching ? (
        <Center role="status" aria-label={t('common.loading')}>
          <Loader aria-hidden="true" />
        </Center>
      ) : services.isError ? (
        <Alert color="red" role="alert">
          {errorText(services.error)}
        </Alert>
      ) : usable.length === 0 ? (
        <EmptyState
          icon={IconMailbox}
          text={
            behalf ? t('deposit.home.noServiceForUser', { name: behalf.name }) : t('deposit.home.noService')
          }
          hint={behalf ? t('common.empty.behalfHint') : null}
        />
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} role="list" aria-label={t('deposit.home.services')}>
          {usable.map((service) => (
            <div role="listitem" key={service.id}>
              <ServiceCard service={service} />
            </div>
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
