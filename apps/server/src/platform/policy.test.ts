import { permissionsMask } from '@postbridge/domain';
import { describe, expect, it } from 'vitest';
import { scopeFor, viewScope, type SessionContext } from './policy';

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
