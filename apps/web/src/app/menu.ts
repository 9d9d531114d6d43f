import { hasPermission, type LabelKey, type Permission, type SessionUser } from '@postbridge/domain';
import { PATHS, type AppSection } from './paths';

/** Sections of the menu, in display order. `home` and `settings` are open to every signed-in user. */
type MenuSection = Exclude<AppSection, 'embedded' | 'printer'>;

interface MenuEntry {
  section: MenuSection;
  label: LabelKey;
  path: string;
  /** Any one of these permissions opens the section; none listed means open to all. */
  anyOf: readonly Permission[];
}

// Permission → section mapping (our decision, docs/web.md; spec §6 gives names, not screens).
const MENU: readonly MenuEntry[] = [
  { section: 'home', label: 'section.home', path: PATHS.home, anyOf: [] },
  { section: 'deposit', label: 'section.deposit', path: PATHS.deposit.home, anyOf: ['createOrders'] },
  {
    section: 'manage',
    label: 'section.manage',
    path: PATHS.manage.home,
    anyOf: ['viewOrders', 'viewOrdersOthers'],
  },
  {
    section: 'monitoring',
    label: 'section.monitoring',
    path: PATHS.monitoring.home,
    anyOf: ['viewOrdersOthers'],
  },
  {
    section: 'processing',
    label: 'section.processing',
    path: PATHS.processing.home,
    anyOf: ['adminService'],
  },
  {
    section: 'administration',
    label: 'section.administration',
    path: PATHS.administration.home,
    anyOf: ['adminOu', 'adminHierarchy'],
  },
  {
    section: 'system',
    label: 'section.system',
    path: PATHS.system.home,
    anyOf: ['superAdmin', 'superAdminView'],
  },
  { section: 'settings', label: 'section.settings', path: PATHS.settings.home, anyOf: [] },
];

/**
 * The permissions the user holds in any scope: on their own orders, on their group, or on their OU
 * (the session's three masks, spec §3). A section shows when one scope grants the permission.
 */
function effectiveMask(
  user: Pick<SessionUser, 'permissions' | 'permissionsOnGroup' | 'permissionsOnOU'>,
): number {
  return user.permissions | user.permissionsOnGroup | user.permissionsOnOU;
}

/** Embedded and printer sections are not in the menu: their own modes drive them, any signed-in user may open them. */
export function canOpenSection(user: SessionUser, section: AppSection): boolean {
  const entry = MENU.find((m) => m.section === section);
  if (!entry) return true;
  const mask = effectiveMask(user);
  return entry.anyOf.length === 0 || entry.anyOf.some((name) => hasPermission(mask, name));
}

export function visibleMenu(user: SessionUser): MenuEntry[] {
  return MENU.filter((entry) => canOpenSection(user, entry.section));
}
