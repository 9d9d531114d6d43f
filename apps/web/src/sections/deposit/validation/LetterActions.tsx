import { Group } from '@mantine/core';
import type { DeliveryCommand, PackGroup } from '@postbridge/domain';
import { useT } from '../../../i18n/useT';
import { DownloadButton } from '../../../ui/download/DownloadButton';
import { downloadPaths } from '../../manage/details/detailsApi';
import { LetterProof } from './LetterProof';

/** What a validator does with one letter: see its proof, download its own PDF. */
export function LetterActions({
  command,
  group,
}: {
  command: Pick<DeliveryCommand, 'serviceChannelOptions'>;
  group: Pick<PackGroup, 'id' | 'position'>;
}) {
  const t = useT();
  const name = t('details.packGroups.pdfName', { position: group.position });
  return (
    <Group gap="xs" wrap="nowrap">
      <LetterProof command={command} group={group} />
      <DownloadButton
        path={downloadPaths.packGroupRawFile(group.id)}
        name={name}
        fileName={`${name}.pdf`}
        variant="subtle"
      />
    </Group>
  );
}
