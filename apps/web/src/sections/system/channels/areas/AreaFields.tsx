import { Checkbox, NumberInput, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import {
  COMPOSE_TYPES,
  DOCUMENT_KINDS,
  PAGE_SELECTORS_BY_DOCUMENT_KIND,
  type BoxArea,
  type ComposeType,
  type DocumentKind,
  type TechnicalArea,
} from '@postbridge/domain';
import { useT } from '../../../../i18n/useT';
import { ConditionEditor } from '../../../processing/editor/ConditionEditor';
import { ExpressionEditor } from '../../../processing/editor/ExpressionEditor';
import { AREA_TYPE_LABELS, snapMm } from './areaDraft';
import { AreaStyleFields } from './AreaStyleFields';

type Props = {
  area: TechnicalArea;
  onChange: (patch: Partial<TechnicalArea>) => void;
  /** The problem at a field of this area (`area`, `content`, `fontName`…), as text. */
  errorAt: (field: string) => string | undefined;
  /** The area's path in the call (`outputFile.technicalAreas[2]`), for the expression editors. */
  path: string;
  pageLabel: (selector: string) => string;
  readOnly: boolean;
};

const POSITION_FIELDS = ['left', 'top', 'width', 'height'] as const;

/** Every field of the selected area (docs/product.md §3 "Technical area"). */
export function AreaFields({ area, onChange, errorAt, path, pageLabel, readOnly }: Props) {
  const t = useT();
  const allowed: readonly string[] = PAGE_SELECTORS_BY_DOCUMENT_KIND[area.documentKind];
  const selectors = allowed.includes(area.page) ? allowed : [...allowed, area.page];
  const setPosition = (field: keyof BoxArea, value: number | string) => {
    if (typeof value !== 'number') return;
    onChange({ area: { ...area.area, [field]: snapMm(value) } });
  };
  const expressionErrors = (at: string) =>
    errorAt(at.startsWith(`${path}.`) ? at.slice(path.length + 1) : at);

  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <Select
          label={t('system.areas.type')}
          data={COMPOSE_TYPES.map((type) => ({ value: type, label: t(AREA_TYPE_LABELS[type]) }))}
          value={area.type}
          allowDeselect={false}
          disabled={readOnly}
          onChange={(type) =>
            type &&
            onChange({
              type: type as ComposeType,
              content: type === 'rectangle' ? null : (area.content ?? { kind: 'constant', value: '' }),
            })
          }
        />
        <TextInput
          label={t('system.areas.desc')}
          value={area.desc}
          readOnly={readOnly}
          onChange={(e) => onChange({ desc: e.currentTarget.value })}
        />
        <Select
          label={t('processing.channels.documentKind')}
          data={DOCUMENT_KINDS.map((kind) => ({
            value: kind,
            label: t(`processing.channels.documentKind.${kind}`),
          }))}
          value={area.documentKind}
          allowDeselect={false}
          disabled={readOnly}
          // The first selector a kind allows is its default (docs/product.md §5 "Page selectors").
          onChange={(kind) =>
            kind &&
            onChange({
              documentKind: kind as DocumentKind,
              page: PAGE_SELECTORS_BY_DOCUMENT_KIND[kind as DocumentKind][0],
            })
          }
        />
        <Select
          label={t('processing.channels.pages')}
          data={selectors.map((s) => ({ value: s, label: pageLabel(s) }))}
          value={area.page}
          allowDeselect={false}
          disabled={readOnly}
          error={errorAt('page')}
          onChange={(page) => page && onChange({ page })}
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
        {POSITION_FIELDS.map((field) => (
          <NumberInput
            key={field}
            label={t(`system.areas.${field}`)}
            value={area.area[field]}
            min={0}
            step={0.5}
            decimalScale={1}
            readOnly={readOnly}
            error={field === 'left' ? errorAt('area') : undefined}
            onChange={(value) => setPosition(field, value)}
          />
        ))}
      </SimpleGrid>
      <Checkbox
        label={t('system.areas.check')}
        checked={area.check}
        disabled={readOnly}
        onChange={(e) => onChange({ check: e.currentTarget.checked })}
      />
      <ConditionEditor
        value={area.condition}
        onChange={(condition) => onChange({ condition })}
        boxNames={[]}
        label={t('system.areas.condition')}
        errorAt={expressionErrors}
        path={`${path}.condition`}
        readOnly={readOnly}
      />
      {area.type !== 'rectangle' && (
        <ExpressionEditor
          value={area.content ?? { kind: 'constant', value: '' }}
          onChange={(content) => onChange({ content })}
          boxNames={[]}
          label={t('system.areas.content')}
          errorAt={expressionErrors}
          path={`${path}.content`}
          readOnly={readOnly}
        />
      )}
      <AreaStyleFields area={area} onChange={onChange} errorAt={errorAt} readOnly={readOnly} />
    </Stack>
  );
}
