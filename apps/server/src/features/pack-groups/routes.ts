import type { Deps } from '../../platform/deps';
import type { ApiApp } from '../../platform/http/api';
import { route } from '../../platform/http/route';
import { sendDownload } from '../../platform/http/send-download';
import { revalidateJob, setFrozen } from './job-flags';
import { editPackGroup, packGroupRawFile, readPackGroup, rejectPackGroups } from './pack-groups';
import { splitPackGroup } from './split-pack-group';

export async function packGroupRoutes(app: ApiApp, deps: Deps): Promise<void> {
  route(app, 'packGroups.reject', async ({ session, body }) =>
    rejectPackGroups(deps, session, body.packGroupIds),
  );
  route(app, 'packGroups.get', async ({ session, params }) =>
    readPackGroup(deps, session, params.packGroupId),
  );
  route(app, 'packGroups.edit', async ({ session, params, body }) =>
    editPackGroup(deps, session, params.packGroupId, body),
  );
  route(app, 'packGroups.split', async ({ session, params, body }) =>
    splitPackGroup(deps, session, params.packGroupId, body),
  );
  route(app, 'packGroups.rawFile', async ({ session, params, reply }) => {
    const { name, bytes } = await packGroupRawFile(deps, session, params.packGroupId);
    const body = Buffer.from(bytes);
    return sendDownload(reply, { name, contentType: 'application/pdf', body, size: body.length });
  });

  // Job flag actions live here, not in features/jobs (docs/product.md §7 /jobs/{jobId}/freeze, /revalidate).
  route(app, 'jobs.freeze', async ({ session, params }) => setFrozen(deps, session, params.jobId, true));
  route(app, 'jobs.unfreeze', async ({ session, params }) => setFrozen(deps, session, params.jobId, false));
  route(app, 'jobs.revalidate', async ({ session, params }) => revalidateJob(deps, session, params.jobId));
}
