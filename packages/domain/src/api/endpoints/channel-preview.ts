import { channelPreviewBodySchema, channelPreviewResultSchema } from '../channel-preview';
import { endpoint } from '../contract';

/** System > Channels: the rendered sample of an output file's technical areas (issue 15). */
export const channelPreviewEndpoints = {
  'channels.previewOutputFile': endpoint({
    method: 'POST',
    path: '/channels/previewOutputFile',
    summary:
      "Composes one sample letter with an output file's technical areas (saved or not) and stores it for the caller.",
    access: { anyOf: ['superAdmin', 'superAdminView'] },
    body: channelPreviewBodySchema,
    response: channelPreviewResultSchema,
  }),
} as const;
