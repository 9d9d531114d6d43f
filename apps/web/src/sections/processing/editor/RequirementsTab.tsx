import { Button, Group, Stack, Switch, Text, Title } from '@mantine/core';
import { useT } from '../../../i18n/useT';
import { ExpressionEditor } from './ExpressionEditor';
import { RequirementList } from './RequirementList';
import type { TabProps } from './tabProps';

/**
 * Requirements: the values asked for each letter (docs/product.md §3 "Service" `packRequirements`) and the key
 * that groups letters into packs (`groupingConfiguration`).
 */
export function RequirementsTab({ draft, change, errorAt, readOnly }: TabProps) {
  const t = useT();
  const pack = draft.packRequirements;
  const boxNames = draft.boxes.map((box) => box.name);
  const key = draft.groupingConfiguration?.key ?? null;
  return (
    <Stack gap="lg">
      <Stack gap="xs">
        <Title order={3} size="h5">
          {t('processing.requirements.pack')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('processing.requirements.packHint')}
        </Text>
        <RequirementList
          requirements={pack.content}
          onChange={(content) => change({ packRequirements: { ...pack, content } })}
          path="packRequirements.content"
          errorAt={errorAt}
          boxNames={boxNames}
          readOnly={readOnly}
        />
        <Group gap="lg" wrap="wrap">
          <Switch
            label={t('processing.requirements.packEditableValue')}
            checked={pack.editableValue}
            disabled={readOnly}
            onChange={(e) =>
              change({ packRequirements: { ...pack, editableValue: e.currentTarget.checked } })
            }
          />
          <Switch
            label={t('processing.requirements.packEditableConfiguration')}
            checked={pack.editableConfiguration}
            disabled={readOnly}
            onChange={(e) =>
              change({ packRequirements: { ...pack, editableConfiguration: e.currentTarget.checked } })
            }
          />
        </Group>
      </Stack>
      <Stack gap="xs">
        <Title order={3} size="h5">
          {t('processing.requirements.grouping')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('processing.requirements.groupingHint')}
        </Text>
        {key === null ? (
          <Group gap="xs">
            <Text size="sm">{t('processing.requirements.groupingNone')}</Text>
            {!readOnly && (
              <Button
                size="compact-sm"
                variant="subtle"
                onClick={() => change({ groupingConfiguration: { key: { kind: 'constant', value: '' } } })}
              >
                {t('processing.requirements.groupingAdd')}
              </Button>
            )}
          </Group>
        ) : (
          <>
            <ExpressionEditor
              value={key}
              onChange={(next) => change({ groupingConfiguration: { key: next } })}
              boxNames={boxNames}
              label={t('processing.requirements.groupingKind')}
              errorAt={errorAt}
              path="groupingConfiguration.key"
              readOnly={readOnly}
            />
            {!readOnly && (
              <Button
                size="compact-sm"
                variant="subtle"
                color="red"
                w="fit-content"
                onClick={() => change({ groupingConfiguration: { key: null } })}
              >
                {t('processing.requirements.groupingRemove')}
              </Button>
            )}
          </>
        )}
      </Stack>
    </Stack>
  );
}
