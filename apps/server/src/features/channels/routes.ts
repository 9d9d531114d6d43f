import type { Deps } from '../../platform/deps';
import type { ApiApp } from '../../platform/http/api';
import { route } from '../../platform/http/route';
import { previewOutputFile } from './preview-output-file';
import { getOuChannels, saveOuChannels } from './ou-channels';
import { channelTypes, getChannel, listChannels } from './read-channels';
import { saveChannel } from './save-channel';

export async function channelRoutes(app: ApiApp, deps: Deps): Promise<void> {
  route(app, 'channels.list', async () => listChannels(deps));
  route(app, 'channels.types', async () => channelTypes());
  route(app, 'channels.get', async ({ params }) => getChannel(deps, params.channelId));

  // The body schema documents the call; the use case checks it itself, so that a refused channel lists every
  // problem at once (the framework's validation stops at the first).
  route(app, 'channels.save', async ({ session, body }) => saveChannel(deps, session, body as unknown), {
    validatorCompiler: () => (value) => ({ value }),
  });

  route(app, 'channels.ofOu', async ({ session, params }) => getOuChannels(deps, session, params.ouId));

  // The body is the list of channel ids the OU's services may use (it replaces the list).
  route(app, 'channels.saveOfOu', async ({ session, params, body }) =>
    saveOuChannels(deps, session, params.ouId, body),
  );
  // System > Channels: the rendered sample of an output file's technical areas (issue 15).
  route(app, 'channels.previewOutputFile', async ({ session, body }) =>
    previewOutputFile(deps, session, body),
  );
}
