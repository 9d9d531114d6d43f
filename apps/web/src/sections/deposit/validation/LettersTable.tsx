import { Stack, Table } from '@mantine/core';
import { ScrollRegion } from '../../../ui/ScrollRegion';
import type { DeliveryCommand, PackGroup } from '@postbridge/domain';
import { useT } from '../../../i18n/useT';
import { StatusBadge } from '../../../ui/status/StatusBadge';
import { packGroupStatus } from '../../../ui/status/statuses';
import { CheckReason } from '../packgroups/CheckReason';
import { CheckStatusBadge } from '../packgroups/CheckStatusBadge';
import type { LetterCheck } from '../packgroups/letters';
import { AddressLines } from './AddressLines';
import { LetterActions } from './LetterActions';
import { LetterPreview } from './LetterPreview';
import { LetterRecipient } from './LetterRecipient';

export interface LettersViewProps {
  command: DeliveryCommand;
  /** The letters of the page shown. */
  groups: PackGroup[];
  checkOf: (group: PackGroup) => LetterCheck;
  /** The stored file each letter was cut from: undefined while the deposit loads, null when it has none. */
  fileOf: (group: PackGroup) => string | null | undefined;
}

/** The letters of an order as a table (wide screens): one row each. */
export function LettersTable({ command, groups, checkOf, fileOf }: LettersViewProps) {
  const t = useT();
  return (
    <ScrollRegion>
      <Table striped verticalSpacing="xs" miw={960} aria-label={t('deposit.validation.letters')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('deposit.packGroups.position')}</Table.Th>
            <Table.Th>{t('deposit.packGroups.column.preview')}</Table.Th>
            <Table.Th>{t('deposit.packGroups.recipient')}</Table.Th>
            <Table.Th>{t('deposit.packGroups.column.address')}</Table.Th>
            <Table.Th>{t('deposit.packGroups.checkStatus')}</Table.Th>
            <Table.Th>{t('deposit.packGroups.state')}</Table.Th>
            <Table.Th>{t('deposit.packGroups.actions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {groups.map((group) => {
            const check = checkOf(group);
            return (
              <Table.Tr key={group.id}>
                <Table.Td>{group.position}</Table.Td>
                <Table.Td>
                  <LetterPreview group={group} fileId={fileOf(group)} />
                </Table.Td>
                <Table.Td>
                  <LetterRecipient group={group} />
                </Table.Td>
                <Table.Td>
                  <AddressLines group={group} />
                </Table.Td>
                <Table.Td>
                  <Stack gap={2} align="flex-start">
                    <CheckStatusBadge status={check.status} byHand={check.byHand} />
                    <CheckReason check={check} />
                  </Stack>
                </Table.Td>
                <Table.Td>
                  <StatusBadge status={packGroupStatus(group.state)} />
                </Table.Td>
                <Table.Td>
                  <LetterActions command={command} group={group} />
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </ScrollRegion>
  );
}
