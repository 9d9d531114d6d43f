import type { DataDisplayMode, ToastLevel } from './model/ui';

// Business constants and limits (docs/product.md §9 unless another section is quoted).

// Search range and dashboard counters.
export const SEARCH_RANGE_DEFAULT_DAYS = 31;
export const SEARCH_RANGE_MAX_DAYS = 31;

export const PROOFS_PER_SERVICE_CHANNEL_LABEL = 5;

// Job creation flow (docs/product.md §4): poll every second for at most 30 s.
export const JOB_POLL_INTERVAL_MS = 1000;
export const JOB_POLL_BUDGET_MS = 30_000;
/** Address extraction shows its progress at least this long (progress is faked to 100 %, the result delayed). */
export const MIN_ADDRESS_EXTRACTION_DISPLAY_MS = 1000;

export const PASSWORD_EXPIRY_WARNING_DAYS = 30;

/** OWASP ASVS 2.1.1: a password a user sets has at least this many characters, whatever the OU's policy. */
export const MIN_PASSWORD_LENGTH = 12;

// Counters and desktop notifications, polled by the leader tab only.
export const COUNTERS_POLL_INTERVAL_MS = 600_000;
export const MIN_TEST_COUNTERS_INTERVAL_MS = 1000;
/** URL parameter that overrides the counters polling interval (tests). */
export const TEST_COUNTERS_INTERVAL_PARAM = 'TEST_COUNTERS_INTERVAL';

/** docs/product.md §9 names this constant without its use; we use it as the web client's request time-out. */
export const API_TIMEOUT_MS = 600_000;

export const LAZY_LOAD_INDICATOR_DELAY_MS = 300;
export const LAZY_LOAD_TIMEOUT_MS = 20_000;
export const LEADER_ELECTION_FALLBACK_MS = 3000;
/** Local-storage key of the session token. */
export const TOKEN_STORAGE_KEY = 'token';

export const BUILT_IN_CLIENT_VERSION = '4.7.3';

export const UPLOAD_NETWORK_RETRIES = 1;

/** Box maxElements value meaning "no limit". */
export const UNLIMITED_MAX_ELEMENTS = -1;
export const GENERATED_BOX_NAME_RADIX = 36;
export const GENERATED_BOX_NAME_MAX_DIGITS = 6;

export const DEFAULT_OU_DELAYS = { freezeDelayDays: 0, fileDelayDays: 0, dataDelayDays: 0 } as const;
export const DEFAULT_CHANNEL_TIME_ZONE = 'UTC';

/** A colour with 0..255 channels and alpha 0..1. */
export type RgbaColor = { r: number; g: number; b: number; a: number };
const BLACK: Readonly<RgbaColor> = { r: 0, g: 0, b: 0, a: 1 };
const WHITE: Readonly<RgbaColor> = { r: 255, g: 255, b: 255, a: 1 };

// docs/product.md §3 "Technical area" defaults.
export const TECHNICAL_AREA_DEFAULTS = {
  fontSize: 10,
  lineSpace: 1,
  fontColor: BLACK,
  colors: { bat: WHITE, production: WHITE, error: WHITE },
} as const;

/** docs/product.md §3 "Box area": left, top, width, height in mm. */
export const DEFAULT_BOX_AREA_MM = { left: 0, top: 0, width: 10, height: 10 } as const;

// docs/product.md §3 "Service" defaults.
export const SERVICE_DEFAULTS = {
  iconColor: { ...BLACK, a: 0.75 },
  iconName: 'envelope',
  jobNameEditable: true,
} as const;

export const DATE_PICKER_DEFAULTS = {
  timeIntervalMinutes: 30,
  yearItemNumber: 12,
  dateFormat: 'MM/dd/yyyy',
  monthHeaderFormat: 'LLLL yyyy',
  /** Items each side of the current year in the year dropdown: 5 in compact pickers, 10 otherwise. */
  yearDropdownItemsEachSide: { compact: 5, wide: 10 },
} as const;

export const PAGE_FORMATS = [
  'A0',
  'A1',
  'A2',
  'A3',
  'A4',
  'A5',
  'A6',
  'SRA3',
  'US_LETTER',
  'US_LEGAL',
  'A0_LANDSCAPE',
  'A1_LANDSCAPE',
  'A2_LANDSCAPE',
  'A3_LANDSCAPE',
  'A4_LANDSCAPE',
  'A5_LANDSCAPE',
  'A6_LANDSCAPE',
  'SRA3_LANDSCAPE',
  'US_LETTER_LANDSCAPE',
  'US_LEGAL_LANDSCAPE',
] as const;
export type PageFormat = (typeof PAGE_FORMATS)[number];
type PortraitPageFormat = Exclude<PageFormat, `${string}_LANDSCAPE`>;

export type PageSizeMm = { width: number; height: number };

// ISO 216 A series, SRA3 (ISO 217) and the US sizes, portrait.
const PORTRAIT_PAGE_SIZES_MM: Record<PortraitPageFormat, PageSizeMm> = {
  A0: { width: 841, height: 1189 },
  A1: { width: 594, height: 841 },
  A2: { width: 420, height: 594 },
  A3: { width: 297, height: 420 },
  A4: { width: 210, height: 297 },
  A5: { width: 148, height: 210 },
  A6: { width: 105, height: 148 },
  SRA3: { width: 320, height: 450 },
  US_LETTER: { width: 215.9, height: 279.4 },
  US_LEGAL: { width: 215.9, height: 355.6 },
};

export const PAGE_SIZES_MM = Object.fromEntries(
  PAGE_FORMATS.map((format) => {
    const portrait = format.replace(/_LANDSCAPE$/, '') as PortraitPageFormat;
    const { width, height } = PORTRAIT_PAGE_SIZES_MM[portrait];
    return [format, format === portrait ? { width, height } : { width: height, height: width }];
  }),
) as Readonly<Record<PageFormat, Readonly<PageSizeMm>>>;

export const DEFAULT_PAGE_FORMAT: PageFormat = 'A4';

export const ENCODINGS = ['UTF-8', 'ISO-8859-1', 'CP-1252'] as const;
export type Encoding = (typeof ENCODINGS)[number];

// date-fns / Unicode patterns.
export const DEFAULT_DATE_PATTERN = 'yyyy-MM-dd HH:mm:ss';
export const DATE_PATTERNS = [DEFAULT_DATE_PATTERN, 'dd/MM/yyyy', 'MMMM y'] as const;
export const TIME_PATTERN = 'HH:mm';
/** Day format of list filters and API dates (docs/product.md §7). */
export const API_DAY_PATTERN = 'yyyy-MM-dd';

export const BYTE_UNITS = ['B', 'KB', 'MB', 'GB', 'TB', 'PB', 'EB', 'ZB', 'YB'] as const;
export type ByteUnit = (typeof BYTE_UNITS)[number];
export const BYTE_UNIT_BASE = 1024;
export const BYTE_DECIMALS = 2;

// docs/product.md §8 "Toasts".
export const TOAST_AUTO_CLOSE_MS = { error: 5000, warning: 2500, info: 2500 } as const satisfies Record<
  ToastLevel,
  number
>;
export const TOAST_POSITION = 'top-right';
/** Share of the toast's width to drag before it is dismissed, in percent. */
export const TOAST_DRAG_PERCENT = 80;

export const DEFAULT_DATA_DISPLAY_MODE: DataDisplayMode = 'tiles';

export const EXPRESSION_DEFAULTS = {
  /** Substring end index; -1 means "to the end". */
  substringEnd: -1,
  pdfTextPage: 1,
  replacePattern: '.*',
  replaceWith: '$0',
} as const;

// PDF text extraction parameters.
export const LINE_TOLERANCES = ['strict', 'default'] as const;
export type LineTolerance = (typeof LINE_TOLERANCES)[number];
export const DEFAULT_LINE_TOLERANCE: LineTolerance = 'default';
export const WORD_SPACES = ['narrow', 'standard'] as const;
export type WordSpace = (typeof WORD_SPACES)[number];
export const DEFAULT_WORD_SPACE: WordSpace = 'standard';

/**
 * The window standard an address area follows, which says what else its window shows above the recipient:
 * DIN 5008 form A or B (the 12.7 or 17.7 mm return and endorsement zone atop the 85 mm field), NF Z10-011 (La
 * Poste), C5/6 right window (Swiss and Austrian letters), US #10, or free (the area holds the recipient only).
 */
export const ADDRESS_WINDOW_STANDARDS = [
  'DIN_5008_A',
  'DIN_5008_B',
  'NF_Z10_011',
  'C5_6_RIGHT',
  'US_10',
  'FREE',
] as const;
export type AddressWindowStandard = (typeof ADDRESS_WINDOW_STANDARDS)[number];
