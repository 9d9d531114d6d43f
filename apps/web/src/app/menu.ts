import IconAdjustments from '@tabler/icons-react/icons/IconAdjustments';
import IconChartBar from '@tabler/icons-react/icons/IconChartBar';
import IconChecklist from '@tabler/icons-react/icons/IconChecklist';
import IconFolders from '@tabler/icons-react/icons/IconFolders';
import IconHome from '@tabler/icons-react/icons/IconHome';
import IconSend from '@tabler/icons-react/icons/IconSend';
import IconServerCog from '@tabler/icons-react/icons/IconServerCog';
import IconSettingsAutomation from '@tabler/icons-react/icons/IconSettingsAutomation';
import IconUsersGroup from '@tabler/icons-react/icons/IconUsersGroup';
import type { TablerIcon } from '@tabler/icons-react';
import { hasPermission, type LabelKey, type Permission, type SessionUser } from '@postbridge/domain';
import { PATHS, type AppSection, type ScreenId, type SectionId } from './paths';

/** Sections of the menu, in display order. `home` and `settings` are open to every signed-in user. */
type MenuSection = Exclude<AppSection, 'embedded' | 'printer'>;

interface MenuEntry {
  /** Unique among the entries: the section, or `<section>.<screen>` for a screen with an entry of its own. */
  id: string;
  section: MenuSection;
  label: LabelKey;
  /** Drawn beside the label in the menu and among home's quick links. */
  icon: TablerIcon;
  path: string;
  /** What the entry is for, under its name among home's quick links (home itself has none). */
  hint: LabelKey | null;
  /** Any one of these permissions opens the entry; none listed means open to all. */
  anyOf: readonly Permission[];
}

// Permission → section mapping (our decision, docs/web.md; docs/product.md §6 gives names, not screens).
const MENU: readonly MenuEntry[] = [
  {
    id: 'home',
    section: 'home',
    label: 'section.home',
    icon: IconHome,
    path: PATHS.home,
    hint: null,
    anyOf: [],
  },
  {
    id: 'deposit',
    section: 'deposit',
    label: 'section.deposit',
    icon: IconSend,
    path: PATHS.deposit.home,
    hint: 'home.quickLinks.deposit',
    anyOf: ['createOrders'],
  },
  {
    id: 'deposit.validation',
    section: 'deposit',
    label: 'screen.deposit.validation',
    icon: IconChecklist,
    path: PATHS.deposit.validation,
    hint: 'home.quickLinks.validation',
    anyOf: ['validate'],
  },
  {
    id: 'manage',
    section: 'manage',
    label: 'section.manage',
    icon: IconFolders,
    path: PATHS.manage.home,
    hint: 'home.quickLinks.manage',
    anyOf: ['viewOrders', 'viewOrdersOthers'],
  },
  {
    id: 'monitoring',
    section: 'monitoring',
    label: 'section.monitoring',
    icon: IconChartBar,
    path: PATHS.monitoring.home,
    hint: 'home.quickLinks.monitoring',
    anyOf: ['viewOrdersOthers'],
  },
  {
    id: 'processing',
    section: 'processing',
    label: 'section.processing',
    icon: IconSettingsAutomation,
    path: PATHS.processing.home,
    hint: 'home.quickLinks.processing',
    anyOf: ['adminService'],
  },
  {
    id: 'administration',
    section: 'administration',
    label: 'section.administration',
    icon: IconUsersGroup,
    path: PATHS.administration.home,
    hint: 'home.quickLinks.administration',
    // superAdminView reads every account's administration (docs/administration.md "Who may do what").
    anyOf: ['adminOu', 'adminHierarchy', 'superAdmin', 'superAdminView'],
  },
  {
    id: 'system',
    section: 'system',
    label: 'section.system',
    icon: IconServerCog,
    path: PATHS.system.home,
    hint: 'home.quickLinks.system',
    anyOf: ['superAdmin', 'superAdminView'],
  },
  {
    id: 'settings',
    section: 'settings',
    label: 'section.settings',
    icon: IconAdjustments,
    path: PATHS.settings.home,
    hint: 'home.quickLinks.settings',
    anyOf: [],
  },
];

/**
 * Screens whose own permissions replace their section's: validating orders is a validator's work, who may not
 * deposit anything (docs/product.md §6 "Validators validate or reject pending commands"); the recipients'
 * consent settings take adminOu, as every change to recipients does (docs/domain-decisions.md "Recipients").
 */
const SCREEN_PERMISSIONS: { [S in SectionId]?: Partial<Record<ScreenId<S>, readonly Permission[]>> } = {
  deposit: { validation: ['validate'] },
  // The recipients' consent is the organisation unit's register, administered with its recipients (adminOu).
  processing: { recipientsChoice: ['adminOu'] },
};

/**
 * The permissions the user holds in any scope: on their own orders, on their group, or on their OU
 * (the session's three masks, docs/product.md §3). A section shows when one scope grants the permission.
 */
function effectiveMask(
  user: Pick<SessionUser, 'permissions' | 'permissionsOnGroup' | 'permissionsOnOU'>,
): number {
  return user.permissions | user.permissionsOnGroup | user.permissionsOnOU;
}

function allows(user: SessionUser, anyOf: readonly Permission[]): boolean {
  const mask = effectiveMask(user);
  return anyOf.length === 0 || anyOf.some((name) => hasPermission(mask, name));
}

/** Embedded and printer sections are not in the menu: their own modes drive them, any signed-in user may open them. */
export function canOpenSection(user: SessionUser, section: AppSection): boolean {
  const entry = MENU.find((m) => m.id === section);
  return !entry || allows(user, entry.anyOf);
}

/** One screen of a section: its own permissions when it has some, else its section's (route guard). */
export function canOpenScreen(user: SessionUser, section: AppSection, screen: string): boolean {
  const own = (SCREEN_PERMISSIONS as Record<string, Record<string, readonly Permission[]> | undefined>)[
    section
  ]?.[screen];
  return own ? allows(user, own) : canOpenSection(user, section);
}

export function visibleMenu(user: SessionUser): MenuEntry[] {
  return MENU.filter((entry) => allows(user, entry.anyOf));
}

/**
 * The entry the page belongs to: the one of its own path (a screen with an entry of its own, such as Order
 * validation), else the one of its section.
 */
export function activeMenuEntry(entries: readonly MenuEntry[], pathname: string): string | null {
  const own = entries.find((entry) => entry.id.includes('.') && pathname.startsWith(entry.path));
  if (own) return own.id;
  const section = entries.find(
    (entry) =>
      !entry.id.includes('.') && (pathname === entry.path || pathname.startsWith(`/${entry.section}/`)),
  );
  return section?.id ?? null;
}
