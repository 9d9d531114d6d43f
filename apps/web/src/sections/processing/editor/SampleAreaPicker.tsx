import { useId, useState } from 'react';
import { Alert, Center, Grid, Group, Loader, Paper, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  DEFAULT_LINE_TOLERANCE,
  DEFAULT_WORD_SPACE,
  LINE_TOLERANCES,
  WORD_SPACES,
  type BoxArea,
  type ExtractionParameters,
} from '@postbridge/domain';
import { useErrorText } from '../../../i18n/useErrorText';
import { useT } from '../../../i18n/useT';
import { AreaFields } from '../../deposit/requirements/AreaFields';
import { AreaFrame } from '../../deposit/requirements/AreaFrame';
import type { PageSizeMm } from '../../deposit/requirements/areaGeometry';
import { PagePicker } from '../../deposit/requirements/PagePicker';
import { readSampleArea, samplePageQuery } from './samplePdf';
import { SamplePdfDrop } from './SamplePdfDrop';
import { useSamples } from './samples';

// The sample PDF's page with the area drawn, dragged and resized on it (the deposit's area editor), its position in
// mm, and the text found in it on the shown page. Used wherever the service editor places an area: the split of a
// PDF box, the address window of a channel requirement, a pdfText expression node.

type SampleAreaPickerProps = {
  area: BoxArea;
  onChange: (area: BoxArea) => void;
  /** The page the area is read on (1-based; -1 is the last page, as in pdfText nodes). */
  page: number;
  onPageChange?: (page: number) => void;
  extractionParameters?: ExtractionParameters;
  /** Accessible name of the area (what it reads, e.g. "Address window"). */
  label: string;
  readOnly: boolean;
  /** Given, the reading parameters are edited here too (line tolerance, word spacing). */
  onExtractionParametersChange?: (parameters: ExtractionParameters) => void;
  /** A problem the editor's rules or the server found with the area, shown under its fields. */
  areaError?: string | undefined;
  /** The box whose split a sample dropped here tries (the samples context); the first PDF box otherwise. */
  boxName?: string;
};

/** Without a sample, the area is typed on the default page format, A4 (docs/product.md §9). */
const A4: PageSizeMm = { widthMm: 210, heightMm: 297 };
/** Time the area must stay still before it is read again: a drag asks once, when it stops. */
const READ_DEBOUNCE_MS = 400;
/** Sizes are rounded to a tenth of a mm on screen and a hundredth on the server. */
const EDGE_TOLERANCE_MM = 0.05;

/** 1-based page shown for a page counted from the end (-1 the last), within the sample. */
const resolvePage = (page: number, pageCount: number) =>
  Math.min(Math.max(page >= 1 ? page : pageCount + page + 1, 1), pageCount);

const beyondPage = (area: BoxArea, size: PageSizeMm) =>
  area.left + area.width > size.widthMm + EDGE_TOLERANCE_MM ||
  area.top + area.height > size.heightMm + EDGE_TOLERANCE_MM;

export function SampleAreaPicker(props: SampleAreaPickerProps) {
  const { area, onChange, readOnly, label, areaError, boxName } = props;
  const t = useT();
  const { pdf } = useSamples();
  const hintId = useId();
  if (!pdf) {
    return (
      <Stack gap="sm" role="group" aria-label={label}>
        <SamplePdfDrop boxName={boxName ?? ''} />
        <Text size="sm" c="dimmed">
          {t('processing.split.picker.typeArea')}
        </Text>
        <AreaFields area={area} page={A4} onChange={onChange} readOnly={readOnly} />
        <AreaProblems area={area} size={null} areaError={areaError} />
        <ExtractionFields {...props} />
      </Stack>
    );
  }
  return (
    <Stack gap="sm" role="group" aria-label={label}>
      <SamplePdfDrop boxName={boxName ?? pdf.boxName} />
      <SamplePage {...props} fileId={pdf.fileId} pageCount={pdf.pageCount} hintId={hintId} />
    </Stack>
  );
}

function SamplePage({
  area,
  onChange,
  page,
  onPageChange,
  readOnly,
  areaError,
  extractionParameters,
  fileId,
  pageCount,
  hintId,
  ...rest
}: SampleAreaPickerProps & { fileId: string; pageCount: number; hintId: string }) {
  const t = useT();
  const errorText = useErrorText();
  // Without onPageChange, paging only changes what is shown here.
  const [ownPage, setOwnPage] = useState<number | null>(null);
  const shown = onPageChange ? resolvePage(page, pageCount) : (ownPage ?? resolvePage(page, pageCount));
  const changePage = onPageChange ?? setOwnPage;
  const image = useQuery({ ...samplePageQuery(fileId, shown), placeholderData: keepPreviousData });
  const size = image.data ?? null;
  const outside = size !== null && beyondPage(area, size);
  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, md: 7 }}>
        <Stack gap="sm">
          <PagePicker page={shown} pageCount={pageCount} onChange={changePage} />
          {image.isError ? (
            <Alert color="red" role="alert">
              {errorText(image.error)}
            </Alert>
          ) : null}
          {size ? (
            <AreaFrame
              image={size.image}
              imageAlt={t('processing.split.picker.pageImage', { page: size.page })}
              page={size}
              area={area}
              hintId={hintId}
              onChange={onChange}
              readOnly={readOnly}
            />
          ) : image.isPending ? (
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
          <AreaFields area={area} page={size ?? A4} onChange={onChange} readOnly={readOnly} />
          <AreaProblems area={area} size={size} areaError={areaError} />
          <ExtractionFields
            {...rest}
            area={area}
            onChange={onChange}
            page={page}
            readOnly={readOnly}
            extractionParameters={extractionParameters}
          />
          {outside ? null : (
            <AreaText fileId={fileId} page={shown} area={area} extractionParameters={extractionParameters} />
          )}
        </Stack>
      </Grid.Col>
    </Grid>
  );
}

/** The area beyond the page (its size known from the image), and the problem the editor's rules found. */
function AreaProblems({
  area,
  size,
  areaError,
}: {
  area: BoxArea;
  size: PageSizeMm | null;
  areaError: string | undefined;
}) {
  const t = useT();
  const page = size ?? A4;
  return (
    <>
      {beyondPage(area, page) ? (
        <Text size="sm" c="red" role="alert">
          {t('processing.split.picker.outside', { widthMm: page.widthMm, heightMm: page.heightMm })}
        </Text>
      ) : null}
      {areaError ? (
        <Text size="sm" c="red">
          {areaError}
        </Text>
      ) : null}
    </>
  );
}

/** Line tolerance and word spacing, when the caller edits them here. */
function ExtractionFields({
  extractionParameters,
  onExtractionParametersChange,
  readOnly,
}: SampleAreaPickerProps) {
  const t = useT();
  if (!onExtractionParametersChange) return null;
  const current: ExtractionParameters = extractionParameters ?? {
    lineTolerance: DEFAULT_LINE_TOLERANCE,
    wordSpace: DEFAULT_WORD_SPACE,
  };
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
      <Select
        label={t('processing.split.picker.lineTolerance')}
        data={LINE_TOLERANCES.map((value) => ({
          value,
          label: t(`processing.split.picker.lineTolerance.${value}`),
        }))}
        value={current.lineTolerance}
        allowDeselect={false}
        disabled={readOnly}
        onChange={(value) =>
          value &&
          onExtractionParametersChange({ ...current, lineTolerance: value as typeof current.lineTolerance })
        }
      />
      <Select
        label={t('processing.split.picker.wordSpace')}
        data={WORD_SPACES.map((value) => ({ value, label: t(`processing.split.picker.wordSpace.${value}`) }))}
        value={current.wordSpace}
        allowDeselect={false}
        disabled={readOnly}
        onChange={(value) =>
          value && onExtractionParametersChange({ ...current, wordSpace: value as typeof current.wordSpace })
        }
      />
    </SimpleGrid>
  );
}

/** The text in the area on the shown page (POST /pdf/extractText), read again once the area stays still. */
function AreaText({
  fileId,
  page,
  area,
  extractionParameters,
}: {
  fileId: string;
  page: number;
  area: BoxArea;
  extractionParameters: ExtractionParameters | undefined;
}) {
  const t = useT();
  const errorText = useErrorText();
  // A string, so that an equal area drawn again is the same value for the debounce and the query key.
  const [asked] = useDebouncedValue(JSON.stringify({ page, area, extractionParameters }), READ_DEBOUNCE_MS);
  const read = useQuery({
    queryKey: ['processing', 'sample', 'area', fileId, asked],
    queryFn: ({ signal }) =>
      readSampleArea(fileId, JSON.parse(asked) as Parameters<typeof readSampleArea>[1], signal),
    placeholderData: keepPreviousData,
  });
  const askedPage = (JSON.parse(asked) as { page: number }).page;
  return (
    <Paper withBorder p="sm">
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Text fw={600} size="sm">
            {t('processing.split.picker.text', { page: askedPage })}
          </Text>
          {read.isFetching ? (
            <Group gap={6} role="status">
              <Loader size="xs" aria-hidden="true" />
              <Text size="sm">{t('processing.split.picker.reading')}</Text>
            </Group>
          ) : null}
        </Group>
        {read.isError ? (
          <Alert color="red" role="alert">
            {errorText(read.error)}
          </Alert>
        ) : read.data ? (
          <Text
            data-testid="sample-area-text"
            size="sm"
            ff="monospace"
            dir="auto"
            style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
          >
            {read.data.text || t('processing.split.picker.noText')}
          </Text>
        ) : null}
      </Stack>
    </Paper>
  );
}
