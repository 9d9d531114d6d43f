import type { Deps } from '../../platform/deps';
import { AppError, errors } from '../../platform/errors';
import type { SessionContext } from '../../platform/policy';
import { appendHistory } from '../../platform/history/queries';
import { canAdminChannels } from '../channels';
import { optionUsers } from './option-usage';
import { countOptionsOfType, deleteOptionType, optionTypeById } from './queries';

/**
 * DELETE /options/type/{optionTypeId}: super administrators only. Refused (-2, label error.optionTypeInUse)
 * while options belong to the type or channels (or services) offer options of it: those are removed first.
 */
export async function removeOptionType(
  deps: Deps,
  session: SessionContext,
  optionTypeId: string,
): Promise<{ id: string }> {
  if (!canAdminChannels(session)) throw errors.unauthorized();
  const type = await optionTypeById(deps.db, optionTypeId);
  if (!type) throw errors.notFound('The option type');
  const now = deps.clock.now().toISOString();
  await deps.db.transaction().execute(async (tx) => {
    const options = await countOptionsOfType(tx, type.id);
    const users = await optionUsers(tx, { optionTypeId: type.id });
    if (options > 0 || users.length > 0) {
      const names = users.length ? ` (used by ${users.join(', ')})` : '';
      throw new AppError(
        'badRequest',
        `The option type "${type.name}" cannot be deleted: ${options} options still belong to it${names}.`,
        'error.optionTypeInUse',
        { name: type.name, options, users: users.length },
      );
    }
    await deleteOptionType(tx, type.id);
    await appendHistory(tx, {
      entityType: 'optionType',
      entityId: type.id,
      ouId: session.ouId,
      action: 'delete',
      login: session.login,
      at: now,
      details: { name: type.name },
    });
  });
  return { id: type.id };
}
