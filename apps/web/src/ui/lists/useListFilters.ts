import { useCallback, useState } from 'react';
import { clampSearchRangeDays } from '@postbridge/domain';
import { useSession } from '../../app/session/sessionStore';
import {
  DEFAULT_LIMIT,
  LIMIT_CHOICES,
  defaultValues,
  followingOf,
  mergeSaved,
  searchRangeValue,
  validateFilters,
  type FilterDef,
  type FilterError,
  type FilterValue,
  type FilterValues,
  type ListAddress,
} from './filters';
import { forgetScreen, loadSavedScreen, saveScreen } from './savedFilters';

interface FiltersState {
  draft: FilterValues;
  applied: FilterValues;
  /** Range filters that follow the user's search range (the "Last N days" button is selected). */
  following: string[];
  /** The same, as applied with the values (what the address and the saved filters keep). */
  appliedFollowing: string[];
  /** The limit being chosen, and the one applied with the values. */
  maxResults: number;
  appliedMaxResults: number;
  errors: Record<string, FilterError>;
}

export interface ListFilters extends FiltersState {
  searchRangeDays: number;
  setValue(name: string, value: FilterValue): void;
  /** Puts a range filter back on the user's search range, following today. */
  followSearchRange(name: string): void;
  setMaxResults(limit: number): void;
  /** Checks the draft; when valid, applies and saves it. Answers whether it was applied. */
  apply(): boolean;
  /** Back to the defaults, applied at once; the saved filters of the screen are forgotten. */
  reset(): void;
  /** Opens the list a page address names (a link followed while the list is shown), without saving it. */
  open(address: ListAddress): void;
}

function initialState(
  defs: readonly FilterDef[],
  userId: string,
  screen: string,
  days: number,
  fromAddress: ListAddress | null,
): FiltersState {
  const now = new Date();
  if (fromAddress) return addressState(defs, days, fromAddress);
  const defaults = defaultValues(defs, now, days);
  const rangeNames = followingOf(defs, {});
  const saved = loadSavedScreen(userId, screen);
  if (!saved) return fresh(defaults, rangeNames);
  const values = mergeSaved(defs, defaults, saved.fieldsValues);
  const following = rangeNames.filter((name) => saved.selectedButtons?.includes(name));
  // A range following the search range is recomputed from today, whatever the day it was saved.
  for (const name of following) values[name] = searchRangeValue(now, days);
  const limit = LIMIT_CHOICES.find((choice) => choice === saved.maxResults) ?? DEFAULT_LIMIT;
  // Saved values that no longer pass (a range made too long by hand in storage…) fall back to the defaults.
  if (Object.keys(validateFilters(defs, values)).length > 0) return fresh(defaults, rangeNames, limit);
  return fresh(values, following, limit);
}

/** A state applied at once: these values, these ranges following the search range, this limit. */
function fresh(values: FilterValues, following: string[], limit: number = DEFAULT_LIMIT): FiltersState {
  return {
    draft: values,
    applied: values,
    following,
    appliedFollowing: following,
    maxResults: limit,
    appliedMaxResults: limit,
    errors: {},
  };
}

/**
 * A list opened by an address that names filters (a home counter, a chart, a shared link): the defaults (a period
 * not named follows the user's search range, as the counters') with the named values, applied at once and not
 * saved over the user's own filters.
 */
function addressState(defs: readonly FilterDef[], days: number, address: ListAddress): FiltersState {
  const values = { ...defaultValues(defs, new Date(), days), ...address.values };
  return fresh(values, followingOf(defs, address.values), address.maxResults);
}

/**
 * The filters of one list screen: a draft being edited, the values applied to the list, saved per user and
 * screen when applied. The range filters default to the user's search range (docs/product.md §9, at most 31
 * days). `fromAddress`: values named by the page address, which win over the saved ones on opening.
 */
export function useListFilters(
  screen: string,
  defs: readonly FilterDef[],
  fromAddress: ListAddress | null = null,
): ListFilters {
  const user = useSession((s) => s.user);
  const userId = user?.id ?? 'anonymous';
  const searchRangeDays = clampSearchRangeDays(user?.uipreferences.defaultSearchRangeDays);
  const [state, setState] = useState(() => initialState(defs, userId, screen, searchRangeDays, fromAddress));

  const setValue = useCallback((name: string, value: FilterValue) => {
    setState((s) => {
      const { [name]: _fixed, ...errors } = s.errors;
      return {
        ...s,
        draft: { ...s.draft, [name]: value },
        following: s.following.filter((n) => n !== name),
        errors,
      };
    });
  }, []);

  const followSearchRange = useCallback(
    (name: string) => {
      setState((s) => {
        const { [name]: _fixed, ...errors } = s.errors;
        return {
          ...s,
          draft: { ...s.draft, [name]: searchRangeValue(new Date(), searchRangeDays) },
          following: [...s.following.filter((n) => n !== name), name],
          errors,
        };
      });
    },
    [searchRangeDays],
  );

  const setMaxResults = useCallback((limit: number) => setState((s) => ({ ...s, maxResults: limit })), []);

  const apply = () => {
    const errors = validateFilters(defs, state.draft);
    if (Object.keys(errors).length > 0) {
      setState((s) => ({ ...s, errors }));
      return false;
    }
    setState((s) => ({
      ...s,
      applied: s.draft,
      appliedFollowing: s.following,
      appliedMaxResults: s.maxResults,
      errors: {},
    }));
    saveScreen(userId, screen, {
      fieldsValues: state.draft,
      selectedButtons: state.following,
      maxResults: state.maxResults,
    });
    return true;
  };

  const reset = () => {
    forgetScreen(userId, screen);
    const defaults = defaultValues(defs, new Date(), searchRangeDays);
    setState(fresh(defaults, followingOf(defs, {})));
  };

  const open = useCallback(
    (address: ListAddress) => setState(addressState(defs, searchRangeDays, address)),
    [defs, searchRangeDays],
  );

  return { ...state, searchRangeDays, setValue, followSearchRange, setMaxResults, apply, reset, open };
}
