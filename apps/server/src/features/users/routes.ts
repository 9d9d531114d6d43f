import type { Deps } from '../../platform/deps';
import type { ApiApp } from '../../platform/http/api';
import { readMultipart } from '../../platform/http/read-multipart';
import { route } from '../../platform/http/route';
import { sendDownload } from '../../platform/http/send-download';
import { changePassword } from './change-password';
import { deleteUser } from './delete-user';
import { exportUsers } from './export-users';
import { getUser } from './get-user';
import { checkUsersImport, importUsers } from './import-users';
import { listAllUsers, listUsers } from './list-users';
import { resetUserPassword } from './reset-user-password';
import { savePreferences } from './save-preferences';
import { saveUser } from './save-user';
import { setUserEnabled } from './set-user-enabled';

export async function userRoutes(app: ApiApp, deps: Deps): Promise<void> {
  route(app, 'users.changePassword', async ({ session, body }) => changePassword(deps, session, body));
  route(app, 'users.savePreferences', async ({ session, body }) => savePreferences(deps, session, body));

  route(app, 'users.list', async ({ session, query }) => listUsers(deps, session, query));
  route(app, 'users.all', async ({ session, query }) => listAllUsers(deps, session, query.ouId));
  route(app, 'users.get', async ({ session, params }) => getUser(deps, session, params.userId));
  route(app, 'users.save', async ({ session, body }) => saveUser(deps, session, body));
  route(app, 'users.setEnabled', async ({ session, params, body }) =>
    setUserEnabled(deps, session, params.userId, body),
  );
  route(app, 'users.resetPassword', async ({ session, params }) =>
    resetUserPassword(deps, session, params.userId),
  );
  route(app, 'users.delete', async ({ session, params }) => deleteUser(deps, session, params.userId));
  route(app, 'users.export', async ({ session, query, reply }) =>
    sendDownload(reply, await exportUsers(deps, session, query.ouId)),
  );
  // Multipart: a `file` part (the CSV) and an `ouId` field (the caller's unit when absent).
  route(app, 'users.checkImport', async ({ session, request }) => {
    const body = await readMultipart(request, deps, (field) => field === 'file');
    try {
      return await checkUsersImport(deps, session, body);
    } finally {
      await body.cleanup();
    }
  });
  route(app, 'users.import', async ({ session, request }) => {
    const body = await readMultipart(request, deps, (field) => field === 'file');
    try {
      return await importUsers(deps, session, body);
    } finally {
      await body.cleanup();
    }
  });
}
