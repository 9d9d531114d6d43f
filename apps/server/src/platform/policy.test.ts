import { permissionsMask } from '@postbridge/domain';
import { describe, expect, it } from 'vitest';
import { adminOuPathPrefix, mayAdminister, scopeFor, viewScope, type SessionContext } from './policy';

const session = (over: Partial<SessionContext>): SessionContext => ({
  sessionId: 's',
  userId: 'u1',
  login: 'u',
  ouId: 'ou1',
  ouPath: '/root/ou1/',
  groupId: 'g1',
  permissions: 0,
  permissionsOnGroup: 0,
  permissionsOnOU: 0,
  locale: 'en',
  searchRangeDays: 31,
  ...over,
});

describe('policy scopes', () => {
  it('gives a super administrator everything', () => {
    expect(scopeFor(session({ permissions: permissionsMask(['superAdmin']) }), 'cancel')).toEqual({
      all: true,
    });
  });

  it('gives a view-only super administrator everything to view, nothing to act on', () => {
    const s = session({ permissions: permissionsMask(['superAdminView']) });
    expect(viewScope(s)).toEqual({ all: true });
    expect(scopeFor(s, 'cancel')).toEqual({ all: false, ouPath: null, groupId: null, ownerId: null });
  });

  it('adds own, group and OU scopes from the three masks', () => {
    const s = session({
      permissions: permissionsMask(['viewOrders']),
      permissionsOnGroup: permissionsMask(['viewOrdersOthers']),
      permissionsOnOU: permissionsMask(['viewOrdersOthers']),
    });
    expect(viewScope(s)).toEqual({ all: false, ouPath: '/root/ou1/', groupId: 'g1', ownerId: 'u1' });
  });

  it('needs viewOrdersOthers, not viewOrders, to see other people’s orders', () => {
    const s = session({
      permissions: permissionsMask(['viewOrders']),
      permissionsOnGroup: permissionsMask(['viewOrders']),
    });
    expect(viewScope(s)).toEqual({ all: false, ouPath: null, groupId: null, ownerId: 'u1' });
  });

  it('ignores the group mask for a user without a group', () => {
    const s = session({ groupId: null, permissionsOnGroup: permissionsMask(['cancel']) });
    expect(scopeFor(s, 'cancel')).toMatchObject({ groupId: null });
  });
});

describe('administration', () => {
  const own = '/root/ou1/';
  const child = '/root/ou1/c/';
  const sibling = '/root/ou2/';
  it('lets adminOu read and change its own OU and its descendants, nothing beside them', () => {
    const s = session({ permissions: permissionsMask(['adminOu']) });
    expect(mayAdminister(s, own, 'adminOu', 'change')).toBe(true);
    expect(mayAdminister(s, child, 'adminOu', 'change')).toBe(true);
    expect(mayAdminister(s, sibling, 'adminOu', 'read')).toBe(false);
    expect(mayAdminister(s, child, 'adminHierarchy', 'change')).toBe(false);
    expect(adminOuPathPrefix(s, 'adminOu', 'read')).toBe(own);
  });

  it('lets superAdminView read everything and change nothing; superAdmin do both', () => {
    const view = session({ permissions: permissionsMask(['superAdminView']) });
    expect(mayAdminister(view, sibling, 'adminOu', 'read')).toBe(true);
    expect(mayAdminister(view, own, 'adminOu', 'change')).toBe(false);
    const admin = session({ permissions: permissionsMask(['superAdmin']) });
    expect(mayAdminister(admin, sibling, 'adminHierarchy', 'change')).toBe(true);
    expect(adminOuPathPrefix(admin, 'adminOu', 'change')).toBeNull();
  });

  it('does not count administration bits held in the group or OU masks', () => {
    const s = session({
      permissionsOnOU: permissionsMask(['adminOu']),
      permissionsOnGroup: permissionsMask(['adminOu']),
    });
    expect(adminOuPathPrefix(s, 'adminOu', 'read')).toBe(false);
  });
});
