import { useState } from 'react';
import { Alert, Button, Checkbox, Group, Modal, Stack, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PackGroup } from '@postbridge/domain';
import { useErrorText } from '../../../i18n/useErrorText';
import { useT } from '../../../i18n/useT';
import { packGroupKeys, splitPackGroup } from './packGroupsApi';

/** A letter made of its PDF pages alone (appositions aside) can be split; records and attached parts tie it. */
const PLAIN_PACK_KINDS = ['DOCUMENT', 'APPOSITION'];

interface SplitPagesProps {
  jobId: string;
  group: PackGroup;
}

/**
 * Splits a letter the automatic split took for one: a checkbox per page boundary (page N starts a new letter),
 * then a confirmation; the list of letters is read again with the new ones. Says why when it cannot be split.
 */
export function SplitPages({ jobId, group }: SplitPagesProps) {
  const t = useT();
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const [startPages, setStartPages] = useState<number[]>([]);
  const [asking, setAsking] = useState(false);
  const [splitInto, setSplitInto] = useState<number | null>(null);
  const split = useMutation({
    mutationFn: () => splitPackGroup(group.id, { version: group.version, startPages }),
    onSuccess: (parts) => {
      setAsking(false);
      setStartPages([]);
      setSplitInto(parts.length);
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: packGroupKeys.packGroups(jobId) }),
        queryClient.invalidateQueries({ queryKey: packGroupKeys.job(jobId) }),
      ]),
  });

  const done = splitInto !== null && (
    <Alert color="green" role="status">
      {t('deposit.packGroups.split.done', { count: splitInto })}
    </Alert>
  );
  const why = group.packs.some((p) => !PLAIN_PACK_KINDS.includes(p.kind))
    ? t('deposit.packGroups.split.notPlain')
    : group.lastPage <= group.firstPage
      ? t('deposit.packGroups.split.onePage')
      : null;
  if (why !== null)
    return (
      <Stack gap="xs">
        {done}
        <Text size="sm">{why}</Text>
      </Stack>
    );

  const boundaries = Array.from(
    { length: group.lastPage - group.firstPage },
    (_, i) => group.firstPage + i + 1,
  );
  const toggle = (page: number, on: boolean) =>
    setStartPages((pages) => (on ? [...pages, page].sort((a, b) => a - b) : pages.filter((p) => p !== page)));
  const count = startPages.length + 1;

  return (
    <Stack gap="xs">
      <Text size="sm">{t('deposit.packGroups.split.intro')}</Text>
      {done}
      <Stack gap={4}>
        {boundaries.map((page) => (
          <Checkbox
            key={page}
            label={t('deposit.packGroups.split.startsAt', { page })}
            checked={startPages.includes(page)}
            onChange={(event) => toggle(page, event.currentTarget.checked)}
          />
        ))}
      </Stack>
      {split.isError && !asking && (
        <Alert color="red" role="alert">
          {errorText(split.error)}
        </Alert>
      )}
      <Group>
        <Button
          size="xs"
          disabled={startPages.length === 0}
          onClick={() => {
            split.reset();
            setSplitInto(null);
            setAsking(true);
          }}
        >
          {t('deposit.packGroups.split.confirm')}
        </Button>
      </Group>
      <Modal
        opened={asking}
        onClose={() => setAsking(false)}
        title={t('deposit.packGroups.split.confirmTitle', { count })}
      >
        <Stack gap="sm">
          {split.isError && (
            <Alert color="red" role="alert">
              {errorText(split.error)}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setAsking(false)}>
              {t('deposit.packGroups.split.cancel')}
            </Button>
            <Button loading={split.isPending} onClick={() => split.mutate()}>
              {t('deposit.packGroups.split.confirmYes')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
