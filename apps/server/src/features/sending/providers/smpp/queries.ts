import type { Selectable, Transaction } from 'kysely';
import type { Db } from '../../../../platform/db/database';
import type { Database, SmppPartTable } from '../../../../platform/db/schema';
import { newId } from '../../../../platform/db/util';

// The SQL of the `smpp` provider: the parts of its shipments (0040-smpp.ts). Written by the worker that hands a
// shipment over and by the receipts of its session; no caller, no OU: the sending flow's own bookkeeping, as the
// hand-over columns of features/sending/queries.ts.

type Executor = Db | Transaction<Database>;
type SmppPartRow = Selectable<SmppPartTable>;

/** Receipt states after which a part's fate is known (appendix B); they are never replaced. */
const FINAL_RECEIPT_STATES = ['DELIVRD', 'UNDELIV', 'EXPIRED', 'DELETED', 'REJECTD'];

export const partsOfShipment = (db: Executor, shipmentId: string): Promise<SmppPartRow[]> =>
  db
    .selectFrom('smpp_part')
    .selectAll()
    .where('shipment_id', '=', shipmentId)
    .orderBy('part_number')
    .execute();

/**
 * Marks a part as being submitted, before it leaves: a new row, or one whose earlier submit was not taken
 * (`notTaken`). False when another worker has it, or it was submitted already: it must not leave again.
 */
export async function beginPart(
  db: Executor,
  part: { shipmentId: string; smsc: string; number: number; count: number; reference: number; at: string },
): Promise<boolean> {
  const existing = await db
    .selectFrom('smpp_part')
    .select(['id', 'state'])
    .where('shipment_id', '=', part.shipmentId)
    .where('part_number', '=', part.number)
    .executeTakeFirst();
  if (existing) {
    const r = await db
      .updateTable('smpp_part')
      .set({ state: 'submitting', submitted_at: part.at, command_status: null, smsc: part.smsc })
      .where('id', '=', existing.id)
      .where('state', '=', 'notTaken')
      .executeTakeFirst();
    return Number(r.numUpdatedRows) === 1;
  }
  const inserted = await db
    .insertInto('smpp_part')
    .values({
      id: newId(),
      shipment_id: part.shipmentId,
      smsc: part.smsc,
      part_number: part.number,
      part_count: part.count,
      reference: part.reference,
      state: 'submitting',
      message_id: null,
      command_status: null,
      submitted_at: part.at,
      accepted_at: null,
      receipt_state: null,
      receipt_error: null,
      receipt_at: null,
    })
    .onConflict((oc) => oc.columns(['shipment_id', 'part_number']).doNothing())
    .executeTakeFirst();
  return Number(inserted.numInsertedOrUpdatedRows ?? 0) === 1;
}

/** The centre's answer to a part: accepted (with its message id), not taken (passing), or refused for good. */
export async function answerPart(
  db: Executor,
  shipmentId: string,
  number: number,
  answer:
    | { state: 'accepted'; messageId: string; at: string }
    | { state: 'notTaken' | 'refused'; commandStatus: number | null },
): Promise<void> {
  await db
    .updateTable('smpp_part')
    .set(
      answer.state === 'accepted'
        ? { state: 'accepted', message_id: answer.messageId, accepted_at: answer.at, command_status: 0 }
        : { state: answer.state, command_status: answer.commandStatus },
    )
    .where('shipment_id', '=', shipmentId)
    .where('part_number', '=', number)
    .execute();
}

/** The accepted parts a centre gave one of these message ids (ids are unique per centre). */
export async function partsWithMessageId(
  db: Executor,
  smsc: string,
  messageIds: string[],
): Promise<SmppPartRow[]> {
  if (!messageIds.length) return [];
  return db
    .selectFrom('smpp_part')
    .selectAll()
    .where('smsc', '=', smsc)
    .where('message_id', 'in', messageIds)
    .where('state', '=', 'accepted')
    .execute();
}

/**
 * Writes a receipt on its part, unless the part's fate is known already (a final state is never replaced): answers
 * whether it wrote.
 */
export async function writeReceipt(
  db: Executor,
  partId: string,
  receipt: { state: string; error: string | null; at: string },
): Promise<boolean> {
  const r = await db
    .updateTable('smpp_part')
    .set({ receipt_state: receipt.state, receipt_error: receipt.error, receipt_at: receipt.at })
    .where('id', '=', partId)
    .where((eb) =>
      eb.or([eb('receipt_state', 'is', null), eb('receipt_state', 'not in', FINAL_RECEIPT_STATES)]),
    )
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/**
 * The channels whose accepted parts still await their final receipt, accepted since `since`, with their centre:
 * the worker keeps a session bound to each (receipts arrive on a bound session).
 */
export async function channelsAwaitingReceipts(
  db: Executor,
  since: string,
): Promise<{ channelId: string; smsc: string }[]> {
  const rows = await db
    .selectFrom('smpp_part')
    .innerJoin('shipment', 'shipment.id', 'smpp_part.shipment_id')
    .select(['shipment.channel_id', 'smpp_part.smsc'])
    .distinct()
    .where('smpp_part.state', '=', 'accepted')
    .where('smpp_part.accepted_at', '>=', since)
    .where((eb) =>
      eb.or([
        eb('smpp_part.receipt_state', 'is', null),
        eb('smpp_part.receipt_state', 'not in', FINAL_RECEIPT_STATES),
      ]),
    )
    .execute();
  return rows.flatMap((r) => (r.channel_id ? [{ channelId: r.channel_id, smsc: r.smsc }] : []));
}
