import { useState } from 'react';
import { Alert, Badge, Button, Card, Group, Modal, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { AddressBookEntry } from '@postbridge/domain';
import { api } from '../../api/api';
import { notifyInfo } from '../../app/notify';
import { QUERY_KEYS } from '../../app/queries';
import { useErrorText } from '../../i18n/useErrorText';
import { useT } from '../../i18n/useT';
import { AddressForm } from './AddressForm';
import { ConfirmDeletion } from '../../ui/ConfirmDeletion';

/** A country's name in the interface language ('DE' → 'Allemagne' in French). */
function useCountryName(): (code: string) => string {
  const { i18n } = useTranslation();
  const names = new Intl.DisplayNames([i18n.language], { type: 'region' });
  return (code) => names.of(code) ?? code;
}

/**
 * The address box (docs/administration.md "Settings"): the user's saved recipients for one-off letters, as cards
 * (one column on a phone), each to change or delete; a new one added from the button above.
 */
export function AddressBookPage() {
  const t = useT();
  const errorText = useErrorText();
  const countryName = useCountryName();
  const phone = useMediaQuery('(max-width: 48em)') ?? false;
  const queryClient = useQueryClient();
  const entries = useQuery({ queryKey: QUERY_KEYS.addressBook, queryFn: () => api.get('/addressBook') });
  const [editing, setEditing] = useState<{ entry: AddressBookEntry | null } | null>(null);
  const [deleting, setDeleting] = useState<AddressBookEntry | null>(null);
  const remove = useMutation({
    mutationFn: (entry: AddressBookEntry) =>
      api.delete('/addressBook/:entryId', { params: { entryId: entry.id } }),
    onSuccess: async (_, entry) => {
      await queryClient.invalidateQueries({ queryKey: QUERY_KEYS.addressBook });
      notifyInfo(t('settings.addressbox.deleted', { name: entry.name }));
      setDeleting(null);
    },
  });

  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>{t('screen.settings.addressbox')}</Title>
        <Text c="dimmed">{t('settings.addressbox.intro')}</Text>
      </div>
      <Button style={{ alignSelf: 'flex-start' }} onClick={() => setEditing({ entry: null })}>
        {t('settings.addressbox.add')}
      </Button>
      {entries.isPending && <Text>{t('common.loading')}</Text>}
      {entries.isError && (
        <Alert color="red" role="alert">
          <Stack gap="xs" align="flex-start">
            {errorText(entries.error)}
            <Button size="xs" variant="light" onClick={() => void entries.refetch()}>
              {t('common.retry')}
            </Button>
          </Stack>
        </Alert>
      )}
      {entries.data?.length === 0 && <Text c="dimmed">{t('settings.addressbox.empty')}</Text>}
      {entries.data && entries.data.length > 0 && (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
          {entries.data.map((entry) => (
            <Card key={entry.id} withBorder component="section" aria-labelledby={`address-${entry.id}`}>
              <Stack gap={6}>
                <Title order={2} size="h5" id={`address-${entry.id}`}>
                  <bdi>{entry.name}</bdi>
                </Title>
                <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
                  <bdi>{entry.addressLines.join('\n')}</bdi>
                </Text>
                {entry.countryCode && (
                  <Text size="sm" c="dimmed">
                    {t('settings.addressbox.country', { country: countryName(entry.countryCode) })}
                  </Text>
                )}
                {entry.emailAddress && (
                  <Text size="sm">
                    <bdi>{entry.emailAddress}</bdi>
                  </Text>
                )}
                {entry.phoneNumber && (
                  <Text size="sm" dir="ltr" style={{ unicodeBidi: 'isolate' }}>
                    {entry.phoneNumber}
                  </Text>
                )}
                {entry.quality === 'MODIFIED' && (
                  <Badge variant="light" color="blue" style={{ alignSelf: 'flex-start' }}>
                    {t('settings.addressbox.modified')}
                  </Badge>
                )}
                <Group gap="xs" mt="xs">
                  <Button size="xs" variant="light" onClick={() => setEditing({ entry })}>
                    {t('settings.addressbox.edit')}
                  </Button>
                  <Button size="xs" variant="subtle" color="red" onClick={() => setDeleting(entry)}>
                    {t('settings.addressbox.delete')}
                  </Button>
                </Group>
              </Stack>
            </Card>
          ))}
        </SimpleGrid>
      )}
      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={
          editing?.entry
            ? t('settings.addressbox.editTitle', { name: editing.entry.name })
            : t('settings.addressbox.newTitle')
        }
        size="lg"
        fullScreen={phone}
      >
        {editing && <AddressForm entry={editing.entry} onDone={() => setEditing(null)} />}
      </Modal>
      <ConfirmDeletion
        item={deleting}
        title={deleting ? t('settings.addressbox.confirmDelete', { name: deleting.name }) : ''}
        confirmLabel={t('settings.addressbox.delete')}
        cancelLabel={t('settings.addressbox.cancel')}
        deletion={remove}
        onClose={() => setDeleting(null)}
      />
    </Stack>
  );
}
