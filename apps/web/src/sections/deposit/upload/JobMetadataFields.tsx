import { useState } from 'react';
import { Fieldset, NativeSelect, SimpleGrid, Stack, TextInput, Textarea } from '@mantine/core';
import type { ServiceMetadata } from '@postbridge/domain';
import { useT } from '../../../i18n/useT';
import type { BoxMessage } from './boxRules';
import { isRequired, metadataGroups } from './jobFields';

interface JobMetadataFieldsProps {
  metadatas: readonly ServiceMetadata[];
  values: Readonly<Record<string, string>>;
  messages: Readonly<Record<string, BoxMessage>>;
  disabled: boolean;
  onChange: (name: string, value: string) => void;
}

/**
 * The service's metadata asked at deposit (docs/product.md §3 serviceMetadatas, §5 "Metadata"), grouped as
 * configured; each field shows its problem beside it once touched (a missing value is not an error before the
 * user got there).
 */
export function JobMetadataFields({
  metadatas,
  values,
  messages,
  disabled,
  onChange,
}: JobMetadataFieldsProps) {
  const t = useT();
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const touch = (name: string) => setTouched((current) => new Set(current).add(name));

  const field = (m: ServiceMetadata) => {
    const message = messages[m.name];
    const shown = message && (touched.has(m.name) || message.key !== 'issue.metadata.mandatory');
    const common = {
      label: m.label || m.name,
      required: isRequired(m),
      disabled,
      error: shown ? t(message.key, message.params) : undefined,
      value: values[m.name] ?? '',
      onBlur: () => touch(m.name),
    };
    if (m.validationKind === 'svm.ConstantMetadata' && m.constantValues.length > 0) {
      return (
        <NativeSelect
          key={m.name}
          {...common}
          data={[{ value: '', label: t('deposit.metadata.choose') }, ...m.constantValues]}
          onChange={(e) => {
            touch(m.name);
            onChange(m.name, e.currentTarget.value);
          }}
        />
      );
    }
    const description =
      m.properties.maxLines !== null
        ? t('deposit.metadata.maxLines', { maxLines: m.properties.maxLines })
        : undefined;
    if (m.type === 'MULTITEXT' || (m.properties.maxLines ?? 1) > 1) {
      return (
        <Textarea
          key={m.name}
          {...common}
          description={description}
          rows={Math.min(6, Math.max(2, m.properties.maxLines ?? 3))}
          onChange={(e) => {
            touch(m.name);
            onChange(m.name, e.currentTarget.value);
          }}
        />
      );
    }
    return (
      <TextInput
        key={m.name}
        {...common}
        type={m.type === 'DATE' ? 'date' : 'text'}
        description={description}
        onChange={(e) => {
          touch(m.name);
          onChange(m.name, e.currentTarget.value);
        }}
      />
    );
  };

  return (
    <Stack gap="md">
      {metadataGroups(metadatas).map(([group, list]) => {
        const fields = <SimpleGrid cols={{ base: 1, sm: 2 }}>{list.map(field)}</SimpleGrid>;
        return group === null ? (
          <div key="">{fields}</div>
        ) : (
          <Fieldset key={group} legend={group}>
            {fields}
          </Fieldset>
        );
      })}
    </Stack>
  );
}
