import type { Deps } from '../../platform/deps';
import { errors } from '../../platform/errors';
import { mayAdminister, visibleOuPathPrefix, type SessionContext } from '../../platform/policy';
import { ouOfId } from './queries';

/**
 * The OU whose webhooks the caller reads or changes: `adminOu` on it (its own OU or one above it; an API key with
 * the admin scope is such a caller), super administrators everywhere (superAdminView reads). An OU out of the
 * caller's sight answers -3 as an unknown one; one in sight that the caller may not administer answers -12.
 */
export async function webhookOu(
  deps: Pick<Deps, 'db'>,
  session: SessionContext,
  ouId: string,
  action: 'read' | 'change',
): Promise<{ id: string; path: string; web_hook_url: string | null }> {
  const ou = await ouOfId(deps.db, ouId);
  const prefix = visibleOuPathPrefix(session);
  if (!ou || (prefix !== null && !ou.path.startsWith(prefix))) throw errors.notFound('The organisation unit');
  if (!mayAdminister(session, ou.path, 'adminOu', action)) throw errors.unauthorized();
  return ou;
}
