import type { Deps } from '../../platform/deps';
import type { ApiApp } from '../../platform/http/api';
import { route } from '../../platform/http/route';
import { readOuWebhook, saveOuWebhook } from './ou-webhook';

export async function webhookRoutes(app: ApiApp, deps: Deps): Promise<void> {
  route(app, 'webhooks.get', async ({ session, params }) => readOuWebhook(deps, session, params.ouId));
  route(app, 'webhooks.save', async ({ session, params, body }) =>
    saveOuWebhook(deps, session, params.ouId, body),
  );
}
