import { Alert, Group, List, Loader, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { SplitConfig, TestSplitResult } from '@postbridge/domain';
import { useErrorText } from '../../../i18n/useErrorText';
import { useT } from '../../../i18n/useT';
import { testSampleSplit } from './samplePdf';

/** Time the split must stay unchanged before the sample is cut again: typing or dragging asks once. */
const SPLIT_DEBOUNCE_MS = 400;

/**
 * The letters a deposit of the sample would give with the box's split (POST /services/testSplit, the deposit's own
 * split on the server), and for a split on an area's text that text page by page, with the pages that start a letter.
 */
export function SplitPreview({
  fileId,
  splitConfig,
  ready,
}: {
  fileId: string;
  splitConfig: SplitConfig;
  /** False while the configuration has a problem the editor already shows (a pattern that does not compile). */
  ready: boolean;
}) {
  const t = useT();
  const errorText = useErrorText();
  const [asked] = useDebouncedValue(JSON.stringify(splitConfig), SPLIT_DEBOUNCE_MS);
  const split = useQuery({
    queryKey: ['processing', 'sample', 'split', fileId, asked],
    queryFn: ({ signal }) => testSampleSplit(fileId, JSON.parse(asked) as SplitConfig, signal),
    placeholderData: keepPreviousData,
    enabled: ready,
  });
  return (
    <Paper withBorder p="md">
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Title order={4}>{t('processing.split.preview.title')}</Title>
          {split.isFetching ? (
            <Group gap={6} role="status">
              <Loader size="xs" aria-hidden="true" />
              <Text size="sm">{t('processing.split.preview.reading')}</Text>
            </Group>
          ) : null}
        </Group>
        {split.isError ? (
          <Alert color="red" role="alert">
            {errorText(split.error)}
          </Alert>
        ) : split.data && ready ? (
          <SplitResult result={split.data} />
        ) : null}
      </Stack>
    </Paper>
  );
}

function SplitResult({ result }: { result: TestSplitResult }) {
  const t = useT();
  const letterStarting = new Map(result.parts.map((part, index) => [part.firstPage, index + 1]));
  return (
    <Stack gap="sm">
      <Text size="sm" fw={500}>
        {t('processing.split.preview.count', { count: result.parts.length })}
      </Text>
      <List size="sm" spacing={2} aria-label={t('processing.split.preview.title')}>
        {result.parts.map((part, index) => (
          <List.Item key={part.firstPage}>
            {part.firstPage === part.lastPage
              ? t('processing.split.preview.partPage', { n: index + 1, page: part.firstPage })
              : t('processing.split.preview.partPages', {
                  n: index + 1,
                  from: part.firstPage,
                  to: part.lastPage,
                })}
          </List.Item>
        ))}
      </List>
      {result.truncated ? (
        <Text size="sm" c="dimmed">
          {t('processing.split.preview.truncated', { read: result.pagesRead, count: result.pageCount })}
        </Text>
      ) : null}
      {result.pages.length > 0 ? (
        <Table.ScrollContainer minWidth={320}>
          <Table striped withTableBorder verticalSpacing={4}>
            <Table.Caption>{t('processing.split.preview.pages')}</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('processing.split.preview.page')}</Table.Th>
                <Table.Th>{t('processing.split.preview.text')}</Table.Th>
                <Table.Th>{t('processing.split.preview.starts')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {result.pages.map(({ page, text }) => {
                const letter = letterStarting.get(page);
                return (
                  <Table.Tr key={page}>
                    <Table.Td>{page}</Table.Td>
                    <Table.Td>
                      {text ? (
                        <Text size="sm" ff="monospace" dir="auto" style={{ whiteSpace: 'pre-wrap' }}>
                          {text}
                        </Text>
                      ) : (
                        <Text size="sm" c="dimmed">
                          {t('processing.split.preview.noText')}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td>
                      {letter !== undefined
                        ? t('processing.split.preview.startsLetter', { n: letter })
                        : null}
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      ) : null}
    </Stack>
  );
}
