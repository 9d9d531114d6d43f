import { Text } from '@mantine/core';
import type { Condition } from '@postbridge/domain';
import { conditionText } from './serviceDraft';

export type ConditionEditorProps = {
  /** Null: no condition (always true where the field is optional). */
  value: Condition | null;
  onChange: (value: Condition | null) => void;
  boxNames: readonly string[];
  /** Accessible name of the condition's kind picker (the field it decides). */
  label: string;
  /** The problems found at a path (texts). */
  errorAt: (path: string) => string | undefined;
  /** The path of this condition in the service (e.g. `sendingStrategy.groups.0.additionalCondition`). */
  path: string;
  readOnly: boolean;
};

export function ConditionEditor({ value }: ConditionEditorProps) {
  return <Text size="sm">{value ? conditionText(value) : ''}</Text>;
}
