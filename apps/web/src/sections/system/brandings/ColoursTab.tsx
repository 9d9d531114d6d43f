import { useState } from 'react';
import {
  ActionIcon,
  Button,
  ColorInput,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { DEFAULT_STATUS_PALETTE, resolveStatusPalette } from '@postbridge/domain';
import { useT } from '../../../i18n/useT';
import { STATUS_KINDS, type BrandingDraft } from './brandingDraft';

type Props = {
  draft: BrandingDraft;
  change: (patch: Partial<BrandingDraft>) => void;
  readOnly: boolean;
  errorFor: (field: string) => string | undefined;
};

/** Primary colour, icon colours, and each display status's background, text colour and name. */
export function ColoursTab({ draft, change, readOnly, errorFor }: Props) {
  const t = useT();
  const [newIcon, setNewIcon] = useState('');
  const p = draft.properties;
  const setProperties = (patch: Partial<BrandingDraft['properties']>) =>
    change({ properties: { ...p, ...patch } });
  const icons = Object.entries(p.iconColors);
  const setStatus = (kind: string, part: 'color' | 'textColor' | 'name', value: string) =>
    change({
      statusColors: { ...draft.statusColors, [kind]: { ...draft.statusColors[kind]!, [part]: value } },
    });
  return (
    <Stack gap="md">
      <ColorInput
        eyeDropperButtonProps={{ 'aria-label': t('common.eyeDropper') }}
        label={t('system.brandings.field.primaryColor')}
        value={p.primaryColor ?? ''}
        onChange={(value) => setProperties({ primaryColor: value || null })}
        format="hex"
        disabled={readOnly}
        error={errorFor('primaryColor')}
        maw={280}
        dir="ltr"
      />
      <Title order={3} size="h5">
        {t('system.brandings.colours.iconColors')}
      </Title>
      {icons.map(([name, colour]) => (
        <Group key={name} gap="xs" align="end" wrap="nowrap">
          <ColorInput
            eyeDropperButtonProps={{ 'aria-label': t('common.eyeDropper') }}
            label={t('system.brandings.colours.iconColor', { name })}
            value={colour}
            onChange={(value) => setProperties({ iconColors: { ...p.iconColors, [name]: value } })}
            format="hex"
            disabled={readOnly}
            error={errorFor(`iconColors.${name}`)}
            maw={280}
            dir="ltr"
          />
          {!readOnly && (
            <ActionIcon
              variant="subtle"
              color="red"
              mb={4}
              aria-label={t('system.brandings.colours.removeIcon', { name })}
              onClick={() => {
                const { [name]: _gone, ...rest } = p.iconColors;
                setProperties({ iconColors: rest });
              }}
            >
              ×
            </ActionIcon>
          )}
        </Group>
      ))}
      {!readOnly && (
        <Group gap="xs" align="end">
          <TextInput
            label={t('system.brandings.colours.iconName')}
            value={newIcon}
            onChange={(e) => setNewIcon(e.currentTarget.value)}
            maw={220}
            dir="ltr"
          />
          <Button
            variant="light"
            disabled={!newIcon.trim() || newIcon.trim() in p.iconColors}
            onClick={() => {
              setProperties({ iconColors: { ...p.iconColors, [newIcon.trim()]: '#1565c0' } });
              setNewIcon('');
            }}
          >
            {t('system.brandings.colours.addIcon')}
          </Button>
        </Group>
      )}
      <Title order={3} size="h5">
        {t('system.brandings.colours.status')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('system.brandings.colours.statusHint')}
      </Text>
      {STATUS_KINDS.map((kind) => {
        const entry = draft.statusColors[kind] ?? DEFAULT_STATUS_PALETTE[kind];
        return (
          <Paper key={kind} withBorder p="xs">
            <Group gap="xs" mb={4}>
              <Text
                size="sm"
                px={8}
                style={{ backgroundColor: entry.color, color: entry.textColor, borderRadius: 4 }}
              >
                <bdi>{entry.name}</bdi>
              </Text>
              <Text size="xs" c="dimmed" dir="ltr">
                {kind}
              </Text>
            </Group>
            <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="xs">
              <ColorInput
                eyeDropperButtonProps={{ 'aria-label': t('common.eyeDropper') }}
                label={t('system.brandings.colours.statusBackground', { kind })}
                value={entry.color}
                onChange={(v) => setStatus(kind, 'color', v)}
                format="hex"
                disabled={readOnly}
                error={errorFor(`statusColors.${kind}.color`)}
                dir="ltr"
              />
              <ColorInput
                eyeDropperButtonProps={{ 'aria-label': t('common.eyeDropper') }}
                label={t('system.brandings.colours.statusText', { kind })}
                value={entry.textColor}
                onChange={(v) => setStatus(kind, 'textColor', v)}
                format="hex"
                disabled={readOnly}
                error={errorFor(`statusColors.${kind}.textColor`)}
                dir="ltr"
              />
              <TextInput
                label={t('system.brandings.colours.statusName', { kind })}
                value={entry.name}
                onChange={(e) => setStatus(kind, 'name', e.currentTarget.value)}
                disabled={readOnly}
                maxLength={50}
              />
            </SimpleGrid>
          </Paper>
        );
      })}
      {!readOnly && (
        <Group>
          <Button variant="default" onClick={() => change({ statusColors: resolveStatusPalette({}) })}>
            {t('system.brandings.colours.reset')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
