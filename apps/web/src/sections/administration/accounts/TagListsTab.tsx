import { useState } from 'react';
import {
  ActionIcon,
  Alert,
  Button,
  Fieldset,
  FileInput,
  Group,
  List,
  Stack,
  Switch,
  Text,
  TextInput,
} from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import type { OuIssue, OuTagList } from '@postbridge/domain';
import { api } from '../../../api/api';
import { notifyInfo } from '../../../app/notify';
import { useErrorText } from '../../../i18n/useErrorText';
import { useT } from '../../../i18n/useT';
import { useIssueText, type TabProps } from './accountDraft';
import { fileToBase64 } from './accountsApi';

interface TagListsTabProps extends TabProps {
  /** The account's id: a file is imported into an account that exists (null while creating). */
  ouId: string | null;
}

/** Tag lists: named value lists (label and value), with or without a free value; a list can come from a CSV. */
export function TagListsTab({ draft, change, errors, readOnly, ouId }: TagListsTabProps) {
  const t = useT();
  const lists = draft.tagLists;
  const setList = (index: number, list: OuTagList) =>
    change({ tagLists: lists.map((l, i) => (i === index ? list : l)) });

  return (
    <Stack gap="sm">
      <Text size="sm">{t('admin.accounts.tags.intro')}</Text>
      {lists.length === 0 && <Text size="sm">{t('admin.accounts.tags.none')}</Text>}
      {lists.map((list, index) => (
        <TagListEditor
          key={index}
          index={index}
          list={list}
          onChange={(next) => setList(index, next)}
          onRemove={() => change({ tagLists: lists.filter((_, i) => i !== index) })}
          errors={errors}
          readOnly={readOnly}
        />
      ))}
      {!readOnly && (
        <Button
          variant="light"
          style={{ alignSelf: 'flex-start' }}
          onClick={() => change({ tagLists: [...lists, { name: '', freeValueAllowed: false, values: [] }] })}
        >
          {t('admin.accounts.tags.add')}
        </Button>
      )}
      {!readOnly && ouId && (
        <TagListImport
          ouId={ouId}
          onImported={(list) => {
            const at = lists.findIndex((l) => l.name.toLowerCase() === list.name.toLowerCase());
            change({ tagLists: at >= 0 ? lists.map((l, i) => (i === at ? list : l)) : [...lists, list] });
          }}
        />
      )}
    </Stack>
  );
}

interface TagListEditorProps {
  index: number;
  list: OuTagList;
  onChange: (list: OuTagList) => void;
  onRemove: () => void;
  errors: TabProps['errors'];
  readOnly: boolean;
}

function TagListEditor({ index, list, onChange, onRemove, errors, readOnly }: TagListEditorProps) {
  const t = useT();
  const path = `tagLists[${index}]`;
  const title = list.name || t('admin.accounts.tags.untitled');
  const setValue = (j: number, patch: Partial<OuTagList['values'][number]>) =>
    onChange({ ...list, values: list.values.map((v, k) => (k === j ? { ...v, ...patch } : v)) });
  return (
    <Fieldset legend={title}>
      <Stack gap="xs">
        <Group align="flex-end" wrap="wrap">
          <TextInput
            label={t('admin.accounts.tags.name')}
            readOnly={readOnly}
            maxLength={100}
            value={list.name}
            onChange={(e) => onChange({ ...list, name: e.currentTarget.value })}
            error={errors[`${path}.name`]}
          />
          <Switch
            label={t('admin.accounts.tags.freeValue')}
            checked={list.freeValueAllowed}
            disabled={readOnly}
            onChange={(e) => onChange({ ...list, freeValueAllowed: e.currentTarget.checked })}
          />
          {!readOnly && (
            <Button variant="subtle" color="red" onClick={onRemove}>
              {t('admin.accounts.tags.remove', { name: title })}
            </Button>
          )}
        </Group>
        {list.values.map((value, j) => (
          <Group key={j} align="flex-start" wrap="nowrap" gap="xs">
            <TextInput
              aria-label={`${title} ${j + 1} — ${t('admin.accounts.tags.label')}`}
              placeholder={t('admin.accounts.tags.label')}
              readOnly={readOnly}
              style={{ flex: 1, minWidth: 0 }}
              value={value.label}
              onChange={(e) => setValue(j, { label: e.currentTarget.value })}
            />
            <TextInput
              aria-label={`${title} ${j + 1} — ${t('admin.accounts.tags.value')}`}
              placeholder={t('admin.accounts.tags.value')}
              readOnly={readOnly}
              style={{ flex: 1, minWidth: 0 }}
              value={value.value}
              onChange={(e) => setValue(j, { value: e.currentTarget.value })}
              error={errors[`${path}.values[${j}].value`]}
            />
            {!readOnly && (
              <ActionIcon
                variant="subtle"
                color="red"
                mt={4}
                aria-label={t('admin.accounts.tags.removeValue', { value: value.value || value.label })}
                onClick={() => onChange({ ...list, values: list.values.filter((_, k) => k !== j) })}
              >
                ×
              </ActionIcon>
            )}
          </Group>
        ))}
        {!readOnly && (
          <Button
            variant="subtle"
            size="xs"
            style={{ alignSelf: 'flex-start' }}
            onClick={() => onChange({ ...list, values: [...list.values, { label: '', value: '' }] })}
          >
            {t('admin.accounts.tags.addValue')}
          </Button>
        )}
      </Stack>
    </Fieldset>
  );
}

/** Imports a tag list file: the server reads and checks it, the list joins the form (saved with the account). */
function TagListImport({ ouId, onImported }: { ouId: string; onImported: (list: OuTagList) => void }) {
  const t = useT();
  const errorText = useErrorText();
  const issueText = useIssueText();
  const [name, setName] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const run = useMutation({
    mutationFn: async () =>
      api.post('/ou/:ouId/tagLists/import', {
        params: { ouId },
        body: { name, freeValueAllowed: false, contentBase64: await fileToBase64(file!) },
      }),
    onSuccess: ({ tagList }) => {
      if (!tagList) return;
      onImported(tagList);
      notifyInfo(t('admin.accounts.tags.imported', { count: tagList.values.length, name: tagList.name }));
      setFile(null);
      setName('');
    },
  });
  const issues: OuIssue[] = run.data?.issues ?? [];
  return (
    <Fieldset legend={t('admin.accounts.tags.import')}>
      <Stack gap="xs">
        <Text size="sm" c="dimmed">
          {t('admin.accounts.tags.importHint')}
        </Text>
        <Group align="flex-end" wrap="wrap">
          <TextInput
            label={t('admin.accounts.tags.importName')}
            value={name}
            maxLength={100}
            onChange={(e) => setName(e.currentTarget.value)}
          />
          <FileInput
            label={t('admin.accounts.tags.importFile')}
            accept=".csv,.txt,text/csv,text/plain"
            value={file}
            onChange={setFile}
            clearable
            clearButtonProps={{ 'aria-label': t('common.clear') }}
            w={{ base: '100%', sm: 260 }}
          />
          <Button disabled={!file || !name.trim()} loading={run.isPending} onClick={() => run.mutate()}>
            {t('admin.accounts.tags.importRun')}
          </Button>
        </Group>
        {(run.isError || issues.length > 0) && (
          <Alert color="red" role="alert" title={t('admin.accounts.tags.importFailed')}>
            {run.isError ? (
              errorText(run.error)
            ) : (
              <List size="sm">
                {issues.map((issue, i) => (
                  <List.Item key={i}>{issueText(issue)}</List.Item>
                ))}
              </List>
            )}
          </Alert>
        )}
      </Stack>
    </Fieldset>
  );
}
