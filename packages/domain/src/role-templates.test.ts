import { describe, expect, it } from 'vitest';
import { ALL_PERMISSIONS_MASK, hasPermission, permissionsMask } from './permissions';
import { MASK_NAMES, permissionsBeyondGrantor, ROLE_TEMPLATES, type PermissionMasks } from './role-templates';

const masks = (own: number, group = 0, ou = 0): PermissionMasks => ({
  permissions: own,
  permissionsOnGroup: group,
  permissionsOnOU: ou,
});
const NONE = masks(0);

describe('permissionsBeyondGrantor', () => {
  const ouAdmin = masks(
    permissionsMask(['adminOu', 'createOrders']),
    0,
    permissionsMask(['validate', 'viewOrdersOthers']),
  );

  it('lets a grantor give, in any mask, what it holds in any of its own', () => {
    const after = masks(
      permissionsMask(['createOrders']),
      permissionsMask(['validate']),
      permissionsMask(['adminOu']),
    );
    expect(permissionsBeyondGrantor(ouAdmin, NONE, after)).toEqual([]);
  });

  it('names each permission it does not hold, with the mask it was given in', () => {
    const after = masks(permissionsMask(['cancel', 'createOrders']), 0, permissionsMask(['adminHierarchy']));
    expect(permissionsBeyondGrantor(ouAdmin, NONE, after)).toEqual([
      { mask: 'permissions', permission: 'cancel' },
      { mask: 'permissionsOnOU', permission: 'adminHierarchy' },
    ]);
  });

  it('never lets anyone but a super administrator give superAdmin or superAdminView', () => {
    const holder = masks(permissionsMask(['superAdminView', 'adminOu']));
    expect(permissionsBeyondGrantor(holder, NONE, masks(permissionsMask(['superAdminView'])))).toEqual([
      { mask: 'permissions', permission: 'superAdminView' },
    ]);
    expect(
      permissionsBeyondGrantor(masks(permissionsMask(['superAdmin'])), NONE, masks(ALL_PERMISSIONS_MASK)),
    ).toEqual([]);
  });

  it('keeps what the profile already had, and lets anyone remove anything', () => {
    const before = masks(permissionsMask(['cancel', 'superAdmin']));
    expect(permissionsBeyondGrantor(ouAdmin, before, before)).toEqual([]);
    expect(permissionsBeyondGrantor(ouAdmin, before, NONE)).toEqual([]);
    // Moved to another mask, it is given anew there.
    expect(permissionsBeyondGrantor(ouAdmin, before, masks(0, permissionsMask(['cancel'])))).toEqual([
      { mask: 'permissionsOnGroup', permission: 'cancel' },
    ]);
  });
});

describe('role templates', () => {
  it('have unique ids and give no super administration', () => {
    expect(new Set(ROLE_TEMPLATES.map((r) => r.id)).size).toBe(ROLE_TEMPLATES.length);
    for (const template of ROLE_TEMPLATES)
      for (const mask of MASK_NAMES) {
        expect(template[mask] & ~ALL_PERMISSIONS_MASK).toBe(0);
        expect(hasPermission(template[mask], 'superAdmin')).toBe(false);
        expect(hasPermission(template[mask], 'superAdminView')).toBe(false);
      }
  });

  it('make validators validate the orders of their group, and senders wait for them', () => {
    const byId = Object.fromEntries(ROLE_TEMPLATES.map((r) => [r.id, r]));
    expect(hasPermission(byId.validator!.permissionsOnGroup, 'validate')).toBe(true);
    expect(byId.sender!.needsValidation).toBe(true);
    expect(byId.autonomousSender!.needsValidation).toBe(false);
    expect(hasPermission(byId.hierarchyAdministrator!.permissions, 'adminHierarchy')).toBe(true);
    expect(hasPermission(byId.ouAdministrator!.permissions, 'adminHierarchy')).toBe(false);
  });
});
