import { endpoint } from '../contract';
import {
  channelIdParamsSchema,
  channelSaveParametersSchema,
  channelsListResultSchema,
  channelTypesResultSchema,
  ouChannelsBodySchema,
  ouChannelsParamsSchema,
  savedChannelSchema,
} from '../channels';

/**
 * Channels (how letters leave: postal mail, registered mail, e-mail…): read by any signed-in user, written by super administrators;
 * and the channels each organisation unit's services may use.
 */
export const channelEndpoints = {
  'channels.list': endpoint({
    method: 'GET',
    path: '/channels',
    summary: 'Every channel.',
    access: 'session',
    response: channelsListResultSchema,
  }),
  'channels.types': endpoint({
    method: 'GET',
    path: '/channels/type',
    summary: 'The channel types a channel may have.',
    access: 'session',
    response: channelTypesResultSchema,
  }),
  'channels.get': endpoint({
    method: 'GET',
    path: '/channels/:channelId',
    summary: 'One channel.',
    access: 'session',
    params: channelIdParamsSchema,
    response: savedChannelSchema,
  }),
  'channels.save': endpoint({
    method: 'POST',
    path: '/channels',
    summary:
      'Creates (no version) or updates a channel; every problem of the body is refused at once. A new external output token is shown in this answer only.',
    access: { anyOf: ['superAdmin'] },
    body: channelSaveParametersSchema,
    response: savedChannelSchema,
  }),
  'channels.ofOu': endpoint({
    method: 'GET',
    path: '/ou/:ouId/channels',
    summary: "The channels an organisation unit's services may use.",
    access: 'session',
    params: ouChannelsParamsSchema,
    response: channelsListResultSchema,
  }),
  'channels.saveOfOu': endpoint({
    method: 'POST',
    path: '/ou/:ouId/channels',
    summary:
      "Sets the channels an organisation unit's services may use (the body lists their ids; it replaces the list).",
    access: { anyOf: ['superAdmin'] },
    params: ouChannelsParamsSchema,
    body: ouChannelsBodySchema,
    response: channelsListResultSchema,
  }),
} as const;
