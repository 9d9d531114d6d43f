import type { Deps } from '../../platform/deps';
import type { ApiApp } from '../../platform/http/api';
import { route } from '../../platform/http/route';
import { ouTree } from './ou-tree';

export async function ouRoutes(app: ApiApp, deps: Deps): Promise<void> {
  route(app, 'ou.tree', async ({ session, query }) => ouTree(deps, session, query.includeRemoved === 'true'));
}
