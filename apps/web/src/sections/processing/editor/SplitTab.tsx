import { useRef, useState } from 'react';
import { Radio, Select, Stack, Text, TextInput } from '@mantine/core';
import {
  compilesAsSplitMarker,
  DEFAULT_BOX_AREA_MM,
  DEFAULT_LINE_TOLERANCE,
  DEFAULT_WORD_SPACE,
  type SplitConfig,
} from '@postbridge/domain';
import { useT } from '../../../i18n/useT';
import { DraftNumberInput } from '../../deposit/requirements/DraftNumberInput';
import { SampleAreaPicker } from './SampleAreaPicker';
import { SamplePdfDrop } from './SamplePdfDrop';
import { useSamples } from './samples';
import { SplitPreview } from './SplitPreview';
import type { TabProps } from './tabProps';
import { MONOSPACE_INPUT } from './formulaStyle';

type SplitKind = SplitConfig['kind'];
const KINDS: { kind: SplitKind; label: 'none' | 'page' | 'area' }[] = [
  { kind: 'bsc.NONE', label: 'none' },
  { kind: 'bsc.PAGE', label: 'page' },
  { kind: 'bsc.PDF_AREA', label: 'area' },
];
/** More pages per letter than any envelope holds: a typo rather than a setting. */
const MAX_PAGES_PER_PART = 10_000;

/** A new split of a kind, before the administrator sets it (docs/product.md §3 Box "splitConfig" defaults). */
function newSplit(kind: SplitKind): SplitConfig {
  switch (kind) {
    case 'bsc.NONE':
      return { kind };
    case 'bsc.PAGE':
      return { kind, pagesPerPart: 1 };
    case 'bsc.PDF_AREA':
      return {
        kind,
        area: { ...DEFAULT_BOX_AREA_MM },
        value: '',
        page: 1,
        extractionParameters: { lineTolerance: DEFAULT_LINE_TOLERANCE, wordSpace: DEFAULT_WORD_SPACE },
      };
  }
}

/**
 * Split configuration: how each PDF of a box is cut into letters, tried on a sample PDF (docs/web.md "Processing:
 * the service editor", **Split.**).
 */
export function SplitTab({ draft, change, errorAt, readOnly }: TabProps) {
  const t = useT();
  const { pdf } = useSamples();
  const pdfBoxes = draft.boxes
    .map((box, index) => ({ box, index }))
    .filter(({ box }) => box.boxType === 'box.PDF');
  const [chosen, setChosen] = useState<number | null>(null);
  const [shownPage, setShownPage] = useState(1);
  // A kind chosen again gets back what it was set to in this session, not its defaults.
  const earlier = useRef(new Map<string, SplitConfig>());
  const current = pdfBoxes.find(({ index }) => index === chosen) ?? pdfBoxes[0];
  if (!current) {
    return <Text>{t('processing.split.noPdfBox')}</Text>;
  }
  const { box, index } = current;
  const split = box.splitConfig;
  const at = (field: string) => `boxes[${index}].splitConfig.${field}`;
  const setSplit = (splitConfig: SplitConfig) =>
    change({ boxes: draft.boxes.map((b, i) => (i === index ? { ...b, splitConfig } : b)) });
  const setKind = (kind: SplitKind) => {
    earlier.current.set(`${box.name}/${split.kind}`, split);
    setSplit(earlier.current.get(`${box.name}/${kind}`) ?? newSplit(kind));
  };

  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {t('processing.split.intro')}
      </Text>
      {pdfBoxes.length > 1 ? (
        <Select
          label={t('processing.split.box')}
          data={pdfBoxes.map(({ box: b, index: i }) => ({ value: String(i), label: b.label || b.name }))}
          value={String(index)}
          allowDeselect={false}
          onChange={(value) => value !== null && setChosen(Number(value))}
          w="fit-content"
        />
      ) : null}
      <Radio.Group
        label={t('processing.split.kind')}
        value={split.kind}
        onChange={(value) => setKind(value as SplitKind)}
        error={errorAt(`boxes[${index}].splitConfig`)}
      >
        <Stack gap={6} mt={6}>
          {KINDS.map(({ kind, label }) => (
            <Radio
              key={kind}
              value={kind}
              label={t(`processing.split.kind.${label}`)}
              disabled={readOnly && kind !== split.kind}
            />
          ))}
        </Stack>
      </Radio.Group>
      {split.kind === 'bsc.PAGE' ? (
        <DraftNumberInput
          label={t('processing.split.pagesPerPart')}
          value={split.pagesPerPart}
          min={1}
          max={MAX_PAGES_PER_PART}
          decimalScale={0}
          w={180}
          rangeError={
            errorAt(at('pagesPerPart')) ??
            t('processing.split.pagesPerPartRange', { max: MAX_PAGES_PER_PART })
          }
          readOnly={readOnly}
          onCommit={(pagesPerPart) => setSplit({ ...split, pagesPerPart })}
        />
      ) : null}
      {split.kind === 'bsc.PDF_AREA' ? (
        <>
          <TextInput
            label={t('processing.split.value')}
            description={t('processing.split.valueHint')}
            value={split.value}
            readOnly={readOnly}
            dir="ltr"
            styles={MONOSPACE_INPUT}
            onChange={(e) => setSplit({ ...split, value: e.currentTarget.value })}
            error={errorAt(at('value'))}
          />
          <SampleAreaPicker
            label={t('processing.split.area')}
            area={split.area}
            onChange={(area) => setSplit({ ...split, area })}
            page={shownPage}
            onPageChange={setShownPage}
            extractionParameters={split.extractionParameters}
            onExtractionParametersChange={(extractionParameters) =>
              setSplit({ ...split, extractionParameters })
            }
            areaError={errorAt(at('area'))}
            boxName={box.name}
            readOnly={readOnly}
          />
        </>
      ) : (
        <SamplePdfDrop boxName={box.name} />
      )}
      {pdf ? (
        <SplitPreview
          fileId={pdf.fileId}
          splitConfig={split}
          ready={split.kind !== 'bsc.PDF_AREA' || compilesAsSplitMarker(split.value)}
        />
      ) : (
        <Text size="sm" c="dimmed">
          {t('processing.split.preview.noSample')}
        </Text>
      )}
    </Stack>
  );
}
