import { Button, Group, Text } from '@mantine/core';
import { useT } from '../../../i18n/useT';
import { DraftNumberInput } from './DraftNumberInput';

/** Previous / next buttons and the page number, typed or stepped, from 1 to `pageCount`. */
export function PagePicker({
  page,
  pageCount,
  onChange,
}: {
  page: number;
  pageCount: number;
  onChange: (page: number) => void;
}) {
  const t = useT();
  return (
    <Group gap="xs" align="flex-end" wrap="wrap">
      <Button variant="default" onClick={() => onChange(page - 1)} disabled={page <= 1}>
        {t('deposit.requirements.page.previous')}
      </Button>
      <Group gap={6} align="flex-end" wrap="nowrap">
        <DraftNumberInput
          label={t('deposit.requirements.page.label')}
          value={page}
          min={1}
          max={pageCount}
          decimalScale={0}
          w={120}
          rangeError={t('deposit.requirements.page.outOfRange', { count: pageCount })}
          onCommit={onChange}
        />
        <Text size="sm" pb={8}>
          {t('deposit.requirements.page.count', { count: pageCount })}
        </Text>
      </Group>
      <Button variant="default" onClick={() => onChange(page + 1)} disabled={page >= pageCount}>
        {t('deposit.requirements.page.next')}
      </Button>
    </Group>
  );
}
