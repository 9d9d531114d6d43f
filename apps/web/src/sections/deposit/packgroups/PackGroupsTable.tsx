import { Badge, Button, Checkbox, ScrollArea, Stack, Table, Text } from '@mantine/core';
import type { PackGroup } from '@postbridge/domain';
import { useT } from '../../../i18n/useT';
import { CheckReason } from './CheckReason';
import { CheckStatusBadge } from './CheckStatusBadge';
import { PageThumbnail } from './PageThumbnail';
import { PreflightState } from './PreflightState';
import { usePageThumbnails } from './usePageThumbnails';
import { addressLinesOf, recipientNameOf, type LetterCheck } from './letters';
import { isOpen } from './requirements';
import { StatusBadge } from '../../../ui/status/StatusBadge';
import { packGroupStatus } from '../../../ui/status/statuses';

interface PackGroupsTableProps {
  groups: PackGroup[];
  selected: ReadonlySet<string>;
  onSelect: (ids: string[], selected: boolean) => void;
  openId: string | null;
  onOpen: (id: string) => void;
  /** False when nothing may be selected for rejection (the deposit can no longer change). */
  selectable: boolean;
  /** Each letter's check as shown (an address corrected by hand counts as corrected). */
  checkOf: (group: PackGroup) => LetterCheck;
  /** The stored file of a deposited file (the job's input files), for the letters' thumbnails. */
  fileIdOf: (inputFileId: string) => string | null;
}

/** A row's thumbnail: drawn at twice the width shown, for high-density screens (at most 200 px, server rule). */
const THUMBNAIL_SHOWN_PX = 40;
const THUMBNAIL_DRAWN_PX = 2 * THUMBNAIL_SHOWN_PX;

/**
 * One page of the pack-group list: a thumbnail of the first page, pages, documents, address, check status, state;
 * select, open. Thumbnails are asked for the rows of this page only, in one call per deposited file.
 */
export function PackGroupsTable({
  groups,
  selected,
  onSelect,
  openId,
  onOpen,
  selectable,
  checkOf,
  fileIdOf,
}: PackGroupsTableProps) {
  const t = useT();
  const thumbnailOf = usePageThumbnails(
    groups.map((g) => ({ fileId: fileIdOf(g.inputFileId), page: g.firstPage })),
    THUMBNAIL_DRAWN_PX,
  );
  const open = groups.filter(isOpen).map((g) => g.id);
  const allSelected = open.length > 0 && open.every((id) => selected.has(id));
  const someSelected = open.some((id) => selected.has(id));

  return (
    <ScrollArea>
      <Table
        striped
        highlightOnHover
        verticalSpacing="xs"
        miw={820}
        aria-label={t('deposit.packGroups.title')}
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={40}>
              {selectable && (
                <Checkbox
                  aria-label={t('deposit.packGroups.selectPage')}
                  checked={allSelected}
                  indeterminate={someSelected && !allSelected}
                  disabled={open.length === 0}
                  onChange={(event) => onSelect(open, event.currentTarget.checked)}
                />
              )}
            </Table.Th>
            <Table.Th>{t('deposit.packGroups.position')}</Table.Th>
            <Table.Th w={THUMBNAIL_SHOWN_PX + 24}>{t('deposit.packGroups.previewColumn')}</Table.Th>
            <Table.Th>{t('deposit.packGroups.recipient')}</Table.Th>
            <Table.Th>{t('deposit.packGroups.pages')}</Table.Th>
            <Table.Th>{t('deposit.packGroups.documents')}</Table.Th>
            <Table.Th>{t('deposit.packGroups.address')}</Table.Th>
            <Table.Th miw={200}>{t('deposit.packGroups.checkStatus')}</Table.Th>
            <Table.Th>{t('deposit.packGroups.state')}</Table.Th>
            <Table.Th>{t('deposit.packGroups.actions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {groups.map((group) => {
            const number = group.position;
            const check = checkOf(group);
            return (
              <Table.Tr
                key={group.id}
                bg={group.id === openId ? 'var(--mantine-primary-color-light)' : undefined}
              >
                <Table.Td>
                  {selectable && isOpen(group) && (
                    <Checkbox
                      aria-label={t('deposit.packGroups.selectOne', { position: number })}
                      checked={selected.has(group.id)}
                      onChange={(event) => onSelect([group.id], event.currentTarget.checked)}
                    />
                  )}
                </Table.Td>
                <Table.Td>{number}</Table.Td>
                <Table.Td>
                  <PageThumbnail
                    state={thumbnailOf(fileIdOf(group.inputFileId), group.firstPage)}
                    alt={t('deposit.packGroups.thumbnail', { position: number, page: 1 })}
                    width={THUMBNAIL_SHOWN_PX}
                  />
                </Table.Td>
                <Table.Td style={{ overflowWrap: 'anywhere' }}>
                  <Text size="sm">
                    <bdi>{recipientNameOf(group) ?? ''}</bdi>
                  </Text>
                  {group.identifier && (
                    <Text size="xs" c="dimmed">
                      {t('deposit.packGroups.identifier', { identifier: group.identifier })}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>
                  {t('deposit.packGroups.pageRange', {
                    first: group.firstPage,
                    last: group.lastPage,
                    n: group.pageCount,
                  })}
                </Table.Td>
                <Table.Td>{group.packs.length}</Table.Td>
                <Table.Td maw={320}>
                  <Text size="sm" truncate="end">
                    <bdi>{addressLinesOf(group).join(', ')}</bdi>
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Stack gap={2} align="flex-start">
                    <CheckStatusBadge status={check.status} byHand={check.byHand} />
                    <CheckReason check={check} />
                    <PreflightState group={group} />
                  </Stack>
                </Table.Td>
                <Table.Td>
                  <StatusBadge status={packGroupStatus(group.state)} />
                </Table.Td>
                <Table.Td>
                  {group.id === openId ? (
                    <Badge
                      variant="outline"
                      styles={{ root: { minWidth: 'max-content' }, label: { overflow: 'visible' } }}
                    >
                      {t('deposit.packGroups.opened')}
                    </Badge>
                  ) : (
                    <Button
                      size="xs"
                      variant="subtle"
                      onClick={() => onOpen(group.id)}
                      aria-label={t('deposit.packGroups.openOne', { position: number })}
                    >
                      {t('deposit.packGroups.open')}
                    </Button>
                  )}
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </ScrollArea>
  );
}
