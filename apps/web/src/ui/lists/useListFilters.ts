import { useCallback, useState } from 'react';
import { clampSearchRangeDays } from '@postbridge/domain';
import { useSession } from '../../app/session/sessionStore';
import {
  defaultValues,
  mergeSaved,
  searchRangeValue,
  validateFilters,
  type FilterDef,
  type FilterError,
  type FilterValue,
  type FilterValues,
} from './filters';
import { forgetScreen, loadSavedScreen, saveScreen } from './savedFilters';

/** Results asked of the API per search (its maxResults, 1–1000); the user picks one of these. */
export const LIMIT_CHOICES = [100, 500, 1000] as const;
const DEFAULT_LIMIT = 100;

interface FiltersState {
  draft: FilterValues;
  applied: FilterValues;
  /** Range filters that follow the user's search range (the "Last N days" button is selected). */
  following: string[];
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
}

function initialState(
  defs: readonly FilterDef[],
  userId: string,
  screen: string,
  days: number,
  fromAddress: FilterValues | null,
): FiltersState {
  const now = new Date();
  const defaults = defaultValues(defs, now, days);
  const rangeNames = defs.filter((d) => d.kind === 'range').map((d) => d.name);
  // A link that names filters (a home counter) opens the list on what it counted: the defaults (the period is the
  // user's search range, as the counters') with the named values, applied at once and not saved over the user's.
  if (fromAddress) return fresh({ ...defaults, ...fromAddress }, rangeNames);
  const saved = loadSavedScreen(userId, screen);
  if (!saved) return fresh(defaults, rangeNames);
  const values = mergeSaved(defs, defaults, saved.fieldsValues);
  const following = rangeNames.filter((name) => saved.selectedButtons?.includes(name));
  // A range following the search range is recomputed from today, whatever the day it was saved.
  for (const name of following) values[name] = searchRangeValue(now, days);
  const limit = LIMIT_CHOICES.find((choice) => choice === saved.maxResults) ?? DEFAULT_LIMIT;
  // Saved values that no longer pass (a range made too long by hand in storage…) fall back to the defaults.
  const usable = Object.keys(validateFilters(defs, values)).length === 0 ? values : defaults;
  return {
    draft: usable,
    applied: usable,
    following,
    maxResults: limit,
    appliedMaxResults: limit,
    errors: {},
  };
}

function fresh(defaults: FilterValues, rangeNames: string[]): FiltersState {
  return {
    draft: defaults,
    applied: defaults,
    following: rangeNames,
    maxResults: DEFAULT_LIMIT,
    appliedMaxResults: DEFAULT_LIMIT,
    errors: {},
  };
}

/**
 * The filters of one list screen: a draft being edited, the values applied to the list, saved per user and
 * screen when applied. The range filters default to the user's search range (docs/product.md §9, at most 31
 * days). `fromAddress`: values named by the page address, which win over the saved ones on opening.
 */
export function useListFilters(
  screen: string,
  defs: readonly FilterDef[],
  fromAddress: FilterValues | null = null,
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
    setState((s) => ({ ...s, applied: s.draft, appliedMaxResults: s.maxResults, errors: {} }));
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
    setState(
      fresh(
        defaults,
        defs.filter((d) => d.kind === 'range').map((d) => d.name),
      ),
    );
  };

  return { ...state, searchRangeDays, setValue, followSearchRange, setMaxResults, apply, reset };
}
