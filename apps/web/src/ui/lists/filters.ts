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

/** Results asked of the API per search (its maxResults, 1–1000); the user picks one of these. */
export const LIMIT_CHOICES = [100, 500, 1000] as const;
export const DEFAULT_LIMIT = 100;
/** The longest text an input filter takes when its screen names none. */
export const INPUT_MAX_LENGTH = 200;

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

// The list in the page address (docs/web.md "List filters in the address"): one query parameter per filter, by its
// name, holding only what differs from the filter's default; repeated for filters holding several values; a period
// as `from..to`; a field and its text as `field:text`; the limit as `maxResults`. The address can be shared and
// survives a reload; what it names is checked as the filter form checks it, and a value the form would refuse is
// ignored (its default stays).

const RANGE_SEPARATOR = '..';
const LIMIT_PARAM = 'maxResults';

const rangeText = (range: DateRangeValue) => `${range.from}${RANGE_SEPARATOR}${range.to}`;

/** A period written `from..to` (or one day), when the filter form would take it. */
function rangeFromText(text: string): DateRangeValue | undefined {
  const [from = '', to = from, ...rest] = text.split(RANGE_SEPARATOR);
  const range = { from, to };
  return rest.length === 0 && rangeProblem(range) === undefined ? range : undefined;
}

const distinct = (values: readonly string[]) => [...new Set(values)];

/** The value of one filter from its query parameters, or undefined when they name none it takes. */
function valueFromAddress(def: FilterDef, texts: readonly string[]): FilterValue | undefined {
  const text = texts[0] ?? '';
  // Options loaded from the server (OUs…) may not be there yet: a value is then taken as it is.
  const known = (v: string) =>
    'options' in def && (def.options.length === 0 || def.options.some((o) => o.value === v));
  switch (def.kind) {
    case 'input':
      return text.slice(0, def.maxLength ?? INPUT_MAX_LENGTH);
    case 'date':
      return isApiDay(text) || (text === '' && !def.required) ? text : undefined;
    case 'select':
    case 'selectIcon':
      return (text === '' ? !def.required : known(text)) ? text : undefined;
    case 'range':
      return rangeFromText(text);
    case 'selectMultiple': {
      const chosen = distinct(texts.filter((v) => v !== '' && known(v)));
      return chosen.length > 0 ? chosen : undefined;
    }
    case 'tags':
    case 'array': {
      const list = distinct(texts.map((v) => v.trim()).filter((v) => v !== ''));
      return list.length > 0 && list.length <= MAX_SHIPMENT_FILTER_VALUES ? list : undefined;
    }
    case 'selectInput': {
      const at = text.indexOf(':');
      const field = text.slice(0, at);
      const searched = text.slice(at + 1, at + 1 + INPUT_MAX_LENGTH);
      return at > 0 && known(field) && searched.trim() !== '' ? { field, text: searched } : undefined;
    }
  }
}

/**
 * Filter values named in a page address (`?state=AWAIT_VALIDATION`), so that a link can open a list already
 * filtered; a value the filter would not take is left out. Null when the address names none.
 */
export function filtersFromAddress(defs: readonly FilterDef[], search: URLSearchParams): FilterValues | null {
  const named: FilterValues = {};
  for (const def of defs) {
    const value = search.has(def.name) ? valueFromAddress(def, search.getAll(def.name)) : undefined;
    if (value !== undefined) named[def.name] = value;
  }
  return Object.keys(named).length > 0 ? named : null;
}

/** A list as a page address names it: the filter values it names, and the limit. */
export interface ListAddress {
  values: FilterValues;
  maxResults: number | undefined;
}

/** The list a page address names, or null when it names nothing of it (the saved filters then apply). */
export function listFromAddress(defs: readonly FilterDef[], search: URLSearchParams): ListAddress | null {
  const values = filtersFromAddress(defs, search);
  const maxResults = LIMIT_CHOICES.find((choice) => String(choice) === search.get(LIMIT_PARAM));
  return values === null && maxResults === undefined ? null : { values: values ?? {}, maxResults };
}

/** The range filters a list named by an address leaves following the search range: those it does not name. */
export const followingOf = (defs: readonly FilterDef[], values: FilterValues): string[] =>
  defs.filter((def) => def.kind === 'range' && !(def.name in values)).map((def) => def.name);

/**
 * The query parameters of an applied list (read back by `listFromAddress`): each filter whose value differs from
 * its default — a range unless it follows the search range —, and the limit unless it is the default.
 */
export function addressOfList(
  defs: readonly FilterDef[],
  values: FilterValues,
  following: readonly string[],
  maxResults: number,
): URLSearchParams {
  const params = new URLSearchParams();
  for (const def of defs) {
    const value = values[def.name];
    switch (def.kind) {
      case 'range':
        if (isRange(value) && !following.includes(def.name)) params.append(def.name, rangeText(value));
        break;
      case 'selectMultiple':
      case 'tags':
      case 'array':
        if (isStringList(value)) for (const item of value) params.append(def.name, item);
        break;
      case 'selectInput':
        if (isSelectInput(value) && value.text !== '')
          params.append(def.name, `${value.field}:${value.text}`);
        break;
      case 'input':
        if (typeof value === 'string' && value !== '') params.append(def.name, value);
        break;
      case 'date':
      case 'select':
      case 'selectIcon':
        if (typeof value === 'string' && value !== (def.defaultValue ?? '')) params.append(def.name, value);
        break;
    }
  }
  if (maxResults !== DEFAULT_LIMIT) params.append(LIMIT_PARAM, String(maxResults));
  return params;
}

/** The query parameter names a list may write in the address (its filters' and the limit's). */
export const addressParamNames = (defs: readonly FilterDef[]): string[] => [
  ...defs.map((def) => def.name),
  LIMIT_PARAM,
];

/**
 * The address of a list opened with these filters (read back by `filtersFromAddress`): a text per filter, a list
 * of values repeated, a period as `from..to`.
 */
export function filteredListPath(
  path: string,
  values: Record<string, string | readonly string[] | DateRangeValue>,
): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(values)) {
    if (typeof value === 'string') params.append(name, value);
    else if (isRange(value)) params.append(name, rangeText(value));
    else for (const item of value) params.append(name, item);
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

/** What is wrong with a period: not two real days, reversed, or longer than the search range allows. */
function rangeProblem(range: DateRangeValue): FilterError | undefined {
  if (!isApiDay(range.from) || !isApiDay(range.to)) return { key: 'lists.filter.dateInvalid' };
  if (range.from > range.to) return { key: 'lists.filter.rangeReversed' };
  if (daysBetween(range.from, range.to) > SEARCH_RANGE_MAX_DAYS)
    return { key: 'lists.filter.rangeTooLong', params: { max: SEARCH_RANGE_MAX_DAYS } };
  return undefined;
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
      const problem = rangeProblem(value);
      if (problem) errors[def.name] = problem;
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
