import type { SavedChannel } from '@postbridge/domain';
import type { Deps } from '../../platform/deps';
import { errors } from '../../platform/errors';
import { canSeeOu, type SessionContext } from '../../platform/policy';
import { appendHistory } from '../../platform/history/queries';
import { canAdminChannels, presentChannel } from './channel-access';
import { channelIdsOfOu, channelsOfOu, existingChannelIds, ouWithPath, replaceOuChannels } from './queries';

// The OU channel list (docs/product.md §7 "OU channels GET and POST"): the channels the services of the OU
// may use. It is the OU's own list; nothing is inherited from the parent OU.

/** An OU the caller may see (its visible subtree, or an ancestor of its own OU); "not found" otherwise. */
async function visibleOu(deps: Pick<Deps, 'db'>, session: SessionContext, ouId: string) {
  const ou = await ouWithPath(deps.db, ouId);
  if (!ou || !canSeeOu(session, ou.path)) throw errors.notFound('The organisation unit');
  return ou;
}

/** GET /ou/{ouId}/channels: the OU's channels, by name, without their external output token. */
export async function getOuChannels(
  deps: Pick<Deps, 'db'>,
  session: SessionContext,
  ouId: string,
): Promise<SavedChannel[]> {
  const ou = await visibleOu(deps, session, ouId);
  return (await channelsOfOu(deps.db, ou.id)).map((row) => presentChannel(row));
}

/**
 * POST /ou/{ouId}/channels: the OU's list becomes exactly these channels (super administrators only). An unknown
 * channel id is refused (-2 naming `body[i]`). History 'channels' on the OU, with what was added and removed.
 */
export async function saveOuChannels(
  deps: Deps,
  session: SessionContext,
  ouId: string,
  channelIds: readonly string[],
): Promise<SavedChannel[]> {
  if (!canAdminChannels(session)) throw errors.unauthorized();
  const ou = await visibleOu(deps, session, ouId);
  const wanted = [...new Set(channelIds)];
  const known = await existingChannelIds(deps.db, wanted);
  const unknown = channelIds.findIndex((id) => !known.includes(id));
  if (unknown >= 0) throw errors.badRequest(`body[${unknown}]`, `no channel ${channelIds[unknown]} exists`);
  const at = deps.clock.now().toISOString();
  await deps.db.transaction().execute(async (tx) => {
    const before = await channelIdsOfOu(tx, ou.id);
    await replaceOuChannels(tx, ou.id, wanted);
    await appendHistory(tx, {
      entityType: 'ou',
      entityId: ou.id,
      ouId: ou.id,
      action: 'channels',
      login: session.login,
      at,
      details: {
        added: wanted.filter((id) => !before.includes(id)),
        removed: before.filter((id) => !wanted.includes(id)),
      },
    });
  });
  return getOuChannels(deps, session, ou.id);
}
