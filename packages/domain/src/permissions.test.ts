import { describe, expect, it } from 'vitest';
import {
  ALL_PERMISSIONS_MASK,
  PERMISSIONS,
  PERMISSION_NAMES,
  addPermission,
  canActOn,
  canReadRecipientChoices,
  canViewOrder,
  describePermissions,
  hasPermission,
  permissionsMask,
  removePermission,
  type Permission,
  type PermissionSession,
  type PermissionTarget,
} from './permissions';

describe('permission bits', () => {
  it('keeps the fixed bit values others depend on', () => {
    expect(PERMISSIONS).toEqual({
      cancel: 1,
      behalf: 2,
      createOrders: 4,
      validate: 8,
      viewOrders: 16,
      viewOrdersOthers: 32,
      adminOu: 64,
      adminService: 128,
      adminHierarchy: 256,
      groupValidator: 512,
      validator: 1024,
      superAdmin: 2048,
      superAdminView: 4096,
    });
  });

  it('lists every permission once, in bit order', () => {
    expect([...PERMISSION_NAMES]).toEqual(Object.keys(PERMISSIONS));
    const bits = PERMISSION_NAMES.map((p) => PERMISSIONS[p]);
    expect(bits).toEqual([...bits].sort((a, b) => a - b));
  });

  it('has a full mask of the thirteen bits', () => {
    expect(ALL_PERMISSIONS_MASK).toBe(0b1_1111_1111_1111);
    expect(describePermissions(ALL_PERMISSIONS_MASK)).toEqual([...PERMISSION_NAMES]);
  });
});

describe('mask helpers', () => {
  it('adds, tests and removes each permission without touching the others', () => {
    for (const p of PERMISSION_NAMES) {
      const others = removePermission(ALL_PERMISSIONS_MASK, p);
      expect(hasPermission(others, p)).toBe(false);
      expect(describePermissions(others)).toEqual(PERMISSION_NAMES.filter((q) => q !== p));
      expect(addPermission(others, p)).toBe(ALL_PERMISSIONS_MASK);
      expect(addPermission(0, p)).toBe(PERMISSIONS[p]);
      expect(removePermission(0, p)).toBe(0);
      expect(addPermission(PERMISSIONS[p], p)).toBe(PERMISSIONS[p]);
    }
  });

  it('round-trips every one of the 8192 masks through names', () => {
    // One assertion over all masks: 100,000 separate expect() calls take seconds on a loaded machine.
    const wrong: string[] = [];
    for (let mask = 0; mask <= ALL_PERMISSIONS_MASK; mask += 1) {
      const names = describePermissions(mask);
      if (permissionsMask(names) !== mask) wrong.push(`${mask}: mask ${permissionsMask(names)}`);
      for (const p of PERMISSION_NAMES) {
        if (hasPermission(mask, p) !== names.includes(p)) wrong.push(`${mask}: ${p}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('ignores bits that name no permission', () => {
    expect(describePermissions((1 << 13) | PERMISSIONS.validate)).toEqual(['validate']);
    expect(describePermissions(0)).toEqual([]);
  });

  it('builds a mask from any iterable, duplicates included', () => {
    expect(permissionsMask(new Set<Permission>(['cancel', 'validate']))).toBe(9);
    expect(permissionsMask(['cancel', 'cancel'])).toBe(1);
    expect(permissionsMask([])).toBe(0);
  });
});

const ME = 'u-me';
const MY_GROUP = 'g-mine';
const MY_OU = 'ou-mine';

function session(fields: Partial<PermissionSession> = {}): PermissionSession {
  return {
    userId: ME,
    groupId: MY_GROUP,
    ouId: MY_OU,
    permissions: 0,
    permissionsOnGroup: 0,
    permissionsOnOU: 0,
    ...fields,
  };
}

type MaskField = 'permissions' | 'permissionsOnGroup' | 'permissionsOnOU';

// For each kind of target, which session masks may grant a permission on it (the decision under test).
const TARGETS: { name: string; target: PermissionTarget; grantedBy: MaskField[] }[] = [
  {
    name: 'own item',
    target: { ownerId: ME, ownerGroupId: MY_GROUP, ouId: MY_OU, isInSubtree: true },
    grantedBy: ['permissions', 'permissionsOnGroup', 'permissionsOnOU'],
  },
  {
    name: 'item of a group mate in my OU',
    target: { ownerId: 'u-mate', ownerGroupId: MY_GROUP, ouId: MY_OU, isInSubtree: true },
    grantedBy: ['permissionsOnGroup', 'permissionsOnOU'],
  },
  {
    name: 'item of a group mate outside my subtree',
    target: { ownerId: 'u-mate', ownerGroupId: MY_GROUP, ouId: 'ou-far', isInSubtree: false },
    grantedBy: ['permissionsOnGroup'],
  },
  {
    name: 'item of another group in a child OU',
    target: { ownerId: 'u-other', ownerGroupId: 'g-other', ouId: 'ou-child', isInSubtree: true },
    grantedBy: ['permissionsOnOU'],
  },
  {
    name: 'item of a user without group in my own OU (subtree flag not set)',
    target: { ownerId: 'u-other', ownerGroupId: null, ouId: MY_OU, isInSubtree: false },
    grantedBy: ['permissionsOnOU'],
  },
  {
    name: 'item of another group outside my subtree',
    target: { ownerId: 'u-other', ownerGroupId: 'g-other', ouId: 'ou-far', isInSubtree: false },
    grantedBy: [],
  },
];

const MASK_FIELDS: MaskField[] = ['permissions', 'permissionsOnGroup', 'permissionsOnOU'];
const ORDINARY = PERMISSION_NAMES.filter((p) => p !== 'superAdmin' && p !== 'superAdminView');

describe('canActOn', () => {
  for (const { name, target, grantedBy } of TARGETS) {
    it(`on an ${name}: granted exactly by ${grantedBy.join(', ') || 'no mask'}`, () => {
      for (const p of ORDINARY) {
        for (const field of MASK_FIELDS) {
          expect(canActOn(session({ [field]: PERMISSIONS[p] }), target, p), `${p} via ${field}`).toBe(
            grantedBy.includes(field),
          );
          // Every other bit set in the same field never stands in for the missing one.
          expect(
            canActOn(
              session({
                [field]: removePermission(
                  ALL_PERMISSIONS_MASK & ~PERMISSIONS.superAdmin & ~PERMISSIONS.superAdminView,
                  p,
                ),
              }),
              target,
              p,
            ),
          ).toBe(false);
        }
        expect(canActOn(session(), target, p)).toBe(false);
      }
    });
  }

  it('never matches groups through a missing group', () => {
    const noGroup = session({
      groupId: null,
      permissionsOnGroup: ALL_PERMISSIONS_MASK & ~PERMISSIONS.superAdmin,
    });
    const target = { ownerId: 'u-other', ownerGroupId: null, ouId: 'ou-far', isInSubtree: false };
    expect(canActOn(noGroup, target, 'cancel')).toBe(false);
  });

  it('lets superAdmin in the own mask do everything everywhere', () => {
    const admin = session({ permissions: PERMISSIONS.superAdmin });
    for (const { target } of TARGETS)
      for (const p of PERMISSION_NAMES) expect(canActOn(admin, target, p)).toBe(true);
  });

  it('does not treat superAdmin in the group or OU mask as global', () => {
    const far = TARGETS[TARGETS.length - 1]!.target;
    expect(canActOn(session({ permissionsOnOU: PERMISSIONS.superAdmin }), far, 'cancel')).toBe(false);
    expect(canActOn(session({ permissionsOnGroup: PERMISSIONS.superAdmin }), far, 'cancel')).toBe(false);
  });

  it('lets superAdminView view everything and nothing more', () => {
    const viewer = session({ permissions: PERMISSIONS.superAdminView });
    for (const { target, grantedBy } of TARGETS) {
      for (const p of PERMISSION_NAMES) {
        // The superAdminView bit itself is also an ordinary bit of the own mask.
        const ownBit = p === 'superAdminView' && grantedBy.includes('permissions');
        expect(canActOn(viewer, target, p), p).toBe(p === 'viewOrders' || p === 'viewOrdersOthers' || ownBit);
      }
    }
  });
});

describe('canViewOrder', () => {
  const own = TARGETS[0]!.target;
  const mates = TARGETS[1]!.target;

  it('needs viewOrders for own orders', () => {
    expect(canViewOrder(session({ permissions: PERMISSIONS.viewOrders }), own)).toBe(true);
    expect(canViewOrder(session({ permissions: PERMISSIONS.viewOrdersOthers }), own)).toBe(false);
  });

  it("needs viewOrdersOthers, in the group or OU mask, for other users' orders", () => {
    expect(canViewOrder(session({ permissionsOnGroup: PERMISSIONS.viewOrdersOthers }), mates)).toBe(true);
    expect(canViewOrder(session({ permissionsOnGroup: PERMISSIONS.viewOrders }), mates)).toBe(false);
    expect(canViewOrder(session({ permissions: PERMISSIONS.viewOrdersOthers }), mates)).toBe(false);
  });
});

describe('canReadRecipientChoices', () => {
  it('takes adminOu, viewOrdersOthers on the OU, or a super administrator', () => {
    expect(canReadRecipientChoices({ permissions: PERMISSIONS.adminOu, permissionsOnOU: 0 })).toBe(true);
    expect(canReadRecipientChoices({ permissions: 0, permissionsOnOU: PERMISSIONS.viewOrdersOthers })).toBe(
      true,
    );
    expect(canReadRecipientChoices({ permissions: PERMISSIONS.superAdminView, permissionsOnOU: 0 })).toBe(
      true,
    );
  });

  it('refuses a validator who sees the orders of a group only', () => {
    const validator = session({
      permissions: permissionsMask(['createOrders', 'viewOrders', 'validate']),
      permissionsOnGroup: permissionsMask(['viewOrdersOthers', 'validate']),
    });
    expect(canReadRecipientChoices(validator)).toBe(false);
  });
});
