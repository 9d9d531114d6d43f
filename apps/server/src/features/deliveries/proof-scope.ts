import type { Deps } from '../../platform/deps';
import { errors } from '../../platform/errors';
import { canDo, scopeFor, viewScope, type Scope, type SessionContext } from '../../platform/policy';
import { visiblePackGroups } from '../pack-groups';

/**
 * Whose letters a proof may show (POST /deliveries/proof). Letters not ordered yet take createOrders, as ordering
 * them would (the delivery screen, before the order). Letters of an order take what seeing that order takes
 * (viewOrders / viewOrdersOthers): a validator checks any letter of a pending order as it will be printed, and
 * whoever follows the order in Manage sees the same (docs/product.md §2 "Validation screen", "Manage:
 * deliveries ... proofs"). Answers the scope the letters are read in; a caller who may neither order nor see
 * them is refused (-12).
 */
export async function proofScope(
  deps: Pick<Deps, 'db'>,
  session: SessionContext,
  packGroupIds: readonly string[],
): Promise<Scope> {
  const ids = [...new Set(packGroupIds)];
  const seen = viewScope(session);
  const ordered = (await visiblePackGroups(deps.db, seen, ids)).filter((row) => row.command_id !== null);
  if (ids.length > 0 && ordered.length === ids.length) return seen;
  if (!canDo(session, 'createOrders')) throw errors.unauthorized();
  return scopeFor(session, 'createOrders');
}
