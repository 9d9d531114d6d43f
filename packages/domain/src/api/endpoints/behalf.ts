import { endpoint } from '../contract';
import { behalfServicesResultSchema, behalfUserParamsSchema, behalfUsersResultSchema } from '../behalf';

/** Deposits on behalf of another user (docs/api.md "Deposits on behalf of another user"): needs `behalf`. */
export const behalfEndpoints = {
  'behalf.users': endpoint({
    method: 'GET',
    path: '/behalf/users',
    summary: 'The users the caller may deposit for.',
    access: { anyOf: ['behalf'] },
    response: behalfUsersResultSchema,
  }),
  'behalf.services': endpoint({
    method: 'GET',
    path: '/behalf/users/:userId/services',
    summary: "The services a deposit for that user may go to (that user's profile services).",
    access: { anyOf: ['behalf'] },
    params: behalfUserParamsSchema,
    response: behalfServicesResultSchema,
  }),
} as const;
