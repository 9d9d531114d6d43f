import { useEffect, useState } from 'react';
import { Alert, Button, Group, PasswordInput, Select, Stack, Switch, Text, TextInput } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  validateSsoSettings,
  type LabelKey,
  type SsoIssue,
  type SsoSaveBody,
  type SsoSettings,
} from '@postbridge/domain';
import { api } from '../../../api/api';
import { ApiError } from '../../../api/errors';
import { notifyInfo } from '../../../app/notify';
import { useErrorText } from '../../../i18n/useErrorText';
import { useT } from '../../../i18n/useT';
import { fetchOuTree, flattenOus } from '../../../ui/lists/listsApi';

const ssoKey = (brandingId: string) => ['system', 'brandings', 'sso', brandingId] as const;

/** The single sign-on of a saved white label, saved on its own (the client secret is written, never read). */
export function SsoTab({ brandingId, readOnly }: { brandingId: string | undefined; readOnly: boolean }) {
  const t = useT();
  const settings = useQuery({
    queryKey: ssoKey(brandingId ?? ''),
    queryFn: () => api.get('/brandings/:brandingId/sso', { params: { brandingId: brandingId! } }),
    enabled: !!brandingId,
  });
  if (!brandingId) return <Text size="sm">{t('sso.saveFirst')}</Text>;
  return settings.data ? <SsoForm settings={settings.data} readOnly={readOnly} /> : null;
}

type Draft = Omit<SsoSaveBody, 'clientSecret'> & { clientSecret: string };

const draftOf = (s: SsoSettings): Draft => ({
  enabled: s.enabled,
  issuerUrl: s.issuerUrl,
  clientId: s.clientId,
  clientSecret: '',
  scopes: s.scopes,
  claim: s.claim,
  matchBy: s.matchBy,
  createUsers: s.createUsers,
  ouId: s.ouId,
  profileId: s.profileId,
  buttonText: s.buttonText,
  version: s.version,
});

const bodyOf = (d: Draft): SsoSaveBody => ({ ...d, clientSecret: d.clientSecret.trim() || null });

function SsoForm({ settings, readOnly }: { settings: SsoSettings; readOnly: boolean }) {
  const t = useT();
  const errorText = useErrorText();
  const client = useQueryClient();
  const [draft, setDraft] = useState<Draft>(() => draftOf(settings));
  const [issue, setIssue] = useState<SsoIssue | null>(null);
  useEffect(() => setDraft(draftOf(settings)), [settings]);
  const change = (patch: Partial<Draft>) => setDraft((d) => ({ ...d, ...patch }));
  const ous = useQuery({
    queryKey: ['system', 'sso', 'ous'],
    queryFn: fetchOuTree,
    enabled: draft.createUsers,
  });
  const profiles = useQuery({
    queryKey: ['system', 'sso', 'profiles', draft.ouId],
    queryFn: () => api.get('/profiles', { query: { ouId: draft.ouId! } }),
    enabled: draft.createUsers && !!draft.ouId,
  });
  const save = useMutation({
    mutationFn: () =>
      api.post('/brandings/:brandingId/sso', {
        params: { brandingId: settings.brandingId },
        body: bodyOf(draft),
      }),
    onSuccess: (saved) => {
      notifyInfo(t('sso.saved'));
      client.setQueryData(ssoKey(saved.brandingId), saved);
    },
  });
  const errorFor = (field: string) => {
    if (issue?.field === field) return t(`sso.error.${issue.key}` as LabelKey);
    const error = save.error;
    return !issue && error instanceof ApiError && error.field === `body.${field}`
      ? errorText(error)
      : undefined;
  };
  const onSave = () => {
    const [found] = validateSsoSettings(bodyOf(draft), settings.clientSecretSet);
    setIssue(found ?? null);
    if (!found) save.mutate();
  };
  const text = (field: 'issuerUrl' | 'clientId' | 'scopes' | 'claim' | 'buttonText') => ({
    value: draft[field],
    onChange: (e: React.ChangeEvent<HTMLInputElement>) => change({ [field]: e.currentTarget.value }),
    disabled: readOnly,
    error: errorFor(field),
  });
  const generalError = save.isError && !(save.error instanceof ApiError && save.error.field);

  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        {t('sso.intro')}
      </Text>
      {generalError && (
        <Alert color="red" role="alert">
          {errorText(save.error)}
        </Alert>
      )}
      <Switch
        label={t('sso.enabled')}
        checked={draft.enabled}
        onChange={(e) => change({ enabled: e.currentTarget.checked })}
        disabled={readOnly}
      />
      <TextInput label={t('sso.buttonText')} maxLength={100} {...text('buttonText')} />
      <TextInput
        label={t('sso.issuerUrl')}
        description={t('sso.issuerUrlHelp')}
        maxLength={500}
        dir="ltr"
        spellCheck={false}
        autoCapitalize="none"
        {...text('issuerUrl')}
      />
      <TextInput
        label={t('sso.clientId')}
        maxLength={300}
        dir="ltr"
        spellCheck={false}
        {...text('clientId')}
      />
      <PasswordInput
        label={t('sso.clientSecret')}
        description={settings.clientSecretSet ? t('sso.clientSecretStored') : undefined}
        value={draft.clientSecret}
        onChange={(e) => change({ clientSecret: e.currentTarget.value })}
        autoComplete="new-password"
        disabled={readOnly}
        error={errorFor('clientSecret')}
        maxLength={1000}
      />
      <TextInput label={t('sso.scopes')} maxLength={500} dir="ltr" spellCheck={false} {...text('scopes')} />
      <Group grow align="flex-start">
        <TextInput
          label={t('sso.claim')}
          description={t('sso.claimHelp')}
          maxLength={100}
          dir="ltr"
          spellCheck={false}
          {...text('claim')}
        />
        <Select
          label={t('sso.matchBy')}
          data={[
            { value: 'email', label: t('sso.matchBy.email') },
            { value: 'login', label: t('sso.matchBy.login') },
          ]}
          value={draft.matchBy}
          onChange={(v) => v && change({ matchBy: v as Draft['matchBy'] })}
          allowDeselect={false}
          disabled={readOnly}
        />
      </Group>
      <Switch
        label={t('sso.createUsers')}
        checked={draft.createUsers}
        onChange={(e) => change({ createUsers: e.currentTarget.checked })}
        disabled={readOnly}
      />
      {draft.createUsers && (
        <Group grow align="flex-start">
          <Select
            label={t('sso.ou')}
            data={ous.data ? flattenOus(ous.data) : []}
            value={draft.ouId}
            onChange={(v) => change({ ouId: v, profileId: null })}
            searchable
            disabled={readOnly}
            error={errorFor('ouId')}
          />
          <Select
            label={t('sso.profile')}
            data={(profiles.data ?? []).map((p) => ({ value: p.id, label: p.name }))}
            value={draft.profileId}
            onChange={(v) => change({ profileId: v })}
            disabled={readOnly || !draft.ouId}
            error={errorFor('profileId')}
          />
        </Group>
      )}
      <TextInput label={t('sso.redirectUri')} value={settings.redirectUri} readOnly dir="ltr" />
      {!readOnly && (
        <Group>
          <Button loading={save.isPending} onClick={onSave}>
            {t('sso.save')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
