import { DEFAULT_BRANDING } from '@postbridge/domain';
import type { Deps } from '../../platform/deps';
import { AppError, errors } from '../../platform/errors';
import { appendHistory } from '../../platform/history/queries';
import type { SessionContext } from '../../platform/policy';
import { accountCounts, brandingById, deleteBrandingWithNews } from './queries';

/**
 * DELETE /brandings/{id}: removes a white label and its news. Refused (-2) for the default one (shown wherever no
 * other applies) and while accounts show it (they would silently fall back to another).
 */
export async function deleteBranding(
  deps: Deps,
  session: SessionContext,
  brandingId: string,
): Promise<{ id: string }> {
  const row = await brandingById(deps.db, brandingId);
  if (!row) throw errors.notFound('The white label');
  if (row.name === DEFAULT_BRANDING) {
    throw new AppError(
      'badRequest',
      'The default white label cannot be deleted.',
      'system.brandings.error.defaultUndeletable',
      undefined,
      'params.brandingId',
    );
  }
  const used = (await accountCounts(deps.db)).get(brandingId) ?? 0;
  if (used > 0) {
    throw new AppError(
      'badRequest',
      `The white label is shown by ${used} account(s).`,
      'system.brandings.error.inUse',
      { count: used },
      'params.brandingId',
    );
  }
  const now = deps.clock.now().toISOString();
  await deps.db.transaction().execute(async (tx) => {
    await deleteBrandingWithNews(tx, brandingId);
    await appendHistory(tx, {
      entityType: 'branding',
      entityId: brandingId,
      ouId: session.ouId,
      action: 'delete',
      login: session.login,
      at: now,
      details: { name: row.name },
    });
  });
  return { id: brandingId };
}
