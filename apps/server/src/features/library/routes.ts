import type { Deps } from '../../platform/deps';
import type { ApiApp } from '../../platform/http/api';
import { readMultipart } from '../../platform/http/read-multipart';
import { route } from '../../platform/http/route';
import { sendDownload } from '../../platform/http/send-download';
import { addLibraryFile } from './add-library-file';
import { deleteLibraryFile } from './delete-library-file';
import { downloadLibraryFile } from './download-library-file';
import { listLibrary } from './list-library';

export async function libraryRoutes(app: ApiApp, deps: Deps): Promise<void> {
  route(app, 'library.list', async ({ session }) => listLibrary(deps, session));
  route(app, 'library.upload', async ({ session, request }) => {
    const body = await readMultipart(request, deps, (field) => field === 'file');
    try {
      return await addLibraryFile(deps, session, body);
    } finally {
      await body.cleanup();
    }
  });
  route(app, 'library.download', async ({ session, params, reply }) =>
    sendDownload(reply, await downloadLibraryFile(deps, session, params.libraryFileId)),
  );
  route(app, 'library.delete', async ({ session, params }) =>
    deleteLibraryFile(deps, session, params.libraryFileId),
  );
}
