import type { Deps } from '../../platform/deps';
import type { ApiApp } from '../../platform/http/api';
import { route } from '../../platform/http/route';
import { sendDownload } from '../../platform/http/send-download';
import { deleteOu } from './delete-ou';
import { checkOuExport, exportOu } from './export-ou';
import { getOu } from './get-ou';
import { importTagList } from './import-tag-list';
import { ouTree } from './ou-tree';
import { saveOu } from './save-ou';

export async function ouRoutes(app: ApiApp, deps: Deps): Promise<void> {
  route(app, 'ou.tree', async ({ session, query }) => ouTree(deps, session, query.includeRemoved === 'true'));
  route(app, 'ou.get', async ({ session, params }) => getOu(deps, session, params.ouId));

  // The body schema documents the call; the use case checks it itself, so that a refused account lists every
  // problem at once (the framework's validation stops at the first).
  route(app, 'ou.save', async ({ session, body }) => saveOu(deps, session, body as unknown), {
    validatorCompiler: () => (value) => ({ value }),
  });
  route(app, 'ou.delete', async ({ session, params, query }) =>
    deleteOu(deps, session, params.ouId, query.force === 'true'),
  );
  route(
    app,
    'ou.importTagList',
    async ({ session, params, body }) => importTagList(deps, session, params.ouId, body),
    { bodyLimit: 4 * 1024 * 1024 },
  );
  route(app, 'ou.checkExport', async ({ session, params }) => checkOuExport(deps, session, params.ouId));
  route(app, 'ou.export', async ({ session, params, reply }) =>
    sendDownload(reply, await exportOu(deps, session, params.ouId)),
  );
}
