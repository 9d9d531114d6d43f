import { useState } from 'react';
import {
  Badge,
  Button,
  Card,
  Group,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { useDebouncedValue, useMediaQuery } from '@mantine/hooks';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ACTIVE_SESSIONS_LIMIT, type ActiveSession } from '@postbridge/domain';
import { api } from '../../../api/api';
import { notifyInfo } from '../../../app/notify';
import { useErrorText } from '../../../i18n/useErrorText';
import { useT } from '../../../i18n/useT';
import { ConfirmDeletion } from '../../../ui/ConfirmDeletion';
import { useFormatDateTime } from '../../../ui/format';
import { sessionsKey } from './securityAccess';

// The active sessions of the users the caller administers (docs/security.md "Instance security settings"): filtered by login,
// newest activity first; "End session" asks first. A table, or cards on a phone.

const userName = (s: ActiveSession) => {
  const name = [s.firstName, s.lastName].filter(Boolean).join(' ');
  return name ? `${name} (${s.login})` : s.login;
};

export function ActiveSessions({ canEnd }: { canEnd: boolean }) {
  const t = useT();
  const errorText = useErrorText();
  const formatDateTime = useFormatDateTime('short');
  const phone = useMediaQuery('(max-width: 48em)') ?? false;
  const client = useQueryClient();
  const [login, setLogin] = useState('');
  const [filter] = useDebouncedValue(login.trim(), 300);
  const [ending, setEnding] = useState<ActiveSession | null>(null);
  const [endingAll, setEndingAll] = useState<ActiveSession | null>(null);
  const sessions = useQuery({
    queryKey: sessionsKey(filter),
    queryFn: () => api.get('/system/sessions', { query: filter ? { login: filter } : {} }),
  });
  const end = useMutation({
    mutationFn: (s: ActiveSession) =>
      api.delete('/system/sessions/:sessionId', { params: { sessionId: s.id } }),
    onSuccess: async (ended, s) => {
      setEnding(null);
      notifyInfo(t('system.security.sessions.ended', { user: userName(s) }));
      // Ending one's own session signs out: the next call answers the session time-out.
      if (!ended.current) await client.invalidateQueries({ queryKey: sessionsKey(filter) });
    },
  });

  const endAll = useMutation({
    mutationFn: (s: ActiveSession) => api.post('/system/sessions/end', { body: { userId: s.userId } }),
    onSuccess: async (ended, s) => {
      setEndingAll(null);
      notifyInfo(t('system.security.sessions.endedAll', { count: ended.ended, user: userName(s) }));
      if (!ended.current) await client.invalidateQueries({ queryKey: sessionsKey(filter) });
    },
  });

  const action = (s: ActiveSession) =>
    canEnd ? (
      <Group gap="xs" wrap="nowrap">
        {endButton(s)}
        <Button
          size="xs"
          variant="subtle"
          color="red"
          onClick={() => {
            endAll.reset();
            setEndingAll(s);
          }}
        >
          {/* The visible words first in the name (WCAG 2.5.3), the user heard only, telling the rows apart. */}
          {t('system.security.sessions.endAll')} <VisuallyHidden>{userName(s)}</VisuallyHidden>
        </Button>
      </Group>
    ) : null;

  const endButton = (s: ActiveSession) => (
    <Button
      size="xs"
      variant="light"
      color="red"
      onClick={() => {
        end.reset();
        setEnding(s);
      }}
    >
      {t('system.security.sessions.end')} <VisuallyHidden>{userName(s)}</VisuallyHidden>
    </Button>
  );
  const who = (s: ActiveSession) => (
    <>
      <bdi>{userName(s)}</bdi>
      {s.current && (
        <Badge ms="xs" size="sm" variant="light">
          {t('system.security.sessions.you')}
        </Badge>
      )}
    </>
  );
  const when = (iso: string) => <bdi>{formatDateTime(iso)}</bdi>;

  const rows = sessions.data?.sessions ?? [];
  return (
    <Stack gap="sm" component="section" aria-labelledby="security-sessions-title">
      <Title order={2} size="h3" id="security-sessions-title">
        {t('system.security.sessions.title')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('system.security.sessions.intro')}
      </Text>
      <TextInput
        label={t('system.security.sessions.filter')}
        value={login}
        onChange={(e) => setLogin(e.currentTarget.value)}
        maw={320}
      />
      {sessions.isPending && <Text role="status">{t('common.loading')}</Text>}
      {sessions.isError && (
        <Text c="red" role="alert">
          {errorText(sessions.error)}
        </Text>
      )}
      {sessions.data && rows.length === 0 && <Text>{t('system.security.sessions.empty')}</Text>}
      {sessions.data?.overflow && (
        <Text size="sm" c="orange">
          {t('system.security.sessions.overflow', { max: ACTIVE_SESSIONS_LIMIT })}
        </Text>
      )}
      {rows.length > 0 && phone && (
        <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {rows.map((s) => (
            <Card key={s.id} component="li" withBorder padding="sm" aria-label={userName(s)}>
              <Stack gap={4}>
                <Text fw={600}>{who(s)}</Text>
                <Text size="sm">
                  {t('system.security.sessions.account')}: <bdi>{s.ouName}</bdi>
                </Text>
                <Text size="sm">
                  {t('system.security.sessions.lastSeen')}: {when(s.lastSeenAt)}
                </Text>
                <Text size="sm">
                  {t('system.security.sessions.expires')}: {when(s.expiresAt)}
                </Text>
                <Text size="sm">
                  <bdi>{s.remoteAddress ?? ''}</bdi> · <bdi title={s.userAgentFull ?? ''}>{s.userAgent}</bdi>
                </Text>
                {action(s)}
              </Stack>
            </Card>
          ))}
        </Stack>
      )}
      {rows.length > 0 && !phone && (
        <Table.ScrollContainer minWidth={800}>
          <Table striped highlightOnHover>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('system.security.sessions.user')}</Table.Th>
                <Table.Th>{t('system.security.sessions.account')}</Table.Th>
                <Table.Th>{t('system.security.sessions.created')}</Table.Th>
                <Table.Th>{t('system.security.sessions.lastSeen')}</Table.Th>
                <Table.Th>{t('system.security.sessions.expires')}</Table.Th>
                <Table.Th>{t('system.security.sessions.address')}</Table.Th>
                <Table.Th>{t('system.security.sessions.browser')}</Table.Th>
                {canEnd && <Table.Th />}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((s) => (
                <Table.Tr key={s.id}>
                  <Table.Td>{who(s)}</Table.Td>
                  <Table.Td>
                    <bdi>{s.ouName}</bdi>
                  </Table.Td>
                  <Table.Td>{when(s.createdAt)}</Table.Td>
                  <Table.Td>{when(s.lastSeenAt)}</Table.Td>
                  <Table.Td>{when(s.expiresAt)}</Table.Td>
                  <Table.Td>
                    <bdi>{s.remoteAddress ?? ''}</bdi>
                  </Table.Td>
                  <Table.Td>
                    <bdi title={s.userAgentFull ?? ''}>{s.userAgent}</bdi>
                  </Table.Td>
                  {canEnd && <Table.Td>{action(s)}</Table.Td>}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <ConfirmDeletion
        item={ending}
        title={
          ending
            ? ending.current
              ? t('system.security.sessions.confirmOwn')
              : t('system.security.sessions.confirm', { user: userName(ending) })
            : ''
        }
        confirmLabel={t('system.security.sessions.end')}
        cancelLabel={t('system.security.cancel')}
        deletion={end}
        onClose={() => setEnding(null)}
      />
      <ConfirmDeletion
        item={endingAll}
        title={endingAll ? t('system.security.sessions.confirmAll', { user: userName(endingAll) }) : ''}
        confirmLabel={t('system.security.sessions.endAll')}
        cancelLabel={t('system.security.cancel')}
        deletion={endAll}
        onClose={() => setEndingAll(null)}
      />
    </Stack>
  );
}
