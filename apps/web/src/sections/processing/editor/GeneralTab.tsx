import { ColorInput, Group, Radio, Select, Stack, Switch, TextInput, Textarea } from '@mantine/core';
import { useT } from '../../../i18n/useT';
import { ExpressionEditor } from './ExpressionEditor';
import type { TabProps } from './tabProps';

// Icon names the deposit screens know; a service read with another name keeps it.
const ICON_NAMES = ['envelope', 'mail-stack', 'mail-check', 'file-invoice', 'archive', 'users', 'bell'];

/** General: name, description, icon and colour, the job name given by the sender or computed. */
export function GeneralTab({ draft, change, errorAt, readOnly }: TabProps) {
  const t = useT();
  const computed = draft.jobNameExpression !== null;
  return (
    <Stack gap="sm">
      <TextInput
        label={t('processing.editor.general.name')}
        required
        value={draft.name}
        readOnly={readOnly}
        onChange={(e) => change({ name: e.currentTarget.value })}
        error={errorAt('name')}
      />
      <Textarea
        label={t('processing.editor.general.description')}
        value={draft.description ?? ''}
        readOnly={readOnly}
        autosize
        minRows={2}
        onChange={(e) => change({ description: e.currentTarget.value || null })}
      />
      <Select
        label={t('processing.editor.general.icon')}
        data={[...new Set([draft.iconName, ...ICON_NAMES])]}
        value={draft.iconName}
        allowDeselect={false}
        searchable
        disabled={readOnly}
        onChange={(iconName) => iconName && change({ iconName })}
      />
      <ColorInput
        eyeDropperButtonProps={{ 'aria-label': t('common.eyeDropper') }}
        label={t('processing.editor.general.color')}
        format="rgba"
        value={draft.iconColor}
        readOnly={readOnly}
        onChange={(iconColor) => change({ iconColor })}
      />
      <Switch
        label={t('processing.editor.general.enabled')}
        checked={draft.enabled}
        disabled={readOnly}
        onChange={(e) => change({ enabled: e.currentTarget.checked })}
      />
      <Switch
        label={t('processing.editor.general.allowJobCreation')}
        checked={draft.allowJobCreation}
        disabled={readOnly}
        onChange={(e) => change({ allowJobCreation: e.currentTarget.checked })}
      />
      {/* docs/product.md §5 "Job name": a computed name is never sent; a given one may be editable. */}
      <Radio.Group
        label={t('processing.editor.general.jobName')}
        value={computed ? 'computed' : 'given'}
        onChange={(mode) =>
          change({
            jobNameExpression:
              mode === 'computed'
                ? { kind: 'concat', operands: [{ kind: 'fileName', boxName: '', fromMain: true }] }
                : null,
          })
        }
      >
        <Group gap="lg" mt={4} wrap="wrap">
          <Radio value="given" disabled={readOnly} label={t('processing.editor.general.jobNameGiven')} />
          <Radio
            value="computed"
            disabled={readOnly}
            label={t('processing.editor.general.jobNameComputed')}
          />
        </Group>
      </Radio.Group>
      {draft.jobNameExpression === null ? (
        <Switch
          label={t('processing.editor.general.jobNameEditable')}
          checked={draft.jobNameEditable}
          disabled={readOnly}
          onChange={(e) => change({ jobNameEditable: e.currentTarget.checked })}
        />
      ) : (
        <ExpressionEditor
          value={draft.jobNameExpression}
          onChange={(jobNameExpression) => change({ jobNameExpression })}
          boxNames={draft.boxes.map((box) => box.name)}
          label={t('processing.editor.expr.kind')}
          errorAt={errorAt}
          path="jobNameExpression"
          readOnly={readOnly}
        />
      )}
    </Stack>
  );
}
