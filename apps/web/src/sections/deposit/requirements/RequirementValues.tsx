import { Alert, Center, Loader, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { SavedService, SimpleJobRequirementValue } from '@postbridge/domain';
import { useErrorText } from '../../../i18n/useErrorText';
import { useT } from '../../../i18n/useT';
import { RequirementValueRow } from './RequirementValueRow';
import { computeRequirements } from './requirementsApi';
import { serviceRequirements } from './serviceRequirements';
import { useRequirementName } from './useRequirementName';

/**
 * The service's requirements computed on the file (computeRequirements), in the service's order, each with its
 * check; `overrides` are the values checked since (typed, or taken from the area), shown instead.
 */
export function RequirementValues({
  service,
  fileId,
  overrides,
  onChecked,
}: {
  service: SavedService;
  fileId: string;
  overrides: Record<string, SimpleJobRequirementValue>;
  onChecked: (key: string, value: SimpleJobRequirementValue) => void;
}) {
  const t = useT();
  const errorText = useErrorText();
  const nameOf = useRequirementName();
  const computed = useQuery({
    queryKey: ['deposit', 'requirements', 'computed', service.id, fileId],
    queryFn: ({ signal }) => computeRequirements(service.id, fileId, signal),
  });

  const configured = serviceRequirements(service);
  const known = new Set(configured.map((named) => named.key));
  // A name the answer has and the configuration shown here has not (a service changed meanwhile) is still shown.
  const others = Object.keys(computed.data ?? {}).filter((key) => !known.has(key));

  return (
    <Stack gap="sm">
      <Title order={3}>{t('deposit.requirements.values.title')}</Title>
      {computed.isPending ? (
        <Center role="status" aria-label={t('deposit.requirements.values.computing')}>
          <Loader size="sm" aria-hidden="true" />
        </Center>
      ) : null}
      {computed.isError ? (
        <Alert color="red" role="alert">
          {errorText(computed.error)}
        </Alert>
      ) : null}
      {computed.isSuccess && configured.length + others.length === 0 ? (
        <Text c="dimmed">{t('deposit.requirements.values.none')}</Text>
      ) : null}
      {computed.isSuccess ? (
        <Stack component="ul" gap="xs" p={0} m={0}>
          {configured.map((named) => (
            <RequirementValueRow
              key={named.key}
              serviceId={service.id}
              requirementKey={named.key}
              label={nameOf(named)}
              requirement={named.requirement}
              value={overrides[named.key] ?? computed.data[named.key]}
              onChecked={onChecked}
            />
          ))}
          {others.map((key) => (
            <RequirementValueRow
              key={key}
              serviceId={service.id}
              requirementKey={key}
              label={key}
              requirement={null}
              value={overrides[key] ?? computed.data[key]}
              onChecked={onChecked}
            />
          ))}
        </Stack>
      ) : null}
    </Stack>
  );
}
