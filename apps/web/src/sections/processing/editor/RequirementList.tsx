import { Button, Stack, Text } from '@mantine/core';
import { channelRequirementSchema, type ChannelRequirement } from '@postbridge/domain';
import { useT } from '../../../i18n/useT';
import { RequirementEditor } from './RequirementEditor';

/** The requirements of a pack or of a service channel, added and removed here. */
export function RequirementList({
  requirements,
  onChange,
  path,
  errorAt,
  boxNames,
  readOnly,
}: {
  requirements: readonly ChannelRequirement[];
  onChange: (requirements: ChannelRequirement[]) => void;
  /** The list's path in the service, e.g. `packRequirements.content`. */
  path: string;
  errorAt: (path: string) => string | undefined;
  boxNames: readonly string[];
  readOnly: boolean;
}) {
  const t = useT();
  // Problems of the list itself (a channel without requirement, docs/product.md §5).
  const listError = errorAt(path);
  return (
    <Stack gap="xs">
      {requirements.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('processing.requirements.none')}
        </Text>
      )}
      {requirements.map((requirement, index) => (
        <RequirementEditor
          key={index}
          requirement={requirement}
          index={index}
          onChange={(next) => onChange(requirements.map((r, i) => (i === index ? next : r)))}
          onRemove={() => onChange(requirements.filter((_, i) => i !== index))}
          path={`${path}[${index}]`}
          errorAt={errorAt}
          boxNames={boxNames}
          readOnly={readOnly}
        />
      ))}
      {listError && (
        <Text size="sm" c="red" role="alert">
          {listError}
        </Text>
      )}
      {!readOnly && (
        <Button
          size="compact-sm"
          variant="light"
          w="fit-content"
          onClick={() =>
            onChange([
              ...requirements,
              channelRequirementSchema.parse({ kind: 'free', name: '', type: 'text' }),
            ])
          }
        >
          {t('processing.requirements.add')}
        </Button>
      )}
    </Stack>
  );
}
