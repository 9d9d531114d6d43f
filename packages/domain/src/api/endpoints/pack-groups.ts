import { endpoint } from '../contract';
import { jobIdParamsSchema, jobSchema, packGroupSchema, packGroupsResultSchema } from '../jobs';
import {
  editPackGroupBodySchema,
  packGroupIdParamsSchema,
  rejectPackGroupsBodySchema,
  splitPackGroupBodySchema,
} from '../pack-groups';

/**
 * Pack groups (the letters of a deposit): reading, editing, splitting, rejecting and their pages; and the deposit
 * flag actions of the same server feature (freeze, unfreeze, revalidate), named `jobs.*` as they act on a deposit.
 */
export const packGroupEndpoints = {
  'packGroups.reject': endpoint({
    method: 'POST',
    path: '/packGroups/reject',
    summary: 'Rejects the named pack groups: all of them become REJECTED, or none does.',
    access: 'session',
    body: rejectPackGroupsBodySchema,
    response: packGroupsResultSchema,
  }),
  'packGroups.get': endpoint({
    method: 'GET',
    path: '/packGroups/:packGroupId',
    summary: 'One pack group (letter) with its addresses and checks.',
    access: 'session',
    params: packGroupIdParamsSchema,
    response: packGroupSchema,
  }),
  'packGroups.edit': endpoint({
    method: 'POST',
    path: '/packGroups/:packGroupId/edit',
    summary:
      'Replaces values of a pack group, which are checked again; `forced` keeps a value its check refuses.',
    access: 'session',
    params: packGroupIdParamsSchema,
    body: editPackGroupBodySchema,
    response: packGroupSchema,
  }),
  'packGroups.split': endpoint({
    method: 'POST',
    path: '/packGroups/:packGroupId/split',
    summary:
      'Splits a pack group: each start page begins a new letter; answers the pack group and the new ones.',
    access: 'session',
    params: packGroupIdParamsSchema,
    body: splitPackGroupBodySchema,
    response: packGroupsResultSchema,
  }),
  'packGroups.rawFile': endpoint({
    method: 'GET',
    path: '/packGroups/:packGroupId/rawFile',
    summary: "Downloads a pack group's own pages as a PDF.",
    access: 'session',
    kind: 'file',
    params: packGroupIdParamsSchema,
  }),
  'jobs.freeze': endpoint({
    method: 'POST',
    path: '/jobs/:jobId/freeze',
    summary: 'Freezes a deposit: it cannot be ordered or processed again until it is unfrozen.',
    access: 'session',
    params: jobIdParamsSchema,
    response: jobSchema,
  }),
  'jobs.unfreeze': endpoint({
    method: 'POST',
    path: '/jobs/:jobId/unfreeze',
    summary: 'Unfreezes a frozen deposit.',
    access: 'session',
    params: jobIdParamsSchema,
    response: jobSchema,
  }),
  'jobs.revalidate': endpoint({
    method: 'POST',
    path: '/jobs/:jobId/revalidate',
    summary: 'Processes a deposit again (e.g. after its service was fixed): its pack groups are rebuilt.',
    access: 'session',
    params: jobIdParamsSchema,
    response: jobSchema,
  }),
} as const;
