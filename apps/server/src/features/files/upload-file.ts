import type { StoredFile } from '@postbridge/domain';
import type { Deps } from '../../platform/deps';
import { errors } from '../../platform/errors';
import type { ReceivedPart } from '../../platform/http/read-multipart';
import { canDo, type SessionContext } from '../../platform/policy';
import { storeReceivedFile } from './store-file';

/** POST /files and deposits: a file of the caller's, who must be allowed to create orders. */
export async function uploadFile(
  deps: Deps,
  session: SessionContext,
  file: ReceivedPart,
): Promise<StoredFile> {
  if (!canDo(session, 'createOrders')) throw errors.unauthorized();
  return storeReceivedFile(deps, { ouId: session.ouId, userId: session.userId }, file);
}
