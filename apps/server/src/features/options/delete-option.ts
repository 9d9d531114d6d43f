import type { Deps } from '../../platform/deps';
import { AppError, errors } from '../../platform/errors';
import type { SessionContext } from '../../platform/policy';
import { appendHistory } from '../../platform/history/queries';
import { canAdminChannels } from '../channels';
import { optionUsers } from './option-usage';
import { deleteOptionValue, optionValueById } from './queries';

/**
 * DELETE /options/{optionId}: super administrators only. Refused (-2, label error.optionInUse) while a channel's
 * output file offers the option, or a service orders it.
 */
export async function removeOption(
  deps: Deps,
  session: SessionContext,
  optionId: string,
): Promise<{ id: string }> {
  if (!canAdminChannels(session)) throw errors.unauthorized();
  const option = await optionValueById(deps.db, optionId);
  if (!option) throw errors.notFound('The option');
  const now = deps.clock.now().toISOString();
  await deps.db.transaction().execute(async (tx) => {
    const users = await optionUsers(tx, { optionId: option.id });
    if (users.length > 0) {
      throw new AppError(
        'badRequest',
        `The option "${option.value}" cannot be deleted: ${users.join(', ')} use it.`,
        'error.optionInUse',
        { value: option.value, users: users.length },
      );
    }
    await deleteOptionValue(tx, option.id);
    await appendHistory(tx, {
      entityType: 'option',
      entityId: option.id,
      ouId: session.ouId,
      action: 'delete',
      login: session.login,
      at: now,
      details: { optionTypeId: option.option_type_id, value: option.value },
    });
  });
  return { id: option.id };
}
