import { Checkbox, ColorInput, NumberInput, Select, SimpleGrid, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import {
  DATAMATRIX_SHAPES,
  HORIZONTAL_ALIGNMENTS,
  LINE_BREAK_MODES,
  VERTICAL_ALIGNMENTS,
  type TechnicalArea,
} from '@postbridge/domain';
import { fetchAppConfig } from '../../../../api/endpoints';
import { QUERY_KEYS } from '../../../../app/queries';
import { useT } from '../../../../i18n/useT';

type Props = {
  area: TechnicalArea;
  onChange: (patch: Partial<TechnicalArea>) => void;
  errorAt: (field: string) => string | undefined;
  readOnly: boolean;
};

const COLOR_FIELDS = [
  ['bat', 'system.areas.colorBat'],
  ['production', 'system.areas.colorProduction'],
  ['error', 'system.areas.colorError'],
] as const;
const MARGINS = [
  ['top', 'system.areas.marginTop'],
  ['right', 'system.areas.marginRight'],
  ['bottom', 'system.areas.marginBottom'],
  ['left', 'system.areas.marginLeft'],
] as const;

/** How the area is drawn: fills, margins, font and text layout, and the codes' own settings. */
export function AreaStyleFields({ area, onChange, errorAt, readOnly }: Props) {
  const t = useT();
  const { data: config } = useQuery({
    queryKey: QUERY_KEYS.config,
    queryFn: fetchAppConfig,
    staleTime: Infinity,
  });
  const fonts = config?.availableFonts ?? [];
  const number = (value: number | string, set: (n: number) => void) => {
    if (typeof value === 'number') set(value);
  };
  const writes = area.type !== 'rectangle';

  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        {COLOR_FIELDS.map(([key, label]) => (
          <ColorInput
            eyeDropperButtonProps={{ 'aria-label': t('common.eyeDropper') }}
            key={key}
            label={t(label)}
            format="rgba"
            value={area.colors[key]}
            readOnly={readOnly}
            disabled={readOnly}
            error={errorAt(`colors.${key}`)}
            onChange={(value) => onChange({ colors: { ...area.colors, [key]: value } })}
          />
        ))}
      </SimpleGrid>
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
        {MARGINS.map(([key, label]) => (
          <NumberInput
            key={key}
            label={t(label)}
            value={area.margins[key]}
            min={0}
            step={0.5}
            decimalScale={1}
            readOnly={readOnly}
            onChange={(v) => number(v, (n) => onChange({ margins: { ...area.margins, [key]: n } }))}
          />
        ))}
      </SimpleGrid>
      {writes && (
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <Select
            label={t('system.areas.font')}
            data={[
              { value: '', label: t('system.areas.fontDefault') },
              ...fonts.map((font) => ({ value: font, label: font })),
              ...(area.fontName && !fonts.includes(area.fontName)
                ? [{ value: area.fontName, label: area.fontName }]
                : []),
            ]}
            value={area.fontName ?? ''}
            allowDeselect={false}
            disabled={readOnly}
            error={errorAt('fontName')}
            onChange={(font) => onChange({ fontName: font ? font : null })}
          />
          <NumberInput
            label={t('system.areas.fontSize')}
            value={area.fontSize}
            min={1}
            step={0.5}
            readOnly={readOnly}
            onChange={(v) => number(v, (fontSize) => fontSize > 0 && onChange({ fontSize }))}
          />
          <ColorInput
            eyeDropperButtonProps={{ 'aria-label': t('common.eyeDropper') }}
            label={t('system.areas.fontColor')}
            format="rgba"
            value={area.fontColor}
            readOnly={readOnly}
            disabled={readOnly}
            error={errorAt('fontColor')}
            onChange={(fontColor) => onChange({ fontColor })}
          />
          <NumberInput
            label={t('system.areas.lineSpace')}
            value={area.lineSpace}
            min={0.5}
            step={0.1}
            decimalScale={2}
            readOnly={readOnly}
            onChange={(v) => number(v, (lineSpace) => lineSpace > 0 && onChange({ lineSpace }))}
          />
          <Select
            label={t('system.areas.horizontalAlignment')}
            data={HORIZONTAL_ALIGNMENTS.map((a) => ({ value: a, label: t(`system.areas.align.${a}`) }))}
            value={area.horizontalAlignment}
            allowDeselect={false}
            disabled={readOnly}
            onChange={(a) =>
              a && onChange({ horizontalAlignment: a as TechnicalArea['horizontalAlignment'] })
            }
          />
          <Select
            label={t('system.areas.verticalAlignment')}
            data={VERTICAL_ALIGNMENTS.map((a) => ({ value: a, label: t(`system.areas.align.${a}`) }))}
            value={area.verticalAlignment}
            allowDeselect={false}
            disabled={readOnly}
            onChange={(a) => a && onChange({ verticalAlignment: a as TechnicalArea['verticalAlignment'] })}
          />
          <Select
            label={t('system.areas.lineBreakMode')}
            data={LINE_BREAK_MODES.map((m) => ({ value: m, label: t(`system.areas.lineBreak.${m}`) }))}
            value={area.lineBreakMode}
            allowDeselect={false}
            disabled={readOnly}
            onChange={(m) => m && onChange({ lineBreakMode: m as TechnicalArea['lineBreakMode'] })}
          />
          {area.type === 'datamatrix' && (
            <Select
              label={t('system.areas.datamatrixShape')}
              data={DATAMATRIX_SHAPES.map((s) => ({ value: s, label: t(`system.areas.shape.${s}`) }))}
              value={area.datamatrixShape}
              allowDeselect={false}
              disabled={readOnly}
              onChange={(s) => s && onChange({ datamatrixShape: s as TechnicalArea['datamatrixShape'] })}
            />
          )}
        </SimpleGrid>
      )}
      {writes && (
        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="xs">
          <Checkbox
            label={t('system.areas.rtl')}
            checked={area.rtl}
            disabled={readOnly}
            onChange={(e) => onChange({ rtl: e.currentTarget.checked })}
          />
          <Checkbox
            label={t('system.areas.fitToArea')}
            checked={area.fitToArea}
            disabled={readOnly}
            onChange={(e) => onChange({ fitToArea: e.currentTarget.checked })}
          />
          {(area.type === 'barcode' || area.type === 'datamatrix') && (
            <Checkbox
              label={t('system.areas.gs1')}
              checked={area.barcodeGs1Format}
              disabled={readOnly}
              onChange={(e) => onChange({ barcodeGs1Format: e.currentTarget.checked })}
            />
          )}
        </SimpleGrid>
      )}
    </Stack>
  );
}
