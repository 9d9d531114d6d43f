import { ActionIcon, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import type { MetadataMapping } from '@postbridge/domain';
import { useT } from '../../../i18n/useT';
import { ParserTargetSelect } from './ParserTargetSelect';

type Props = {
  mapping: MetadataMapping;
  onChange: (mapping: MetadataMapping) => void;
  targets: readonly string[];
  errorAt: (field: string) => string | undefined;
  readOnly: boolean;
};

/**
 * The values of the whole JSON file given to every recipient (globalMetadataMapping, docs/product.md §3): a
 * pointer from the document's root and the metadata it fills. Only with an elements pointer; without one the
 * sample table maps the whole document.
 */
export function ParserGlobalMapping({ mapping, onChange, targets, errorAt, readOnly }: Props) {
  const t = useT();
  const entries = Object.entries(mapping);
  const replace = (index: number, entry: [string, string] | null) =>
    onChange(Object.fromEntries(entries.flatMap((e, i) => (i === index ? (entry ? [entry] : []) : [e]))));
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500}>
        {t('processing.parser.globalMapping')}
      </Text>
      {entries.map(([pointer, target], index) => (
        <Group key={index} gap="xs" align="flex-start" wrap="nowrap">
          <TextInput
            dir="ltr"
            aria-label={t('processing.parser.globalPointer', { index: index + 1 })}
            value={pointer}
            readOnly={readOnly}
            onChange={(e) => replace(index, [e.currentTarget.value, target])}
            error={errorAt(`globalMetadataMapping[${JSON.stringify(pointer)}]`)}
          />
          <ParserTargetSelect
            column={pointer}
            value={target || null}
            targets={targets}
            readOnly={readOnly}
            onChange={(next) => replace(index, next === null ? null : [pointer, next])}
          />
          {!readOnly && (
            <ActionIcon
              variant="subtle"
              color="red"
              mt={4}
              aria-label={t('processing.parser.removeGlobal', { index: index + 1 })}
              onClick={() => replace(index, null)}
            >
              ×
            </ActionIcon>
          )}
        </Group>
      ))}
      {!readOnly && (
        <Button
          variant="light"
          w="fit-content"
          // A pointer not yet typed: "/" reads the key "" of the root until it is changed.
          disabled={'/' in mapping}
          onClick={() => onChange({ ...mapping, '/': '' })}
        >
          {t('processing.parser.addGlobal')}
        </Button>
      )}
    </Stack>
  );
}
