import { ActionIcon, Button, Group, MultiSelect, Paper, Stack, Text, TextInput } from '@mantine/core';
import type { SendingStrategy } from '@postbridge/domain';
import { useT } from '../../../i18n/useT';
import { ConditionEditor } from './ConditionEditor';
import type { TabProps } from './tabProps';

type StrategyGroup = SendingStrategy['groups'][number];

/**
 * Sending strategy: groups of service channels tried in order, each with an optional additional condition
 * (docs/product.md §3 "Service" `sendingStrategy`; domain-decisions.md "Ordering").
 */
export function StrategyTab({ draft, change, errorAt, readOnly }: TabProps) {
  const t = useT();
  const groups = draft.sendingStrategy.groups;
  // Each label once: two channels with one label are a problem of the Channels tab, not a choice offered twice.
  const labels = [
    ...new Set(draft.channels.map((channel) => channel.label).filter((label) => label.trim() !== '')),
  ];
  const boxNames = draft.boxes.map((box) => box.name);
  const setGroups = (next: StrategyGroup[]) =>
    change({ sendingStrategy: { ...draft.sendingStrategy, groups: next } });
  const setGroup = (index: number, patch: Partial<StrategyGroup>) =>
    setGroups(groups.map((group, i) => (i === index ? { ...group, ...patch } : group)));
  const move = (index: number, by: -1 | 1) => {
    const next = [...groups];
    [next[index], next[index + by]] = [next[index + by]!, next[index]!];
    setGroups(next);
  };
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        {t('processing.strategy.hint')}
      </Text>
      {groups.length === 0 && <Text size="sm">{t('processing.strategy.none')}</Text>}
      {groups.map((group, index) => {
        const path = `sendingStrategy.groups[${index}]`;
        const title = group.name.trim() || t('processing.strategy.untitled', { index: index + 1 });
        // A label the service no longer has stays in the list, named as such, with the rule's message below.
        const missing = group.serviceChannels.filter((label) => !labels.includes(label));
        const channelErrors = [
          errorAt(`${path}.serviceChannels`),
          ...group.serviceChannels.map((_, i) => errorAt(`${path}.serviceChannels[${i}]`)),
        ].filter(Boolean);
        return (
          <Paper key={index} withBorder p="sm" role="group" aria-label={title}>
            <Stack gap="sm">
              <Group justify="space-between" wrap="nowrap">
                <Text fw={600} size="sm">
                  {title}
                </Text>
                {!readOnly && (
                  <Group gap={4} wrap="nowrap">
                    <ActionIcon
                      variant="subtle"
                      disabled={index === 0}
                      aria-label={t('processing.strategy.moveUp', { name: title })}
                      onClick={() => move(index, -1)}
                    >
                      ↑
                    </ActionIcon>
                    <ActionIcon
                      variant="subtle"
                      disabled={index === groups.length - 1}
                      aria-label={t('processing.strategy.moveDown', { name: title })}
                      onClick={() => move(index, 1)}
                    >
                      ↓
                    </ActionIcon>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={t('processing.strategy.remove', { name: title })}
                      onClick={() => setGroups(groups.filter((_, i) => i !== index))}
                    >
                      ×
                    </ActionIcon>
                  </Group>
                )}
              </Group>
              <TextInput
                label={t('processing.strategy.name')}
                w={{ base: '100%', sm: 320 }}
                value={group.name}
                readOnly={readOnly}
                onChange={(e) => setGroup(index, { name: e.currentTarget.value })}
                error={errorAt(`${path}.name`)}
              />
              <MultiSelect
                label={t('processing.strategy.channels')}
                description={labels.length === 0 ? t('processing.strategy.noChannels') : undefined}
                data={[
                  ...labels.map((label) => ({ value: label, label })),
                  ...missing.map((label) => ({
                    value: label,
                    label: t('processing.strategy.missingChannel', { label }),
                  })),
                ]}
                value={group.serviceChannels}
                disabled={readOnly}
                onChange={(serviceChannels) => setGroup(index, { serviceChannels })}
                error={channelErrors.length ? [...new Set(channelErrors)].join(' ') : undefined}
              />
              {/* The builder says "no condition" itself and offers to add one (null: the group takes every letter). */}
              <ConditionEditor
                value={group.additionalCondition}
                onChange={(additionalCondition) => setGroup(index, { additionalCondition })}
                boxNames={boxNames}
                label={t('processing.strategy.condition')}
                errorAt={errorAt}
                path={`${path}.additionalCondition`}
                readOnly={readOnly}
              />
            </Stack>
          </Paper>
        );
      })}
      {!readOnly && (
        <Button
          variant="light"
          w="fit-content"
          onClick={() =>
            setGroups([
              ...groups,
              { name: '', serviceChannels: labels.slice(0, 1), additionalCondition: null },
            ])
          }
        >
          {t('processing.strategy.add')}
        </Button>
      )}
    </Stack>
  );
}
