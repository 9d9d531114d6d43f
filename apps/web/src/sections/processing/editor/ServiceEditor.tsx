import { useMemo, useState, type FormEvent } from 'react';
import { Alert, Button, Group, List, Modal, Select, Stack, Tabs, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  hasPermission,
  validateService,
  type ApiIssue,
  type SavedService,
  type ServiceType,
} from '@postbridge/domain';
import { api } from '../../../api/api';
import { ApiError, EditionConflictError } from '../../../api/errors';
import { QUERY_KEYS } from '../../../app/queries';
import { useSession } from '../../../app/session/sessionStore';
import { notifyInfo } from '../../../app/notify';
import { useErrorText } from '../../../i18n/useErrorText';
import { useT } from '../../../i18n/useT';
import { useIssueText } from '../../deposit/delivery/issueText';
import { BoxesTab } from './BoxesTab';
import { GeneralTab } from './GeneralTab';
import { ChannelsTab } from './ChannelsTab';
import { MetadataTab } from './MetadataTab';
import { ParserTab } from './ParserTab';
import { PreflightTab } from './PreflightTab';
import { RequirementsTab } from './RequirementsTab';
import { ExpressionScopeProvider } from './ExpressionScope';
import { SamplesProvider } from './samples';
import { SplitTab } from './SplitTab';
import { StrategyTab } from './StrategyTab';
import type { TabProps } from './tabProps';
import { copyDraftOf, draftOf, newServiceDraft, tabOfPath, type ServiceDraft } from './serviceDraft';

// The editor of one service (docs/web.md "Processing: the service editor"): General and Boxes edited, the other
// parts shown read only; every rule of docs/product.md §5 the server applies is checked as the user types
// (validateService), and the server's own issues land at the same fields.

const TABS = [
  'general',
  'boxes',
  'split',
  'parser',
  'metadata',
  'requirements',
  'channels',
  'strategy',
  'preflight',
] as const;
type Tab = (typeof TABS)[number];

const serviceKey = (id: string) => [...QUERY_KEYS.processingService, id];

export function ServiceEditor(props: {
  serviceId: string | null;
  type: ServiceType | null;
  copyOf: string | null;
  /** The unit a new service or a copy is made in (the list's unit); the caller's own when absent. */
  ouId?: string | null;
  onClose: (savedId?: string) => void;
}) {
  const t = useT();
  const errorText = useErrorText();
  const readId = props.serviceId ?? props.copyOf;
  const read = useQuery({
    queryKey: serviceKey(readId ?? ''),
    queryFn: ({ signal }) => api.get('/services/:serviceId', { params: { serviceId: readId! }, signal }),
    enabled: readId !== null,
    // The editor starts from what the server holds now, not from a list read earlier.
    staleTime: 0,
  });
  if (readId !== null) {
    if (read.isPending) return <Text size="sm">{t('processing.editor.loading')}</Text>;
    if (read.isError)
      return (
        <Alert color="red" role="alert">
          {t('processing.editor.loadError')} {errorText(read.error)}
        </Alert>
      );
  }
  const service = read.data;
  // A new form for each service read (and each version reloaded after a conflict).
  const key = service ? `${service.id}@${service.version}` : `new-${props.type ?? ''}`;
  // The sample files dropped while editing stay when the form is read again after a conflict.
  return (
    <SamplesProvider>
      <EditorForm key={key} {...props} service={service ?? null} />
    </SamplesProvider>
  );
}

function initialDraft(
  props: { serviceId: string | null; type: ServiceType | null; copyOf: string | null; ouId?: string | null },
  service: SavedService | null,
  copyName: (name: string) => string,
): ServiceDraft {
  if (service && props.serviceId) return draftOf(service);
  // A copy of a service inherited from above is made in the list's unit, where the caller may write.
  const into = (draft: ServiceDraft) => (props.ouId ? { ...draft, ouId: props.ouId } : draft);
  if (service && props.copyOf) return into(copyDraftOf(service, copyName(service.name)));
  return into(newServiceDraft(props.type ?? 'SIMPLE_MULTIPLE'));
}

type EditorFormProps = {
  serviceId: string | null;
  type: ServiceType | null;
  copyOf: string | null;
  ouId?: string | null;
  onClose: (savedId?: string) => void;
  service: SavedService | null;
};

function EditorForm({ service, onClose, ...props }: EditorFormProps) {
  const t = useT();
  const errorText = useErrorText();
  const issueText = useIssueText();
  const client = useQueryClient();
  const user = useSession((s) => s.user);
  const readOnly = !hasPermission(user?.permissions ?? 0, 'adminService');
  const phone = useMediaQuery('(max-width: 48em)') ?? false;
  const [draft, setDraft] = useState<ServiceDraft>(() =>
    initialDraft(props, service, (name) => t('processing.editor.copyName', { name })),
  );
  const [pending, setPending] = useState<File[][]>(() => draft.boxes.map(() => []));
  const [tab, setTab] = useState<Tab>('general');
  // Rules are shown once the user touched the form or tried to save; the server's issues until the next change.
  const [touched, setTouched] = useState(false);
  const [serverIssues, setServerIssues] = useState<ApiIssue[]>([]);
  const [confirmClose, setConfirmClose] = useState(false);
  // Closing with changes not saved asks first.
  const close = () => (touched && !readOnly ? setConfirmClose(true) : onClose());
  const change: TabProps['change'] = (patch) => {
    setDraft((d) => ({ ...d, ...(typeof patch === 'function' ? patch(d) : patch) }));
    setTouched(true);
    setServerIssues([]);
  };

  const ruleIssues = useMemo(() => validateService(draft), [draft]);
  const shown: ApiIssue[] = touched ? [...ruleIssues, ...serverIssues] : serverIssues;
  const errorAt = (path: string) => {
    const texts = shown.filter((issue) => issue.path === path).map(issueText);
    return texts.length ? [...new Set(texts)].join(' ') : undefined;
  };

  const save = useMutation({
    // `force` confirms a change that affects the deposits in progress (docs/product.md §4 "Other").
    mutationFn: (force: boolean) => {
      const form = new FormData();
      form.append('parameters', JSON.stringify(draft));
      draft.boxes.forEach((box, index) =>
        (pending[index] ?? []).forEach((file, i) =>
          form.append(`${box.appositions ? 'apposition' : 'box'}.${box.name}.${i}`, file),
        ),
      );
      return api.postForm('/services', form, { query: force ? { force: 'true' } : {} });
    },
    onSuccess: async (saved) => {
      notifyInfo(t('processing.editor.saved'));
      client.setQueryData(serviceKey(saved.id), saved);
      await client.invalidateQueries({ queryKey: ['session', 'processing'] });
      onClose(saved.id);
    },
    // Problems only the server sees (a channel or option gone, an unknown file) are named at their fields.
    onError: (error) => {
      if (error instanceof ApiError && error.issues?.length) {
        setServerIssues([...error.issues]);
        setTab(tabOfPath(error.issues[0]!.path) as Tab);
      }
    },
  });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    const errors = ruleIssues.filter((issue) => issue.severity === 'error');
    if (errors.length === 0) save.mutate(false);
    else setTab(tabOfPath(errors[0]!.path) as Tab);
  };
  const reload = async () => {
    if (!props.serviceId) return;
    await client.invalidateQueries({ queryKey: serviceKey(props.serviceId) });
  };
  const conflict = save.error instanceof EditionConflictError;
  const needsForce = save.error instanceof ApiError && save.error.labelId === 'error.serviceHasOpenJobs';
  const title =
    props.serviceId && service
      ? service.name
      : props.copyOf
        ? t('processing.editor.titleCopy')
        : t('processing.editor.titleNew', { type: t(`processing.editor.type.${draft.type}`) });
  const tabLabel = (value: Tab) => t(`processing.editor.tab.${value}`);
  const problems = shown.filter((issue) => issue.severity === 'error');
  const tabProps = { draft, change, errorAt, readOnly };

  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby="service-editor-title">
      <Modal
        opened={confirmClose}
        onClose={() => setConfirmClose(false)}
        title={t('processing.editor.discard.title')}
        withCloseButton={false}
      >
        <Stack gap="md">
          <Text size="sm">{t('processing.editor.discard.text')}</Text>
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={() => setConfirmClose(false)}>
              {t('processing.editor.discard.keep')}
            </Button>
            <Button color="red" onClick={() => onClose()}>
              {t('processing.editor.discard.confirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="wrap">
          <Stack gap={2}>
            <Title order={2} size="h3" id="service-editor-title">
              {title}
            </Title>
            <Text size="sm" c="dimmed">
              {/* A new service names its type in the title already. */}
              {(props.serviceId || props.copyOf) && t(`processing.editor.type.${draft.type}`)}
              {draft.version !== undefined &&
                ` · ${t('processing.editor.version', { version: draft.version })}`}
            </Text>
          </Stack>
          <Group gap="xs" wrap="wrap">
            <Button variant="default" onClick={close}>
              {t('processing.editor.close')}
            </Button>
            {!readOnly && (
              <Button type="submit" loading={save.isPending}>
                {t('processing.editor.save')}
              </Button>
            )}
          </Group>
        </Group>
        {readOnly && (
          <Alert color="blue" role="status">
            {t('processing.editor.readOnly')}
          </Alert>
        )}
        {save.isError && (
          <Alert color="red" role="alert">
            {conflict ? (
              <Group justify="space-between" wrap="wrap">
                <Text size="sm">{t('processing.editor.conflict')}</Text>
                <Button size="xs" variant="white" onClick={() => void reload()}>
                  {t('processing.editor.reload')}
                </Button>
              </Group>
            ) : needsForce ? (
              <Group justify="space-between" wrap="wrap">
                <Text size="sm">{errorText(save.error)}</Text>
                <Button size="xs" color="red" onClick={() => save.mutate(true)} loading={save.isPending}>
                  {t('processing.editor.force')}
                </Button>
              </Group>
            ) : (
              errorText(save.error)
            )}
          </Alert>
        )}
        {problems.length > 0 && (save.isError || touched) && (
          <Alert color="red" title={t('processing.editor.problems')}>
            <List size="sm">
              {problems.map((issue, i) => (
                <List.Item key={i}>
                  <Button
                    variant="subtle"
                    size="compact-sm"
                    onClick={() => setTab(tabOfPath(issue.path) as Tab)}
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
        {phone && (
          <Select
            label={t('processing.editor.sections')}
            data={TABS.map((value) => ({ value, label: tabLabel(value) }))}
            value={tab}
            allowDeselect={false}
            onChange={(value) => value && setTab(value as Tab)}
          />
        )}
        {/* The expression editors of every tab offer the service's metadata and mapped columns, and name a
            reference to one that is missing at once. */}
        <ExpressionScopeProvider service={draft}>
          <Tabs value={tab} onChange={(value) => value && setTab(value as Tab)} keepMounted={false}>
            {!phone && (
              <Tabs.List>
                {TABS.map((value) => (
                  <Tabs.Tab key={value} value={value}>
                    {tabLabel(value)}
                  </Tabs.Tab>
                ))}
              </Tabs.List>
            )}
            <Tabs.Panel value="general" pt="sm">
              <GeneralTab {...tabProps} />
            </Tabs.Panel>
            <Tabs.Panel value="boxes" pt="sm">
              <BoxesTab
                draft={draft}
                change={change}
                errorAt={errorAt}
                readOnly={readOnly}
                pending={pending}
                setPending={(next) => {
                  setPending(next);
                  setTouched(true);
                }}
              />
            </Tabs.Panel>
            <Tabs.Panel value="split" pt="sm">
              <SplitTab {...tabProps} />
            </Tabs.Panel>
            <Tabs.Panel value="parser" pt="sm">
              <ParserTab {...tabProps} />
            </Tabs.Panel>
            <Tabs.Panel value="metadata" pt="sm">
              <MetadataTab {...tabProps} />
            </Tabs.Panel>
            <Tabs.Panel value="requirements" pt="sm">
              <RequirementsTab {...tabProps} />
            </Tabs.Panel>
            <Tabs.Panel value="channels" pt="sm">
              <ChannelsTab {...tabProps} />
            </Tabs.Panel>
            <Tabs.Panel value="strategy" pt="sm">
              <StrategyTab {...tabProps} />
            </Tabs.Panel>
            <Tabs.Panel value="preflight" pt="sm">
              <PreflightTab {...tabProps} />
            </Tabs.Panel>
          </Tabs>
        </ExpressionScopeProvider>
      </Stack>
    </form>
  );
}
