import { useCallback, useId, useMemo, useState } from 'react';
import { NativeSelect, Stack, Text, Title } from '@mantine/core';
import type { SavedService, SimpleJobRequirementValue } from '@postbridge/domain';
import { useT } from '../../../i18n/useT';
import { AreaEditor } from './AreaEditor';
import { RequirementValues } from './RequirementValues';
import { areaRequirements } from './serviceRequirements';
import { useRequirementName } from './useRequirementName';

export { canCheckRequirementsFirst } from './serviceRequirements';

/**
 * docs/product.md §2 "Send: compute and check requirements", before the job exists: the uploaded PDF's pages
 * with the service's extraction area on them (moved and resized by mouse, keyboard or in mm), the text read
 * there and its check, and every requirement computed on the file, each of which can be typed again and
 * checked. Nothing here is kept by the server (docs/api.md "Simple jobs").
 */
export function RequirementsCheck({ service, fileId }: { service: SavedService; fileId: string }) {
  // A new file starts afresh: no value checked for another file is kept.
  return <RequirementsCheckOfFile key={fileId} service={service} fileId={fileId} />;
}

function RequirementsCheckOfFile({ service, fileId }: { service: SavedService; fileId: string }) {
  const t = useT();
  const nameOf = useRequirementName();
  const titleId = useId();
  const areas = useMemo(() => areaRequirements(service), [service]);
  const [selectedKey, setSelectedKey] = useState<string | null>(null);
  const selected = areas.find((named) => named.key === selectedKey) ?? areas[0];
  const [overrides, setOverrides] = useState<Record<string, SimpleJobRequirementValue>>({});
  const keep = useCallback(
    (key: string, value: SimpleJobRequirementValue) =>
      setOverrides((current) => ({ ...current, [key]: value })),
    [],
  );

  return (
    <Stack component="section" aria-labelledby={titleId} gap="lg">
      <Stack gap={4}>
        <Title order={2} id={titleId}>
          {t('deposit.requirements.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('deposit.requirements.intro')}
        </Text>
      </Stack>
      {selected ? (
        <Stack gap="sm">
          <Title order={3}>{t('deposit.requirements.area.title')}</Title>
          {areas.length > 1 ? (
            <NativeSelect
              label={t('deposit.requirements.area.requirement')}
              value={selected.key}
              data={areas.map((named) => ({ value: named.key, label: nameOf(named) }))}
              onChange={(event) => setSelectedKey(event.currentTarget.value)}
              maw={420}
            />
          ) : (
            <Text fw={600}>{nameOf(selected)}</Text>
          )}
          <AreaEditor
            key={selected.key}
            serviceId={service.id}
            fileId={fileId}
            requirement={selected}
            onUse={keep}
          />
        </Stack>
      ) : null}
      <RequirementValues service={service} fileId={fileId} overrides={overrides} onChecked={keep} />
    </Stack>
  );
}
