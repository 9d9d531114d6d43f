import type { Deps } from '../../platform/deps';
import type { ApiApp } from '../../platform/http/api';
import { route } from '../../platform/http/route';
import { readChannelProvider } from './read-channel-provider';
import { saveChannelProvider } from './save-channel-provider';

/** System > Channels > provider (issue 15): a channel's provider endpoint and secret, encrypted at rest. */
export async function channelProviderRoutes(app: ApiApp, deps: Deps): Promise<void> {
  route(app, 'channelProviders.get', async ({ session, params }) =>
    readChannelProvider(deps, session, params.channelId),
  );
  route(app, 'channelProviders.save', async ({ session, params, body }) =>
    saveChannelProvider(deps, session, params.channelId, body),
  );
}
