import { useState, type FormEvent } from 'react';
import { Alert, Button, Group, Stack, Textarea, TextInput } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AddressBookEntry, AddressBookEntryBody } from '@postbridge/domain';
import { api } from '../../api/api';
import { notifyInfo } from '../../app/notify';
import { QUERY_KEYS } from '../../app/queries';
import { useErrorText } from '../../i18n/useErrorText';
import { useT } from '../../i18n/useT';
import { fieldOfError } from './fieldError';

const saveEntry = (entry: AddressBookEntry | null, body: AddressBookEntryBody) =>
  entry
    ? api.post('/addressBook/:entryId', {
        params: { entryId: entry.id },
        body: { ...body, version: entry.version },
      })
    : api.post('/addressBook', { body });

/**
 * A saved recipient, new or changed (in a dialog titled by the page): the name, the postal address one line per line (checked by the server as a
 * letter's address, and written back the post office's way), an e-mail and a phone number if wanted.
 */
export function AddressForm({ entry, onDone }: { entry: AddressBookEntry | null; onDone: () => void }) {
  const t = useT();
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const [name, setName] = useState(entry?.name ?? '');
  const [lines, setLines] = useState(entry?.addressLines.join('\n') ?? '');
  const [email, setEmail] = useState(entry?.emailAddress ?? '');
  const [phone, setPhone] = useState(entry?.phoneNumber ?? '');
  const [submitted, setSubmitted] = useState(false);
  const addressLines = lines.split('\n').filter((line) => line.trim() !== '');
  const save = useMutation({
    mutationFn: () => saveEntry(entry, { name, addressLines, emailAddress: email, phoneNumber: phone }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: QUERY_KEYS.addressBook });
      notifyInfo(t('settings.addressbox.saved'));
      onDone();
    },
  });
  const refused = fieldOfError(save.error);
  const fieldError = (field: string) => (refused === field ? errorText(save.error) : undefined);
  const required = (value: string) => (submitted && value.trim() === '' ? t('field.required') : undefined);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (name.trim() !== '' && addressLines.length > 0) save.mutate();
  };

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="sm">
        {save.isError && !refused && (
          <Alert color="red" role="alert">
            {errorText(save.error)}
          </Alert>
        )}
        <TextInput
          label={t('settings.addressbox.name')}
          name="name"
          autoComplete="off"
          value={name}
          onChange={(e) => setName(e.currentTarget.value)}
          error={required(name) ?? fieldError('name')}
          data-autofocus
        />
        <Textarea
          label={t('settings.addressbox.addressLines')}
          description={t('settings.addressbox.addressLinesHint')}
          name="addressLines"
          autosize
          minRows={3}
          maxRows={8}
          value={lines}
          onChange={(e) => setLines(e.currentTarget.value)}
          error={required(lines) ?? fieldError('addressLines')}
        />
        <TextInput
          label={t('settings.addressbox.emailAddress')}
          name="emailAddress"
          type="email"
          value={email}
          onChange={(e) => setEmail(e.currentTarget.value)}
          error={fieldError('emailAddress')}
        />
        <TextInput
          label={t('settings.addressbox.phoneNumber')}
          name="phoneNumber"
          type="tel"
          value={phone}
          onChange={(e) => setPhone(e.currentTarget.value)}
          error={fieldError('phoneNumber')}
        />
        <Group>
          <Button type="submit" loading={save.isPending}>
            {t('settings.addressbox.save')}
          </Button>
          <Button variant="default" onClick={onDone}>
            {t('settings.addressbox.cancel')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
