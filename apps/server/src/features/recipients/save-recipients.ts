import type { ApiIssue, SaveRecipientsBody, SaveRecipientsResult } from '@postbridge/domain';
import type { Transaction } from 'kysely';
import type { Database } from '../../platform/db/schema';
import { isSet, newId } from '../../platform/db/util';
import type { Deps } from '../../platform/deps';
import { errors } from '../../platform/errors';
import type { SessionContext } from '../../platform/policy';
import { choiceOfRow, columnsOf, historyRowOf, type SourcedChoice } from './present-recipient';
import { administeredOu } from './recipient-access';
import { senderChoiceOf, senderWriteOutcome } from './recipient-rules';
import {
  appendRecipientHistory,
  chunksOf,
  insertRecipients,
  recipientsByIdentifiers,
  updateRecipient,
  type RecipientHistoryRow,
  type RecipientOuRow,
} from './queries';

/** Issues listed at most in one refusal: a list of thousands of wrong lines says enough in its first hundred. */
const MAX_ISSUES = 100;

type Accepted = { identifier: string; choice: SourcedChoice };

type Context = {
  tx: Transaction<Database>;
  ouId: string;
  at: string;
  login: string;
  counts: SaveRecipientsResult;
  history: RecipientHistoryRow[];
};

/**
 * POST /ou/recipients: records recipients as their sender knows them (source SENDER), one or a list, in OUs the
 * caller administers whose sender account is enabled. Everything is checked first and refused at once (-2 with
 * the issues); then every recipient is created or updated in one transaction, each change with its history row.
 * A choice the recipient made on the consent page is kept (`senderWriteOutcome`).
 */
export async function saveRecipients(
  deps: Deps,
  session: SessionContext,
  body: SaveRecipientsBody,
): Promise<SaveRecipientsResult> {
  const inList = Array.isArray(body);
  const items = inList ? body : [body];
  const issues: ApiIssue[] = [];
  const ous = new Map<string, RecipientOuRow>();
  const byOu = new Map<string, Map<string, Accepted>>();
  const seen = new Set<string>();
  for (const [index, item] of items.entries()) {
    const path = (field: string) => (inList ? `[${index}].${field}` : field);
    const ouId = item.senderAccountId ?? session.ouId;
    let ou = ous.get(ouId);
    if (!ou) {
      ou = await administeredOu(deps, session, ouId);
      ous.set(ouId, ou);
      if (!isSet(ou.sender_account)) {
        issues.push({
          key: 'recipient.senderAccountDisabled',
          path: path('senderAccountId'),
          severity: 'error',
          params: { ou: ou.name },
        });
      }
    }
    const accepted = byOu.get(ouId) ?? new Map<string, Accepted>();
    byOu.set(ouId, accepted);
    const identifier = item.recipientIdentifier;
    const key = JSON.stringify([ouId, identifier]);
    if (seen.has(key)) {
      issues.push({
        key: 'recipient.duplicate',
        path: path('recipientIdentifier'),
        severity: 'error',
        params: { identifier },
      });
    }
    seen.add(key);
    const checked = senderChoiceOf(item, inList, path);
    if (checked.values)
      accepted.set(identifier, { identifier, choice: { ...checked.values, source: 'SENDER' } });
    else issues.push(...checked.issues);
  }
  if (issues.length) throw errors.invalid('body', issues.slice(0, MAX_ISSUES));

  const counts: SaveRecipientsResult = { created: 0, updated: 0, unchanged: 0, kept: 0 };
  const at = deps.clock.now().toISOString();
  await deps.db.transaction().execute(async (tx) => {
    const history: RecipientHistoryRow[] = [];
    for (const [ouId, accepted] of byOu) {
      const context: Context = { tx, ouId, at, login: session.login, counts, history };
      for (const chunk of chunksOf([...accepted.values()])) await writeChunk(context, chunk);
    }
    await appendRecipientHistory(tx, history);
  });
  return counts;
}

async function writeChunk(context: Context, chunk: Accepted[]): Promise<void> {
  const { tx, ouId, at, counts, history } = context;
  const existing = await recipientsByIdentifiers(
    tx,
    ouId,
    chunk.map((c) => c.identifier),
  );
  const known = new Set(existing.map((r) => r.recipient_identifier));
  const fresh = chunk
    .filter((c) => !known.has(c.identifier))
    .map((c) => ({
      accepted: c,
      row: {
        id: newId(),
        ou_id: ouId,
        recipient_identifier: c.identifier,
        ...columnsOf(c.choice, at),
        created_at: at,
      },
    }));
  const written = await insertRecipients(
    tx,
    fresh.map((f) => f.row),
  );
  for (const { accepted, row } of fresh) {
    if (!written.has(row.recipient_identifier)) continue;
    counts.created += 1;
    history.push(historyRowOf(row, 'created', accepted.choice, context.login, at));
  }
  // Recipients another request created meanwhile are updated as the others.
  const raced = fresh.filter((f) => !written.has(f.row.recipient_identifier)).map((f) => f.accepted);
  const current = raced.length
    ? [
        ...existing,
        ...(await recipientsByIdentifiers(
          tx,
          ouId,
          raced.map((c) => c.identifier),
        )),
      ]
    : existing;
  const wanted = new Map(chunk.map((c) => [c.identifier, c]));
  for (const row of current) {
    const { choice } = wanted.get(row.recipient_identifier)!;
    const outcome = senderWriteOutcome(choiceOfRow(row), choice);
    if (outcome !== 'updated') {
      counts[outcome] += 1;
      continue;
    }
    if (!(await updateRecipient(tx, row.id, row.version, columnsOf(choice, at)))) {
      throw errors.editionConflict();
    }
    counts.updated += 1;
    history.push(historyRowOf(row, 'changed', choice, context.login, at));
  }
}
