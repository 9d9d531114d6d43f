import { useState } from 'react';
import { Alert, Button, FileInput, Group, List, Modal, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import type { ApiIssue, LabelImportResult, LabelOverridesFile } from '@postbridge/domain';
import { ApiError } from '../../../api/errors';
import { useErrorText } from '../../../i18n/useErrorText';
import { useT } from '../../../i18n/useT';
import { labelIssueText, languageName } from './labelIssues';
import { importOverrides } from './localesData';

class NotAnExportError extends Error {}

/** Reads the picked file as JSON; a file that is not JSON is refused here, its shape by the server. */
async function readExport(file: File): Promise<LabelOverridesFile> {
  try {
    return JSON.parse(await file.text()) as LabelOverridesFile;
  } catch {
    throw new NotAnExportError();
  }
}

/**
 * Imports an export of texts (POST /i18n/overrides/import): every entry checked like an edit, all saved or none.
 * A refused file lists each refusal with its language and key.
 */
export function ImportLabelsModal({
  onClose,
  onImported,
}: {
  onClose: () => void;
  onImported: (result: LabelImportResult, file: LabelOverridesFile) => void;
}) {
  const t = useT();
  const errorText = useErrorText();
  const [file, setFile] = useState<File | null>(null);
  const run = useMutation({
    mutationFn: async (picked: File) => {
      const content = await readExport(picked);
      return { result: await importOverrides(content), content };
    },
    onSuccess: ({ result, content }) => onImported(result, content),
  });
  const issues: readonly ApiIssue[] = run.error instanceof ApiError ? (run.error.issues ?? []) : [];
  const entryText = (issue: ApiIssue) => {
    const locale = issue.params?.locale;
    const key = issue.params?.key;
    const text = labelIssueText(t, issue);
    return locale !== undefined && key !== undefined
      ? t('system.locales.import.entry', { language: languageName(String(locale)), key, text })
      : `${issue.path}: ${text}`;
  };

  return (
    <Modal
      opened
      onClose={onClose}
      size="lg"
      title={t('system.locales.import.title')}
      closeButtonProps={{ 'aria-label': t('system.locales.dialog.close') }}
    >
      <Stack gap="sm">
        <Text size="sm">{t('system.locales.import.text')}</Text>
        <FileInput
          label={t('system.locales.import.file')}
          accept=".json,application/json"
          value={file}
          onChange={(picked) => {
            setFile(picked);
            run.reset();
          }}
          clearable
        />
        {issues.length > 0 ? (
          <Alert color="red" role="alert" title={t('system.locales.import.failed', { count: issues.length })}>
            <List size="sm" spacing={2}>
              {issues.map((issue, i) => (
                <List.Item key={i}>
                  <bdi>{entryText(issue)}</bdi>
                </List.Item>
              ))}
            </List>
          </Alert>
        ) : (
          run.isError && (
            <Alert color="red" role="alert">
              {run.error instanceof NotAnExportError ||
              (run.error instanceof ApiError && run.error.code === -2)
                ? t('system.locales.import.notJson')
                : errorText(run.error)}
            </Alert>
          )
        )}
        <Group justify="flex-end" gap="xs" wrap="wrap">
          <Button variant="default" onClick={onClose}>
            {t('system.locales.dialog.cancel')}
          </Button>
          <Button disabled={!file} loading={run.isPending} onClick={() => file && run.mutate(file)}>
            {t('system.locales.import.submit')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
