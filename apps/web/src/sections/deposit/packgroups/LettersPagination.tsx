import { Pagination } from '@mantine/core';
import { useT } from '../../../i18n/useT';

/** Pages of a letters table (the Send flow's, the validation screen's): each button named for screen readers. */
export function LettersPagination({
  total,
  value,
  onChange,
}: {
  total: number;
  value: number;
  onChange: (page: number) => void;
}) {
  const t = useT();
  if (total <= 1) return null;
  return (
    <Pagination
      total={total}
      value={value}
      onChange={onChange}
      aria-label={t('deposit.packGroups.pagination')}
      getItemProps={(n) => ({ 'aria-label': t('deposit.packGroups.page', { n }) })}
      getControlProps={(control) => ({
        'aria-label': t(
          control === 'previous' || control === 'first'
            ? 'deposit.packGroups.previous'
            : 'deposit.packGroups.next',
        ),
      })}
    />
  );
}
