import { buffer } from 'node:stream/consumers';
import fs from 'node:fs/promises';
import path from 'node:path';
import addressparser from 'nodemailer/lib/addressparser';
import MailComposer from 'nodemailer/lib/mail-composer';
import { newId, parseJson } from '../../../platform/db/util';
import { PackGroupDocuments } from '../pack-group-documents';
import { packGroupById, storedFileById } from '../queries';
import { openPixelUrl } from '../../tracking';
import { dkimSign, senderFor } from '../../mail-domains';
import { returnHeadersOf } from '../../mail-returns';
import { composePrintFile } from './print-setup';
import type { DeliveryContext, PreparedBatch, ProviderAdapter, ShipmentRow } from './provider';
import { SmtpSendError, SmtpSession } from './smtp-session';
import { escapeHtml } from '../../../platform/mail/mailer';

// `smtp`: e-mail through SMTP_URL (nodemailer), or `.eml` files in DATA_DIR/outbox when it is unset. The
// shipment's output is its pack group's PDF (the pages of its main part and of the parts reconciled with it, taken
// from the deposited files), attached under the `attachmentName` requirement. Status 700 when the server
// accepts the message. The exact guarantee: docs/domain-decisions.md "Sending".

/** The e-mails of a delivery are cut this many at a time, each batch committed on its own. */
const PREPARE_BATCH = 50;

/** The domain of MAIL_FROM (`Postbridge <no-reply@example.org>` → example.org). */
export function mailDomainOf(mailFrom: string): string {
  return /@([^>\s]+)>?\s*$/.exec(mailFrom)?.[1] ?? 'localhost';
}

/** The Message-ID of a shipment's e-mail: derived from its id, the same on every attempt. */
export const messageIdOf = (shipmentId: string, mailFrom: string): string =>
  `<${shipmentId}.shipment@${mailDomainOf(mailFrom)}>`;

const textOf = (html: string) =>
  html
    .replace(/<br\s*\/?>|<\/p>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&#(\d+);/g, (_, n: string) => String.fromCharCode(Number(n)))
    .trim();

/** The attachment's file name: the `attachmentName` value (with .pdf added when missing), else the nuid. */
export function attachmentNameOf(shipment: Pick<ShipmentRow, 'recipient' | 'nuid'>): string {
  const name = parseJson<Record<string, unknown>>(shipment.recipient, {}).attachmentName;
  const base =
    typeof name === 'string' && name.trim()
      ? name.trim().replace(/[\\/]/g, '_')
      : (shipment.nuid ?? 'document');
  return /\.pdf$/i.test(base) ? base : `${base}.pdf`;
}

async function* cutAttachments(ctx: DeliveryContext, shipments: ShipmentRow[]): AsyncIterable<PreparedBatch> {
  const { deps } = ctx;
  const tmp = path.join(deps.config.dataDir, 'tmp');
  await fs.mkdir(tmp, { recursive: true });
  for (let start = 0; start < shipments.length; start += PREPARE_BATCH) {
    const batch = shipments.slice(start, start + PREPARE_BATCH);
    const groups = await Promise.all(batch.map((s) => packGroupById(deps.db, s.pack_group_id ?? '')));
    const documents = await PackGroupDocuments.open(
      deps,
      ctx.service,
      ctx.job,
      groups.flatMap((g) => (g ? [g.id] : [])),
    );
    try {
      const prepared: PreparedBatch = { files: [], shipments: [] };
      for (const [i, shipment] of batch.entries()) {
        const group = groups[i];
        if (!group) throw new Error(`Shipment ${shipment.id} has no pack group.`);
        // The attachment holds the pack group's documents: its main part, then the parts reconciled with it.
        const localPath = path.join(tmp, `${newId()}.pdf`);
        const composed = await composePrintFile(
          deps.work,
          localPath,
          [{ pages: await documents.pagesOf(group) }],
          {},
        );
        const key = `outputs/${ctx.delivery.id}/${shipment.id}.pdf`;
        prepared.files.push({
          key,
          name: attachmentNameOf(shipment),
          localPath,
          contentType: 'application/pdf',
        });
        prepared.shipments.push({ id: shipment.id, fileKey: key, pages: composed.pageCount, sheets: 0 });
      }
      yield prepared;
    } finally {
      documents.close();
    }
  }
}

type Email = { raw: Buffer; envelope: { from: string; to: string[] }; messageId: string };

/**
 * The one mailbox a shipment's e-mail goes to: its validated `recipientEmail` value, exactly. A value the sender
 * kept although the check refused it (FORCED) is sent as kept, but only when it is one address: a list
 * ("a@x.org, b@y.org") would hand one recipient's document to several mailboxes, a name with an address
 * ("Ada <b@y.org>") would go elsewhere than the value the validator saw, and words are no address at all
 * (nodemailer would send to nobody, and the hand-over left in doubt would later count as sent).
 */
function recipientAddressOf(value: string | null | undefined): { address: string } | { error: string } {
  const address = value?.trim();
  if (!address) return { error: 'The shipment has no recipient e-mail address.' };
  const parsed = addressparser(address);
  const [only] = parsed;
  if (parsed.length === 1 && only && 'address' in only && !only.name && only.address === address) {
    return { address };
  }
  return { error: `The recipient e-mail "${address}" is not one e-mail address: nothing was sent.` };
}

/**
 * The message of a shipment: subject, HTML body, reply-to and the PDF, under its derived Message-ID (always of
 * MAIL_FROM's domain: the same on every attempt, whatever the sender domain becomes). It comes from the sender of
 * the shipment's OU (`senderFor`: From and DKIM key), leaves with the shipment's VERP return path as envelope
 * sender and the RFC 8058 List-Unsubscribe headers (features/mail-returns), and is signed last, over the headers
 * as sent.
 */
async function emailOf(
  ctx: DeliveryContext,
  shipment: ShipmentRow,
): Promise<Email | { error: string; statusCode: number }> {
  const { deps } = ctx;
  const recipient = parseJson<Record<string, string | null>>(shipment.recipient, {});
  const recipientAddress = recipientAddressOf(recipient.recipientEmail);
  // -613 incorrect recipient (docs/product.md §4): final, never handed over.
  if ('error' in recipientAddress) return { error: recipientAddress.error, statusCode: -613 };
  const to = recipientAddress.address;
  const stored = shipment.output_file_id ? await storedFileById(deps.db, shipment.output_file_id) : undefined;
  if (!stored) return { error: 'The shipment has no output file to attach.', statusCode: -700 };
  const content = await buffer(await deps.files.get(stored.storage_key));
  const subject = recipient.subject?.trim() || ctx.delivery.name;
  // Without a body requirement the message says what it is in the sender's own words: its subject.
  const body = recipient.body?.trim() || `<p>${escapeHtml(subject)}</p>`;
  // The open-tracking image (tracking/open-tracking.ts): 715 when the recipient's mail client shows images.
  const html = `${body}<img src="${await openPixelUrl(deps, shipment.id)}" width="1" height="1" alt="" />`;
  const messageId = messageIdOf(shipment.id, deps.config.mailFrom);
  const sender = await senderFor(deps, shipment.ou_id);
  const returns = await returnHeadersOf(deps, shipment.id, sender.from);
  const node = new MailComposer({
    from: sender.from,
    to,
    envelope: { from: returns.returnPath, to: [to] },
    subject,
    html,
    text: textOf(body),
    ...(recipient.replyTo?.trim() ? { replyTo: recipient.replyTo.trim() } : {}),
    messageId,
    date: deps.clock.now(),
    headers: { 'X-Postbridge-Shipment': shipment.nuid ?? shipment.id, ...returns.headers },
    attachments: [{ filename: stored.name, content, contentType: 'application/pdf' }],
  }).compile();
  const envelope = node.getEnvelope();
  const raw = await node.build();
  return {
    raw: sender.dkim ? await dkimSign(raw, sender.dkim) : raw,
    envelope: { from: envelope.from || returns.returnPath, to: envelope.to },
    messageId,
  };
}

/** Without SMTP_URL: the message as `DATA_DIR/outbox/<shipment id>.eml`, written whole or not at all. */
async function writeToOutbox(ctx: DeliveryContext, shipment: ShipmentRow, raw: Buffer): Promise<string> {
  const folder = path.join(ctx.deps.config.dataDir, 'outbox');
  await fs.mkdir(folder, { recursive: true });
  const file = path.join(folder, `${shipment.id}.eml`);
  const part = `${file}.${newId()}.part`;
  await fs.writeFile(part, raw);
  await fs.rename(part, file);
  return file;
}

const failure = (err: unknown) => (err instanceof Error ? err.message : String(err));

export const smtpProvider: ProviderAdapter = {
  name: 'smtp',
  prepare: cutAttachments,

  async send(ctx, { due, inDoubt }, ledger, options) {
    const { deps } = ctx;
    const url = deps.config.smtpUrl;
    // How long a hand-over may stay unreported before another pass resolves it (SEND_HAND_OVER_LEASE_SECONDS,
    // longer than the session's socket timeout).
    const leaseMs = deps.config.sending.handOverLeaseSeconds * 1000;
    const lease = () => new Date(deps.clock.now().getTime() + leaseMs);

    // A hand-over that began and never reported. Before its data ended (no hand_over_complete_at: the worker
    // died before the final dot) the server dropped the message: it is sent again, now. After, the server may
    // have accepted it: it is not sent again (at most once) and counts as sent, marked unconfirmed. The outbox
    // has no such doubt: writing the same file again is not a second e-mail.
    const again: ShipmentRow[] = [];
    for (const shipment of inDoubt) {
      const messageId = messageIdOf(shipment.id, deps.config.mailFrom);
      if (!url) {
        const email = await emailOf(ctx, shipment);
        if ('error' in email) continue;
        const file = await writeToOutbox(ctx, shipment, email.raw);
        await ledger.accepted(shipment, {
          source: 'smtp',
          eventId: `outbox:${messageId}`,
          statusCode: 700,
          details: { messageId, file },
        });
        continue;
      }
      if (shipment.hand_over_complete_at === null) {
        if (await ledger.releaseInDoubt(shipment, 'The worker stopped before the message was complete.'))
          again.push(shipment);
        continue;
      }
      await ledger.accepted(shipment, {
        source: 'smtp',
        eventId: `unconfirmed:${messageId}`,
        statusCode: 700,
        details: {
          messageId,
          unconfirmed: true,
          reason: 'The worker stopped while the mail server had the message; it is not sent again.',
        },
      });
    }

    let session: SmtpSession | null = null;
    try {
      const toSend = [...again, ...due];
      for (const [index, shipment] of toSend.entries()) {
        const email = await emailOf(ctx, shipment);
        if ('error' in email) {
          await ledger.refused(shipment, {
            source: 'smtp',
            eventId: `invalid:${shipment.id}`,
            statusCode: email.statusCode,
            error: email.error,
          });
          continue;
        }
        if (url && !session?.usable) {
          try {
            session = await SmtpSession.open(url, leaseMs);
          } catch (err) {
            // Nothing was handed over: every shipment left is tried again later.
            for (const rest of toSend.slice(index))
              await ledger.retryLater(rest, `SMTP server unreachable: ${failure(err)}`, false);
            return;
          }
        }
        if (!(await ledger.claim(shipment, email.messageId, lease()))) continue;
        let accepted: Record<string, unknown>;
        try {
          accepted = session
            ? {
                messageId: email.messageId,
                response: await session.send(email.envelope, email.raw, async () => {
                  await options.beforeDataEnd?.(shipment.id);
                  return ledger.complete(shipment, email.messageId);
                }),
              }
            : { messageId: email.messageId, file: await writeToOutbox(ctx, shipment, email.raw) };
        } catch (err) {
          if (err instanceof SmtpSendError && err.code !== null && err.code >= 500) {
            await ledger.refused(shipment, {
              source: 'smtp',
              eventId: `refused:${email.messageId}`,
              statusCode: -710,
              error: `SMTP ${err.code}: ${err.message}`,
            });
          } else if (err instanceof SmtpSendError && err.code !== null) {
            await ledger.retryLater(shipment, `SMTP ${err.code}: ${err.message}`, true);
          } else if (!url) {
            await ledger.retryLater(shipment, failure(err), true);
          }
          // No answer: the server may have the message. The claim stays; once its lease is over the next run
          // resolves it without sending it again (the in-doubt case above).
          continue;
        }
        await options.afterAccept?.(shipment.id);
        await ledger.accepted(shipment, {
          source: 'smtp',
          eventId: `${url ? 'accepted' : 'outbox'}:${email.messageId}`,
          statusCode: 700,
          details: accepted,
        });
      }
    } finally {
      session?.close();
    }
  },
};
