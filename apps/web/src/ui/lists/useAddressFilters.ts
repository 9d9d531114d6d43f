import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { filtersFromAddress, type FilterDef, type FilterValues } from './filters';

/** The filter values the page address names (`?state=…`), for a list screen opened by a link. */
export function useAddressFilters(defs: readonly FilterDef[]): FilterValues | null {
  const [search] = useSearchParams();
  return useMemo(() => filtersFromAddress(defs, search), [defs, search]);
}
