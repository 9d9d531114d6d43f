import { Alert, Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { BoxArea, SimpleJobRequirementValue } from '@postbridge/domain';
import { useErrorText } from '../../../i18n/useErrorText';
import { useT } from '../../../i18n/useT';
import { CheckStatus } from './CheckStatus';
import { extractAndCheckArea } from './requirementsApi';

/** Time the area must stay still before it is read again: a drag asks once, when it stops. */
const EXTRACT_DEBOUNCE_MS = 400;

/**
 * The text read in the area on the shown page (extractAndCheckArea) and its check, read again whenever the page or
 * the area has not changed for EXTRACT_DEBOUNCE_MS.
 */
export function AreaExtraction({
  serviceId,
  fileId,
  requirementName,
  page,
  area,
  onUse,
}: {
  serviceId: string;
  fileId: string;
  requirementName: string;
  page: number;
  area: BoxArea;
  onUse: (value: SimpleJobRequirementValue) => void;
}) {
  const t = useT();
  const errorText = useErrorText();
  // A string, so that an equal area drawn again is the same value for the debounce and the query key.
  const [asked] = useDebouncedValue(JSON.stringify({ page, area }), EXTRACT_DEBOUNCE_MS);
  const read = useQuery({
    queryKey: ['deposit', 'requirements', 'area', serviceId, fileId, requirementName, asked],
    queryFn: ({ signal }) => {
      const { page: askedPage, area: askedArea } = JSON.parse(asked) as { page: number; area: BoxArea };
      return extractAndCheckArea(
        fileId,
        { serviceId, requirementName, page: askedPage, area: askedArea },
        signal,
      );
    },
    placeholderData: keepPreviousData,
  });

  return (
    <Paper withBorder p="sm">
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Title order={4}>{t('deposit.requirements.extract.title')}</Title>
          {read.isFetching ? (
            <Group gap={6} role="status">
              <Loader size="xs" aria-hidden="true" />
              <Text size="sm">{t('deposit.requirements.extract.reading')}</Text>
            </Group>
          ) : null}
        </Group>
        {read.isError ? (
          <Alert color="red" role="alert">
            {errorText(read.error)}
          </Alert>
        ) : null}
        {read.data && !read.isError ? (
          <>
            <Text
              data-testid="area-text"
              size="sm"
              ff="monospace"
              style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
            >
              {read.data.value ? read.data.value : t('deposit.requirements.extract.empty')}
            </Text>
            <CheckStatus value={read.data} />
            <Group>
              <Button variant="light" onClick={() => onUse(read.data)} disabled={read.isFetching}>
                {t('deposit.requirements.extract.use')}
              </Button>
            </Group>
          </>
        ) : null}
      </Stack>
    </Paper>
  );
}
