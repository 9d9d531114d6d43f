import { z } from 'zod';
import { endpoint } from '../contract';
import { brandingSchema } from '../app';

/** A white label as an account form offers it: its id and name. */
const brandingSummarySchema = z.object({ id: z.string(), name: z.string() });

/** White-labelling. */
export const brandingEndpoints = {
  'brandings.my': endpoint({
    method: 'GET',
    path: '/brandings/my',
    summary:
      "The branding to show: the host's, narrowed to the user's organisation unit when a valid session token is sent.",
    access: 'public',
    response: brandingSchema,
  }),
  'brandings.list': endpoint({
    method: 'GET',
    path: '/brandings',
    summary: 'The white labels of the platform, by name: what an account may be branded with.',
    access: { anyOf: ['adminOu', 'adminHierarchy', 'superAdmin', 'superAdminView'] },
    response: z.array(brandingSummarySchema),
  }),
} as const;
