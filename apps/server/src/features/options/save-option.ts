import {
  hasErrors,
  validateOptionValue,
  type SavedOptionValue,
  type OptionSaveBody,
} from '@postbridge/domain';
import { newId } from '../../platform/db/util';
import type { Deps } from '../../platform/deps';
import { errors } from '../../platform/errors';
import type { SessionContext } from '../../platform/policy';
import { appendHistory } from '../../platform/history/queries';
import { canAdminChannels } from '../channels';
import { presentOptionValue } from './present-option';
import {
  clearOtherDefaults,
  insertOptionValue,
  optionTypeById,
  optionValueById,
  optionValues,
  updateOptionValueAt,
} from './queries';

/**
 * POST /options: creates (empty id) or updates (`version` = the stored one, else -13) an option of an existing
 * type. Super administrators only. The value is mandatory and unique within the type (-2 with `issues`); an option
 * stays in its type. Saving a default option makes it the type's only default.
 */
export async function saveOption(
  deps: Deps,
  session: SessionContext,
  body: OptionSaveBody,
): Promise<SavedOptionValue> {
  if (!canAdminChannels(session)) throw errors.unauthorized();
  const existing = body.id ? await optionValueById(deps.db, body.id) : undefined;
  if (body.id && !existing) throw errors.notFound('The option');
  if (existing && body.version !== existing.version) throw errors.editionConflict();
  if (existing && existing.option_type_id !== body.optionTypeId) {
    throw errors.badRequest('body.optionTypeId', 'an option cannot move to another option type');
  }
  const id = existing?.id ?? newId();
  if (!(await optionTypeById(deps.db, body.optionTypeId))) {
    throw errors.invalid('body', [
      {
        key: 'channel.option.unknownType',
        path: 'optionTypeId',
        severity: 'error',
        params: { optionTypeId: body.optionTypeId },
      },
    ]);
  }
  const issues = validateOptionValue(
    { id, value: body.value },
    await optionValues(deps.db, body.optionTypeId),
  );
  if (hasErrors(issues)) throw errors.invalid('body', issues);

  const now = deps.clock.now().toISOString();
  const columns = {
    value: body.value.trim(),
    rank: body.rank,
    best: body.best ? 1 : 0,
    is_default: body.default ? 1 : 0,
    properties: JSON.stringify(body.properties),
    updated_at: now,
  };
  await deps.db.transaction().execute(async (tx) => {
    if (existing) {
      if (!(await updateOptionValueAt(tx, id, existing.version, columns))) throw errors.editionConflict();
    } else {
      await insertOptionValue(tx, { id, option_type_id: body.optionTypeId, ...columns, created_at: now });
    }
    if (body.default) await clearOtherDefaults(tx, body.optionTypeId, id, now);
    // Platform-wide records have no OU of their own: their history carries the OU of the user who changed them.
    await appendHistory(tx, {
      entityType: 'option',
      entityId: id,
      ouId: session.ouId,
      action: existing ? 'update' : 'create',
      login: session.login,
      at: now,
      details: { optionTypeId: body.optionTypeId, value: columns.value, default: body.default },
    });
  });
  return presentOptionValue((await optionValueById(deps.db, id))!);
}
