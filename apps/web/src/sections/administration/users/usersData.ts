import { useQuery } from '@tanstack/react-query';
import {
  hasPermission,
  type AdminUser,
  type OuNode,
  type SessionUser,
  type UsersListQuery,
} from '@postbridge/domain';
import { api } from '../../../api/api';
import { QUERY_KEYS } from '../../../app/queries';

// What the Users screen reads (GET /users, /ou, /profiles, /groups) and who may change what.

/** superAdminView reads every unit's users and changes none; adminOu (or superAdmin) changes them. */
export function mayChangeUsers(user: SessionUser | null): boolean {
  return (
    !!user && (hasPermission(user.permissions, 'adminOu') || hasPermission(user.permissions, 'superAdmin'))
  );
}

export function useUsersPage(query: UsersListQuery) {
  return useQuery({
    queryKey: [...QUERY_KEYS.adminUsers, 'list', query],
    queryFn: ({ signal }) => api.get('/users', { query, signal }),
    placeholderData: (previous) => previous,
  });
}

export function useUser(userId: string | null) {
  return useQuery({
    queryKey: [...QUERY_KEYS.adminUsers, 'one', userId],
    queryFn: ({ signal }) => api.get('/users/:userId', { params: { userId: userId! }, signal }),
    enabled: userId !== null,
  });
}

type OuOption = { value: string; label: string; depth: number; ancestors: string[] };

/** The unit tree as select options with their depth, each with the ids of its ancestors (itself included). */
function flattenOus(nodes: readonly OuNode[], depth = 0, above: string[] = []): OuOption[] {
  return nodes.flatMap((node) => {
    const ancestors = [...above, node.id];
    return [
      { value: node.id, label: node.name, depth, ancestors },
      ...flattenOus(node.children, depth + 1, ancestors),
    ];
  });
}

export function useOuOptions() {
  return useQuery({
    queryKey: [...QUERY_KEYS.adminUsers, 'ous'],
    queryFn: async ({ signal }) =>
      flattenOus((await api.get('/ou', { query: {}, signal })).filter((n) => !n.removed)),
  });
}

/** The profiles a user of the unit may hold (its own and its ancestors'). */
export function useProfiles(ouId: string | null) {
  return useQuery({
    queryKey: [...QUERY_KEYS.adminUsers, 'profiles', ouId],
    queryFn: ({ signal }) => api.get('/profiles', { query: { ouId: ouId! }, signal }),
    enabled: ouId !== null,
  });
}

/** The groups the caller administers; the form keeps those of the user's unit and above. */
export function useGroups() {
  return useQuery({
    queryKey: [...QUERY_KEYS.adminUsers, 'groups'],
    queryFn: ({ signal }) => api.get('/groups', { query: {}, signal }),
  });
}

export function userName(user: Pick<AdminUser, 'firstName' | 'lastName'>): string {
  return [user.firstName, user.lastName].filter(Boolean).join(' ');
}
