import { useEffect, useState } from 'react';
import { Alert, Button, List, Loader, MultiSelect, Stack, Text } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/api';
import { notifyInfo } from '../../../app/notify';
import { useErrorText } from '../../../i18n/useErrorText';
import { useT } from '../../../i18n/useT';
import { accountKeys } from './accountsApi';

interface ChannelsTabProps {
  ouId: string;
  /** Only a super administrator changes an account's channels (the channels API's rule). */
  editable: boolean;
}

/** Channels: the account's own channel list (GET and POST /ou/{ouId}/channels), not inherited. */
export function ChannelsTab({ ouId, editable }: ChannelsTabProps) {
  const t = useT();
  const errorText = useErrorText();
  const client = useQueryClient();
  const own = useQuery({
    queryKey: accountKeys.channels(ouId),
    queryFn: () => api.get('/ou/:ouId/channels', { params: { ouId } }),
  });
  const all = useQuery({
    queryKey: accountKeys.allChannels,
    queryFn: () => api.get('/channels'),
    enabled: editable,
  });
  const [chosen, setChosen] = useState<string[]>([]);
  useEffect(() => {
    if (own.data) setChosen(own.data.map((c) => c.id));
  }, [own.data]);
  const save = useMutation({
    mutationFn: () => api.post('/ou/:ouId/channels', { params: { ouId }, body: chosen }),
    onSuccess: (channels) => {
      client.setQueryData(accountKeys.channels(ouId), channels);
      notifyInfo(t('admin.accounts.channels.saved'));
    },
  });

  if (own.isPending) return <Loader size="sm" />;
  if (own.isError) {
    return (
      <Alert color="red" role="alert">
        {errorText(own.error)}
      </Alert>
    );
  }
  const label = (c: { name: string; label: string }) => (c.label ? `${c.label} (${c.name})` : c.name);
  return (
    <Stack gap="sm">
      <Text size="sm">{t('admin.accounts.channels.intro')}</Text>
      {editable && all.data ? (
        <>
          <MultiSelect
            label={t('admin.accounts.channels.choose')}
            data={all.data.map((c) => ({ value: c.id, label: label(c) }))}
            value={chosen}
            onChange={setChosen}
            searchable
          />
          {save.isError && (
            <Alert color="red" role="alert">
              {errorText(save.error)}
            </Alert>
          )}
          <Button onClick={() => save.mutate()} loading={save.isPending} style={{ alignSelf: 'flex-start' }}>
            {t('admin.accounts.channels.save')}
          </Button>
        </>
      ) : (
        <>
          {own.data.length === 0 ? (
            <Text size="sm">{t('admin.accounts.channels.none')}</Text>
          ) : (
            <List aria-label={t('admin.accounts.channels.choose')}>
              {own.data.map((c) => (
                <List.Item key={c.id}>{label(c)}</List.Item>
              ))}
            </List>
          )}
          {!editable && (
            <Text size="sm" c="dimmed">
              {t('admin.accounts.channels.onlySuper')}
            </Text>
          )}
        </>
      )}
    </Stack>
  );
}
