import { useTranslation } from 'react-i18next';
import { Alert, Select, SimpleGrid, Stack, Switch, TextInput } from '@mantine/core';
import { validateWebhookUrl, type OuNode } from '@postbridge/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../api/api';
import { QUERY_KEYS } from '../../../app/queries';
import { useT } from '../../../i18n/useT';
import { AddressFields } from './AddressFields';
import { flatten, orNull, subtreeIds, type TabProps } from './accountDraft';
import { countryName } from './countryName';

interface GeneralTabProps extends TabProps {
  /** The account's id (null while creating): it and its sub-accounts cannot be its parent. */
  ouId: string | null;
  tree: readonly OuNode[];
  /** Whether the parent may be changed here (a move needs adminHierarchy, never the root nor one's own). */
  parentEditable: boolean;
  brandingName: string | null;
}

/** General: name, parent, white label, flags, identifiers, webhook, mail country and the two addresses. */
export function GeneralTab({
  draft,
  change,
  errors,
  readOnly,
  ouId,
  tree,
  parentEditable,
  brandingName,
}: GeneralTabProps) {
  const t = useT();
  const { i18n } = useTranslation();
  // The white labels an account may take (none chosen: as its parent account).
  const brandings = useQuery({
    queryKey: [...QUERY_KEYS.adminAccounts, 'brandings'],
    queryFn: ({ signal }) => api.get('/brandings', { signal }),
  });
  const excluded = ouId ? subtreeIds(tree, ouId) : new Set<string>();
  const parents = flatten(tree)
    .filter(
      ({ node }) =>
        node.id === draft.parentId || (!excluded.has(node.id) && node.allowOUChildren && !node.removed),
    )
    .map(({ node, depth }) => ({ value: node.id, label: `${'· '.repeat(depth)}${node.name}` }));
  const webhook = validateWebhookUrl(draft.webHookURL);
  const webhookError = webhook.find((i) => i.severity === 'error');
  const webhookWarning = webhook.find((i) => i.severity === 'warning');
  const mailCountry = countryName(draft.defaultMailCountry, i18n.language);
  const text = (name: keyof typeof draft & string, label: Parameters<typeof t>[0], max?: number) => (
    <TextInput
      label={t(label)}
      readOnly={readOnly}
      maxLength={max}
      value={(draft[name] as string | null) ?? ''}
      onChange={(e) => change({ [name]: orNull(e.currentTarget.value) })}
      error={errors[name]}
    />
  );

  return (
    <Stack gap="sm">
      <TextInput
        label={t('admin.accounts.field.name')}
        required
        readOnly={readOnly}
        maxLength={200}
        value={draft.name}
        onChange={(e) => change({ name: e.currentTarget.value })}
        error={errors.name}
      />
      {draft.parentId !== null && (
        <Select
          label={t('admin.accounts.field.parent')}
          data={parents}
          value={draft.parentId}
          onChange={(value) => value && change({ parentId: value })}
          readOnly={readOnly || !parentEditable}
          allowDeselect={false}
          searchable
          error={errors.parentId}
        />
      )}
      <Select
        label={t('admin.accounts.field.branding')}
        data={[
          { value: '', label: t('admin.accounts.field.brandingInherited') },
          ...(
            brandings.data ?? (draft.brandingId ? [{ id: draft.brandingId, name: brandingName ?? '' }] : [])
          ).map((b) => ({ value: b.id, label: b.name })),
        ]}
        value={draft.brandingId ?? ''}
        onChange={(value) => change({ brandingId: value || null })}
        readOnly={readOnly}
        allowDeselect={false}
        error={errors.brandingId}
      />
      <Switch
        label={t('admin.accounts.field.enabled')}
        checked={draft.enabled}
        disabled={readOnly}
        onChange={(e) => change({ enabled: e.currentTarget.checked })}
        error={errors.enabled}
      />
      <Switch
        label={t('admin.accounts.field.allowChildren')}
        checked={draft.allowOUChildren}
        disabled={readOnly}
        onChange={(e) => change({ allowOUChildren: e.currentTarget.checked })}
      />
      <Switch
        label={t('admin.accounts.field.senderAccount')}
        checked={draft.senderAccount}
        disabled={readOnly}
        onChange={(e) => change({ senderAccount: e.currentTarget.checked })}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        {text('accountIdentifier', 'admin.accounts.field.accountIdentifier', 100)}
        {text('emailAddress', 'admin.accounts.field.emailAddress', 254)}
        {text('siret', 'admin.accounts.field.siret', 20)}
        {text('registrationNumber', 'admin.accounts.field.registrationNumber', 100)}
      </SimpleGrid>
      <TextInput
        label={t('admin.accounts.field.webHookURL')}
        description={t('admin.accounts.field.webHookHint')}
        type="url"
        dir="ltr"
        readOnly={readOnly}
        value={draft.webHookURL ?? ''}
        onChange={(e) => change({ webHookURL: orNull(e.currentTarget.value.trim()) })}
        error={errors.webHookURL ?? (webhookError ? t('issue.ou.webhookInvalid') : undefined)}
      />
      {webhookWarning && !webhookError && (
        <Alert color="yellow" role="status">
          {t('issue.ou.webhookInsecure')}
        </Alert>
      )}
      <TextInput
        label={t('admin.accounts.field.defaultMailCountry')}
        maxLength={2}
        w={260}
        readOnly={readOnly}
        value={draft.defaultMailCountry ?? ''}
        onChange={(e) => change({ defaultMailCountry: orNull(e.currentTarget.value.toUpperCase()) })}
        description={mailCountry ? t('admin.accounts.field.countryName', { name: mailCountry }) : undefined}
        error={errors.defaultMailCountry}
      />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm">
        <AddressFields
          legend={t('admin.accounts.field.returnAddress')}
          value={draft.returnAddress}
          onChange={(returnAddress) => change({ returnAddress })}
          countryError={errors['returnAddress.countryCode']}
          readOnly={readOnly}
        />
        <AddressFields
          legend={t('admin.accounts.field.senderAddress')}
          value={draft.senderAddress}
          onChange={(senderAddress) => change({ senderAddress })}
          countryError={errors['senderAddress.countryCode']}
          readOnly={readOnly}
        />
      </SimpleGrid>
    </Stack>
  );
}
