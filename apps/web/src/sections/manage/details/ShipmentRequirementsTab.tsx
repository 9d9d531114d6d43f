import { Stack, Table, Text, Title } from '@mantine/core';
import { ScrollRegion } from '../../../ui/ScrollRegion';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { LabelKey, PackGroup, Shipment } from '@postbridge/domain';
import { useT } from '../../../i18n/useT';
import { detailKeys, fetchDelivery, fetchPackGroup } from './detailsApi';
import { KeyValueTable } from './KeyValueTable';
import { QueryState } from './QueryState';

type Requirement = PackGroup['requirements'][string];
const VALID = ['GOOD', 'MODIFIED', 'FORCED'] as const;

/**
 * What the channel needed to send the document: the recipient as the channel reads it, then the checks of its
 * letter — the pack requirements and those of the document's channel (`<channel label>/<name>`).
 */
export function ShipmentRequirementsTab({ shipment }: { shipment: Shipment }) {
  const t = useT();
  const packGroup = useQuery({
    queryKey: detailKeys.packGroup(shipment.packGroupId ?? ''),
    queryFn: () => fetchPackGroup(shipment.packGroupId!),
    enabled: shipment.packGroupId !== null,
  });
  const delivery = useQuery({
    queryKey: detailKeys.delivery(shipment.deliveryId ?? ''),
    queryFn: () => fetchDelivery(shipment.deliveryId!),
    enabled: shipment.deliveryId !== null,
  });
  const label = delivery.data?.serviceChannelLabel;
  const mine = (name: string) => !name.includes('/') || (label !== undefined && name.startsWith(`${label}/`));

  return (
    <Stack gap="md">
      <Title order={3} size="h4">
        {t('details.requirements.recipient')}
      </Title>
      <KeyValueTable values={shipment.recipient} empty={t('details.requirements.empty')} />
      {shipment.packGroupId && (
        <>
          <Title order={3} size="h4">
            {t('details.requirements.checks')}
          </Title>
          <QueryState query={packGroup}>
            {(group) => (
              <RequirementChecks
                requirements={Object.entries(group.requirements).filter(([name]) => mine(name))}
              />
            )}
          </QueryState>
        </>
      )}
    </Stack>
  );
}

function RequirementChecks({ requirements }: { requirements: [string, Requirement][] }) {
  const t = useT();
  const { i18n } = useTranslation();
  if (requirements.length === 0) return <Text c="dimmed">{t('details.requirements.empty')}</Text>;
  const checkText = (requirement: Requirement) => {
    const status = requirement.status as (typeof VALID)[number];
    if (requirement.valid && VALID.includes(status)) return t(`deposit.status.${status}`);
    const issue = requirement.error ? `issue.${requirement.error}` : null;
    return issue && i18n.exists(issue)
      ? t(issue as LabelKey)
      : t('details.requirements.invalid', { status: requirement.status });
  };
  return (
    <ScrollRegion>
      <Table striped miw={520}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('details.kv.name')}</Table.Th>
            <Table.Th scope="col">{t('details.kv.value')}</Table.Th>
            <Table.Th scope="col">{t('details.requirements.check')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {requirements.map(([name, requirement]) => (
            <Table.Tr key={name}>
              <Table.Th scope="row" fw={500}>
                {name}
              </Table.Th>
              <Table.Td style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
                {requirement.value ?? t('details.none')}
              </Table.Td>
              <Table.Td c={requirement.valid ? undefined : 'var(--postbridge-color-error-text)'}>
                {checkText(requirement)}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollRegion>
  );
}
