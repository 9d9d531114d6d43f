import type { LabelKey } from '@postbridge/domain';

// Concrete paths of the route table of docs/product.md §2 (the spec names the routes, we chose the strings:
// docs/web.md). Each section lives under `/<section>`; sub-paths are relative to it. `:jobId` is the spec's
// route parameter.

export const PRINTER_BASE_PATH = '/printer';

export const SECTION_SCREENS = {
  deposit: {
    archive: 'archive',
    home: 'home',
    delivery: 'delivery/:jobId',
    unique: 'unique',
    split: 'split',
    preprocessing: 'preprocessing',
    form: 'form',
    advanced: 'advanced',
    validation: 'validation',
  },
  manage: {
    home: 'home',
    deliveries: 'deliveries',
    deliveryDetail: 'deliveries/detail/:deliveryId?',
    orderDetail: 'orders/detail/:jobId',
    orders: 'orders',
    documents: 'documents',
    documentsError: 'documents/error',
    recipientsChoice: 'recipientsChoice',
  },
  monitoring: {
    home: 'home',
    deliveries: 'deliveries',
    jobs: 'jobs',
    lateDeliveries: 'lateDeliveries',
    shipments: 'shipments',
  },
  administration: {
    home: 'home',
    accounts: 'accounts',
    users: 'users',
    groups: 'groups',
    profiles: 'profiles',
    permissions: 'permissions',
  },
  system: {
    home: 'home',
    brandings: 'brandings',
    channels: 'channels',
    locales: 'locales',
    options: 'options',
    security: 'security',
    costs: 'costs',
    mail: 'mail',
  },
  processing: {
    home: 'home',
    services: 'services',
    recipientsChoice: 'recipientsChoice',
  },
  settings: {
    addressbox: 'addressbox',
    home: 'home',
    library: 'library',
    user: 'user',
  },
  printer: {
    config: 'config',
    home: 'home',
    manual: 'manual',
    automated: 'automated',
    async: 'async',
  },
} as const;

export type SectionScreens = typeof SECTION_SCREENS;
export type SectionId = keyof SectionScreens;
export type ScreenId<S extends SectionId> = keyof SectionScreens[S] & string;
/** Every lazily loaded part of the app: the sections with sub-routes plus home and embedded. */
export type AppSection = 'home' | 'embedded' | SectionId;

type SectionPaths = { readonly [S in SectionId]: { readonly [K in ScreenId<S>]: string } };

function absolutePaths(): SectionPaths {
  const entries = Object.entries(SECTION_SCREENS).map(([section, screens]) => [
    section,
    Object.fromEntries(Object.entries(screens).map(([screen, sub]) => [screen, `/${section}/${sub}`])),
  ]);
  return Object.fromEntries(entries) as SectionPaths;
}

export const PATHS = {
  /** Base route: sign-in. Takes an optional `from` query parameter: the page to return to after sign-in. */
  base: '/',
  lostPassword: '/lostPassword',
  lostPasswordChange: '/lostPassword/change',
  home: '/home',
  /** The spec's `homeScreen` (welcome). */
  welcome: '/welcome',
  embedded: '/embedded',
  /** Public consent page of a recipient: the link (or QR code) printed on letters (docs/api.md "Recipients and consent"). */
  consent: '/consent/:token',
  /** The link of the e-mail that confirms an address chosen on the consent page. */
  consentConfirm: '/consent/confirm/:confirmationToken',
  ...absolutePaths(),
} as const;

/** Where the letters of a deposit made before are checked, fixed and ordered: any deposit screen takes `?jobId=`. */
export const depositLettersPath = (jobId: string) =>
  `${PATHS.deposit.form}?jobId=${encodeURIComponent(jobId)}`;

type ScreenLabelKey = { [S in SectionId]: `screen.${S}.${ScreenId<S>}` }[SectionId];

/** Label of a screen's name. The return type makes the type check fail when a screen has no label in en.ts. */
export function screenLabel<S extends SectionId>(section: S, screen: ScreenId<S>): LabelKey {
  return `screen.${section}.${screen}` as ScreenLabelKey;
}

/** Order validation opened on one pending order (its letters shown). */
export const validationPath = (commandId: string) =>
  `${PATHS.deposit.validation}?commandId=${encodeURIComponent(commandId)}`;
