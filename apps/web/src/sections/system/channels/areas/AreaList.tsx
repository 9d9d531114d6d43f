import { ActionIcon, Button, Group, Menu, Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import { COMPOSE_TYPES, type ComposeType, type TechnicalArea } from '@postbridge/domain';
import { useT } from '../../../../i18n/useT';
import { AREA_TYPE_ICONS, AREA_TYPE_LABELS } from './areaDraft';

type Props = {
  areas: readonly TechnicalArea[];
  selected: number | null;
  onSelect: (index: number) => void;
  onAdd: (type: ComposeType) => void;
  onDuplicate: (index: number) => void;
  onRemove: (index: number) => void;
  onMove: (index: number, by: -1 | 1) => void;
  /** The page selector as the editor says it. */
  pageLabel: (area: TechnicalArea) => string;
  readOnly: boolean;
};

/** The output file's areas in drawing order: each one's type, description and pages, and its actions. */
export function AreaList(props: Props) {
  const { areas, selected, onSelect, readOnly } = props;
  const t = useT();
  const nameOf = (area: TechnicalArea, index: number) =>
    area.desc.trim() || t('system.areas.untitled', { number: index + 1 });

  return (
    <Stack gap="xs">
      <Group justify="space-between">
        <Text fw={600}>{t('system.areas.title')}</Text>
        {!readOnly && (
          <Menu>
            <Menu.Target>
              <Button size="xs">{t('system.areas.add')}</Button>
            </Menu.Target>
            <Menu.Dropdown>
              {COMPOSE_TYPES.map((type) => (
                <Menu.Item
                  key={type}
                  leftSection={<span aria-hidden>{AREA_TYPE_ICONS[type]}</span>}
                  onClick={() => props.onAdd(type)}
                >
                  {t(AREA_TYPE_LABELS[type])}
                </Menu.Item>
              ))}
            </Menu.Dropdown>
          </Menu>
        )}
      </Group>
      {areas.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('system.areas.empty')}
        </Text>
      )}
      {areas.map((area, index) => {
        const name = nameOf(area, index);
        return (
          <Paper
            key={index}
            withBorder
            p="xs"
            bg={index === selected ? 'var(--mantine-color-blue-light)' : undefined}
          >
            <Group gap="xs" wrap="nowrap" justify="space-between">
              <UnstyledButton
                onClick={() => onSelect(index)}
                // Named by what it shows, the area's name then its type and page: a name holding only part of
                // the visible words fails voice control (WCAG 2.5.3).
                aria-pressed={index === selected}
                style={{ flex: 1, minWidth: 0 }}
              >
                <Group gap="xs" wrap="nowrap">
                  <Text aria-hidden fw={700} w={18} ta="center">
                    {AREA_TYPE_ICONS[area.type]}
                  </Text>
                  <div style={{ minWidth: 0 }}>
                    <Text size="sm" fw={500} truncate>
                      <bdi>{name}</bdi>
                    </Text>
                    <Text size="xs" c="dimmed" truncate>
                      {t(AREA_TYPE_LABELS[area.type])} · {props.pageLabel(area)}
                    </Text>
                  </div>
                </Group>
              </UnstyledButton>
              {!readOnly && (
                <Group gap={2} wrap="nowrap">
                  <ActionIcon
                    variant="subtle"
                    disabled={index === 0}
                    aria-label={t('system.areas.moveUp', { name })}
                    onClick={() => props.onMove(index, -1)}
                  >
                    ↑
                  </ActionIcon>
                  <ActionIcon
                    variant="subtle"
                    disabled={index === areas.length - 1}
                    aria-label={t('system.areas.moveDown', { name })}
                    onClick={() => props.onMove(index, 1)}
                  >
                    ↓
                  </ActionIcon>
                  <ActionIcon
                    variant="subtle"
                    aria-label={t('system.areas.duplicate', { name })}
                    onClick={() => props.onDuplicate(index)}
                  >
                    ⊕
                  </ActionIcon>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={t('system.areas.remove', { name })}
                    onClick={() => props.onRemove(index)}
                  >
                    ×
                  </ActionIcon>
                </Group>
              )}
            </Group>
          </Paper>
        );
      })}
    </Stack>
  );
}
