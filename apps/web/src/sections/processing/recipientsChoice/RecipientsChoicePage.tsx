import { useEffect, useState, type FormEvent } from 'react';
import {
  ActionIcon,
  Alert,
  Anchor,
  Button,
  Card,
  Center,
  Checkbox,
  Group,
  Loader,
  Radio,
  Select,
  Stack,
  Switch,
  Text,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  CONSENT_MAIL_PLACEHOLDERS,
  CONSENT_PREFERENCES,
  CONSENT_TEXT_LIMITS,
  consentSettingsIssues,
  hasPermission,
  type ApiIssue,
  type ConsentPreference,
  type ConsentSettings,
  type ConsentSettingsView,
  type LabelKey,
  type SessionUser,
} from '@postbridge/domain';
import { api } from '../../../api/api';
import { ApiError } from '../../../api/errors';
import { notifyInfo } from '../../../app/notify';
import { screenLabel } from '../../../app/paths';
import { useSession } from '../../../app/session/sessionStore';
import { useErrorText } from '../../../i18n/useErrorText';
import { useT } from '../../../i18n/useT';
import { useFormatDateTime } from '../../../ui/format';
import { NotAllowed } from '../../../ui/NotAllowed';

// Processing › Recipients' consent (issue 14; docs/web.md "Processing: recipients' consent";
// docs/domain-decisions.md "Recipients"): an OU administrator sets what the consent page of a sender account
// offers and says, and the confirmation e-mail's texts; a preview shows the page as a recipient sees it, and a
// sample link opens a recipient's page.

const settingsKey = (ouId: string) => ['session', 'processing', 'consentSettings', ouId] as const;
const accountsKey = ['session', 'processing', 'consentAccounts'] as const;

/** Writing recipients' settings takes adminOu (docs/domain-decisions.md "Recipients" → Who), in any scope. */
function administersOus(user: SessionUser | null): boolean {
  if (!user) return false;
  return hasPermission(user.permissions | user.permissionsOnGroup | user.permissionsOnOU, 'adminOu');
}

export function RecipientsChoicePage() {
  const user = useSession((s) => s.user);
  return administersOus(user) ? <ConsentSettingsScreen /> : <NotAllowed />;
}

function ConsentSettingsScreen() {
  const t = useT();
  const errorText = useErrorText();
  const [ouId, setOuId] = useState<string | null>(null);
  const accounts = useQuery({
    queryKey: accountsKey,
    queryFn: () => api.get('/ou/senderAccounts'),
  });
  // Only one OU: it is the one.
  useEffect(() => {
    if (ouId === null && accounts.data?.length === 1) setOuId(accounts.data[0]!.id);
  }, [accounts.data, ouId]);

  return (
    <Stack gap="md" p="md">
      <Title order={1} size="h2">
        {t(screenLabel('processing', 'recipientsChoice'))}
      </Title>
      <Text>{t('processing.consent.intro')}</Text>
      {accounts.isPending ? (
        <Center role="status" aria-label={t('common.loading')}>
          <Loader aria-hidden="true" />
        </Center>
      ) : accounts.isError ? (
        <Alert color="red" role="alert">
          {errorText(accounts.error)}
        </Alert>
      ) : accounts.data.length === 0 ? (
        <Text>{t('processing.consent.noAccounts')}</Text>
      ) : (
        <Select
          label={t('processing.consent.account')}
          placeholder={t('processing.consent.accountPlaceholder')}
          data={accounts.data.map((a) => ({ value: a.id, label: a.name }))}
          value={ouId}
          onChange={setOuId}
          searchable
          maw={420}
        />
      )}
      {ouId && <OuConsentSettings key={ouId} ouId={ouId} />}
    </Stack>
  );
}

function OuConsentSettings({ ouId }: { ouId: string }) {
  const t = useT();
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const view = useQuery({
    queryKey: settingsKey(ouId),
    queryFn: () => api.get('/ou/:ouId/consentSettings', { params: { ouId } }),
  });
  const turnOn = useMutation({
    mutationFn: () => api.post('/ou/senderAccounts', { body: { id: ouId, enabled: true } }),
    onSuccess: async (account) => {
      notifyInfo(t('processing.consent.turnedOn', { ou: account.name }));
      await queryClient.invalidateQueries({ queryKey: settingsKey(ouId) });
      await queryClient.invalidateQueries({ queryKey: accountsKey });
    },
  });

  if (view.isPending) {
    return (
      <Center role="status" aria-label={t('common.loading')}>
        <Loader aria-hidden="true" />
      </Center>
    );
  }
  if (view.isError) {
    return (
      <Alert color="red" role="alert" title={t('processing.consent.loadError')}>
        {errorText(view.error)}
      </Alert>
    );
  }
  return (
    <Stack gap="md">
      {!view.data.senderAccount && (
        <Alert color="yellow">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{t('processing.consent.notSenderAccount', { ou: view.data.ouName })}</Text>
            {turnOn.isError && (
              <Text size="sm" c="red" role="alert">
                {errorText(turnOn.error)}
              </Text>
            )}
            <Button size="xs" loading={turnOn.isPending} onClick={() => turnOn.mutate()}>
              {t('processing.consent.turnOn')}
            </Button>
          </Stack>
        </Alert>
      )}
      <SettingsForm view={view.data} />
      {view.data.senderAccount && <SampleLink ouId={ouId} />}
    </Stack>
  );
}

/** The three choices in the order shown, the offered ones first (as saved), the others after them. */
function orderOf(choices: readonly ConsentPreference[]): ConsentPreference[] {
  return [...choices, ...CONSENT_PREFERENCES.filter((c) => !choices.includes(c))];
}

/** The label of an issue of consentSettingsIssues (or of the server's answer), with its parameters. */
function issueText(t: ReturnType<typeof useT>, issue: Pick<ApiIssue, 'key' | 'params'>): string {
  const name = issue.key.replace(/^consentSettings\./, '');
  const params: Record<string, string | number> = { ...issue.params, link: '{link}' };
  if (typeof params.choice === 'string') params.choice = t(`consent.choice.${params.choice}` as LabelKey);
  return t(`processing.consent.issue.${name}` as LabelKey, params);
}

function SettingsForm({ view }: { view: ConsentSettingsView }) {
  const t = useT();
  const formatDateTime = useFormatDateTime();
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<ConsentSettings>(view.settings);
  const [order, setOrder] = useState<ConsentPreference[]>(() => orderOf(view.settings.choices));
  const [offered, setOffered] = useState<ReadonlySet<ConsentPreference>>(
    () => new Set(view.settings.choices),
  );
  const choices = order.filter((c) => offered.has(c));
  const settings: ConsentSettings = { ...draft, choices };
  const issues = consentSettingsIssues(settings);
  const save = useMutation({
    mutationFn: () => api.post('/ou/:ouId/consentSettings', { params: { ouId: view.ouId }, body: settings }),
    onSuccess: (saved) => {
      queryClient.setQueryData(settingsKey(view.ouId), saved);
      notifyInfo(t('processing.consent.saved'));
    },
  });
  const serverIssues = save.error instanceof ApiError ? (save.error.issues ?? []) : [];
  const errorAt = (path: string) => {
    const found = issues.find((i) => i.path === path) ?? serverIssues.find((i) => i.path === path);
    return found ? issueText(t, found) : undefined;
  };
  const set = <K extends keyof ConsentSettings>(key: K, value: ConsentSettings[K]) =>
    setDraft((d) => ({ ...d, [key]: value }));
  const move = (index: number, by: -1 | 1) =>
    setOrder((o) => {
      const next = [...o];
      [next[index], next[index + by]] = [next[index + by]!, next[index]!];
      return next;
    });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (issues.length === 0) save.mutate();
  };

  const placeholders = CONSENT_MAIL_PLACEHOLDERS.map((p) => `{${p}}`).join(', ');
  return (
    <Group align="flex-start" gap="xl" wrap="wrap">
      <form onSubmit={onSubmit} noValidate style={{ flex: '1 1 420px', maxWidth: 640 }}>
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            {view.lastModified
              ? t('processing.consent.modified', {
                  date: formatDateTime(view.lastModified),
                  user: view.modifiedBy ?? '',
                })
              : t('processing.consent.defaults')}
          </Text>
          <Switch
            label={t('processing.consent.open')}
            description={t('processing.consent.openHint')}
            checked={draft.open}
            onChange={(e) => set('open', e.currentTarget.checked)}
          />
          <fieldset style={{ border: 0, padding: 0, margin: 0 }}>
            <Text component="legend" size="sm" fw={500}>
              {t('processing.consent.choices')}
            </Text>
            <Stack gap={4} mt={4}>
              {order.map((choice, index) => {
                const label = t(`consent.choice.${choice}`);
                return (
                  <Group key={choice} gap="xs">
                    <Checkbox
                      label={label}
                      checked={offered.has(choice)}
                      onChange={(e) => {
                        const on = e.currentTarget.checked;
                        setOffered((s) => {
                          const next = new Set(s);
                          if (on) next.add(choice);
                          else next.delete(choice);
                          return next;
                        });
                      }}
                    />
                    <ActionIcon
                      variant="subtle"
                      aria-label={t('processing.consent.moveUp', { choice: label })}
                      disabled={index === 0}
                      onClick={() => move(index, -1)}
                    >
                      ↑
                    </ActionIcon>
                    <ActionIcon
                      variant="subtle"
                      aria-label={t('processing.consent.moveDown', { choice: label })}
                      disabled={index === order.length - 1}
                      onClick={() => move(index, 1)}
                    >
                      ↓
                    </ActionIcon>
                  </Group>
                );
              })}
            </Stack>
            {errorAt('choices') && (
              <Text size="sm" c="red" role="alert" mt={4}>
                {errorAt('choices')}
              </Text>
            )}
          </fieldset>
          <Textarea
            label={t('processing.consent.introduction')}
            description={t('processing.consent.introductionHint', {
              max: CONSENT_TEXT_LIMITS.introduction,
            })}
            autosize
            minRows={3}
            value={draft.introduction}
            onChange={(e) => set('introduction', e.currentTarget.value)}
            error={errorAt('introduction')}
          />
          <TextInput
            label={t('processing.consent.qrText')}
            description={t('processing.consent.qrTextHint', { max: CONSENT_TEXT_LIMITS.qrText })}
            value={draft.qrText}
            onChange={(e) => set('qrText', e.currentTarget.value)}
            error={errorAt('qrText')}
          />
          <TextInput
            label={t('processing.consent.mailSubject')}
            description={t('processing.consent.mailHint', { placeholders, link: '{link}' })}
            value={draft.mailSubject}
            onChange={(e) => set('mailSubject', e.currentTarget.value)}
            error={errorAt('mailSubject')}
          />
          <Textarea
            label={t('processing.consent.mailBody')}
            autosize
            minRows={4}
            value={draft.mailBody}
            onChange={(e) => set('mailBody', e.currentTarget.value)}
            error={errorAt('mailBody')}
          />
          {save.isError && (
            <Alert color="red" role="alert">
              {errorText(save.error)}
            </Alert>
          )}
          <Group>
            <Button type="submit" loading={save.isPending} disabled={issues.length > 0}>
              {t('processing.consent.save')}
            </Button>
          </Group>
        </Stack>
      </form>
      <ConsentPreview senderName={view.ouName} settings={settings} />
    </Group>
  );
}

/**
 * The consent page as a recipient sees it with these settings (sections/consent's texts, read only): the
 * introduction shown as text, the offered choices in their order; closed, the page's refusal.
 */
function ConsentPreview({ senderName, settings }: { senderName: string; settings: ConsentSettings }) {
  const t = useT();
  const choices = settings.choices;
  return (
    <Card
      withBorder
      padding="md"
      component="section"
      aria-label={t('processing.consent.preview')}
      style={{ flex: '1 1 320px', maxWidth: 440 }}
    >
      <Stack gap="sm">
        <Text size="xs" c="dimmed" tt="uppercase">
          {t('processing.consent.preview')}
        </Text>
        <Title order={2} size="h3">
          {t('consent.title')}
        </Title>
        <Text size="sm">{t('consent.intro', { sender: senderName })}</Text>
        {settings.open ? (
          <>
            {settings.introduction.trim() && (
              <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
                {settings.introduction}
              </Text>
            )}
            <Radio.Group label={t('consent.question')} value={null}>
              <Stack gap="xs" mt="xs">
                {choices.map((p) => (
                  <Radio key={p} value={p} label={t(`consent.choice.${p}`)} disabled />
                ))}
              </Stack>
            </Radio.Group>
            <Button disabled fullWidth>
              {t('consent.submit')}
            </Button>
          </>
        ) : (
          <Alert color="red">{t('error.consentPageClosed')}</Alert>
        )}
        {settings.qrText.trim() && (
          <Text size="xs" c="dimmed">
            {t('processing.consent.previewQr', { text: settings.qrText })}
          </Text>
        )}
      </Stack>
    </Card>
  );
}

/** A recipient's consent link for an identifier typed in (GET /ou/recipients/consentLink). */
function SampleLink({ ouId }: { ouId: string }) {
  const t = useT();
  const errorText = useErrorText();
  const [identifier, setIdentifier] = useState('');
  const link = useMutation({
    mutationFn: (recipientIdentifier: string) =>
      api.get('/ou/recipients/consentLink', { query: { recipientIdentifier, ouId } }),
  });
  return (
    <Card withBorder padding="md" component="section" aria-labelledby="consent-sample-title" maw={640}>
      <Stack gap="sm">
        <Title order={2} size="h4" id="consent-sample-title">
          {t('processing.consent.sample')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('processing.consent.sampleHint')}
        </Text>
        <form
          onSubmit={(e) => {
            e.preventDefault();
            if (identifier.trim()) link.mutate(identifier.trim());
          }}
        >
          <Group align="flex-end">
            <TextInput
              label={t('processing.consent.sampleIdentifier')}
              value={identifier}
              maxLength={100}
              onChange={(e) => setIdentifier(e.currentTarget.value)}
            />
            <Button type="submit" variant="light" loading={link.isPending} disabled={!identifier.trim()}>
              {t('processing.consent.sampleShow')}
            </Button>
          </Group>
        </form>
        {link.isError && (
          <Text size="sm" c="red" role="alert">
            {errorText(link.error)}
          </Text>
        )}
        {link.data && (
          <Anchor
            href={link.data.consentLink}
            target="_blank"
            rel="noreferrer"
            style={{ wordBreak: 'break-all' }}
          >
            {link.data.consentLink}
          </Anchor>
        )}
      </Stack>
    </Card>
  );
}
