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
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { SavedService, ServiceType } from '@postbridge/domain';
import { PATHS } from '../../app/paths';
import { useErrorText } from '../../i18n/useErrorText';
import { useT } from '../../i18n/useT';
import { fetchServices, servicesQueryKey } from './depositApi';

/** The deposit screen of each service type (spec §2); the screens not built yet say so. */
const SCREEN_OF_TYPE: Record<ServiceType, string> = {
  SIMPLE_MULTIPLE: PATHS.deposit.split,
  SIMPLE_UNIQUE: PATHS.deposit.unique,
  ADVANCED: PATHS.deposit.advanced,
  ARCHIVE: PATHS.deposit.archive,
  PREPROCESSING: PATHS.deposit.preprocessing,
  PREPROCESSING_UNIQUE: PATHS.deposit.preprocessing,
};

export function serviceLink(service: Pick<SavedService, 'id' | 'type'>): string {
  return `${SCREEN_OF_TYPE[service.type]}?serviceId=${encodeURIComponent(service.id)}`;
}

/** Deposit home: the services the signed-in user may deposit into, each leading to its deposit screen. */
export function DepositHome() {
  const t = useT();
  const errorText = useErrorText();
  const services = useQuery({ queryKey: servicesQueryKey, queryFn: fetchServices });
  const usable = (services.data ?? []).filter((s) => s.enabled && !s.removed && s.allowJobCreation);

  return (
    <Stack gap="lg">
      <Title order={1}>{t('screen.deposit.home')}</Title>
      <Text c="dimmed">{t('deposit.home.intro')}</Text>
      {services.isPending ? (
        <Center role="status" aria-label={t('common.loading')}>
          <Loader aria-hidden="true" />
        </Center>
      ) : services.isError ? (
        <Alert color="red" role="alert">
          {errorText(services.error)}
        </Alert>
      ) : usable.length === 0 ? (
        <Alert color="gray">{t('deposit.home.noService')}</Alert>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
          {usable.map((service) => (
            <UnstyledButton key={service.id} component={Link} to={serviceLink(service)}>
              <Card withBorder padding="lg" h="100%">
                <Group wrap="nowrap" align="flex-start">
                  <ThemeIcon size="xl" radius="md" color={service.iconColor} aria-hidden="true">
                    <Text fw={700} c="white">
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
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
