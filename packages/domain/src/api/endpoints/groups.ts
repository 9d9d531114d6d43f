import { endpoint } from '../contract';
import {
  administeredUsersQuerySchema,
  administeredUsersResultSchema,
  groupIdParamsSchema,
  groupSaveBodySchema,
  groupSchema,
  groupsListQuerySchema,
  groupsListResultSchema,
  removedResultSchema,
} from '../groups';

/** Groups: read with adminOu (or superAdminView), changed with adminOu in the caller's subtree. */
export const groupEndpoints = {
  'groups.list': endpoint({
    method: 'GET',
    path: '/groups',
    summary:
      'The groups of the organisation units the caller administers, with their members and validators.',
    access: { anyOf: ['adminOu', 'superAdminView'] },
    query: groupsListQuerySchema,
    response: groupsListResultSchema,
  }),
  'groups.users': endpoint({
    method: 'GET',
    path: '/groups/users',
    summary: 'The users the caller administers (of a unit and the units below it): group members to choose.',
    access: { anyOf: ['adminOu', 'superAdminView'] },
    query: administeredUsersQuerySchema,
    response: administeredUsersResultSchema,
  }),
  'groups.save': endpoint({
    method: 'POST',
    path: '/groups',
    summary: 'Creates or updates a group: code, name and members (version-guarded).',
    access: { anyOf: ['adminOu'] },
    body: groupSaveBodySchema,
    response: groupSchema,
  }),
  'groups.delete': endpoint({
    method: 'DELETE',
    path: '/groups/:groupId',
    summary: 'Deletes a group; its members stay, in no group.',
    access: { anyOf: ['adminOu'] },
    params: groupIdParamsSchema,
    response: removedResultSchema,
  }),
} as const;
