import { useState, type FormEvent } from 'react';
import { Alert, Button, Grid, Group, Stack, Tabs, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  chatScriptSrcOf,
  validateBranding,
  type BrandingDetail,
  type BrandingIssue,
  type LabelKey,
} from '@postbridge/domain';
import { api } from '../../../api/api';
import { notifyInfo } from '../../../app/notify';
import { QUERY_KEYS } from '../../../app/queries';
import { useErrorText } from '../../../i18n/useErrorText';
import { useT } from '../../../i18n/useT';
import { BrandingPreview } from './BrandingPreview';
import {
  bodyOf,
  draftOf,
  emptyDraft,
  fieldOfError,
  fieldOfIssue,
  TAB_LABELS,
  tabOfField,
  type BrandingDraft,
  type TabName,
} from './brandingDraft';
import { ColoursTab } from './ColoursTab';
import { ImagesTab } from './ImagesTab';
import { NewsTab } from './NewsTab';
import { SsoTab } from './SsoTab';

export const BRANDINGS_KEY = ['system', 'brandings'] as const;

/**
 * A white label to create (`branding` null) or edit, tab by tab, beside a preview of the draft (below it on a
 * phone). A refusal shows under its field, on its tab. After a save the editor stays open on the saved version
 * (a new white label can then be given its news).
 */
export function BrandingEditor({
  branding,
  others,
  readOnly,
  onDone,
}: {
  branding: BrandingDetail | null;
  /** Every white label (for the unique name and host, checked before sending). */
  others: readonly BrandingDetail[];
  readOnly: boolean;
  onDone: () => void;
}) {
  const t = useT();
  const errorText = useErrorText();
  const client = useQueryClient();
  const [draft, setDraft] = useState<BrandingDraft>(() => (branding ? draftOf(branding) : emptyDraft()));
  const [tab, setTab] = useState<TabName>('general');
  // A refusal found here before sending (the domain's rules, the same as the server's).
  const [issue, setIssue] = useState<BrandingIssue | null>(null);
  const change = (patch: Partial<BrandingDraft>) => setDraft((d) => ({ ...d, ...patch }));
  const save = useMutation({
    mutationFn: () => api.post('/brandings', { body: bodyOf(draft) }),
    onSuccess: async (saved) => {
      notifyInfo(t('system.brandings.saved'));
      setDraft(draftOf(saved));
      await client.invalidateQueries({ queryKey: BRANDINGS_KEY });
      await client.invalidateQueries({ queryKey: QUERY_KEYS.branding });
    },
    onError: (error) => {
      const field = fieldOfError(error);
      if (field) setTab(tabOfField(field));
    },
  });
  const localField = issue ? fieldOfIssue(issue) : null;
  const errorField = save.isError ? fieldOfError(save.error) : null;
  const errorFor = (field: string) => {
    if (issue && localField === field) {
      return t(`system.brandings.error.${issue.key}` as LabelKey, issue.params);
    }
    return !issue && errorField === field ? errorText(save.error) : undefined;
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    // The single sign-on tab saves on its own: Enter in one of its fields does not save the white label.
    if (readOnly || tab === 'sso') return;
    const [found] = validateBranding(
      bodyOf(draft),
      others.map((o) => ({ id: o.id, name: o.name, virtualHost: o.virtualHost })),
    );
    setIssue(found ?? null);
    if (found) {
      setTab(tabOfField(fieldOfIssue(found)));
      return;
    }
    save.mutate();
  };
  const p = draft.properties;
  const text = (field: 'name' | 'applicationName' | 'virtualHost' | 'authenticationRealm') => ({
    value: draft[field] ?? '',
    onChange: (e: React.ChangeEvent<HTMLInputElement>) => change({ [field]: e.currentTarget.value }),
    disabled: readOnly,
    error: errorFor(field),
  });

  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap">
        <Title order={2} size="h3">
          {draft.id
            ? t('system.brandings.titleEdit', { name: branding?.name ?? draft.name })
            : t('system.brandings.titleNew')}
        </Title>
        <Button variant="default" onClick={onDone}>
          {t('system.brandings.back')}
        </Button>
      </Group>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <form onSubmit={onSubmit} noValidate aria-label={t('system.brandings.tabs')}>
            <Stack gap="md">
              {save.isError && !errorField && !issue && (
                <Alert color="red" role="alert">
                  {errorText(save.error)}
                </Alert>
              )}
              <Tabs value={tab} onChange={(v) => v && setTab(v as TabName)} keepMounted={false}>
                <Tabs.List aria-label={t('system.brandings.tabs')} style={{ flexWrap: 'wrap' }}>
                  {(Object.keys(TAB_LABELS) as TabName[]).map((name) => (
                    <Tabs.Tab key={name} value={name}>
                      {t(TAB_LABELS[name])}
                    </Tabs.Tab>
                  ))}
                </Tabs.List>
                <Tabs.Panel value="general" pt="md">
                  <Stack gap="sm">
                    <TextInput
                      label={t('system.brandings.field.name')}
                      description={t('system.brandings.field.nameHint')}
                      required
                      maxLength={100}
                      {...text('name')}
                    />
                    <TextInput
                      label={t('system.brandings.field.applicationName')}
                      required
                      maxLength={200}
                      {...text('applicationName')}
                    />
                    <TextInput
                      label={t('system.brandings.field.virtualHost')}
                      description={t('system.brandings.field.virtualHostHint')}
                      maxLength={253}
                      dir="ltr"
                      spellCheck={false}
                      autoCapitalize="none"
                      {...text('virtualHost')}
                    />
                    <TextInput
                      label={t('system.brandings.field.authenticationRealm')}
                      maxLength={200}
                      {...text('authenticationRealm')}
                    />
                  </Stack>
                </Tabs.Panel>
                <Tabs.Panel value="images" pt="md">
                  <ImagesTab draft={draft} change={change} readOnly={readOnly} errorFor={errorFor} />
                </Tabs.Panel>
                <Tabs.Panel value="colours" pt="md">
                  <ColoursTab draft={draft} change={change} readOnly={readOnly} errorFor={errorFor} />
                </Tabs.Panel>
                <Tabs.Panel value="css" pt="md">
                  <Textarea
                    label={t('system.brandings.field.css')}
                    description={t('system.brandings.css.hint')}
                    value={p.css ?? ''}
                    onChange={(e) => change({ properties: { ...p, css: e.currentTarget.value } })}
                    disabled={readOnly}
                    error={errorFor('css')}
                    autosize
                    minRows={8}
                    maxRows={30}
                    dir="ltr"
                    spellCheck={false}
                    styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
                  />
                </Tabs.Panel>
                <Tabs.Panel value="chat" pt="md">
                  <Textarea
                    label={t('system.brandings.field.chatSupport')}
                    description={t('system.brandings.chat.hint')}
                    value={p.chatSupportUrl ?? ''}
                    onChange={(e) => change({ properties: { ...p, chatSupportUrl: e.currentTarget.value } })}
                    onBlur={(e) =>
                      change({ properties: { ...p, chatSupportUrl: chatScriptSrcOf(e.currentTarget.value) } })
                    }
                    disabled={readOnly}
                    error={errorFor('chatSupportUrl')}
                    autosize
                    minRows={2}
                    dir="ltr"
                    spellCheck={false}
                  />
                </Tabs.Panel>
                <Tabs.Panel value="embedded" pt="md">
                  <Textarea
                    label={t('system.brandings.field.embeddedOrigins')}
                    description={t('system.brandings.embedded.hint')}
                    value={draft.origins}
                    onChange={(e) => change({ origins: e.currentTarget.value })}
                    disabled={readOnly}
                    error={errorFor('origins')}
                    autosize
                    minRows={3}
                    dir="ltr"
                    spellCheck={false}
                  />
                </Tabs.Panel>
                <Tabs.Panel value="news" pt="md">
                  <NewsTab brandingId={draft.id} readOnly={readOnly} />
                </Tabs.Panel>
                <Tabs.Panel value="sso" pt="md">
                  <SsoTab brandingId={draft.id} readOnly={readOnly} />
                </Tabs.Panel>
              </Tabs>
              {!readOnly && tab !== 'news' && tab !== 'sso' && (
                <Group>
                  <Button type="submit" loading={save.isPending}>
                    {t('system.brandings.save')}
                  </Button>
                </Group>
              )}
              {tab === 'news' && (
                <Text size="xs" c="dimmed">
                  {t('system.brandings.news.hint')}
                </Text>
              )}
            </Stack>
          </form>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <BrandingPreview draft={draft} />
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
