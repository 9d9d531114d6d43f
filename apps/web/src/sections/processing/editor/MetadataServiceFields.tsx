import { Checkbox, Group, NumberInput, Select, SimpleGrid, Stack, TagsInput, TextInput } from '@mantine/core';
import { METADATA_TYPES, METADATA_VALIDATION_KINDS, type ServiceMetadata } from '@postbridge/domain';
import { useT } from '../../../i18n/useT';

type Props = {
  metadata: ServiceMetadata;
  onChange: (metadata: ServiceMetadata) => void;
  /** The problem at `serviceMetadatas[i].<field>`. */
  errorAt: (field: string) => string | undefined;
  readOnly: boolean;
};

const FLAGS = ['editable', 'mandatory', 'persist', 'searchable', 'identifier'] as const;

/** One service metadata's fields (docs/product.md §3 "Service", serviceMetadatas). */
export function MetadataServiceFields({ metadata, onChange, errorAt, readOnly }: Props) {
  const t = useT();
  const set = (patch: Partial<ServiceMetadata>) => onChange({ ...metadata, ...patch });
  const setProperties = (patch: Partial<ServiceMetadata['properties']>) =>
    set({ properties: { ...metadata.properties, ...patch } });
  const text = (value: string) => (value.trim() === '' ? null : value);
  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        <TextInput
          label={t('processing.metadata.name')}
          required
          value={metadata.name}
          readOnly={readOnly}
          onChange={(e) => set({ name: e.currentTarget.value })}
          error={errorAt('name')}
        />
        <TextInput
          label={t('processing.metadata.label')}
          value={metadata.label ?? ''}
          readOnly={readOnly}
          onChange={(e) => set({ label: text(e.currentTarget.value) })}
        />
        <Select
          label={t('processing.metadata.type')}
          data={METADATA_TYPES.map((type) => ({ value: type, label: t(`processing.metadata.type.${type}`) }))}
          value={metadata.type}
          allowDeselect={false}
          disabled={readOnly}
          onChange={(type) => type && set({ type: type as ServiceMetadata['type'] })}
        />
      </SimpleGrid>
      <Group gap="md">
        {FLAGS.map((flag) => (
          <Checkbox
            key={flag}
            label={t(`processing.metadata.${flag}`)}
            checked={metadata[flag]}
            disabled={readOnly}
            onChange={(e) => set({ [flag]: e.currentTarget.checked })}
          />
        ))}
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        <NumberInput
          label={t('processing.metadata.rank')}
          value={metadata.rank}
          allowDecimal={false}
          readOnly={readOnly}
          onChange={(value) => set({ rank: typeof value === 'number' ? value : 0 })}
        />
        <TextInput
          label={t('processing.metadata.group')}
          value={metadata.group ?? ''}
          readOnly={readOnly}
          onChange={(e) => set({ group: text(e.currentTarget.value) })}
        />
        <TextInput
          label={t('processing.metadata.accountTag')}
          value={metadata.accountTag ?? ''}
          readOnly={readOnly}
          onChange={(e) => set({ accountTag: text(e.currentTarget.value) })}
        />
        <NumberInput
          label={t('processing.metadata.maxLines')}
          description={t('processing.metadata.maxLinesHint')}
          value={metadata.properties.maxLines ?? ''}
          min={1}
          allowDecimal={false}
          readOnly={readOnly}
          onChange={(value) =>
            setProperties({ maxLines: typeof value === 'number' && value >= 1 ? value : null })
          }
          error={errorAt('properties.maxLines')}
        />
        <TextInput
          label={t('processing.metadata.validation')}
          description={t('processing.metadata.validationHint')}
          dir="ltr"
          value={metadata.properties.validation ?? ''}
          readOnly={readOnly}
          onChange={(e) =>
            setProperties({ validation: e.currentTarget.value === '' ? null : e.currentTarget.value })
          }
          error={errorAt('properties.validation')}
        />
        <Select
          label={t('processing.metadata.validationKind')}
          data={[
            { value: 'none', label: t('processing.metadata.validationKind.none') },
            ...METADATA_VALIDATION_KINDS.map((kind) => ({
              value: kind,
              label: t(
                `processing.metadata.validationKind.${kind.replace('svm.', '') as 'ControlledValue' | 'ConstantMetadata'}`,
              ),
            })),
          ]}
          value={metadata.validationKind ?? 'none'}
          allowDeselect={false}
          disabled={readOnly}
          onChange={(kind) =>
            set({
              validationKind: kind === 'none' || !kind ? null : (kind as ServiceMetadata['validationKind']),
            })
          }
        />
      </SimpleGrid>
      {metadata.validationKind === 'svm.ConstantMetadata' && (
        <TagsInput
          label={t('processing.metadata.constantValues')}
          description={t('processing.metadata.constantValuesHint')}
          value={metadata.constantValues}
          readOnly={readOnly}
          onChange={(constantValues) => set({ constantValues })}
          error={errorAt('constantValues')}
        />
      )}
      {metadata.validationKind === 'svm.ControlledValue' && (
        <TextInput
          label={t('processing.metadata.controlledValueName')}
          value={metadata.controlledValueName ?? ''}
          readOnly={readOnly}
          onChange={(e) => set({ controlledValueName: text(e.currentTarget.value) })}
          error={errorAt('controlledValueName')}
        />
      )}
    </Stack>
  );
}
