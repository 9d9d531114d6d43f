import { useState } from 'react';
import { Alert, Badge, Button, Card, Group, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { hasPermission, type SavedChannel } from '@postbridge/domain';
import { api } from '../../../api/api';
import { useSession } from '../../../app/session/sessionStore';
import { useErrorText } from '../../../i18n/useErrorText';
import { useT } from '../../../i18n/useT';
import { ChannelEditor } from './ChannelEditor';
import { channelsKey } from './channelQueries';

/**
 * System > Channels (issue 15, docs/web.md "System: channels"): every channel with its type, provider, state and
 * output files; a new one or one opened in the editor. superAdmin changes them, superAdminView only looks (there
 * is no deletion: a channel is disabled instead).
 */
export function ChannelsScreen() {
  const t = useT();
  const errorText = useErrorText();
  const user = useSession((s) => s.user);
  const canChange = hasPermission(user?.permissions ?? 0, 'superAdmin');
  const phone = useMediaQuery('(max-width: 48em)') ?? false;
  // The channel in the editor: its id, or null for a new one; undefined: the list.
  const [editing, setEditing] = useState<string | null | undefined>(undefined);
  const channels = useQuery({
    queryKey: channelsKey('list'),
    queryFn: ({ signal }) => api.get('/channels', { signal }),
  });

  if (editing !== undefined)
    return <ChannelEditor channelId={editing} readOnly={!canChange} onClose={() => setEditing(undefined)} />;

  const yesNo = (on: boolean) => (
    <Badge color={on ? 'green' : 'gray'} variant="light">
      {on ? t('system.channels.yes') : t('system.channels.no')}
    </Badge>
  );
  const open = (channel: SavedChannel) => (
    <Button size="xs" variant={canChange ? 'light' : 'subtle'} onClick={() => setEditing(channel.id)}>
      {canChange ? t('system.channels.edit') : t('system.channels.view')}
    </Button>
  );
  const rows = channels.data ?? [];

  return (
    <Stack gap="md" p="md">
      <Group justify="space-between" align="flex-start" wrap="wrap">
        <Stack gap={2}>
          <Title order={1} size="h2">
            {t('screen.system.channels')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('system.channels.intro')}
          </Text>
        </Stack>
        {canChange && <Button onClick={() => setEditing(null)}>{t('system.channels.new')}</Button>}
      </Group>
      {!canChange && (
        <Alert color="gray" variant="light">
          {t('system.channels.readOnly')}
        </Alert>
      )}
      {channels.isPending && <Text size="sm">{t('common.loading')}</Text>}
      {channels.isError && (
        <Alert color="red" role="alert" title={t('system.channels.loadError')}>
          <Group justify="space-between">
            <Text size="sm">{errorText(channels.error)}</Text>
            <Button size="xs" variant="light" onClick={() => void channels.refetch()}>
              {t('common.retry')}
            </Button>
          </Group>
        </Alert>
      )}
      {channels.isSuccess && rows.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('system.channels.empty')}
        </Text>
      )}
      {rows.length > 0 &&
        (phone ? (
          <Stack gap="sm">
            {rows.map((channel) => (
              <Card key={channel.id} withBorder padding="sm" role="article" aria-label={channel.name}>
                <Stack gap={4}>
                  <Group justify="space-between" wrap="nowrap">
                    <Text fw={600}>
                      <bdi>{channel.name}</bdi>
                    </Text>
                    {yesNo(channel.enabled)}
                  </Group>
                  {channel.label && (
                    <Text size="sm">
                      <bdi>{channel.label}</bdi>
                    </Text>
                  )}
                  <Text size="sm" c="dimmed">
                    {t(`system.channels.type.${channel.channelType}`)} · <bdi>{channel.providerName}</bdi> ·{' '}
                    {t('system.channels.col.outputFiles')}: {channel.outputFiles.length}
                  </Text>
                  <Group justify="flex-end">{open(channel)}</Group>
                </Stack>
              </Card>
            ))}
          </Stack>
        ) : (
          <Table.ScrollContainer minWidth={640}>
            <Table striped highlightOnHover>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('system.channels.col.name')}</Table.Th>
                  <Table.Th>{t('system.channels.col.label')}</Table.Th>
                  <Table.Th>{t('system.channels.col.type')}</Table.Th>
                  <Table.Th>{t('system.channels.col.provider')}</Table.Th>
                  <Table.Th>{t('system.channels.col.enabled')}</Table.Th>
                  <Table.Th>{t('system.channels.col.outputFiles')}</Table.Th>
                  <Table.Th>
                    <VisuallyHidden>{t('system.channels.col.actions')}</VisuallyHidden>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((channel) => (
                  <Table.Tr key={channel.id}>
                    <Table.Td>
                      <bdi>{channel.name}</bdi>
                    </Table.Td>
                    <Table.Td>
                      <bdi>{channel.label}</bdi>
                    </Table.Td>
                    <Table.Td>{t(`system.channels.type.${channel.channelType}`)}</Table.Td>
                    <Table.Td>
                      <bdi>{channel.providerName}</bdi>
                    </Table.Td>
                    <Table.Td>{yesNo(channel.enabled)}</Table.Td>
                    <Table.Td>{channel.outputFiles.length}</Table.Td>
                    <Table.Td>{open(channel)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        ))}
    </Stack>
  );
}
