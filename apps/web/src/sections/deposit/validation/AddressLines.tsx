import { Stack, Text } from '@mantine/core';
import type { PackGroup } from '@postbridge/domain';
import { useT } from '../../../i18n/useT';
import { addressLinesOf } from '../packgroups/letters';

/** The address as it will be printed: the validated value of the letter's address, line by line as stored. */
export function AddressLines({ group }: { group: Pick<PackGroup, 'id' | 'requirements'> }) {
  const t = useT();
  const lines = addressLinesOf(group);
  if (!lines.length)
    return (
      <Text size="sm" c="dimmed">
        {t('deposit.packGroups.noAddress')}
      </Text>
    );
  return (
    <Stack gap={0} data-address-lines="" style={{ overflowWrap: 'anywhere' }}>
      {lines.map((line, index) => (
        // Each line keeps its own direction: a Latin address keeps its shape on a Hebrew screen.
        <Text size="sm" key={index}>
          <bdi>{line}</bdi>
        </Text>
      ))}
    </Stack>
  );
}
