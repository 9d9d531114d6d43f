import type { AddressInfo } from 'node:net';
import smpp, { type PDU, type Session } from 'smpp';

// A real SMS centre for the SMPP tests (smpp.int.test.ts), started with the smpp package: it checks the bind,
// takes each submit_sm (a long text arrives as concatenated parts), answers, and sends delivery receipts back on
// the bound session.

/** A submit_sm the centre took: its PDU, destination, concatenation reference, part count and number, text, id. */
export type Submitted = {
  pdu: PDU;
  dest: string;
  ref: number;
  count: number;
  seq: number;
  text: string;
  id: string;
};

export async function startTestSmsc(
  answer: (s: Submitted, index: number) => number = () => 0,
  afterBind?: (session: Session) => void,
) {
  const submitted: Submitted[] = [];
  const binds: { system_id: unknown; password: unknown }[] = [];
  const unbinds: number[] = [];
  const sessions: Session[] = [];
  let n = 0;
  const server = smpp.createServer((session) => {
    sessions.push(session);
    session.on('error', () => undefined);
    session.on('bind_transceiver', (pdu: PDU) => {
      binds.push({ system_id: pdu.system_id, password: pdu.password });
      const ok = pdu.system_id === 'pb' && pdu.password === 'secret1';
      session.send(pdu.response({ command_status: ok ? 0 : smpp.errors.ESME_RBINDFAIL!, system_id: 'SMSC' }));
      if (ok) afterBind?.(session);
    });
    session.on('enquire_link', (pdu: PDU) => session.send(pdu.response()));
    session.on('unbind', (pdu: PDU) => {
      unbinds.push(pdu.sequence_number);
      session.send(pdu.response());
      session.close();
    });
    session.on('submit_sm', (pdu: PDU) => {
      const sm = pdu.short_message as { udh?: Buffer[]; message: string };
      const concat = sm.udh?.find((ie) => ie[0] === 0x00);
      const s: Submitted = {
        pdu,
        dest: String(pdu.destination_addr),
        ref: concat ? concat[2]! : -1,
        count: concat ? concat[3]! : 1,
        seq: concat ? concat[4]! : 1,
        text: sm.message,
        id: `msg-${++n}`,
      };
      const status = answer(s, submitted.length);
      if (status === 0) submitted.push(s);
      session.send(pdu.response(status === 0 ? { message_id: s.id } : { command_status: status }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  /** Sends a receipt on the bound session; resolves with the command_status of the deliver_sm_resp. */
  const receipt = (params: Record<string, unknown>) =>
    deliver(sessions.filter((s) => !s.socket.destroyed).at(-1)!, params);
  return {
    url: `smpp://pb:secret1@127.0.0.1:${port}`,
    port,
    server,
    submitted,
    binds,
    unbinds,
    receipt,
    sessions,
  };
}

/** Sends a deliver_sm on `session`; resolves with the command_status of its answer, rejects after 10 s without. */
export const deliver = (session: Session, params: Record<string, unknown>) =>
  new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('deliver_sm unanswered after 10 s')), 10_000);
    session.deliver_sm(
      { source_addr: '33612345678', destination_addr: 'PB', esm_class: 0x04, ...params },
      (resp) => {
        clearTimeout(timer);
        resolve(resp.command_status);
      },
    );
  });

export const receiptText = (id: string, stat: string, err = '000') =>
  `id:${id} sub:001 dlvrd:${stat === 'DELIVRD' ? '001' : '000'} submit date:2611201000 done date:2611201001 stat:${stat} err:${err} text:Bonjour`;
