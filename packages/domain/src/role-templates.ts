import { hasPermission, PERMISSION_NAMES, permissionsMask, type Permission } from './permissions';

// Role templates (docs/product.md §3 "Role template: listed through a call", §6): named presets of a
// profile's role and three permission masks, which the profile form applies in one click. The list is our
// decision (docs/administration.md "Groups, profiles, role templates and permissions").

/** The roles a profile may carry: a name for people, the permissions decide what it allows. */
export const PROFILE_ROLES = ['SENDER', 'VALIDATOR', 'ADMINISTRATOR', 'AUDITOR'] as const;
export type ProfileRole = (typeof PROFILE_ROLES)[number];

/** The three masks of a profile (and of a session). */
export type PermissionMasks = {
  permissions: number;
  permissionsOnGroup: number;
  permissionsOnOU: number;
};

export const MASK_NAMES = ['permissions', 'permissionsOnGroup', 'permissionsOnOU'] as const;
export type MaskName = (typeof MASK_NAMES)[number];

export type RoleTemplate = PermissionMasks & {
  /** Key of the template (its labels are `admin.roleTemplate.<id>` and `admin.roleTemplate.<id>.hint`). */
  id: string;
  role: ProfileRole;
  needsValidation: boolean;
};

export const ROLE_TEMPLATES: readonly RoleTemplate[] = [
  {
    id: 'sender',
    role: 'SENDER',
    permissions: permissionsMask(['createOrders', 'viewOrders', 'cancel']),
    permissionsOnGroup: 0,
    permissionsOnOU: 0,
    needsValidation: true,
  },
  {
    id: 'autonomousSender',
    role: 'SENDER',
    permissions: permissionsMask(['createOrders', 'viewOrders', 'cancel']),
    permissionsOnGroup: 0,
    permissionsOnOU: 0,
    needsValidation: false,
  },
  {
    id: 'validator',
    role: 'VALIDATOR',
    permissions: permissionsMask([
      'createOrders',
      'viewOrders',
      'validate',
      'validator',
      'groupValidator',
      'cancel',
    ]),
    permissionsOnGroup: permissionsMask(['viewOrdersOthers', 'validate', 'cancel']),
    permissionsOnOU: 0,
    needsValidation: false,
  },
  {
    id: 'ouAdministrator',
    role: 'ADMINISTRATOR',
    permissions: permissionsMask([
      'adminOu',
      'adminService',
      'createOrders',
      'viewOrders',
      'viewOrdersOthers',
      'validate',
      'validator',
      'cancel',
      'behalf',
    ]),
    permissionsOnGroup: 0,
    permissionsOnOU: permissionsMask(['viewOrdersOthers', 'validate', 'cancel']),
    needsValidation: false,
  },
  {
    id: 'hierarchyAdministrator',
    role: 'ADMINISTRATOR',
    permissions: permissionsMask([
      'adminOu',
      'adminHierarchy',
      'adminService',
      'createOrders',
      'viewOrders',
      'viewOrdersOthers',
      'validate',
      'validator',
      'cancel',
      'behalf',
    ]),
    permissionsOnGroup: 0,
    permissionsOnOU: permissionsMask(['viewOrdersOthers', 'validate', 'cancel']),
    needsValidation: false,
  },
  {
    id: 'auditor',
    role: 'AUDITOR',
    permissions: permissionsMask(['viewOrders', 'viewOrdersOthers']),
    permissionsOnGroup: 0,
    permissionsOnOU: permissionsMask(['viewOrdersOthers']),
    needsValidation: false,
  },
];

/** One permission given in one mask. */
export type MaskPermission = { mask: MaskName; permission: Permission };

/**
 * The permissions `after` sets that `before` did not and that the grantor may not give (our rule,
 * docs/administration.md): a super administrator gives anything; anyone else gives only a permission it holds
 * itself in one of its three masks, and never `superAdmin` or `superAdminView`. Permissions the profile already
 * had are kept whoever edits it, so that an administrator may edit a profile someone above gave more.
 */
export function permissionsBeyondGrantor(
  grantor: PermissionMasks,
  before: PermissionMasks,
  after: PermissionMasks,
): MaskPermission[] {
  if (hasPermission(grantor.permissions, 'superAdmin')) return [];
  const held = grantor.permissions | grantor.permissionsOnGroup | grantor.permissionsOnOU;
  const beyond: MaskPermission[] = [];
  for (const mask of MASK_NAMES) {
    for (const permission of PERMISSION_NAMES) {
      const added = hasPermission(after[mask], permission) && !hasPermission(before[mask], permission);
      const global = permission === 'superAdmin' || permission === 'superAdminView';
      if (added && (global || !hasPermission(held, permission))) beyond.push({ mask, permission });
    }
  }
  return beyond;
}
