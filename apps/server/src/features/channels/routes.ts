import {
  channelIdParamsSchema,
  channelSaveParametersSchema,
  channelsListResultSchema,
  channelTypesResultSchema,
  ouChannelsBodySchema,
  ouChannelsParamsSchema,
  savedChannelSchema,
} from '@postbridge/domain';
import type { Deps } from '../../platform/deps';
import { ok, sessionOf, type ApiApp } from '../../platform/http/api';
import { getOuChannels, saveOuChannels } from './ou-channels';
import { channelTypes, getChannel, listChannels } from './read-channels';
import { saveChannel } from './save-channel';

export async function channelRoutes(app: ApiApp, deps: Deps): Promise<void> {
  const tags = ['channels'];

  app.get('/channels', {
    schema: { tags, response: { 200: ok(channelsListResultSchema) } },
    handler: async (req) => {
      sessionOf(req);
      return { result: await listChannels(deps) };
    },
  });

  app.get('/channels/type', {
    schema: { tags, response: { 200: ok(channelTypesResultSchema) } },
    handler: async (req) => {
      sessionOf(req);
      return { result: channelTypes() };
    },
  });

  app.get('/channels/:channelId', {
    schema: { tags, params: channelIdParamsSchema, response: { 200: ok(savedChannelSchema) } },
    handler: async (req) => {
      sessionOf(req);
      return { result: await getChannel(deps, req.params.channelId) };
    },
  });

  // The body schema documents the call; the use case checks it itself, so that a refused channel lists every
  // problem at once (the framework's validation stops at the first).
  app.post('/channels', {
    schema: { tags, body: channelSaveParametersSchema, response: { 200: ok(savedChannelSchema) } },
    validatorCompiler: () => (value) => ({ value }),
    handler: async (req) => ({ result: await saveChannel(deps, sessionOf(req), req.body as unknown) }),
  });

  app.get('/ou/:ouId/channels', {
    schema: {
      tags: ['ou', ...tags],
      params: ouChannelsParamsSchema,
      response: { 200: ok(channelsListResultSchema) },
    },
    handler: async (req) => ({ result: await getOuChannels(deps, sessionOf(req), req.params.ouId) }),
  });

  // The body is the list of channel ids the OU's services may use (it replaces the list).
  app.post('/ou/:ouId/channels', {
    schema: {
      tags: ['ou', ...tags],
      params: ouChannelsParamsSchema,
      body: ouChannelsBodySchema,
      response: { 200: ok(channelsListResultSchema) },
    },
    handler: async (req) => ({
      result: await saveOuChannels(deps, sessionOf(req), req.params.ouId, req.body),
    }),
  });
}
