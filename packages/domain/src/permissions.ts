// Permission bits of the three session masks (docs/product.md §6). The bit values are fixed: stored masks and
// other modules depend on them. What each mask grants is our decision, recorded in docs/domain-decisions.md.

export const PERMISSIONS = {
  cancel: 1 << 0,
  behalf: 1 << 1,
  createOrders: 1 << 2,
  validate: 1 << 3,
  viewOrders: 1 << 4,
  viewOrdersOthers: 1 << 5,
  adminOu: 1 << 6,
  adminService: 1 << 7,
  adminHierarchy: 1 << 8,
  groupValidator: 1 << 9,
  validator: 1 << 10,
  superAdmin: 1 << 11,
  superAdminView: 1 << 12,
} as const;
export type Permission = keyof typeof PERMISSIONS;

/** Permission names in bit order (e.g. for `z.enum(PERMISSION_NAMES)`). */
export const PERMISSION_NAMES = [
  'cancel',
  'behalf',
  'createOrders',
  'validate',
  'viewOrders',
  'viewOrdersOthers',
  'adminOu',
  'adminService',
  'adminHierarchy',
  'groupValidator',
  'validator',
  'superAdmin',
  'superAdminView',
] as const satisfies readonly Permission[];

export const ALL_PERMISSIONS_MASK: number = PERMISSION_NAMES.reduce((mask, p) => mask | PERMISSIONS[p], 0);

/** Read-only permissions that superAdminView grants on every item. */
export const VIEW_PERMISSIONS = ['viewOrders', 'viewOrdersOthers'] as const satisfies readonly Permission[];

export function hasPermission(mask: number, permission: Permission): boolean {
  return (mask & PERMISSIONS[permission]) !== 0;
}

export function addPermission(mask: number, permission: Permission): number {
  return mask | PERMISSIONS[permission];
}

export function removePermission(mask: number, permission: Permission): number {
  return mask & ~PERMISSIONS[permission];
}

/** The permissions set in `mask`, in bit order; unknown bits are ignored. */
export function describePermissions(mask: number): Permission[] {
  return PERMISSION_NAMES.filter((p) => hasPermission(mask, p));
}

export function permissionsMask(permissions: Iterable<Permission>): number {
  let mask = 0;
  for (const p of permissions) mask |= PERMISSIONS[p];
  return mask;
}

export type PermissionSession = {
  userId: string;
  groupId: string | null;
  ouId: string;
  permissions: number;
  permissionsOnGroup: number;
  permissionsOnOU: number;
};

export type PermissionTarget = {
  /** The user who owns the item (e.g. who made the deposit or order, or the user being administered). */
  ownerId: string;
  ownerGroupId: string | null;
  ouId: string;
  /** The item's OU is the session's OU or one of its descendants (computed by the caller from the OU tree). */
  isInSubtree: boolean;
};

/** May the session use `permission` on `target`? superAdmin: all; superAdminView: viewing all (docs/domain-decisions.md). */
// Scopes add up: permissions → own items, permissionsOnGroup → group members' items, permissionsOnOU → OU subtree.
export function canActOn(
  session: PermissionSession,
  target: PermissionTarget,
  permission: Permission,
): boolean {
  if (hasPermission(session.permissions, 'superAdmin')) return true;
  if (
    hasPermission(session.permissions, 'superAdminView') &&
    (VIEW_PERMISSIONS as readonly Permission[]).includes(permission)
  ) {
    return true;
  }
  if (target.ownerId === session.userId && hasPermission(session.permissions, permission)) return true;
  const sameGroup = session.groupId !== null && target.ownerGroupId === session.groupId;
  if (sameGroup && hasPermission(session.permissionsOnGroup, permission)) return true;
  const inSubtree = target.isInSubtree || target.ouId === session.ouId;
  return inSubtree && hasPermission(session.permissionsOnOU, permission);
}

// Viewing an order is split in two bits: viewOrders for one's own orders, viewOrdersOthers for other users'
// orders (still limited to the group or OU subtree by the mask that carries it).
export function canViewOrder(session: PermissionSession, target: PermissionTarget): boolean {
  const permission: Permission = target.ownerId === session.userId ? 'viewOrders' : 'viewOrdersOthers';
  return canActOn(session, target, permission);
}

/**
 * May the session read recipient choices (lists, export, sender accounts)? Our decision (docs/domain-decisions.md
 * "Recipients"): adminOu on its own scope, or viewOrdersOthers on its OU (whoever follows the OU's mail sees where it
 * goes); super administrators and superAdminView everywhere. viewOrdersOthers on a group only is not enough: a
 * recipient belongs to an OU, not to a group. The server refuses others with -12; screens hide the way there.
 */
export function canReadRecipientChoices(
  session: Pick<PermissionSession, 'permissions' | 'permissionsOnOU'>,
): boolean {
  const own = session.permissions;
  return (
    hasPermission(own, 'superAdmin') ||
    hasPermission(own, 'superAdminView') ||
    hasPermission(own, 'adminOu') ||
    hasPermission(session.permissionsOnOU, 'viewOrdersOthers')
  );
}
