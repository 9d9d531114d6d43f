import { useEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router';
import {
  DEFAULT_LIMIT,
  addressOfList,
  addressParamNames,
  followingOf,
  listFromAddress,
  type FilterDef,
  type ListAddress,
} from './filters';
import type { ListFilters } from './useListFilters';

/** The list the page address names (`?state=…`), for a list screen opened by a link. */
export function useAddressFilters(defs: readonly FilterDef[]): ListAddress | null {
  const [search] = useSearchParams();
  return useMemo(() => listFromAddress(defs, search), [defs, search]);
}

/** The parameters of the list in an address, in the order the list writes them (other parameters left out). */
function listParamsIn(defs: readonly FilterDef[], search: URLSearchParams): string {
  const own = new URLSearchParams();
  for (const name of addressParamNames(defs))
    for (const value of search.getAll(name)) own.append(name, value);
  return own.toString();
}

/**
 * Keeps the applied filters of a list in the page address (docs/web.md "List filters in the address"), replacing
 * the current history entry: each Search, Reset or limit applied rewrites the address, so it can be shared and a
 * reload opens the same list. An address changed from outside while the list is shown (a link to the same list, a
 * menu entry, Back) is followed when it names filters; one naming none gets the applied filters written in.
 */
export function useFiltersInAddress(defs: readonly FilterDef[], filters: ListFilters): void {
  const [search, setSearch] = useSearchParams();
  const { applied, appliedFollowing, appliedMaxResults, open } = filters;
  const wanted = addressOfList(defs, applied, appliedFollowing, appliedMaxResults).toString();
  // The address the list last read or wrote: any other was put there by someone else.
  const seen = useRef<string | null>(null);

  useEffect(() => {
    const current = search.toString();
    const moved = current !== seen.current;
    seen.current = current;
    if (listParamsIn(defs, search) === wanted) return;
    const named = moved ? listFromAddress(defs, search) : null;
    if (named) {
      const namedList = addressOfList(
        defs,
        named.values,
        followingOf(defs, named.values),
        named.maxResults ?? DEFAULT_LIMIT,
      );
      // Opening it changes what is applied; this effect then writes it back in its own form.
      if (namedList.toString() !== wanted) return open(named);
    }
    const next = new URLSearchParams(search);
    for (const name of addressParamNames(defs)) next.delete(name);
    for (const [name, value] of new URLSearchParams(wanted)) next.append(name, value);
    seen.current = next.toString();
    setSearch(next, { replace: true });
  }, [defs, search, wanted, open, setSearch]);
}
