import { useState, type FormEvent } from 'react';
import { Alert, Button, Group, List, Stack, Tabs, Text, Title } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  normaliseOuFields,
  ouFieldIssues,
  type Ou,
  type OuIssue,
  type OuNode,
  type OuSaveBody,
  type SessionUser,
} from '@postbridge/domain';
import { api } from '../../../api/api';
import { ApiError, EditionConflictError } from '../../../api/errors';
import { notifyInfo } from '../../../app/notify';
import { useErrorText } from '../../../i18n/useErrorText';
import { useT } from '../../../i18n/useT';
import { useFormatDate } from '../../../ui/format';
import { ApiKeysTab } from './ApiKeysTab';
import { BillingTab } from './BillingTab';
import { ChannelsTab } from './ChannelsTab';
import { DeleteAccount } from './DeleteAccount';
import { ExportAccount } from './ExportAccount';
import { GeneralTab } from './GeneralTab';
import { PurgeTab } from './PurgeTab';
import { SecurityTab } from './SecurityTab';
import { TagListsTab } from './TagListsTab';
import { WebhooksTab } from './WebhooksTab';
import {
  accountRights,
  errorsByPath,
  flatten,
  isBelowOwn,
  useIssueText,
  type TabProps,
} from './accountDraft';
import { accountKeys } from './accountsApi';

interface AccountFormProps {
  /** The account read (null while creating a sub-account). */
  ou: Ou | null;
  initial: OuSaveBody;
  tree: readonly OuNode[];
  user: SessionUser;
  onSaved: (ou: Ou) => void;
  onAddChild: (parentId: string) => void;
  onCancel: () => void;
  onDeleted: (parentId: string | null) => void;
  /** The open tab, kept by the caller so that it stays open when the saved account comes back. */
  tab?: string;
  onTabChange?: (tab: string) => void;
}

/** Problems the form finds before sending: the shared rules, a sibling of the same name, locking oneself out. */
function formIssues(ou: Ou | null, draft: OuSaveBody, tree: readonly OuNode[], user: SessionUser): OuIssue[] {
  const issues = ouFieldIssues(ou?.id ?? 'new', normaliseOuFields(draft));
  const name = draft.name.trim().toLowerCase();
  const siblings = flatten(tree)
    .map((entry) => entry.node)
    .filter((node) => node.parentId === draft.parentId && node.id !== ou?.id && !node.removed);
  if (name && draft.parentId && siblings.some((node) => node.name.toLowerCase() === name)) {
    issues.push({
      key: 'admin.accounts.issue.nameTaken',
      path: 'name',
      severity: 'error',
      params: { name: draft.name.trim() },
    });
  }
  if (ou?.id === user.ouId) {
    if (!draft.enabled) {
      issues.push({ key: 'admin.accounts.issue.ownAccountDisabled', path: 'enabled', severity: 'error' });
    }
    if (draft.accountExpired) {
      issues.push({
        key: 'admin.accounts.issue.ownAccountDisabled',
        path: 'accountExpired',
        severity: 'error',
      });
    }
  }
  return issues.filter((issue) => issue.severity === 'error');
}

/** The tab that shows the field at `path`, to open it on a refusal. */
function tabOf(path: string): string {
  const field = path.split(/[.[]/)[0]!;
  if (['billingType', 'productionCode', 'accountingCode', 'partnerCode'].includes(field)) return 'billing';
  if (['freezeDelayDays', 'fileDelayDays', 'dataDelayDays', 'editionDurationDays'].includes(field))
    return 'purge';
  if (
    ['minPasswordEntropy', 'maxPasswordValidityDays', 'allowedAddressRanges', 'accountExpired'].includes(
      field,
    )
  ) {
    return 'security';
  }
  if (field === 'tagLists') return 'tagLists';
  return 'general';
}

/**
 * One account's form in tabs (General, Billing, Channels, Data purge, Security, Tag lists), saved as a whole by
 * POST /ou (its version guards the update). Read only without the right to change it: no save button then.
 */
export function AccountForm({
  ou,
  initial,
  tree,
  user,
  onSaved,
  onAddChild,
  onCancel,
  onDeleted,
  tab: keptTab,
  onTabChange,
}: AccountFormProps) {
  const t = useT();
  const errorText = useErrorText();
  const issueText = useIssueText();
  const formatDate = useFormatDate();
  const client = useQueryClient();
  const rights = accountRights(user);
  const creating = ou === null;
  const removed = ou?.removed ?? false;
  const readOnly = creating ? !rights.hierarchy : removed || !rights.changeSettings;
  const movable = creating || (!removed && rights.hierarchy && isBelowOwn(ou, user));
  const [draft, setDraft] = useState<OuSaveBody>(initial);
  const [issues, setIssues] = useState<OuIssue[]>([]);
  const [ownTab, setOwnTab] = useState('general');
  const tab = keptTab ?? ownTab;
  const setTab = (value: string | null) => {
    setOwnTab(value ?? 'general');
    onTabChange?.(value ?? 'general');
  };
  const change = (patch: Partial<OuSaveBody>) => setDraft((d) => ({ ...d, ...patch }));
  const node = ou ? flatten(tree).find((entry) => entry.node.id === ou.id)?.node : undefined;
  const parentName = flatten(tree).find((entry) => entry.node.id === draft.parentId)?.node.name ?? '';

  const save = useMutation({
    mutationFn: () => api.post('/ou', { body: normaliseOuFields(draft) as OuSaveBody }),
    onSuccess: async (saved) => {
      notifyInfo(t(creating ? 'admin.accounts.created' : 'admin.accounts.saved'));
      client.setQueryData(accountKeys.account(saved.id), saved);
      await client.invalidateQueries({ queryKey: accountKeys.tree });
      onSaved(saved);
    },
    // Problems only the server can see (a parent or white label gone meanwhile, a move under itself) are named
    // beside their fields as the form's own checks are.
    onError: (error) => {
      if (error instanceof ApiError && error.issues?.length) {
        setIssues([...error.issues]);
        setTab(tabOf(error.issues[0]!.path));
      }
    },
  });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found = formIssues(ou, draft, tree, user);
    setIssues(found);
    if (found.length === 0) save.mutate();
    else setTab(tabOf(found[0]!.path));
  };
  const reload = async () => {
    if (!ou) return;
    await client.invalidateQueries({ queryKey: accountKeys.account(ou.id) });
  };

  const errors = errorsByPath(issues, issueText);
  const tabProps: TabProps = { draft, change, errors, readOnly };
  const conflict = save.error instanceof EditionConflictError;

  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby="account-title">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="wrap">
          <Stack gap={2}>
            <Title order={2} size="h3" id="account-title">
              {creating ? t('admin.accounts.new', { parent: parentName }) : ou.name}
            </Title>
            {ou && (
              <Text size="sm" c="dimmed">
                {t('admin.accounts.creationDate', { date: formatDate(ou.creationDate) ?? '' })} ·{' '}
                {t('admin.accounts.users', { count: ou.userCount })}
              </Text>
            )}
          </Stack>
          {ou && (
            <Group gap="xs" wrap="wrap">
              {!removed && rights.hierarchy && (node?.allowOUChildren ?? ou.allowOUChildren) && (
                <Button variant="light" onClick={() => onAddChild(ou.id)}>
                  {t('admin.accounts.addChild')}
                </Button>
              )}
              <ExportAccount ou={ou} />
              {!removed && rights.hierarchy && isBelowOwn(ou, user) && (
                <DeleteAccount ou={ou} onDeleted={() => onDeleted(ou.parentId)} />
              )}
            </Group>
          )}
        </Group>
        {removed ? (
          <Alert color="gray" role="status">
            {t('admin.accounts.removedNotice')}
          </Alert>
        ) : (
          readOnly && (
            <Alert color="blue" role="status">
              {t('admin.accounts.readOnly')}
            </Alert>
          )
        )}
        {issues.length > 0 && (
          <Alert color="red" role="alert" title={t('admin.accounts.problems')}>
            <List size="sm">
              {issues.map((issue, i) => (
                <List.Item key={i}>{issueText(issue)}</List.Item>
              ))}
            </List>
          </Alert>
        )}
        {save.isError && (
          <Alert color="red" role="alert">
            {conflict ? (
              <Group justify="space-between" wrap="wrap">
                <Text size="sm">{t('admin.accounts.conflict')}</Text>
                <Button size="xs" variant="white" onClick={() => void reload()}>
                  {t('admin.accounts.reload')}
                </Button>
              </Group>
            ) : creating ? (
              `${t('admin.accounts.createError')}: ${errorText(save.error)}`
            ) : (
              errorText(save.error)
            )}
          </Alert>
        )}
        <Tabs value={tab} onChange={setTab} keepMounted={false}>
          <Tabs.List>
            <Tabs.Tab value="general">{t('admin.accounts.tab.general')}</Tabs.Tab>
            <Tabs.Tab value="billing">{t('admin.accounts.tab.billing')}</Tabs.Tab>
            <Tabs.Tab value="channels">{t('admin.accounts.tab.channels')}</Tabs.Tab>
            <Tabs.Tab value="purge">{t('admin.accounts.tab.purge')}</Tabs.Tab>
            <Tabs.Tab value="security">{t('admin.accounts.tab.security')}</Tabs.Tab>
            <Tabs.Tab value="tagLists">{t('admin.accounts.tab.tagLists')}</Tabs.Tab>
            {ou && !removed && rights.changeSettings && (
              <Tabs.Tab value="apiKeys">{t('apiKey.tab')}</Tabs.Tab>
            )}
            {ou && !removed && rights.changeSettings && (
              <Tabs.Tab value="webhooks">{t('admin.webhooks.tab')}</Tabs.Tab>
            )}
          </Tabs.List>
          <Tabs.Panel value="general" pt="sm">
            <GeneralTab
              {...tabProps}
              ouId={ou?.id ?? null}
              tree={tree}
              parentEditable={movable}
              brandingName={ou?.brandingName ?? null}
            />
          </Tabs.Panel>
          <Tabs.Panel value="billing" pt="sm">
            <BillingTab {...tabProps} />
          </Tabs.Panel>
          <Tabs.Panel value="channels" pt="sm">
            {ou ? (
              <ChannelsTab ouId={ou.id} editable={rights.superAdmin} />
            ) : (
              <Text size="sm">{t('admin.accounts.channels.newFirst')}</Text>
            )}
          </Tabs.Panel>
          <Tabs.Panel value="purge" pt="sm">
            <PurgeTab {...tabProps} />
          </Tabs.Panel>
          <Tabs.Panel value="security" pt="sm">
            <SecurityTab {...tabProps} />
          </Tabs.Panel>
          <Tabs.Panel value="tagLists" pt="sm">
            <TagListsTab {...tabProps} ouId={ou?.id ?? null} />
          </Tabs.Panel>
          {ou && !removed && rights.changeSettings && (
            <Tabs.Panel value="apiKeys" pt="sm">
              <ApiKeysTab ouId={ou.id} />
            </Tabs.Panel>
          )}
          {ou && !removed && rights.changeSettings && (
            <Tabs.Panel value="webhooks" pt="sm">
              <WebhooksTab ouId={ou.id} />
            </Tabs.Panel>
          )}
        </Tabs>
        {/* API keys are made and revoked at once, each on its own: the account's save does not concern them. */}
        {!readOnly && tab !== 'apiKeys' && tab !== 'webhooks' && (
          <Group gap="xs" wrap="wrap">
            <Button type="submit" loading={save.isPending}>
              {creating ? t('admin.accounts.create') : t('admin.accounts.save')}
            </Button>
            {creating && (
              <Button variant="default" onClick={onCancel}>
                {t('admin.accounts.cancelNew')}
              </Button>
            )}
          </Group>
        )}
      </Stack>
    </form>
  );
}
