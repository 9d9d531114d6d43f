import { endpoint } from '../contract';
import { brandingSchema } from '../app';

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
} as const;
