import { hasPermission, VIEW_PERMISSIONS, type Permission } from '@postbridge/domain';
import { sql, type RawBuilder, type SqlBool } from 'kysely';

/** Who is calling: resolved from the session token by the auth hook, handed to every use case. */
export type SessionContext = {
  sessionId: string;
  userId: string;
  login: string;
  ouId: string;
  /** Materialised path of the caller's OU (`/root/child/`); its subtree is every path with this prefix. */
  ouPath: string;
  groupId: string | null;
  permissions: number;
  permissionsOnGroup: number;
  permissionsOnOU: number;
  locale: string;
  searchRangeDays: number;
  /**
   * The caller's password has expired, or is a temporary one an administrator set: only the calls that lead to
   * changing it are allowed (the contract's `expiredPassword: 'allowed'`). Absent: not expired.
   */
  passwordExpired?: boolean;
};

/**
 * What part of the business data a caller may see or act on (docs/domain-decisions.md, the same rule as
 * `canActOn` of the domain package): superAdmin → everything; superAdminView → everything, for viewing only;
 * the caller's own items need the permission in `permissions`; items of the caller's group need it in
 * `permissionsOnGroup`; items of the caller's OU subtree need it in `permissionsOnOU`. The scopes add up.
 * Acting on others' items may need another bit than on one's own (viewOrders / viewOrdersOthers).
 * This is the only place that turns a session into a tenant filter.
 */
export type Scope =
  { all: true } | { all: false; ouPath: string | null; groupId: string | null; ownerId: string | null };

type ScopePermission = Permission | { own: Permission; others: Permission };

export function scopeFor(session: SessionContext, permission: ScopePermission): Scope {
  const { own, others } =
    typeof permission === 'string' ? { own: permission, others: permission } : permission;
  const p = session.permissions;
  const views = VIEW_PERMISSIONS as readonly Permission[];
  const viewing = views.includes(own) && views.includes(others);
  if (hasPermission(p, 'superAdmin') || (viewing && hasPermission(p, 'superAdminView'))) return { all: true };
  return {
    all: false,
    ouPath: hasPermission(session.permissionsOnOU, others) ? session.ouPath : null,
    groupId: session.groupId && hasPermission(session.permissionsOnGroup, others) ? session.groupId : null,
    ownerId: hasPermission(p, own) ? session.userId : null,
  };
}

/** Orders, deliveries and shipments the caller may see (docs/product.md §6 viewOrders / viewOrdersOthers). */
export const viewScope = (session: SessionContext): Scope =>
  scopeFor(session, { own: 'viewOrders', others: 'viewOrdersOthers' });

/** The caller's own items only: personal things no permission extends to others (their printer's files). */
export const ownScope = (session: SessionContext): Scope => ({
  all: false,
  ouPath: null,
  groupId: null,
  ownerId: session.userId,
});

type ScopedTable =
  | 'job'
  | 'delivery_command'
  | 'delivery'
  | 'shipment'
  | 'stored_file'
  | 'pack_group'
  | 'printed_file'
  /** The event log: each event carries the OU and owner of the item that changed (features/events). */
  | 'event';

/** The `where` of a scope for a business table carrying `ou_id` and `owner_id`. */
export function visibleRows(table: ScopedTable, scope: Scope): RawBuilder<SqlBool> {
  if (scope.all) return sql<SqlBool>`1 = 1`;
  const ors: RawBuilder<SqlBool>[] = [];
  if (scope.ouPath) {
    ors.push(
      sql<SqlBool>`${sql.ref(`${table}.ou_id`)} in (select ou.id from ou where ou.path like ${`${scope.ouPath}%`})`,
    );
  }
  if (scope.groupId) {
    ors.push(
      sql<SqlBool>`${sql.ref(`${table}.owner_id`)} in (select app_user.id from app_user where app_user.group_id = ${scope.groupId})`,
    );
  }
  if (scope.ownerId) ors.push(sql<SqlBool>`${sql.ref(`${table}.owner_id`)} = ${scope.ownerId}`);
  if (!ors.length) return sql<SqlBool>`1 = 0`;
  return sql<SqlBool>`(${sql.join(ors, sql` or `)})`;
}

/** OU visibility: everything for super administrators, else the caller's own subtree. */
export function visibleOuPathPrefix(session: SessionContext): string | null {
  const p = session.permissions;
  return hasPermission(p, 'superAdmin') || hasPermission(p, 'superAdminView') ? null : session.ouPath;
}

/** The OU is in the caller's visible subtree, or is one of the caller's OU ancestors. */
export function canSeeOu(session: SessionContext, ouPath: string): boolean {
  const prefix = visibleOuPathPrefix(session);
  return prefix === null || ouPath.startsWith(prefix) || session.ouPath.startsWith(ouPath);
}

/** Whether the caller may do this for itself (create an order, upload a file…). */
export function canDo(session: SessionContext, permission: Permission): boolean {
  const scope = scopeFor(session, permission);
  return scope.all || scope.ownerId !== null;
}

/**
 * Whether the caller holds at least one of these permissions in some scope (own, group or organisation unit), or
 * is a super administrator: the contract's `anyOf` access of an endpoint, checked before its use case runs.
 */
export function mayCallWithAnyOf(session: SessionContext, permissions: readonly Permission[]): boolean {
  if (hasPermission(session.permissions, 'superAdmin')) return true;
  return permissions.some((permission) => {
    const scope = scopeFor(session, permission);
    return scope.all || scope.ownerId !== null || scope.ouPath !== null || scope.groupId !== null;
  });
}

/**
 * Administration (docs/domain-decisions.md "Administration"): what the caller may read or change of an
 * organisation unit's administration (its settings, users, groups, profiles; with `adminHierarchy`, its
 * sub-accounts). `adminOu` and `adminHierarchy` count in the caller's own mask (`permissions`) and reach the
 * caller's OU and its descendants; `superAdmin` reaches every OU; `superAdminView` reads every OU and changes none.
 */
type AdminPermission = 'adminOu' | 'adminHierarchy';

export function mayAdminister(
  session: SessionContext,
  ouPath: string,
  permission: AdminPermission,
  action: 'read' | 'change',
): boolean {
  const prefix = adminOuPathPrefix(session, permission, action);
  return prefix !== false && (prefix === null || ouPath.startsWith(prefix));
}

/**
 * The OU path prefix of the rows an administrator may list or change: `null` for every OU, `false` for none.
 * List queries filter `ou.path like prefix%` with it.
 */
export function adminOuPathPrefix(
  session: SessionContext,
  permission: AdminPermission,
  action: 'read' | 'change',
): string | null | false {
  const p = session.permissions;
  if (hasPermission(p, 'superAdmin')) return null;
  if (hasPermission(p, permission)) return session.ouPath;
  if (action === 'read' && hasPermission(p, 'superAdminView')) return null;
  return false;
}
