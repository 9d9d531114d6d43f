import { useContext, useEffect, useMemo, useState, type FormEvent } from 'react';
import {
  Alert,
  Badge,
  Button,
  Code,
  CopyButton,
  Group,
  List,
  Modal,
  Select,
  Stack,
  Tabs,
  Text,
  Title,
} from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { UNSAFE_DataRouterContext, useBlocker } from 'react-router';
import { validateChannel, type ApiIssue, type SavedChannel } from '@postbridge/domain';
import { api } from '../../../api/api';
import { ApiError, EditionConflictError } from '../../../api/errors';
import { notifyInfo } from '../../../app/notify';
import { useErrorText } from '../../../i18n/useErrorText';
import { useT } from '../../../i18n/useT';
import { useIssueText } from '../../deposit/delivery/issueText';
import { RequirementList } from '../../processing/editor/RequirementList';
import { CalendarTab } from './CalendarTab';
import {
  CHANNEL_TABS,
  draftOf,
  newChannelDraft,
  saveBodyOf,
  tabOfPath,
  type ChannelDraft,
  type ChannelTab,
} from './channelDraft';
import { channelsKey } from './channelQueries';
import { FilesTab } from './FilesTab';
import { GeneralTab } from './GeneralTab';
import { ProviderPanel } from './ProviderPanel';
import type { ChannelTabProps } from './tabProps';
import { TrackingTab } from './TrackingTab';

// The editor of one channel (docs/web.md "System: channels"): a page over the whole channel, one tab per part;
// the rules of validateChannel run as the user types and the server's issues land at the same fields, each tab
// showing how many problems it holds.

type Props = {
  /** The channel edited; null for a new one. */
  channelId: string | null;
  readOnly: boolean;
  onClose: () => void;
};

export function ChannelEditor({ channelId, readOnly, onClose }: Props) {
  const t = useT();
  const errorText = useErrorText();
  // A new channel, once saved, goes on being edited under its id.
  const [currentId, setCurrentId] = useState(channelId);
  // The token of the last save that generated one: shown once, kept here so that it survives the form reloading.
  const [token, setToken] = useState<string | null>(null);
  const read = useQuery({
    queryKey: channelsKey('channel', currentId ?? ''),
    queryFn: ({ signal }) => api.get('/channels/:channelId', { params: { channelId: currentId! }, signal }),
    enabled: currentId !== null,
    staleTime: 0,
  });
  if (currentId !== null) {
    if (read.isPending) return <Text size="sm">{t('system.channels.editor.loading')}</Text>;
    if (read.isError)
      return (
        <Stack gap="sm" p="md">
          <Alert color="red" role="alert">
            {t('system.channels.editor.loadError')} {errorText(read.error)}
          </Alert>
          <Button variant="default" w="fit-content" onClick={onClose}>
            {t('system.channels.editor.close')}
          </Button>
        </Stack>
      );
  }
  const saved = read.data ?? null;
  return (
    <>
      <TokenNotice token={token} onDone={() => setToken(null)} />
      <EditorForm
        key={saved ? `${saved.id}@${saved.version}` : 'new'}
        saved={saved}
        readOnly={readOnly}
        onClose={onClose}
        onSaved={(channel) => {
          if (channel.externalOutputToken) setToken(channel.externalOutputToken);
          setCurrentId(channel.id);
        }}
      />
    </>
  );
}

/** The token a save generated, shown once in a copyable box with a warning. */
function TokenNotice({ token, onDone }: { token: string | null; onDone: () => void }) {
  const t = useT();
  return (
    <Modal
      opened={token !== null}
      onClose={onDone}
      title={t('system.channels.token.title')}
      closeOnClickOutside={false}
    >
      <Stack gap="sm">
        <Alert color="orange" variant="light" role="alert">
          {t('system.channels.token.warning')}
        </Alert>
        <Code block dir="ltr" style={{ wordBreak: 'break-all', whiteSpace: 'pre-wrap' }}>
          {token}
        </Code>
        <Group justify="flex-end" gap="xs">
          <CopyButton value={token ?? ''}>
            {({ copied, copy }) => (
              <Button variant="light" onClick={copy}>
                {copied ? t('system.channels.token.copied') : t('system.channels.token.copy')}
              </Button>
            )}
          </CopyButton>
          <Button onClick={onDone}>{t('system.channels.token.done')}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}

function EditorForm({
  saved,
  readOnly,
  onClose,
  onSaved,
}: {
  saved: SavedChannel | null;
  readOnly: boolean;
  onClose: () => void;
  onSaved: (channel: SavedChannel) => void;
}) {
  const t = useT();
  const errorText = useErrorText();
  const issueText = useIssueText();
  const client = useQueryClient();
  const [draft, setDraft] = useState<ChannelDraft>(() =>
    saved
      ? draftOf(saved)
      : newChannelDraft('POSTAL_MAIL', t('system.channels.files.newName', { number: 1 })),
  );
  const [tab, setTab] = useState<ChannelTab>('general');
  // Rules are shown once the user changed something or tried to save; the server's issues until the next change.
  const [touched, setTouched] = useState(false);
  const [dirty, setDirty] = useState(false);
  const [serverIssues, setServerIssues] = useState<ApiIssue[]>([]);
  const [confirmClose, setConfirmClose] = useState(false);
  const change: ChannelTabProps['change'] = (patch) => {
    if (readOnly) return;
    setDraft((d) => ({ ...d, ...(typeof patch === 'function' ? patch(d) : patch) }));
    setTouched(true);
    setDirty(true);
    setServerIssues([]);
  };
  // Leaving the page (reload, another site) with changes not saved asks the browser's question.
  useEffect(() => {
    if (!dirty) return;
    const ask = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [dirty]);

  // useBlocker needs the app's data router (absent when the screen is rendered alone, as in its tests).
  const inRouter = useContext(UNSAFE_DataRouterContext) !== null;

  const ruleIssues = useMemo(() => validateChannel(draft), [draft]);
  const shown: ApiIssue[] = touched ? [...ruleIssues, ...serverIssues] : serverIssues;
  const textsOf = (issues: readonly ApiIssue[]) => {
    const texts = issues.map(issueText);
    return texts.length ? [...new Set(texts)].join(' ') : undefined;
  };
  const errorAt = (path: string) => textsOf(shown.filter((issue) => issue.path === path));
  const errorsWithin = (path: string) =>
    textsOf(
      shown.filter(
        (issue) =>
          issue.path === path || issue.path.startsWith(`${path}[`) || issue.path.startsWith(`${path}.`),
      ),
    );
  const problems = shown.filter((issue) => issue.severity === 'error');
  const countOf = (value: ChannelTab) => problems.filter((issue) => tabOfPath(issue.path) === value).length;

  const save = useMutation({
    mutationFn: () => api.post('/channels', { body: saveBodyOf(draft) }),
    onSuccess: async (channel) => {
      notifyInfo(t('system.channels.editor.saved'));
      setDirty(false);
      client.setQueryData(channelsKey('channel', channel.id), channel);
      await client.invalidateQueries({ queryKey: channelsKey('list') });
      onSaved(channel);
    },
    // Problems only the server sees (a taken id, an option gone, a zone its runtime does not know) at their fields.
    onError: (error) => {
      if (error instanceof ApiError && error.issues?.length) {
        setServerIssues([...error.issues]);
        const first = error.issues.find((issue) => issue.severity !== 'warning') ?? error.issues[0]!;
        setTab(tabOfPath(first.path));
      }
    },
  });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (readOnly) return;
    setTouched(true);
    const errors = ruleIssues.filter((issue) => issue.severity === 'error');
    if (errors.length === 0) save.mutate();
    else setTab(tabOfPath(errors[0]!.path));
  };
  const close = () => (dirty && !readOnly ? setConfirmClose(true) : onClose());
  const reload = async () => {
    if (!saved) return;
    await client.invalidateQueries({ queryKey: channelsKey('channel', saved.id) });
  };
  const conflict = save.error instanceof EditionConflictError;
  const tabLabel = (value: ChannelTab) => t(`system.channels.tab.${value}`);
  const tabProps: ChannelTabProps = { draft, change, errorAt, errorsWithin, readOnly };

  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby="channel-editor-title">
      <DiscardModal opened={confirmClose} onKeep={() => setConfirmClose(false)} onLeave={onClose} />
      {inRouter && <NavigationGuard when={dirty && !readOnly} />}
      <Stack gap="sm" p="md">
        <Group justify="space-between" align="flex-start" wrap="wrap">
          <Stack gap={2}>
            <Title order={1} size="h2" id="channel-editor-title">
              {saved
                ? t('system.channels.editor.titleEdit', { name: saved.name })
                : t('system.channels.editor.titleNew')}
            </Title>
            {saved && (
              <Text size="sm" c="dimmed">
                <bdi dir="ltr">{saved.id}</bdi> ·{' '}
                {t('system.channels.editor.version', { version: saved.version })}
              </Text>
            )}
          </Stack>
          <Group gap="xs" wrap="wrap">
            <Button variant="default" onClick={close}>
              {t('system.channels.editor.close')}
            </Button>
            {!readOnly && (
              <Button type="submit" loading={save.isPending}>
                {t('system.channels.editor.save')}
              </Button>
            )}
          </Group>
        </Group>
        {readOnly && (
          <Alert color="gray" variant="light">
            {t('system.channels.readOnly')}
          </Alert>
        )}
        {save.isError && (
          <Alert color="red" role="alert">
            {conflict ? (
              <Group justify="space-between" wrap="wrap">
                <Text size="sm">{t('system.channels.editor.conflict')}</Text>
                <Button size="xs" variant="white" onClick={() => void reload()}>
                  {t('system.channels.editor.reload')}
                </Button>
              </Group>
            ) : (
              errorText(save.error)
            )}
          </Alert>
        )}
        {problems.length > 0 && (
          <Alert color="red" title={t('system.channels.editor.problems')}>
            <List size="sm">
              {problems.map((issue, i) => (
                <List.Item key={i}>
                  <Button
                    variant="subtle"
                    size="compact-sm"
                    onClick={() => setTab(tabOfPath(issue.path))}
                    styles={{ label: { whiteSpace: 'normal', textAlign: 'start' } }}
                  >
                    {issueText(issue)}
                  </Button>
                </List.Item>
              ))}
            </List>
          </Alert>
        )}
        {/* On a phone the parts are picked from a list rather than a row of tabs wider than the screen. */}
        <Select
          hiddenFrom="sm"
          label={t('system.channels.editor.sections')}
          data={CHANNEL_TABS.map((value) => ({
            value,
            label: countOf(value) ? `${tabLabel(value)} (${countOf(value)})` : tabLabel(value),
          }))}
          value={tab}
          allowDeselect={false}
          onChange={(value) => value && setTab(value as ChannelTab)}
        />
        <Tabs value={tab} onChange={(value) => value && setTab(value as ChannelTab)} keepMounted={false}>
          <Tabs.List visibleFrom="sm">
            {CHANNEL_TABS.map((value) => {
              const count = countOf(value);
              return (
                <Tabs.Tab
                  key={value}
                  value={value}
                  rightSection={
                    count > 0 ? (
                      <Badge
                        color="red"
                        size="sm"
                        circle
                        aria-label={t('system.channels.editor.tabErrors', { count })}
                      >
                        {count}
                      </Badge>
                    ) : undefined
                  }
                >
                  {tabLabel(value)}
                </Tabs.Tab>
              );
            })}
          </Tabs.List>
          <Tabs.Panel value="general" pt="sm">
            <GeneralTab {...tabProps} />
          </Tabs.Panel>
          <Tabs.Panel value="calendar" pt="sm">
            <CalendarTab {...tabProps} />
          </Tabs.Panel>
          <Tabs.Panel value="files" pt="sm">
            <FilesTab {...tabProps} />
          </Tabs.Panel>
          <Tabs.Panel value="provider" pt="sm">
            <ProviderPanel {...tabProps} saved={saved} />
          </Tabs.Panel>
          <Tabs.Panel value="requirements" pt="sm">
            <Stack gap="sm" maw={900}>
              <Text size="sm" c="dimmed">
                {t('system.channels.requirements.intro')}
              </Text>
              <RequirementList
                requirements={draft.requirements}
                onChange={(requirements) => change({ requirements })}
                path="requirements"
                errorAt={errorAt}
                boxNames={[]}
                readOnly={readOnly}
              />
            </Stack>
          </Tabs.Panel>
          <Tabs.Panel value="tracking" pt="sm">
            <TrackingTab {...tabProps} />
          </Tabs.Panel>
        </Tabs>
      </Stack>
    </form>
  );
}

/** Leaving for another screen of the app with changes not saved asks first (within the app's router only). */
function NavigationGuard({ when }: { when: boolean }) {
  const blocker = useBlocker(when);
  return (
    <DiscardModal
      opened={blocker.state === 'blocked'}
      onKeep={() => blocker.reset?.()}
      onLeave={() => blocker.proceed?.()}
    />
  );
}

function DiscardModal({
  opened,
  onKeep,
  onLeave,
}: {
  opened: boolean;
  onKeep: () => void;
  onLeave: () => void;
}) {
  const t = useT();
  return (
    <Modal
      opened={opened}
      onClose={onKeep}
      title={t('system.channels.editor.discardTitle')}
      withCloseButton={false}
    >
      <Stack gap="md">
        <Text size="sm">{t('system.channels.editor.discardText')}</Text>
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onKeep}>
            {t('system.channels.editor.discardKeep')}
          </Button>
          <Button color="red" onClick={onLeave}>
            {t('system.channels.editor.discardConfirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
