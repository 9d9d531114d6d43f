import { Pagination, type PaginationProps } from '@mantine/core';
import { useT } from '../i18n/useT';

/**
 * Mantine's pagination with every button named for assistive technology ("Page 2", "Next page", "Previous
 * page"): Mantine leaves the arrows unnamed (axe "button-name").
 */
export function NamedPagination(
  props: Omit<PaginationProps, 'getItemProps' | 'getControlProps' | 'withEdges'>,
) {
  const t = useT();
  return (
    <Pagination
      {...props}
      withEdges={false}
      getItemProps={(page) => ({ 'aria-label': t('lists.page', { page }) })}
      getControlProps={(control) => ({
        'aria-label': t(control === 'next' ? 'lists.nextPage' : 'lists.previousPage'),
      })}
    />
  );
}
