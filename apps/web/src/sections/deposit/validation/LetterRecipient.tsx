import { Text } from '@mantine/core';
import type { PackGroup } from '@postbridge/domain';
import { useT } from '../../../i18n/useT';
import { addressLinesOf, recipientNameOf } from '../packgroups/letters';

interface LetterRecipientProps {
  group: Pick<PackGroup, 'requirements' | 'identifier'>;
  /** False where the address comes right after: a name that is its first line is not said twice. */
  repeatAddressName?: boolean;
}

/** Who a letter goes to, with its reference (the recipient identifier) under the name. */
export function LetterRecipient({ group, repeatAddressName = true }: LetterRecipientProps) {
  const t = useT();
  const name = recipientNameOf(group);
  const shown = repeatAddressName || name !== addressLinesOf(group)[0];
  return (
    <div style={{ overflowWrap: 'anywhere' }}>
      {shown && (
        <Text size="sm">
          <bdi>{name ?? '—'}</bdi>
        </Text>
      )}
      {group.identifier && (
        <Text size="xs" c="dimmed">
          {t('deposit.packGroups.identifier', { identifier: group.identifier })}
        </Text>
      )}
    </div>
  );
}
