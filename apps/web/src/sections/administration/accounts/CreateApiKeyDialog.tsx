import { useState } from 'react';
import {
  Alert,
  Button,
  Checkbox,
  Code,
  CopyButton,
  Group,
  Modal,
  Select,
  Stack,
  TextInput,
} from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { API_KEY_SCOPES, type ApiKeyScope, type CreatedApiKey } from '@postbridge/domain';
import { api } from '../../../api/api';
import { QUERY_KEYS } from '../../../app/queries';
import { useErrorText } from '../../../i18n/useErrorText';
import { useT } from '../../../i18n/useT';

interface CreateApiKeyDialogProps {
  ouId: string;
  onClose: () => void;
  onCreated: () => void;
}

/** The day after today (yyyy-MM-dd, local): the earliest expiry a new key may have. */
function tomorrow(): string {
  const d = new Date();
  d.setDate(d.getDate() + 1);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

/**
 * The new key's form (name, scopes, profile for deposits, optional expiry day), then its secret, shown this once
 * with a copy button and the warning that it cannot be shown again.
 */
export function CreateApiKeyDialog({ ouId, onClose, onCreated }: CreateApiKeyDialogProps) {
  const t = useT();
  const errorText = useErrorText();
  const [name, setName] = useState('');
  const [scopes, setScopes] = useState<ApiKeyScope[]>([]);
  const [profileId, setProfileId] = useState<string | null>(null);
  const [expiryDay, setExpiryDay] = useState('');
  const [checked, setChecked] = useState(false);
  const [created, setCreated] = useState<CreatedApiKey | null>(null);
  const deposits = scopes.includes('deposit') || scopes.includes('order');
  const profiles = useQuery({
    queryKey: [...QUERY_KEYS.adminAccounts, 'profiles', ouId],
    queryFn: () => api.get('/profiles', { query: { ouId } }),
    enabled: deposits,
  });
  const create = useMutation({
    mutationFn: () =>
      api.post('/ou/:ouId/api-keys', {
        params: { ouId },
        body: {
          name: name.trim(),
          scopes,
          profileId: deposits ? profileId : null,
          // The key stops working at the start of the chosen day, in the administrator's time zone.
          expiresAt: expiryDay ? new Date(`${expiryDay}T00:00:00`).toISOString() : null,
        },
      }),
    onSuccess: (answer) => {
      setCreated(answer);
      onCreated();
    },
  });
  const nameError = checked && !name.trim() ? t('apiKey.nameRequired') : undefined;
  const scopesError = checked && scopes.length === 0 ? t('apiKey.scopesRequired') : undefined;
  // No <form> here: the dialog sits inside the account's form in React's tree, which a nested form's submit
  // would reach (and save the account).
  const submit = () => {
    setChecked(true);
    if (name.trim() && scopes.length) create.mutate();
  };

  return (
    <Modal
      opened
      onClose={onClose}
      title={created ? t('apiKey.secretTitle') : t('apiKey.create')}
      closeButtonProps={{ 'aria-label': t('apiKey.cancel') }}
      size="lg"
    >
      {created ? (
        <Stack gap="sm">
          <Alert color="orange" role="status">
            {t('apiKey.secretWarning')}
          </Alert>
          <Code block dir="ltr" style={{ wordBreak: 'break-all' }} data-testid="api-key-secret">
            {created.secret}
          </Code>
          <Group justify="flex-end" wrap="wrap">
            <CopyButton value={created.secret}>
              {({ copied, copy }) => (
                <Button variant="light" onClick={copy}>
                  {copied ? t('apiKey.copied') : t('apiKey.copy')}
                </Button>
              )}
            </CopyButton>
            <Button onClick={onClose}>{t('apiKey.done')}</Button>
          </Group>
        </Stack>
      ) : (
        <Stack gap="sm">
          <TextInput
            label={t('apiKey.name')}
            description={t('apiKey.nameHelp')}
            required
            maxLength={100}
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
            error={nameError}
            data-autofocus
          />
          <Checkbox.Group
            label={t('apiKey.scopes')}
            required
            value={scopes}
            onChange={(value) => setScopes(value as ApiKeyScope[])}
            error={scopesError}
          >
            <Stack gap={6} mt={6}>
              {API_KEY_SCOPES.map((scope) => (
                <Checkbox key={scope} value={scope} label={t(`apiKey.scope.${scope}`)} />
              ))}
            </Stack>
          </Checkbox.Group>
          {deposits && (
            <Select
              label={t('apiKey.profile')}
              description={t('apiKey.profileHelp')}
              data={(profiles.data ?? []).map((p) => ({ value: p.id, label: p.name }))}
              value={profileId}
              onChange={setProfileId}
              clearable
            />
          )}
          <TextInput
            type="date"
            label={t('apiKey.expiresAt')}
            description={t('apiKey.expiresAtHelp')}
            min={tomorrow()}
            value={expiryDay}
            onChange={(e) => setExpiryDay(e.currentTarget.value)}
            w={{ base: '100%', xs: 260 }}
          />
          {create.isError && (
            <Alert color="red" role="alert">
              {errorText(create.error)}
            </Alert>
          )}
          <Group justify="flex-end" wrap="wrap">
            <Button variant="default" onClick={onClose}>
              {t('apiKey.cancel')}
            </Button>
            <Button onClick={submit} loading={create.isPending}>
              {t('apiKey.createSubmit')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
