import { useState } from 'react';
import {
  Alert,
  Button,
  Code,
  FileInput,
  Group,
  List,
  Modal,
  Select,
  Stack,
  Table,
  Text,
} from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { USER_CSV_COLUMNS, type ApiIssue, type ImportUsersResult, type LabelKey } from '@postbridge/domain';
import { api } from '../../../api/api';
import { QUERY_KEYS } from '../../../app/queries';
import { useErrorText } from '../../../i18n/useErrorText';
import { useT } from '../../../i18n/useT';
import { accountSelectProps } from '../home/adminAccess';
import { useOuOptions } from './usersData';

/**
 * CSV import (issue 13): the file is checked first (POST /users/import/check) and every wrong line is listed with
 * its number and field; only a file without problems is imported, all at once. The new users' temporary
 * passwords are shown once.
 */
export function ImportUsersModal({
  opened,
  defaultOuId,
  onClose,
}: {
  opened: boolean;
  defaultOuId: string | null;
  onClose: () => void;
}) {
  const t = useT();
  const errorText = useErrorText();
  const client = useQueryClient();
  const ous = useOuOptions();
  const [ouId, setOuId] = useState<string | null>(defaultOuId);
  const [file, setFile] = useState<File | null>(null);
  const [issues, setIssues] = useState<ApiIssue[]>([]);
  const [done, setDone] = useState<ImportUsersResult | null>(null);

  const form = () => {
    const data = new FormData();
    data.append('ouId', ouId ?? '');
    data.append('file', file!);
    return data;
  };
  const run = useMutation({
    mutationFn: async () => {
      const check = await api.postForm('/users/import/check', form());
      if (check.issues.length) return { issues: check.issues, result: null };
      return { issues: [], result: await api.postForm('/users/import', form()) };
    },
    onSuccess: async ({ issues: found, result }) => {
      setIssues(found);
      setDone(result);
      if (result) await client.invalidateQueries({ queryKey: QUERY_KEYS.adminUsers });
    },
  });
  const close = () => {
    setFile(null);
    setIssues([]);
    setDone(null);
    run.reset();
    onClose();
  };

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={t('admin.users.import.title')}
      size="lg"
      closeButtonProps={{ 'aria-label': t('admin.users.close') }}
    >
      {done ? (
        <Stack gap="sm">
          <Alert color="green">{t('admin.users.import.done', { count: done.imported })}</Alert>
          <Text size="sm">{t('admin.users.import.passwords')}</Text>
          <Table aria-label={t('admin.users.import.passwords')} dir="ltr">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('admin.users.field.login')}</Table.Th>
                <Table.Th>{t('admin.users.tempPassword.title')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {done.users.map((u) => (
                <Table.Tr key={u.login}>
                  <Table.Td>{u.login}</Table.Td>
                  <Table.Td>
                    <Code>{u.temporaryPassword}</Code>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          <Group justify="flex-end">
            <Button onClick={close}>{t('admin.users.tempPassword.done')}</Button>
          </Group>
        </Stack>
      ) : (
        <Stack gap="sm">
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {t('admin.users.import.columns', { columns: USER_CSV_COLUMNS.join(';') })}
          </Text>
          <Select
            label={t('admin.users.import.ou')}
            {...accountSelectProps(ous.data ?? [])}
            value={ouId}
            onChange={setOuId}
            allowDeselect={false}
            searchable
          />
          <FileInput
            label={t('admin.users.import.file')}
            accept=".csv,text/csv,text/plain"
            value={file}
            onChange={(f) => {
              setFile(f);
              setIssues([]);
            }}
            clearable
            clearButtonProps={{ 'aria-label': t('common.clear') }}
          />
          {run.isError && (
            <Alert color="red" role="alert">
              {errorText(run.error)}
            </Alert>
          )}
          {issues.length > 0 && (
            <Alert color="red" role="alert" title={t('admin.users.import.failed', { count: issues.length })}>
              <List size="sm" spacing={2}>
                {issues.map((issue, i) => (
                  <List.Item key={i}>{t(issue.key as LabelKey, issue.params ?? {})}</List.Item>
                ))}
              </List>
            </Alert>
          )}
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={close}>
              {t('admin.users.cancel')}
            </Button>
            <Button disabled={!file || !ouId} loading={run.isPending} onClick={() => run.mutate()}>
              {t('admin.users.import.submit')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
