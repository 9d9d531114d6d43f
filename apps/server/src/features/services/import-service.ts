import { serviceSaveParametersSchema, type SavedService } from '@postbridge/domain';
import type { Deps } from '../../platform/deps';
import { errors } from '../../platform/errors';
import type { SessionContext } from '../../platform/policy';
import { parseJsonField } from './check-service';
import { storeService } from './save-service';
import { canAdminServices } from './service-access';

/**
 * POST /services/import: creates a new service from an exported file, in `ouId` (the caller's OU by default),
 * under the same rules as a save. The exported id and OU are not kept, nor the references to attached files
 * (their bytes are not in the export). docs/product.md §5 also rejects unknown channels, options and
 * metadata: the save checks them (validateServiceReferences), for an import as for any save.
 */
export async function importService(
  deps: Deps,
  session: SessionContext,
  input: { content: string | undefined; ouId: string | undefined },
): Promise<SavedService> {
  if (!canAdminServices(session)) throw errors.unauthorized();
  const parsed = parseJsonField('file', input.content, serviceSaveParametersSchema);
  if (!parsed.value) throw errors.invalid('file', parsed.issues);
  const { version: _version, ...service } = parsed.value;
  return storeService(
    deps,
    session,
    {
      ...service,
      id: '',
      ouId: input.ouId ?? session.ouId,
      serviceFiles: [],
      boxes: service.boxes.map((box) => ({ ...box, configuredFiles: [] })),
    },
    [],
  );
}
