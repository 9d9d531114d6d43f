import { Button, Group, Paper, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { METADATA_TYPES, type BoxMetadata } from '@postbridge/domain';
import { useT } from '../../../i18n/useT';
import { ExpressionEditor } from './ExpressionEditor';

type Props = {
  metadatas: readonly BoxMetadata[];
  onChange: (metadatas: BoxMetadata[]) => void;
  boxNames: readonly string[];
  /** `boxes[i]`, the path of the box. */
  path: string;
  errorAt: (path: string) => string | undefined;
  readOnly: boolean;
};

/** The metadatas computed for each document of a box (docs/product.md §3 "Box": name, label, type, expression). */
export function MetadataBoxList({ metadatas, onChange, boxNames, path, errorAt, readOnly }: Props) {
  const t = useT();
  const set = (index: number, patch: Partial<BoxMetadata>) =>
    onChange(metadatas.map((m, i) => (i === index ? { ...m, ...patch } : m)));
  return (
    <Stack gap="sm">
      {metadatas.length === 0 && <Text size="sm">{t('processing.metadata.boxNone')}</Text>}
      {metadatas.map((metadata, index) => {
        const at = `${path}.metadatas[${index}]`;
        return (
          <Paper key={index} withBorder p="sm">
            <Stack gap="xs">
              <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
                <TextInput
                  label={t('processing.metadata.name')}
                  required
                  value={metadata.name}
                  readOnly={readOnly}
                  onChange={(e) => set(index, { name: e.currentTarget.value })}
                  error={errorAt(`${at}.name`)}
                />
                <TextInput
                  label={t('processing.metadata.label')}
                  value={metadata.label ?? ''}
                  readOnly={readOnly}
                  onChange={(e) => set(index, { label: e.currentTarget.value || null })}
                />
                <Select
                  label={t('processing.metadata.type')}
                  data={METADATA_TYPES.map((type) => ({
                    value: type,
                    label: t(`processing.metadata.type.${type}`),
                  }))}
                  value={metadata.type}
                  allowDeselect={false}
                  disabled={readOnly}
                  onChange={(type) => type && set(index, { type: type as BoxMetadata['type'] })}
                />
              </SimpleGrid>
              {metadata.expression ? (
                <ExpressionEditor
                  value={metadata.expression}
                  onChange={(expression) => set(index, { expression })}
                  boxNames={boxNames}
                  label={t('processing.metadata.expression')}
                  errorAt={errorAt}
                  path={`${at}.expression`}
                  readOnly={readOnly}
                />
              ) : (
                !readOnly && (
                  <Button
                    size="compact-sm"
                    variant="subtle"
                    w="fit-content"
                    onClick={() => set(index, { expression: { kind: 'constant', value: '' } })}
                  >
                    {t('processing.metadata.addExpression')}
                  </Button>
                )
              )}
              {!readOnly && (
                <Group justify="flex-end">
                  {metadata.expression && (
                    <Button
                      size="compact-sm"
                      variant="subtle"
                      onClick={() => set(index, { expression: null })}
                    >
                      {t('processing.metadata.removeExpression')}
                    </Button>
                  )}
                  <Button
                    size="compact-sm"
                    variant="subtle"
                    color="red"
                    onClick={() => onChange(metadatas.filter((_, i) => i !== index))}
                  >
                    {t('processing.metadata.remove', { name: metadata.name || index + 1 })}
                  </Button>
                </Group>
              )}
            </Stack>
          </Paper>
        );
      })}
      {!readOnly && (
        <Button
          variant="light"
          w="fit-content"
          onClick={() => onChange([...metadatas, { name: '', label: null, type: 'TEXT', expression: null }])}
        >
          {t('processing.metadata.addBox')}
        </Button>
      )}
    </Stack>
  );
}
