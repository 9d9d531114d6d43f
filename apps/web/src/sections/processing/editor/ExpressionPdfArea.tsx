import { NumberInput, Select, Stack } from '@mantine/core';
import {
  ADDRESS_WINDOW_STANDARDS,
  type BoxArea,
  type ExpressionOf,
  type ExtractionParameters,
} from '@postbridge/domain';
import { useT } from '../../../i18n/useT';
import type { ExpressionNodeProps } from './ExpressionNode';
import { SampleAreaPicker } from './SampleAreaPicker';

type Props = Pick<ExpressionNodeProps, 'path' | 'errorAt' | 'readOnly'> & {
  value: ExpressionOf<'pdfText'>;
  onChange: (value: ExpressionOf<'pdfText'>) => void;
};

const SIDES = ['left', 'top', 'width', 'height'] as const;

/**
 * The page and area a pdfText node reads, placed on the sample PDF or typed in mm (SampleAreaPicker,
 * docs/product.md §3 "Box area"), and how its text is read ("PDF text extraction parameters"): the picker edits
 * the line and word settings, the envelope window standard is chosen here.
 */
export function ExpressionPdfArea({ value, onChange, path, errorAt, readOnly }: Props) {
  const t = useT();
  const setArea = (area: BoxArea) => onChange({ ...value, area });
  const { window, ...reading } = value.extractionParameters;
  return (
    <Stack gap="xs">
      <NumberInput
        label={t('processing.expr.field.page')}
        value={value.page}
        allowDecimal={false}
        readOnly={readOnly}
        onChange={(page) => typeof page === 'number' && onChange({ ...value, page })}
        error={errorAt(`${path}.page`)}
      />
      <SampleAreaPicker
        area={value.area}
        onChange={setArea}
        page={value.page}
        onPageChange={(page) => onChange({ ...value, page })}
        extractionParameters={value.extractionParameters}
        onExtractionParametersChange={(extractionParameters) => onChange({ ...value, extractionParameters })}
        areaError={
          SIDES.map((side) => errorAt(`${path}.area.${side}`)).find(Boolean) ?? errorAt(`${path}.area`)
        }
        label={t('processing.expr.field.area')}
        readOnly={readOnly}
      />
      <Select
        label={t('processing.expr.field.window')}
        data={ADDRESS_WINDOW_STANDARDS.map((v) => ({ value: v, label: t(`processing.expr.window.${v}`) }))}
        value={window ?? null}
        placeholder={t('processing.expr.window.none')}
        clearable
        disabled={readOnly}
        onChange={(next) =>
          onChange({
            ...value,
            extractionParameters: next
              ? { ...reading, window: next as ExtractionParameters['window'] }
              : reading,
          })
        }
      />
    </Stack>
  );
}
