import {
  hasErrors,
  validateOptionType,
  type SavedOptionType,
  type OptionTypeSaveBody,
} from '@postbridge/domain';
import { newId } from '../../platform/db/util';
import type { Deps } from '../../platform/deps';
import { errors } from '../../platform/errors';
import type { SessionContext } from '../../platform/policy';
import { appendHistory } from '../../platform/history/queries';
import { canAdminChannels } from '../channels';
import { presentOptionType } from './present-option';
import { allOptionTypes, insertOptionType, optionTypeById, updateOptionTypeAt } from './queries';

/**
 * POST /options/type: creates (empty id) or updates (`version` = the stored one, else -13) an option type. Super
 * administrators only. The name is mandatory and unique among types (-2 with `issues`).
 */
export async function saveOptionType(
  deps: Deps,
  session: SessionContext,
  body: OptionTypeSaveBody,
): Promise<SavedOptionType> {
  if (!canAdminChannels(session)) throw errors.unauthorized();
  const existing = body.id ? await optionTypeById(deps.db, body.id) : undefined;
  if (body.id && !existing) throw errors.notFound('The option type');
  if (existing && body.version !== existing.version) throw errors.editionConflict();
  const id = existing?.id ?? newId();
  const issues = validateOptionType({ id, name: body.name }, await allOptionTypes(deps.db));
  if (hasErrors(issues)) throw errors.invalid('body', issues);

  const now = deps.clock.now().toISOString();
  const columns = {
    name: body.name.trim(),
    recompute_trigger: body.recomputeTrigger ? 1 : 0,
    updated_at: now,
  };
  await deps.db.transaction().execute(async (tx) => {
    if (existing) {
      if (!(await updateOptionTypeAt(tx, id, existing.version, columns))) throw errors.editionConflict();
    } else {
      await insertOptionType(tx, { id, ...columns, created_at: now });
    }
    // Platform-wide records have no OU of their own: their history carries the OU of the user who changed them.
    await appendHistory(tx, {
      entityType: 'optionType',
      entityId: id,
      ouId: session.ouId,
      action: existing ? 'update' : 'create',
      login: session.login,
      at: now,
      details: { name: columns.name, recomputeTrigger: body.recomputeTrigger },
    });
  });
  return presentOptionType((await optionTypeById(deps.db, id))!);
}
