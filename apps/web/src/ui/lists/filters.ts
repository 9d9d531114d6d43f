import {
  MAX_SHIPMENT_FILTER_VALUES,
  SEARCH_RANGE_MAX_DAYS,
  defaultSearchRange,
  type DisplayStatusKind,
  type LabelKey,
} from '@postbridge/domain';

// Filters of the list screens (docs/product.md §3 "Filters state", filter widgets of docs/product.md §3
// enumerations). Each screen declares its filters as data; the list pattern draws, validates, saves and
// applies them.

export interface FilterOption {
  value: string;
  /** Already translated (option names may come from data, such as OU names). */
  label: string;
  /** selectIcon: the display status whose colour the option shows. */
  kind?: DisplayStatusKind;
}

interface BaseFilter {
  name: string;
  label: string;
}

/** Free text. */
export interface InputFilter extends BaseFilter {
  kind: 'input';
  maxLength?: number;
}
/**
 * A period between two days (the lists' date range: at most SEARCH_RANGE_MAX_DAYS days, docs/product.md §9).
 */
export interface RangeFilter extends BaseFilter {
  kind: 'range';
}
/** One day. */
export interface DateFilter extends BaseFilter {
  kind: 'date';
  required?: boolean;
  defaultValue?: string;
}
/** One choice; empty means "any". */
export interface SelectFilter extends BaseFilter {
  kind: 'select' | 'selectIcon';
  options: FilterOption[];
  required?: boolean;
  defaultValue?: string;
}
/** Several choices; none means "any". */
export interface SelectMultipleFilter extends BaseFilter {
  kind: 'selectMultiple';
  options: FilterOption[];
}
/** Which field to search, and the text to search for. */
export interface SelectInputFilter extends BaseFilter {
  kind: 'selectInput';
  options: FilterOption[];
}
/** Values typed one by one (chips). */
export interface TagsFilter extends BaseFilter {
  kind: 'tags';
}
/** Values pasted as a block, one a line (from a spreadsheet column…). */
export interface ArrayFilter extends BaseFilter {
  kind: 'array';
}

export type FilterDef =
  | InputFilter
  | RangeFilter
  | DateFilter
  | SelectFilter
  | SelectMultipleFilter
  | SelectInputFilter
  | TagsFilter
  | ArrayFilter;

export interface DateRangeValue {
  from: string;
  to: string;
}
export interface SelectInputValue {
  field: string;
  text: string;
}
export type FilterValue = string | string[] | DateRangeValue | SelectInputValue;
export type FilterValues = Record<string, FilterValue>;

export interface FilterError {
  key: LabelKey;
  params?: Record<string, string | number>;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const MS_PER_DAY = 86_400_000;

/** A real calendar day written yyyy-MM-dd (2026-02-30 is not). */
export function isApiDay(text: string): boolean {
  if (!DAY.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
}

/** Days between two valid days (to − from). */
function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / MS_PER_DAY);
}

/** The user's search range (docs/product.md §9: default 31 days, at most 31), as the range filter's value. */
export function searchRangeValue(now: Date, searchRangeDays: number): DateRangeValue {
  const range = defaultSearchRange(now, searchRangeDays);
  return { from: range.fromDate, to: range.toDate };
}

function emptyValue(def: FilterDef, now: Date, searchRangeDays: number): FilterValue {
  switch (def.kind) {
    case 'range':
      return searchRangeValue(now, searchRangeDays);
    case 'selectMultiple':
    case 'tags':
    case 'array':
      return [];
    case 'selectInput':
      return { field: def.options[0]?.value ?? '', text: '' };
    case 'date':
    case 'select':
    case 'selectIcon':
      return def.defaultValue ?? '';
    case 'input':
      return '';
  }
}

export function defaultValues(defs: readonly FilterDef[], now: Date, searchRangeDays: number): FilterValues {
  return Object.fromEntries(defs.map((def) => [def.name, emptyValue(def, now, searchRangeDays)]));
}

const isRange = (v: unknown): v is DateRangeValue =>
  typeof v === 'object' && v !== null && typeof (v as DateRangeValue).from === 'string';
const isSelectInput = (v: unknown): v is SelectInputValue =>
  typeof v === 'object' && v !== null && typeof (v as SelectInputValue).field === 'string';
const isStringList = (v: unknown): v is string[] =>
  Array.isArray(v) && v.every((item) => typeof item === 'string');

/**
 * Keeps of saved values only those that still fit the screen's filters (a filter renamed or an option removed
 * since they were saved falls back to its default), so a stale entry in storage never breaks a screen.
 */
export function mergeSaved(defs: readonly FilterDef[], defaults: FilterValues, saved: unknown): FilterValues {
  const merged: FilterValues = { ...defaults };
  if (typeof saved !== 'object' || saved === null) return merged;
  const values = saved as Record<string, unknown>;
  for (const def of defs) {
    const value = values[def.name];
    // Options loaded from the server (OUs…) may not be there yet: their saved value is kept as it is.
    const known = (v: string) =>
      'options' in def && (def.options.length === 0 || def.options.some((o) => o.value === v));
    switch (def.kind) {
      case 'range':
        if (isRange(value) && typeof value.to === 'string')
          merged[def.name] = { from: value.from, to: value.to };
        break;
      case 'selectInput':
        if (isSelectInput(value) && typeof value.text === 'string' && known(value.field))
          merged[def.name] = { field: value.field, text: value.text };
        break;
      case 'selectMultiple':
        if (isStringList(value)) merged[def.name] = value.filter(known);
        break;
      case 'tags':
      case 'array':
        if (isStringList(value)) merged[def.name] = value;
        break;
      case 'select':
      case 'selectIcon':
        if (typeof value === 'string' && (value === '' || known(value))) merged[def.name] = value;
        break;
      case 'input':
      case 'date':
        if (typeof value === 'string') merged[def.name] = value;
        break;
    }
  }
  return merged;
}

/**
 * Filter values named in a page address (`?state=AWAIT_VALIDATION`), so that a link can open a list already
 * filtered: one query parameter per filter, by its name, for the filters holding one text (input, date, select,
 * selectIcon); a select takes only one of its options. Null when the address names none.
 */
export function filtersFromAddress(defs: readonly FilterDef[], search: URLSearchParams): FilterValues | null {
  const named: FilterValues = {};
  for (const def of defs) {
    const value = search.get(def.name);
    if (value === null) continue;
    if (def.kind === 'input' || def.kind === 'date') named[def.name] = value;
    else if (
      (def.kind === 'select' || def.kind === 'selectIcon') &&
      def.options.some((o) => o.value === value)
    )
      named[def.name] = value;
  }
  return Object.keys(named).length > 0 ? named : null;
}

/** The address of a list opened with these filters (read back by `filtersFromAddress`). */
export function filteredListPath(path: string, values: Record<string, string>): string {
  const search = new URLSearchParams(values).toString();
  return search ? `${path}?${search}` : path;
}

/** What is wrong with the values, by filter name (empty when they can be applied). */
export function validateFilters(
  defs: readonly FilterDef[],
  values: FilterValues,
): Record<string, FilterError> {
  const errors: Record<string, FilterError> = {};
  for (const def of defs) {
    const value = values[def.name];
    if (def.kind === 'range' && isRange(value)) {
      if (!isApiDay(value.from) || !isApiDay(value.to))
        errors[def.name] = { key: 'lists.filter.dateInvalid' };
      else if (value.from > value.to) errors[def.name] = { key: 'lists.filter.rangeReversed' };
      else if (daysBetween(value.from, value.to) > SEARCH_RANGE_MAX_DAYS)
        errors[def.name] = { key: 'lists.filter.rangeTooLong', params: { max: SEARCH_RANGE_MAX_DAYS } };
    } else if (def.kind === 'date' && typeof value === 'string') {
      if ((value !== '' || def.required) && !isApiDay(value))
        errors[def.name] = { key: 'lists.filter.dateInvalid' };
    } else if ((def.kind === 'select' || def.kind === 'selectIcon') && def.required && value === '') {
      errors[def.name] = { key: 'field.required' };
    } else if ((def.kind === 'tags' || def.kind === 'array') && isStringList(value)) {
      if (value.length > MAX_SHIPMENT_FILTER_VALUES)
        errors[def.name] = { key: 'lists.filter.tooManyValues', params: { max: MAX_SHIPMENT_FILTER_VALUES } };
    }
  }
  return errors;
}

/** The lines of a pasted block: trimmed, blank lines dropped. */
export function splitLines(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
}

/**
 * A list filter in the query string (docs/api.md "Shipments and tracking"): comma-separated, or a JSON list
 * when a value holds a comma; undefined when empty, so the filter is left out.
 */
export function listParam(values: readonly string[]): string | undefined {
  if (values.length === 0) return undefined;
  return values.some((v) => v.includes(',')) ? JSON.stringify(values) : values.join(',');
}

// Typed readers for the screens' `load` functions.
export const textOf = (values: FilterValues, name: string): string | undefined => {
  const value = values[name];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
};
export const listOf = (values: FilterValues, name: string): string[] => {
  const value = values[name];
  return isStringList(value) ? value : [];
};
export const rangeOf = (values: FilterValues, name: string): DateRangeValue | undefined => {
  const value = values[name];
  return isRange(value) ? value : undefined;
};
export const selectInputOf = (values: FilterValues, name: string): SelectInputValue | undefined => {
  const value = values[name];
  return isSelectInput(value) && value.text.trim() !== ''
    ? { field: value.field, text: value.text.trim() }
    : undefined;
};
