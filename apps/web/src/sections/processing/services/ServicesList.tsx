import { Anchor, Badge, Card, Group, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { SavedService } from '@postbridge/domain';
import { useT } from '../../../i18n/useT';
import { useFormatDay } from '../../../ui/format';
import { ServiceActions, type ServiceAction } from './ServiceActions';

export type ServiceRow = {
  service: SavedService;
  /** The caller may change it: its unit is in the caller's subtree (the server's canWriteInOu). */
  canChange: boolean;
  /** Where it comes from when it is not the shown unit's own: a unit above, by name when the caller sees it. */
  origin: string | null;
};

function Badges({ service }: { service: SavedService }) {
  const t = useT();
  return (
    <Group gap={4} wrap="wrap">
      <Badge color={service.enabled ? 'green' : 'gray'} variant="light" style={{ flexShrink: 0 }}>
        {t(service.enabled ? 'processing.services.status.enabled' : 'processing.services.status.disabled')}
      </Badge>
      {service.inconsistent && (
        <Badge
          color="orange"
          variant="filled"
          style={{ flexShrink: 0 }}
          title={t('processing.services.inconsistent.hint')}
        >
          {t('processing.services.inconsistent')}
        </Badge>
      )}
    </Group>
  );
}

/** The services: a table on a wide screen, cards on a phone; the name opens the editor when it may. */
export function ServicesList({
  rows,
  onAction,
}: {
  rows: readonly ServiceRow[];
  onAction: (action: ServiceAction, service: SavedService) => void;
}) {
  const t = useT();
  const formatDay = useFormatDay();
  const phone = useMediaQuery('(max-width: 48em)') ?? false;
  const name = ({ service, canChange }: ServiceRow) =>
    canChange ? (
      <Anchor
        component="button"
        type="button"
        fw={500}
        ta="start"
        style={{ alignSelf: 'flex-start' }}
        onClick={() => onAction('edit', service)}
      >
        <bdi>{service.name}</bdi>
      </Anchor>
    ) : (
      <Text fw={500} component="span">
        <bdi>{service.name}</bdi>
      </Text>
    );
  const actions = (row: ServiceRow) => (
    <ServiceActions service={row.service} canChange={row.canChange} onAction={onAction} />
  );
  if (phone) {
    return (
      <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {rows.map((row) => (
          <Card key={row.service.id} component="li" withBorder padding="sm">
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              <Stack gap={2} style={{ minWidth: 0 }}>
                {name(row)}
                <Text size="sm">{t(`processing.services.type.${row.service.type}`)}</Text>
              </Stack>
              {actions(row)}
            </Group>
            <Badges service={row.service} />
            {row.origin && (
              <Text size="sm" c="dimmed">
                {row.origin}
              </Text>
            )}
          </Card>
        ))}
      </Stack>
    );
  }
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table striped highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('processing.services.column.name')}</Table.Th>
            <Table.Th>{t('processing.services.column.type')}</Table.Th>
            <Table.Th>{t('processing.services.column.status')}</Table.Th>
            <Table.Th>{t('processing.services.column.updated')}</Table.Th>
            <Table.Th>{t('processing.services.column.actions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.service.id}>
              <Table.Td>
                <Stack gap={2}>
                  {name(row)}
                  {row.service.description && (
                    <Text size="sm" c="dimmed" lineClamp={2} maw={480} dir="auto">
                      {row.service.description}
                    </Text>
                  )}
                  {row.origin && (
                    <Text size="xs" c="dimmed">
                      {row.origin}
                    </Text>
                  )}
                </Stack>
              </Table.Td>
              <Table.Td>{t(`processing.services.type.${row.service.type}`)}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                <Badges service={row.service} />
              </Table.Td>
              <Table.Td dir="ltr">{formatDay(row.service.updateDate)}</Table.Td>
              <Table.Td>{actions(row)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
