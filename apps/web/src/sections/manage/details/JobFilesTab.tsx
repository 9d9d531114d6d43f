import { Table, Text } from '@mantine/core';
import { ScrollRegion } from '../../../ui/ScrollRegion';
import type { Job } from '@postbridge/domain';
import { useT } from '../../../i18n/useT';
import { DownloadButton } from '../../../ui/download/DownloadButton';
import { downloadPaths } from './detailsApi';

/** The files deposited (and those extracted from a deposited archive), each downloadable. */
export function JobFilesTab({ job }: { job: Job }) {
  const t = useT();
  if (job.inputFiles.length === 0) return <Text c="dimmed">{t('details.files.empty')}</Text>;
  const names = new Map(job.inputFiles.map((file) => [file.id, file.name]));
  return (
    <ScrollRegion>
      <Table striped miw={640}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('details.files.name')}</Table.Th>
            <Table.Th scope="col">{t('details.files.box')}</Table.Th>
            <Table.Th scope="col">{t('details.files.kind')}</Table.Th>
            <Table.Th scope="col">{t('details.packGroups.pdf')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {job.inputFiles.map((file) => {
            const archive = file.sourceInputFileId ? names.get(file.sourceInputFileId) : undefined;
            return (
              <Table.Tr key={file.id}>
                <Table.Td style={{ overflowWrap: 'anywhere' }}>
                  {file.entryName ?? file.name}
                  {archive && (
                    <Text size="xs" c="dimmed">
                      {t('details.files.fromArchive', { archive })}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>{file.boxName}</Table.Td>
                <Table.Td>
                  {t(file.apposition ? 'details.files.apposition' : 'details.files.document')}
                </Table.Td>
                <Table.Td>
                  {job.flags.filesPurged ? (
                    t('details.flag.filesPurged')
                  ) : (
                    <DownloadButton path={downloadPaths.inputFile(file.id)} name={file.name} />
                  )}
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </ScrollRegion>
  );
}
