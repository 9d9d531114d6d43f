import { endpoint } from '../contract';
import {
  channelProviderParamsSchema,
  channelProviderSaveBodySchema,
  channelProviderSaveResultSchema,
  channelProviderSchema,
} from '../channel-providers';

/** System > Channels > provider: a channel's provider endpoint and secret (issue 15). */
export const channelProviderEndpoints = {
  'channelProviders.get': endpoint({
    method: 'GET',
    path: '/channels/:channelId/provider',
    summary: "A channel's provider settings: endpoint, whether a secret is set (never the secret).",
    access: { anyOf: ['superAdmin', 'superAdminView'] },
    params: channelProviderParamsSchema,
    response: channelProviderSchema,
  }),
  'channelProviders.save': endpoint({
    method: 'POST',
    path: '/channels/:channelId/provider',
    summary:
      "Sets, generates or removes a channel's provider endpoint and secret (the secret stored encrypted).",
    access: { anyOf: ['superAdmin'] },
    params: channelProviderParamsSchema,
    body: channelProviderSaveBodySchema,
    response: channelProviderSaveResultSchema,
  }),
} as const;
