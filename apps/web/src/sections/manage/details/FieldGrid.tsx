import type { ReactNode } from 'react';
import { SimpleGrid, Stack, Text } from '@mantine/core';
import { useT } from '../../../i18n/useT';

interface Field {
  label: string;
  value: ReactNode;
}

/** Labelled values of a header, as a description list: one column on a phone, up to three on a desktop. */
export function FieldGrid({ fields }: { fields: Field[] }) {
  const t = useT();
  return (
    <SimpleGrid component="dl" cols={{ base: 1, xs: 2, md: 3 }} spacing="sm" verticalSpacing="xs" m={0}>
      {fields.map((field) => (
        <Stack key={field.label} gap={0}>
          <Text component="dt" size="xs" c="dimmed">
            {field.label}
          </Text>
          <Text component="dd" m={0} size="sm" style={{ overflowWrap: 'anywhere' }}>
            {field.value === null || field.value === undefined || field.value === ''
              ? t('details.none')
              : field.value}
          </Text>
        </Stack>
      ))}
    </SimpleGrid>
  );
}
