import { endpoint } from '../contract';
import { openTrackingParamsSchema, trackingProviderParamsSchema, trackingResultSchema } from '../shipments';

/** Calls from outside: providers' signed status reports, and e-mails' open-tracking images. */
export const trackingEndpoints = {
  'tracking.open': endpoint({
    method: 'GET',
    path: '/tracking/open/:token',
    summary:
      "An e-mail's open-tracking image (a GIF): records the opening, and answers the same image whatever the token.",
    access: 'public',
    kind: 'file',
    params: openTrackingParamsSchema,
  }),
  'tracking.report': endpoint({
    method: 'POST',
    path: '/tracking/:provider',
    summary:
      'A provider reports shipment status events, signed with its secret (docs/providers.md); the JSON body is read once the signature is checked.',
    access: 'public',
    params: trackingProviderParamsSchema,
    response: trackingResultSchema,
  }),
} as const;
