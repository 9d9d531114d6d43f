import { ouQuerySchema, ouTreeResultSchema } from '@postbridge/domain';
import type { Deps } from '../../platform/deps';
import { ok, sessionOf, type ApiApp } from '../../platform/http/api';
import { ouTree } from './ou-tree';

export async function ouRoutes(app: ApiApp, deps: Deps): Promise<void> {
  app.get('/ou', {
    schema: { tags: ['ou'], querystring: ouQuerySchema, response: { 200: ok(ouTreeResultSchema) } },
    handler: async (req) => ({
      result: await ouTree(deps, sessionOf(req), req.query.includeRemoved === 'true'),
    }),
  });
}
