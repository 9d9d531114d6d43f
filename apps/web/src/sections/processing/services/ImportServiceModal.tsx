import { useState } from 'react';
import { Alert, Button, FileInput, Group, List, Modal, Stack, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiIssue } from '@postbridge/domain';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/errors';
import { QUERY_KEYS } from '../../../app/queries';
import { notifyInfo } from '../../../app/notify';
import { useErrorText } from '../../../i18n/useErrorText';
import { useT } from '../../../i18n/useT';
import { importService } from './servicesData';

/**
 * Imports an exported service into the shown unit (POST /services/import). A refused file lists every problem the
 * server names — an unknown channel, option type, option, output file or metadata by its name (docs/product.md §5)
 * — each with where it is in the file; nothing is created then.
 */
export function ImportServiceModal({
  opened,
  ouId,
  ouName,
  onClose,
}: {
  opened: boolean;
  ouId: string;
  ouName: string;
  onClose: () => void;
}) {
  const t = useT();
  const { t: translate, i18n } = useTranslation();
  const errorText = useErrorText();
  const client = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const run = useMutation({
    mutationFn: () => importService(file!, ouId),
    onSuccess: async (service) => {
      notifyInfo(t('processing.services.import.done', { name: service.name }));
      await client.invalidateQueries({ queryKey: QUERY_KEYS.processingServices });
      close();
    },
  });
  const issues: readonly ApiIssue[] = run.error instanceof ApiError ? (run.error.issues ?? []) : [];
  const issueText = (issue: ApiIssue) => {
    const key = `issue.${issue.key}`;
    const text = i18n.exists(key)
      ? translate(key, issue.params ?? {})
      : String(issue.params?.reason ?? issue.key);
    return issue.path ? t('processing.services.import.at', { path: issue.path, text }) : text;
  };
  const close = () => {
    setFile(null);
    run.reset();
    onClose();
  };
  return (
    <Modal
      opened={opened}
      onClose={close}
      title={t('processing.services.import.title')}
      size="lg"
      closeButtonProps={{ 'aria-label': t('processing.services.close') }}
    >
      <Stack gap="sm">
        <Text size="sm">{t('processing.services.import.text', { ou: ouName })}</Text>
        <FileInput
          label={t('processing.services.import.file')}
          accept=".json,application/json"
          value={file}
          onChange={(f) => {
            setFile(f);
            run.reset();
          }}
          clearable
          clearButtonProps={{ 'aria-label': t('common.clear') }}
        />
        {issues.length > 0 ? (
          <Alert
            color="red"
            role="alert"
            title={t('processing.services.import.failed', { count: issues.length })}
          >
            <List size="sm" spacing={2}>
              {issues.map((issue, i) => (
                <List.Item key={i}>{issueText(issue)}</List.Item>
              ))}
            </List>
          </Alert>
        ) : (
          run.isError && (
            <Alert color="red" role="alert">
              {errorText(run.error)}
            </Alert>
          )
        )}
        <Group justify="flex-end" gap="xs" wrap="wrap">
          <Button variant="default" onClick={close}>
            {t('processing.services.cancel')}
          </Button>
          <Button disabled={!file} loading={run.isPending} onClick={() => run.mutate()}>
            {t('processing.services.import.submit')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
