// Enumerations the screens share: lists, filters, toasts, help areas (docs/product.md §3, §4, §8).

export const LIST_SCOPES = ['DELIVERIES', 'ORDERS', 'SHIPMENTS'] as const;
export type ListScope = (typeof LIST_SCOPES)[number];

/** What is selected in the order list: nothing, a delivery, a delivery command, or a job's remaining packs. */
export const LIST_SELECTION_KINDS = ['none', 'delivery', 'command', 'remainings'] as const;
export type ListSelectionKind = (typeof LIST_SELECTION_KINDS)[number];

export const FILTER_WIDGET_KINDS = [
  'input',
  'range',
  'date',
  'select',
  'selectIcon',
  'selectInput',
  'selectMultiple',
  'tags',
  'array',
] as const;
export type FilterWidgetKind = (typeof FILTER_WIDGET_KINDS)[number];

export const TOAST_LEVELS = ['error', 'warning', 'info'] as const;
export type ToastLevel = (typeof TOAST_LEVELS)[number];

/** How lists of services and items are shown; 'tiles' is the default (docs/product.md §9). */
export const DATA_DISPLAY_MODES = ['tiles', 'list'] as const;
export type DataDisplayMode = (typeof DATA_DISPLAY_MODES)[number];

export const HELP_AREA_PREFIX = 'nhm-';
export const HELP_AREA_NAMES = [
  'topBar',
  'tiles',
  'action',
  'feed',
  'help',
  'neutral',
  'warn',
  'error',
  'negative',
  'certificate',
  'filter-unique',
  'inherit',
] as const;
export type HelpAreaName = (typeof HELP_AREA_NAMES)[number];

/** Help/menu area identifiers as they appear in the page (`nhm-topBar`, ...). */
export const HELP_AREA_IDS = [
  'nhm-topBar',
  'nhm-tiles',
  'nhm-action',
  'nhm-feed',
  'nhm-help',
  'nhm-neutral',
  'nhm-warn',
  'nhm-error',
  'nhm-negative',
  'nhm-certificate',
  'nhm-filter-unique',
  'nhm-inherit',
] as const satisfies readonly `${typeof HELP_AREA_PREFIX}${HelpAreaName}`[];
export type HelpAreaId = (typeof HELP_AREA_IDS)[number];

export function helpAreaId(name: HelpAreaName): HelpAreaId {
  return `${HELP_AREA_PREFIX}${name}`;
}
