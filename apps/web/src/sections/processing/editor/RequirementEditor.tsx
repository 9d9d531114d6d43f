import {
  ActionIcon,
  Group,
  Paper,
  Radio,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
} from '@mantine/core';
import {
  CHANNEL_REQUIREMENT_KINDS,
  CHANNEL_REQUIREMENT_TYPES,
  REQUIREMENT_VALUE_CHECKS,
  type ChannelRequirement,
  type ChannelRequirementType,
  type RequirementValueCheck,
} from '@postbridge/domain';
import { useT } from '../../../i18n/useT';
import { ExpressionEditor } from './ExpressionEditor';
import { RequirementParameters } from './RequirementParameters';

// One requirement of a pack or of a service channel (docs/product.md §3 "Channel requirement"): where its value
// comes from, how it is typed, computed and checked.

/** The named checks that fit each type (docs/product.md §5 "Named checks"; requirementValueCheckOf). */
const CHECKS_BY_TYPE: Record<ChannelRequirementType, readonly RequirementValueCheck[]> = {
  address: ['postalAddress'],
  phone: ['phoneNumber'],
  text: ['emailAddress'],
  multiline: [],
  richText: [],
  country: [],
};

type Props = {
  requirement: ChannelRequirement;
  index: number;
  onChange: (requirement: ChannelRequirement) => void;
  onRemove: () => void;
  /** This requirement's path in the service, e.g. `channels[0].shipmentRequirements[1]`. */
  path: string;
  errorAt: (path: string) => string | undefined;
  boxNames: readonly string[];
  readOnly: boolean;
};

export function RequirementEditor({
  requirement,
  index,
  onChange,
  onRemove,
  path,
  errorAt,
  boxNames,
  readOnly,
}: Props) {
  const t = useT();
  const set = (patch: Partial<ChannelRequirement>) => onChange({ ...requirement, ...patch });
  const title = requirement.name.trim() || t('processing.requirements.untitled', { index: index + 1 });
  const checks = CHECKS_BY_TYPE[requirement.type];
  // A check read from the server that does not fit the type stays offered, so that nothing changes unasked.
  const offeredChecks = [
    ...checks,
    ...(requirement.validation && !(checks as readonly string[]).includes(requirement.validation)
      ? [requirement.validation]
      : []),
  ];
  const checkLabel = (check: string) =>
    (REQUIREMENT_VALUE_CHECKS as readonly string[]).includes(check)
      ? t(`processing.requirements.validation.${check as RequirementValueCheck}`)
      : check;
  return (
    <Paper withBorder p="sm" role="group" aria-label={title}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap">
          <Text fw={600} size="sm">
            {title}
          </Text>
          {!readOnly && (
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={t('processing.requirements.remove', { name: title })}
              onClick={onRemove}
            >
              ×
            </ActionIcon>
          )}
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          <Select
            label={t('processing.requirements.kind')}
            data={CHANNEL_REQUIREMENT_KINDS.map((kind) => ({
              value: kind,
              label: t(`processing.requirements.kind.${kind}`),
            }))}
            value={requirement.kind}
            allowDeselect={false}
            disabled={readOnly}
            onChange={(kind) => kind && set({ kind: kind as ChannelRequirement['kind'] })}
            error={errorAt(`${path}.kind`)}
          />
          <TextInput
            label={t('processing.requirements.name')}
            description={t('processing.requirements.nameHint')}
            required
            dir="ltr"
            value={requirement.name}
            readOnly={readOnly}
            onChange={(e) => set({ name: e.currentTarget.value })}
            error={errorAt(`${path}.name`)}
          />
          <Select
            label={t('processing.requirements.type')}
            data={CHANNEL_REQUIREMENT_TYPES.map((type) => ({
              value: type,
              label: t(`processing.requirements.type.${type}`),
            }))}
            value={requirement.type}
            allowDeselect={false}
            disabled={readOnly}
            onChange={(value) => {
              if (!value) return;
              const type = value as ChannelRequirementType;
              // A check that does not fit the new type is dropped with it.
              const keep =
                requirement.validation && CHECKS_BY_TYPE[type].some((c) => c === requirement.validation);
              set({ type, validation: keep ? requirement.validation : null });
            }}
            error={errorAt(`${path}.type`)}
          />
        </SimpleGrid>
        <Stack gap={4}>
          <Radio.Group
            label={t('processing.requirements.content')}
            value={requirement.content === null ? 'user' : 'computed'}
            onChange={(value) => set({ content: value === 'user' ? null : { kind: 'constant', value: '' } })}
          >
            <Group gap="md" mt={4}>
              <Radio value="user" label={t('processing.requirements.contentUser')} disabled={readOnly} />
              <Radio
                value="computed"
                label={t('processing.requirements.contentComputed')}
                disabled={readOnly}
              />
            </Group>
          </Radio.Group>
          {requirement.content !== null && (
            <ExpressionEditor
              value={requirement.content}
              onChange={(content) => set({ content })}
              boxNames={boxNames}
              label={t('processing.requirements.contentKind')}
              errorAt={errorAt}
              path={`${path}.content`}
              readOnly={readOnly}
            />
          )}
        </Stack>
        <Group gap="lg" wrap="wrap">
          <Switch
            label={t('processing.requirements.editableValue')}
            checked={requirement.editableValue}
            disabled={readOnly}
            onChange={(e) => set({ editableValue: e.currentTarget.checked })}
          />
          <Switch
            label={t('processing.requirements.editableConfiguration')}
            checked={requirement.editableConfiguration}
            disabled={readOnly}
            onChange={(e) => set({ editableConfiguration: e.currentTarget.checked })}
          />
          <Switch
            label={t('processing.requirements.forceValidation')}
            checked={requirement.forceValidation}
            disabled={readOnly}
            onChange={(e) => set({ forceValidation: e.currentTarget.checked })}
          />
        </Group>
        <Select
          label={t('processing.requirements.validation')}
          w={{ base: '100%', sm: 280 }}
          data={[
            { value: '', label: t('processing.requirements.validation.none') },
            ...offeredChecks.map((check) => ({ value: check, label: checkLabel(check) })),
          ]}
          value={requirement.validation ?? ''}
          allowDeselect={false}
          disabled={readOnly}
          onChange={(value) => set({ validation: value || null })}
          error={errorAt(`${path}.validation`)}
        />
        <RequirementParameters
          parameters={requirement.validationParameters}
          onChange={(validationParameters) => set({ validationParameters })}
          readOnly={readOnly}
        />
      </Stack>
    </Paper>
  );
}
