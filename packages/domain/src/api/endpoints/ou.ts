import { endpoint } from '../contract';
import { ouQuerySchema, ouTreeResultSchema } from '../ou';

/** Organisation units. */
export const ouEndpoints = {
  'ou.tree': endpoint({
    method: 'GET',
    path: '/ou',
    summary:
      'The tree of the organisation units the caller may see (`includeRemoved=true` adds removed ones).',
    access: 'session',
    query: ouQuerySchema,
    response: ouTreeResultSchema,
  }),
} as const;
