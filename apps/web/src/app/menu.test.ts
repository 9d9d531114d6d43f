import { describe, expect, it } from 'vitest';
import { permissionsMask, type Permission } from '@postbridge/domain';
import { makeUser } from '../test/fakeApi';
import { canOpenSection, visibleMenu } from './menu';

const sections = (names: Permission[]) =>
  visibleMenu(makeUser({ permissions: permissionsMask(names) })).map((e) => e.section);

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
});
