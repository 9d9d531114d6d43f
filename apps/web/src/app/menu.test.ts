import { describe, expect, it } from 'vitest';
import { permissionsMask, type Permission } from '@postbridge/domain';
import { makeUser } from '../test/fakeApi';
import { activeMenuEntry, canOpenScreen, canOpenSection, visibleMenu } from './menu';

const sections = (names: Permission[]) =>
  visibleMenu(makeUser({ permissions: permissionsMask(names) })).map((e) => e.id);

describe('menu by permission', () => {
  it('shows only home and settings without permissions', () => {
    expect(sections([])).toEqual(['home', 'settings']);
  });

  it('opens each section with its permission', () => {
    expect(sections(['createOrders'])).toContain('deposit');
    expect(sections(['viewOrders'])).toEqual(['home', 'manage', 'settings']);
    expect(sections(['viewOrdersOthers'])).toEqual(['home', 'manage', 'monitoring', 'settings']);
    expect(sections(['adminService'])).toContain('processing');
    expect(sections(['adminHierarchy'])).toContain('administration');
    expect(sections(['superAdminView'])).toContain('system');
  });

  it('hides the sections the user has no permission for', () => {
    const visible = sections(['createOrders', 'viewOrders']);
    expect(visible).toEqual(['home', 'deposit', 'manage', 'settings']);
    expect(visible).not.toContain('administration');
    expect(visible).not.toContain('system');
  });

  it('counts permissions held on the group or the OU', () => {
    const user = makeUser({ permissionsOnOU: permissionsMask(['adminOu']) });
    expect(canOpenSection(user, 'administration')).toBe(true);
    expect(canOpenSection(user, 'system')).toBe(false);
  });

  it('lets any signed-in user open the embedded and printer modes', () => {
    expect(canOpenSection(makeUser(), 'printer')).toBe(true);
    expect(canOpenSection(makeUser(), 'embedded')).toBe(true);
  });

  it('offers Order validation to validators only, even those who may not deposit', () => {
    expect(sections(['createOrders'])).not.toContain('deposit.validation');
    const validator = makeUser({ permissionsOnGroup: permissionsMask(['validate', 'viewOrdersOthers']) });
    expect(visibleMenu(validator).map((e) => e.id)).toEqual([
      'home',
      'deposit.validation',
      'manage',
      'monitoring',
      'settings',
    ]);
    // The route follows the menu: the validation screen opens, the deposit screens do not.
    expect(canOpenScreen(validator, 'deposit', 'validation')).toBe(true);
    expect(canOpenScreen(validator, 'deposit', 'home')).toBe(false);
    const sender = makeUser({ permissions: permissionsMask(['createOrders']) });
    expect(canOpenScreen(sender, 'deposit', 'home')).toBe(true);
    expect(canOpenScreen(sender, 'deposit', 'validation')).toBe(false);
  });

  it('marks the entry of the page: Order validation apart from Send', () => {
    const entries = visibleMenu(makeUser({ permissions: permissionsMask(['createOrders', 'validate']) }));
    expect(activeMenuEntry(entries, '/deposit/validation')).toBe('deposit.validation');
    expect(activeMenuEntry(entries, '/deposit/split')).toBe('deposit');
    expect(activeMenuEntry(entries, '/home')).toBe('home');
    expect(activeMenuEntry(entries, '/nowhere')).toBeNull();
  });
});
