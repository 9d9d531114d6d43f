import { useState, type FormEvent, type ReactNode } from 'react';
import { Alert, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  NULLABLE_SECURITY_SETTINGS,
  SECURITY_SETTING_NAMES,
  securitySettingsIssues,
  type ApiIssue,
  type LabelKey,
  type NumericSecuritySetting,
  type SecurityOverrides,
  type SecuritySettingsView,
} from '@postbridge/domain';
import { api } from '../../../api/api';
import { ApiError, EditionConflictError } from '../../../api/errors';
import { notifyInfo } from '../../../app/notify';
import { useErrorText } from '../../../i18n/useErrorText';
import { useT } from '../../../i18n/useT';
import { useFormatDateTime } from '../../../ui/format';
import { OriginsEditor } from './OriginsEditor';
import { SettingNumberField } from './SettingNumberField';
import { SECURITY_SETTINGS_KEY } from './securityAccess';

// The instance settings form (docs/security.md "Instance security settings"): grouped as the server applies them; each field
// shows its default and offers "Reset to default" once overridden; the domain's rules run as the user types.

const GROUPS: readonly { title: LabelKey; fields: readonly NumericSecuritySetting[] }[] = [
  { title: 'system.security.group.sessions', fields: ['sessionTtlMinutes', 'sessionMaxHours'] },
  {
    title: 'system.security.group.signIn',
    fields: ['loginPerAccount', 'loginPerAddress', 'loginWindowMinutes'],
  },
  { title: 'system.security.group.passwords', fields: ['minPasswordEntropy', 'maxPasswordValidityDays'] },
];

/** The overrides a view holds: the value of each overridden setting. */
function overridesOf(view: SecuritySettingsView): SecurityOverrides {
  const out: Record<string, unknown> = {};
  for (const name of SECURITY_SETTING_NAMES) {
    if (view.settings[name].overridden) out[name] = view.settings[name].value;
  }
  return out as SecurityOverrides;
}

/** The label of an issue of securitySettingsIssues (or of the server's answer), with its parameters. */
function issueText(t: ReturnType<typeof useT>, issue: Pick<ApiIssue, 'key' | 'params'>): string {
  const name = issue.key.replace(/^securitySettings\./, '');
  return t(`system.security.issue.${name}` as LabelKey, issue.params ?? {});
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card withBorder padding="md" component="fieldset" style={{ minInlineSize: 0 }}>
      <Stack gap="sm">
        <Title order={3} size="h4" component="legend">
          {title}
        </Title>
        {children}
      </Stack>
    </Card>
  );
}

export function SecuritySettingsForm({ readOnly }: { readOnly: boolean }) {
  const t = useT();
  const errorText = useErrorText();
  const view = useQuery({ queryKey: SECURITY_SETTINGS_KEY, queryFn: () => api.get('/system/security') });
  if (view.isPending) return <Text role="status">{t('common.loading')}</Text>;
  if (view.isError) {
    return (
      <Alert color="red" role="alert" title={t('system.security.loadError')}>
        <Group justify="space-between">
          <Text size="sm">{errorText(view.error)}</Text>
          <Button size="xs" variant="light" onClick={() => void view.refetch()}>
            {t('common.retry')}
          </Button>
        </Group>
      </Alert>
    );
  }
  // Keyed by version: a save or a reload starts the form from what the server holds.
  return <SettingsForm key={view.data.version} view={view.data} readOnly={readOnly} />;
}

function SettingsForm({ view, readOnly }: { view: SecuritySettingsView; readOnly: boolean }) {
  const t = useT();
  const errorText = useErrorText();
  const formatDateTime = useFormatDateTime();
  const client = useQueryClient();
  const [overrides, setOverrides] = useState<SecurityOverrides>(() => overridesOf(view));
  const issues = securitySettingsIssues(overrides);
  const save = useMutation({
    mutationFn: () => api.post('/system/security', { body: { version: view.version, overrides } }),
    onSuccess: (saved) => {
      client.setQueryData(SECURITY_SETTINGS_KEY, saved);
      notifyInfo(t('system.security.saved'));
    },
  });
  const serverIssues = save.error instanceof ApiError ? (save.error.issues ?? []) : [];
  const errorAt = (path: string) => {
    const found = issues.find((i) => i.path === path) ?? serverIssues.find((i) => i.path === path);
    return found ? issueText(t, found) : undefined;
  };
  const set = (name: keyof SecurityOverrides, value: unknown) =>
    setOverrides((o) => {
      const next: Record<string, unknown> = { ...o };
      if (value === undefined) delete next[name];
      else next[name] = value;
      return next as SecurityOverrides;
    });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (issues.length === 0) save.mutate();
  };
  const origins = overrides.allowedOrigins ?? view.settings.allowedOrigins.default;

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md" maw={760}>
        <Text size="sm" c="dimmed">
          {view.updatedAt
            ? t('system.security.modified', {
                date: formatDateTime(view.updatedAt),
                user: view.updatedBy ?? '',
              })
            : t('system.security.allDefaults')}
        </Text>
        {GROUPS.map((group) => (
          <Section key={group.title} title={t(group.title)}>
            {group.fields.map((name) => (
              <SettingNumberField
                key={name}
                name={name}
                value={overrides[name] !== undefined ? overrides[name] : view.settings[name].default}
                defaultValue={view.settings[name].default}
                overridden={overrides[name] !== undefined}
                nullable={(NULLABLE_SECURITY_SETTINGS as readonly string[]).includes(name)}
                readOnly={readOnly}
                error={errorAt(name)}
                onChange={(value) => set(name, value)}
              />
            ))}
          </Section>
        ))}
        <Section title={t('system.security.group.origins')}>
          <Text size="sm">{t('system.security.origins.hint')}</Text>
          <OriginsEditor
            origins={origins}
            readOnly={readOnly}
            errorAt={errorAt}
            onChange={(list) => set('allowedOrigins', list)}
          />
          {overrides.allowedOrigins !== undefined && !readOnly && (
            <Group>
              <Button variant="subtle" size="xs" onClick={() => set('allowedOrigins', undefined)}>
                {t('system.security.origins.reset')}
              </Button>
            </Group>
          )}
        </Section>
        {save.isError && (
          <Alert color="red" role="alert">
            <Stack gap="xs" align="flex-start">
              <Text size="sm">
                {serverIssues.length > 0 ? t('system.security.fixFields') : errorText(save.error)}
              </Text>
              {save.error instanceof EditionConflictError && (
                <Button
                  size="xs"
                  variant="light"
                  onClick={() => void client.invalidateQueries({ queryKey: SECURITY_SETTINGS_KEY })}
                >
                  {t('system.security.reload')}
                </Button>
              )}
            </Stack>
          </Alert>
        )}
        {!readOnly && (
          <Group>
            <Button type="submit" loading={save.isPending} disabled={issues.length > 0}>
              {t('system.security.save')}
            </Button>
          </Group>
        )}
      </Stack>
    </form>
  );
}
