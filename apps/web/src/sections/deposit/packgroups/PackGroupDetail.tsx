import { useEffect, useRef } from 'react';
import { Button, Group, Stack, Tabs, Text, Title } from '@mantine/core';
import type { PackGroup, SavedService } from '@postbridge/domain';
import { useT } from '../../../i18n/useT';
import { DocumentsTab } from './DocumentsTab';
import type { EditedValue } from './packGroupsApi';
import { PreflightPanel } from './PreflightPanel';
import { RequirementEditor } from './RequirementEditor';
import { addressEntry, editBodyFor, isOpen, requirementEntries, type RequirementEntry } from './requirements';
import { useEditPackGroup } from './useEditPackGroup';

interface PackGroupDetailProps {
  jobId: string;
  group: PackGroup;
  service: SavedService | undefined;
  /** False when the deposit can no longer change (frozen, locked, ordered). */
  editable: boolean;
  onClose: () => void;
}

/**
 * The selected pack group (docs/product.md §2): its requirement values, its documents, its address and its print
 * pre-flight, in tabs.
 */
export function PackGroupDetail({ jobId, group, service, editable, onClose }: PackGroupDetailProps) {
  const t = useT();
  const edit = useEditPackGroup(jobId);
  const heading = useRef<HTMLHeadingElement>(null);
  // The tabs open below a list that may be long: bring them into view and move the focus there.
  useEffect(() => {
    heading.current?.scrollIntoView({ block: 'nearest' });
    heading.current?.focus();
  }, []);
  const entries = requirementEntries(group, service);
  const address = addressEntry(entries);
  const canChange = editable && isOpen(group);
  const save = (entry: RequirementEntry, edited: EditedValue) =>
    edit.mutateAsync({ group, body: editBodyFor(group, entry, edited) });
  const title = t('deposit.packGroups.letterTitle', { position: group.position });

  return (
    <Stack gap="sm" component="section" aria-label={title}>
      <Group justify="space-between" wrap="wrap">
        <Group gap="xs" wrap="wrap">
          <Title order={3} ref={heading} tabIndex={-1}>
            {title}
          </Title>
          {group.identifier && <Text c="dimmed">{group.identifier}</Text>}
        </Group>
        <Button variant="default" size="xs" onClick={onClose}>
          {t('deposit.packGroups.closeDetail')}
        </Button>
      </Group>
      {!canChange && <Text size="sm">{t('deposit.packGroups.readOnly')}</Text>}
      <Tabs defaultValue="edit" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="edit">{t('deposit.packGroups.tab.edit')}</Tabs.Tab>
          <Tabs.Tab value="split">{t('deposit.packGroups.tab.split')}</Tabs.Tab>
          <Tabs.Tab value="address">{t('deposit.packGroups.tab.address')}</Tabs.Tab>
          <Tabs.Tab value="preflight">{t('deposit.preflight.tab')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="edit" pt="sm">
          <Stack gap="sm">
            {entries.length === 0 && <Text size="sm">{t('deposit.packGroups.noRequirements')}</Text>}
            {entries.map((entry) => (
              <RequirementEditor key={entry.key} entry={entry} editable={canChange} onSave={save} />
            ))}
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="split" pt="sm">
          <DocumentsTab jobId={jobId} group={group} editable={canChange} />
        </Tabs.Panel>
        <Tabs.Panel value="address" pt="sm">
          {address ? (
            <RequirementEditor
              entry={address}
              editable={canChange}
              onSave={save}
              label={t('deposit.packGroups.addressLines')}
            />
          ) : (
            <Text size="sm">{t('deposit.packGroups.noPostalAddress')}</Text>
          )}
        </Tabs.Panel>
        <Tabs.Panel value="preflight" pt="sm">
          <PreflightPanel jobId={jobId} group={group} />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
