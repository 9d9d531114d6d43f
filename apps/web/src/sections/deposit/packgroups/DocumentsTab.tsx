import { useState } from 'react';
import { Alert, Button, Group, ScrollArea, Stack, Table, Text } from '@mantine/core';
import type { PackGroup } from '@postbridge/domain';
import { useErrorText } from '../../../i18n/useErrorText';
import { useT } from '../../../i18n/useT';
import { LetterPages } from './LetterPages';
import { fetchPackGroupFile, saveBlob } from './packGroupsApi';
import { SplitPages } from './SplitPages';

interface DocumentsTabProps {
  jobId: string;
  group: PackGroup;
  /** False when the letter can no longer change (the deposit frozen, locked or ordered; the letter rejected). */
  editable: boolean;
}

/**
 * The "split" tab: where the letter can be cut into several (POST /packGroups/{id}/split), then how it is made:
 * its documents (packs, in order) with their pages or record line, and its own pages as thumbnails and as a PDF
 * to check where it was cut.
 */
export function DocumentsTab({ jobId, group, editable }: DocumentsTabProps) {
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
      {editable && <SplitPages jobId={jobId} group={group} />}
      <Group gap="xs" wrap="wrap">
        <Text size="sm">
          {t('deposit.packGroups.pageRange', {
            first: group.firstPage,
            last: group.lastPage,
            n: group.pageCount,
          })}
        </Text>
        <Button size="xs" variant="light" loading={loading} onClick={() => void download()}>
          {t('deposit.packGroups.downloadPdf')}
        </Button>
      </Group>
      {error !== null && (
        <Alert color="red" role="alert">
          {errorText(error)}
        </Alert>
      )}
      <LetterPages jobId={jobId} group={group} />
      {group.packs.length === 0 ? (
        <Text size="sm">{t('deposit.packGroups.noDocuments')}</Text>
      ) : (
        <ScrollArea>
          <Table striped verticalSpacing="xs" aria-label={t('deposit.packGroups.documents')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('deposit.packGroups.documentKind')}</Table.Th>
                <Table.Th>{t('deposit.packGroups.box')}</Table.Th>
                <Table.Th>{t('deposit.packGroups.where')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {group.packs.map((pack) => (
                <Table.Tr key={pack.id}>
                  <Table.Td>{t(`deposit.packGroups.kind.${pack.kind}`)}</Table.Td>
                  <Table.Td>{pack.boxName}</Table.Td>
                  <Table.Td>
                    {pack.recordLine !== null
                      ? t('deposit.packGroups.recordLine', { line: pack.recordLine })
                      : pack.firstPage !== null && pack.lastPage !== null
                        ? t('deposit.packGroups.pageSpan', { first: pack.firstPage, last: pack.lastPage })
                        : t('deposit.packGroups.wholeFile')}
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
