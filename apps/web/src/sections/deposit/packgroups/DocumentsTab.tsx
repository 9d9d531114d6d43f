import { useState } from 'react';
import { Alert, Button, Group, ScrollArea, Stack, Table, Text } from '@mantine/core';
import type { PackGroup } from '@postbridge/domain';
import { useErrorText } from '../../../i18n/useErrorText';
import { useT } from '../../../i18n/useT';
import { fetchPackGroupFile, saveBlob } from './packGroupsApi';

/**
 * The "split" tab. The API has no call that splits a pack group (docs/api.md lists reject and edit only), so
 * this tab shows how the group is made: its documents (packs, in order) with their pages or record line, and
 * the group's own pages as a PDF to check where it was cut.
 */
export function DocumentsTab({ group }: { group: PackGroup }) {
  const t = useT();
  const errorText = useErrorText();
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<unknown>(null);

  const download = async () => {
    setLoading(true);
    setError(null);
    try {
      saveBlob(await fetchPackGroupFile(group.id), `${group.identifier ?? group.position}.pdf`);
    } catch (cause) {
      setError(cause);
    } finally {
      setLoading(false);
    }
  };

  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        {t('send.packGroups.splitUnavailable')}
      </Text>
      <Group gap="xs" wrap="wrap">
        <Text size="sm">
          {t('deposit.packGroups.pageRange', {
            first: group.firstPage,
            last: group.lastPage,
            n: group.pageCount,
          })}
        </Text>
        <Button size="xs" variant="light" loading={loading} onClick={() => void download()}>
          {t('send.packGroups.downloadPdf')}
        </Button>
      </Group>
      {error !== null && (
        <Alert color="red" role="alert">
          {errorText(error)}
        </Alert>
      )}
      {group.packs.length === 0 ? (
        <Text size="sm">{t('send.packGroups.noDocuments')}</Text>
      ) : (
        <ScrollArea>
          <Table striped verticalSpacing="xs" aria-label={t('send.packGroups.documents')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('send.packGroups.documentKind')}</Table.Th>
                <Table.Th>{t('send.packGroups.box')}</Table.Th>
                <Table.Th>{t('send.packGroups.where')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {group.packs.map((pack) => (
                <Table.Tr key={pack.id}>
                  <Table.Td>{t(`send.packGroups.kind.${pack.kind}`)}</Table.Td>
                  <Table.Td>{pack.boxName}</Table.Td>
                  <Table.Td>
                    {pack.recordLine !== null
                      ? t('send.packGroups.recordLine', { line: pack.recordLine })
                      : pack.firstPage !== null && pack.lastPage !== null
                        ? t('send.packGroups.pages', { first: pack.firstPage, last: pack.lastPage })
                        : t('send.packGroups.wholeFile')}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollArea>
      )}
    </Stack>
  );
}
