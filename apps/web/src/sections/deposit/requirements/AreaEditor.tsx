import { useCallback, useEffect, useId, useState } from 'react';
import { Alert, Button, Center, Grid, Group, Loader, Stack, Text } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { BoxArea, SimpleJobRequirementValue } from '@postbridge/domain';
import { ApiError } from '../../../api/errors';
import { useErrorText } from '../../../i18n/useErrorText';
import { useT } from '../../../i18n/useT';
import { AreaExtraction } from './AreaExtraction';
import { AreaFields } from './AreaFields';
import { AreaFrame } from './AreaFrame';
import { PagePicker } from './PagePicker';
import { fetchPdfPage } from './requirementsApi';
import { contentPage, type AreaRequirement } from './serviceRequirements';

/**
 * One area requirement on the document: the page preview with its area, the area in mm, and what is read there.
 * It starts from the service's configuration (the requirement's page, -1 being the last, and its area); moving the
 * area or the page only changes what is read here, never the service.
 */
export function AreaEditor({
  serviceId,
  fileId,
  requirement,
  onUse,
}: {
  serviceId: string;
  fileId: string;
  requirement: AreaRequirement;
  onUse: (key: string, value: SimpleJobRequirementValue) => void;
}) {
  const t = useT();
  const errorText = useErrorText();
  const hintId = useId();
  const { content } = requirement;
  const [area, setArea] = useState<BoxArea>(content.area);
  // Null until chosen: the requirement's own page, which for a page counted from the end needs the page count.
  const [pageChoice, setPageChoice] = useState<number | null>(null);
  const resolvedPage = pageChoice ?? (content.page >= 1 ? content.page : null);
  const page = resolvedPage ?? 1;
  const pageImage = useQuery({
    queryKey: ['deposit', 'requirements', 'page', fileId, page],
    queryFn: ({ signal }) => fetchPdfPage(fileId, page, signal),
    placeholderData: keepPreviousData,
  });
  // A requirement may name a page the file does not have: the refusal tells the page count, to pick another.
  const refusedCount =
    pageImage.error instanceof ApiError ? Number(pageImage.error.params?.pageCount) || undefined : undefined;
  const pageCount = pageImage.data?.pageCount ?? refusedCount;
  useEffect(() => {
    if (pageChoice === null && pageCount !== undefined && content.page < 1) {
      setPageChoice(contentPage(content, pageCount));
    }
  }, [pageChoice, pageCount, content]);
  const use = useCallback(
    (value: SimpleJobRequirementValue) => onUse(requirement.key, value),
    [onUse, requirement.key],
  );

  const shown = pageImage.data;
  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, md: 7 }}>
        <Stack gap="sm">
          {pageCount !== undefined ? (
            <PagePicker page={page} pageCount={pageCount} onChange={setPageChoice} />
          ) : null}
          {pageImage.isError ? (
            <Alert color="red" role="alert">
              {errorText(pageImage.error)}
            </Alert>
          ) : null}
          {shown ? (
            <AreaFrame
              image={shown.image}
              imageAlt={t('deposit.requirements.page.image', { page: shown.page })}
              page={shown}
              area={area}
              hintId={hintId}
              onChange={setArea}
            />
          ) : pageImage.isPending ? (
            <Center role="status" aria-label={t('common.loading')} mih={200}>
              <Loader aria-hidden="true" />
            </Center>
          ) : null}
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 5 }}>
        <Stack gap="sm">
          <Text id={hintId} size="sm" c="dimmed">
            {t('deposit.requirements.area.hint')}
          </Text>
          {shown ? <AreaFields area={area} page={shown} onChange={setArea} /> : null}
          <Group>
            <Button
              variant="subtle"
              onClick={() => {
                setArea(content.area);
                setPageChoice(null);
              }}
            >
              {t('deposit.requirements.area.reset')}
            </Button>
          </Group>
          {resolvedPage !== null ? (
            <AreaExtraction
              serviceId={serviceId}
              fileId={fileId}
              requirementName={requirement.key}
              page={resolvedPage}
              area={area}
              onUse={use}
            />
          ) : null}
        </Stack>
      </Grid.Col>
    </Grid>
  );
}
