import { Group, Paper, Stack, Text } from '@mantine/core';
import { useT } from '../../../i18n/useT';
import { StatusBadge } from '../../../ui/status/StatusBadge';
import { packGroupStatus } from '../../../ui/status/statuses';
import { CheckStatusBadge } from '../packgroups/CheckStatusBadge';
import { AddressLines } from './AddressLines';
import { LetterActions } from './LetterActions';
import { LetterPreview } from './LetterPreview';
import { LetterRecipient } from './LetterRecipient';
import type { LettersViewProps } from './LettersTable';

/**
 * The letters of an order on a phone: one card each, the address readable without scrolling sideways (a table
 * of seven columns would hide it beyond the screen's edge).
 */
export function LetterCards({ command, groups, checkOf, fileOf }: LettersViewProps) {
  const t = useT();
  return (
    <Stack gap="sm" component="ul" aria-label={t('deposit.validation.letters')} m={0} p={0}>
      {groups.map((group) => {
        const check = checkOf(group);
        const title = t('deposit.packGroups.letterTitle', { position: group.position });
        return (
          <Paper
            key={group.id}
            component="li"
            withBorder
            p="sm"
            aria-label={title}
            style={{ listStyle: 'none' }}
          >
            <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
              <Stack gap={6} style={{ minWidth: 0 }}>
                <Text fw={600}>{title}</Text>
                <Group gap={6} wrap="wrap">
                  <CheckStatusBadge status={check.status} byHand={check.byHand} />
                  <StatusBadge status={packGroupStatus(group.state)} />
                </Group>
                <LetterRecipient group={group} repeatAddressName={false} />
                <AddressLines group={group} />
              </Stack>
              <LetterPreview group={group} fileId={fileOf(group)} />
            </Group>
            <Group mt="xs">
              <LetterActions command={command} group={group} />
            </Group>
          </Paper>
        );
      })}
    </Stack>
  );
}
