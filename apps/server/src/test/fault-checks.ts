import type { Reader } from './fault-cluster';
import type { ReceivedMail } from './smtp';

// What the fault suite (faults.ts) reads of a round from outside the product's processes: its state, to tell
// that the work resumed after a kill, and at its end every check of "once, and nothing lost".

/** An invoice of a round: its number, its customer and the e-mail address it goes to. */
export type Invoice = { number: string; customer: string; email: string };

export type Round = { index: number; jobId: string; commandId: string | null; inbox: ReceivedMail[] };

/** What the round looks like from outside: any change after a kill is the work resumed. */
export async function snapshotOf(reader: Reader, round: Round): Promise<string> {
  const [job] = await reader.rows<{ state: string }>('select state from job where id = ?', [round.jobId]);
  const ids = [round.jobId, ...(round.commandId ? [round.commandId] : [])];
  const [history] = await reader.rows<{ n: number }>(
    `select count(*) as n from history where entity_id in (${ids.map(() => '?').join(',')})`,
    ids,
  );
  const [groups] = await reader.rows<{ n: number }>('select count(*) as n from pack_group where job_id = ?', [
    round.jobId,
  ]);
  let order = '-';
  if (round.commandId) {
    const [command] = await reader.rows<{ state: string }>(
      'select state from delivery_command where id = ?',
      [round.commandId],
    );
    const [events] = await reader.rows<{ n: number }>(
      `select count(*) as n from shipment_event e join shipment s on s.id = e.shipment_id
       join delivery d on d.id = s.delivery_id where d.command_id = ?`,
      [round.commandId],
    );
    const [shipments] = await reader.rows<{ n: number }>(
      'select count(*) as n from shipment s join delivery d on d.id = s.delivery_id where d.command_id = ?',
      [round.commandId],
    );
    order = `${command?.state} shipments=${shipments?.n} events=${events?.n}`;
  }
  return `job=${job?.state} groups=${groups?.n} history=${history?.n} order=${order} mails=${round.inbox.length}`;
}

/** The round's state, read while the product's processes come and go. */
export const stateOf = (reader: Reader, round: Round) =>
  snapshotOf(reader, round).catch((err: unknown) => `unreadable: ${String(err)}`);

/** Every check of a finished round; each failure is a duplicate or a loss, said in words. */
export async function checkRound(
  reader: Reader,
  round: Round,
  invoices: Invoice[],
): Promise<{ duplicates: string[]; lost: string[] }> {
  const duplicates: string[] = [];
  const lost: string[] = [];
  const r = `round ${round.index}`;
  const finalOnce = async (entityId: string, state: string, what: string) => {
    const [row] = await reader.rows<{ n: number }>(
      'select count(*) as n from history where entity_id = ? and state = ?',
      [entityId, state],
    );
    const n = Number(row?.n ?? 0);
    if (n === 0) lost.push(`${r}: ${what} never reached ${state}`);
    if (n > 1) duplicates.push(`${r}: ${what} reached ${state} ${n} times`);
  };
  await finalOnce(round.jobId, 'PACK_GROUPS_CREATED', 'the job');
  const groups = await reader.rows<{ id: string; identifier: string | null }>(
    'select id, identifier from pack_group where job_id = ?',
    [round.jobId],
  );
  if (groups.length > invoices.length)
    duplicates.push(`${r}: ${groups.length} pack groups for ${invoices.length}`);
  const identifiers = new Set(groups.map((g) => g.identifier));
  for (const invoice of invoices)
    if (!identifiers.has(invoice.number)) lost.push(`${r}: no pack group for ${invoice.number}`);
  if (!round.commandId) {
    lost.push(`${r}: no order`);
    return { duplicates, lost };
  }
  await finalOnce(round.commandId, 'OUTPUTTED', 'the order');
  const deliveries = await reader.rows<{ id: string }>('select id from delivery where command_id = ?', [
    round.commandId,
  ]);
  if (deliveries.length !== 1) duplicates.push(`${r}: ${deliveries.length} deliveries, one expected`);
  const shipments = await reader.rows<{
    id: string;
    pack_group_id: string;
    status_code: number;
    external_id: string | null;
    next_attempt_at: string | null;
  }>(
    `select s.id, s.pack_group_id, s.status_code, s.external_id, s.next_attempt_at from shipment s
     join delivery d on d.id = s.delivery_id where d.command_id = ?`,
    [round.commandId],
  );
  const perGroup = new Map<string, number>();
  for (const s of shipments) perGroup.set(s.pack_group_id, (perGroup.get(s.pack_group_id) ?? 0) + 1);
  for (const [group, n] of perGroup)
    if (n > 1) duplicates.push(`${r}: pack group ${group} has ${n} shipments`);
  for (const g of groups)
    if (!perGroup.has(g.id)) lost.push(`${r}: pack group ${g.identifier} has no shipment`);
  const accepted = await reader.rows<{ shipment_id: string; n: number }>(
    `select e.shipment_id, count(*) as n from shipment_event e join shipment s on s.id = e.shipment_id
     join delivery d on d.id = s.delivery_id where d.command_id = ? and e.status_code = 700
     group by e.shipment_id`,
    [round.commandId],
  );
  for (const a of accepted)
    if (Number(a.n) > 1) duplicates.push(`${r}: shipment ${a.shipment_id} recorded sent ${a.n} times`);
  for (const s of shipments) {
    if (s.status_code !== 700 || s.external_id === null || s.next_attempt_at !== null)
      lost.push(
        `${r}: shipment ${s.id} not handed over (status ${s.status_code}, claim ${s.next_attempt_at})`,
      );
    const received = round.inbox.filter((m) => m.messageId === s.external_id);
    if (received.length > 1) duplicates.push(`${r}: ${s.external_id} received ${received.length} times`);
  }
  const byRecipient = new Map<string, number>();
  for (const m of round.inbox) for (const to of m.to) byRecipient.set(to, (byRecipient.get(to) ?? 0) + 1);
  for (const invoice of invoices) {
    const n = byRecipient.get(invoice.email) ?? 0;
    if (n === 0) lost.push(`${r}: no e-mail reached ${invoice.email}`);
    if (n > 1) duplicates.push(`${r}: ${invoice.email} received ${n} e-mails`);
  }
  const known = new Set(shipments.map((s) => s.external_id));
  for (const m of round.inbox)
    if (!known.has(m.messageId)) duplicates.push(`${r}: ${m.messageId} is no shipment's e-mail`);
  return { duplicates, lost };
}
