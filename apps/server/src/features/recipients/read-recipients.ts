import type { Recipient, RecipientChoice, RecipientListQuery } from '@postbridge/domain';
import type { Deps } from '../../platform/deps';
import { errors } from '../../platform/errors';
import type { SessionContext } from '../../platform/policy';
import { presentChoice, presentRecipient } from './present-recipient';
import { readableOu, recipientReadPrefix } from './recipient-access';
import { listRecipients, recipientByIdentifier, recipientHistory, type RecipientPlace } from './queries';

async function list(
  deps: Deps,
  place: RecipientPlace,
  query: RecipientListQuery,
): Promise<{ recipients: Recipient[]; overflow: boolean }> {
  const rows = await listRecipients(deps.db, place, {
    identifier: query.identifier,
    preference: query.preference,
    limit: query.maxResults + 1,
  });
  return {
    recipients: rows.slice(0, query.maxResults).map(presentRecipient),
    overflow: rows.length > query.maxResults,
  };
}

/** GET /ou/{ouId}/recipients/list: an OU's recipients by identifier, filtered, with overflow. */
export async function listOuRecipients(
  deps: Deps,
  session: SessionContext,
  ouId: string,
  query: RecipientListQuery,
) {
  const ou = await readableOu(deps, session, ouId);
  return list(deps, { ouId: ou.id }, query);
}

/** GET /ou/recipients/list: the recipients of every OU the caller may read (its subtree). */
export async function listVisibleRecipients(deps: Deps, session: SessionContext, query: RecipientListQuery) {
  return list(deps, { pathPrefix: recipientReadPrefix(session) }, query);
}

async function recipientOf(deps: Deps, session: SessionContext, ouId: string, identifier: string) {
  const ou = await readableOu(deps, session, ouId);
  const row = await recipientByIdentifier(deps.db, ou.id, identifier);
  if (!row) throw errors.notFound('The recipient');
  return row;
}

/** GET /ou/recipients?recipientIdentifier=&ouId=: one recipient, of the caller's own OU unless another is named. */
export async function readRecipient(
  deps: Deps,
  session: SessionContext,
  query: { recipientIdentifier: string; ouId?: string | undefined },
): Promise<Recipient> {
  return presentRecipient(
    await recipientOf(deps, session, query.ouId ?? session.ouId, query.recipientIdentifier),
  );
}

/** GET /ou/{ouId}/recipients/revisions?recipientIdentifier=: every choice recorded, oldest first. */
export async function recipientRevisions(
  deps: Deps,
  session: SessionContext,
  ouId: string,
  identifier: string,
): Promise<RecipientChoice[]> {
  const row = await recipientOf(deps, session, ouId, identifier);
  const history = await recipientHistory(deps.db, row.id);
  return history.map((h) => presentChoice(row.recipient_identifier, h));
}
