import { SimpleGrid } from '@mantine/core';
import type { BoxArea } from '@postbridge/domain';
import { useT } from '../../../i18n/useT';
import { fieldRange, roundMm, type AreaField, type PageSizeMm } from './areaGeometry';
import { DraftNumberInput } from './DraftNumberInput';

const FIELDS: AreaField[] = ['left', 'top', 'width', 'height'];

/** The area's position and size in mm, each editable within what keeps the area on the page. */
export function AreaFields({
  area,
  page,
  onChange,
  readOnly = false,
}: {
  area: BoxArea;
  page: PageSizeMm;
  onChange: (area: BoxArea) => void;
  readOnly?: boolean;
}) {
  const t = useT();
  return (
    <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs">
      {FIELDS.map((field) => {
        const { min, max } = fieldRange(area, field, page);
        return (
          <DraftNumberInput
            key={field}
            label={t(`deposit.requirements.area.${field}`)}
            value={area[field]}
            min={min}
            max={max}
            decimalScale={1}
            rangeError={t('deposit.requirements.area.outOfRange', { min, max })}
            readOnly={readOnly}
            onCommit={(value) => onChange({ ...area, [field]: roundMm(value) })}
          />
        );
      })}
    </SimpleGrid>
  );
}
