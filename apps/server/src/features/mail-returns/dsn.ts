import PostalMime from 'postal-mime';

// Delivery status notifications (RFC 3464): a `multipart/report; report-type=delivery-status` whose
// `message/delivery-status` part holds a block of per-message fields, then one block per recipient (Action,
// Status, Diagnostic-Code…). What the bounce receiver makes of one (docs/providers.md "E-mail: return path,
// bounces and unsubscribe"):
// - failed, or a 5.x.x status: 5.7.x (policy, spam, blocked) → -712 blocked; any other 5.x.x → -711 bounced;
// - delayed, or a 4.x.x status: kept as a detail of the shipment, no status;
// - delivered, relayed, expanded: nothing to record.

/** One per-recipient block of a DSN, the fields that matter. */
type DsnRecipient = {
  action: string;
  status: string | null;
  diagnostic: string | null;
  finalRecipient: string | null;
  remoteMta: string | null;
};

/** What a DSN says about the message it reports on. */
type DsnVerdict =
  | { kind: 'bounced' | 'blocked' | 'delayed'; recipient: DsnRecipient; reportingMta: string | null }
  | { kind: 'delivered'; recipient: DsnRecipient; reportingMta: string | null };

/** Fields of a block (`Name: value`, continuation lines unfolded), names lower-cased. */
function fieldsOf(block: string): Map<string, string> {
  const fields = new Map<string, string>();
  let last: string | null = null;
  for (const line of block.split(/\r?\n/)) {
    if (/^[ \t]/.test(line) && last) {
      fields.set(last, `${fields.get(last)} ${line.trim()}`);
      continue;
    }
    const match = /^([A-Za-z0-9-]+)\s*:\s*(.*)$/.exec(line);
    if (!match) continue;
    last = match[1]!.toLowerCase();
    // The first occurrence wins (a field is not repeated in a well-formed block).
    if (!fields.has(last)) fields.set(last, match[2]!.trim());
  }
  return fields;
}

/** `rfc822; ada@example.org` → `ada@example.org`; `smtp; 550 5.1.1 …` → `550 5.1.1 …`. */
const typedValue = (value: string | undefined): string | null => {
  if (value === undefined) return null;
  const text = value.replace(/^[\w-]+\s*;\s*/, '').trim();
  return text || null;
};

/** The blocks of a `message/delivery-status` body: the per-message fields, then each recipient's. */
export function readDeliveryStatus(text: string): {
  reportingMta: string | null;
  recipients: DsnRecipient[];
} {
  const blocks = text
    .split(/\r?\n[ \t]*\r?\n/)
    .map((b) => b.trim())
    .filter(Boolean)
    .map(fieldsOf);
  const [message, ...rest] = blocks;
  // A report with a single block: some servers put the recipient's fields with the message's.
  const recipients = (rest.length ? rest : blocks).filter((fields) => fields.has('action')).map(recipientOf);
  return { reportingMta: typedValue(message?.get('reporting-mta')), recipients };
}

const recipientOf = (fields: Map<string, string>): DsnRecipient => ({
  action: fields.get('action')!.toLowerCase(),
  status: /\d\.\d{1,3}\.\d{1,3}/.exec(fields.get('status') ?? '')?.[0] ?? null,
  diagnostic: typedValue(fields.get('diagnostic-code')),
  finalRecipient: typedValue(fields.get('final-recipient') ?? fields.get('original-recipient')),
  remoteMta: typedValue(fields.get('remote-mta')),
});

/** The kind of one recipient's block: its Status class first, its Action when the status says nothing. */
export function kindOf(recipient: DsnRecipient): DsnVerdict['kind'] | null {
  const [klass, subject] = (recipient.status ?? '').split('.');
  if (klass === '5' || (klass !== '4' && klass !== '2' && recipient.action === 'failed')) {
    return subject === '7' ? 'blocked' : 'bounced';
  }
  if (klass === '4' || recipient.action === 'delayed') return 'delayed';
  if (klass === '2' || ['delivered', 'relayed', 'expanded'].includes(recipient.action)) return 'delivered';
  return null;
}

/** The worst of a report's recipients: a failure before a delay before a success. */
const SEVERITY: Record<DsnVerdict['kind'], number> = { blocked: 3, bounced: 3, delayed: 2, delivered: 1 };

/**
 * What a received message says, when it is a DSN (a `message/delivery-status` part, or the `global` one of
 * RFC 6533); null when it is not one (an auto-reply, a person writing back to the bounce address).
 */
export async function readDsn(raw: Buffer): Promise<DsnVerdict | null> {
  const mail = await PostalMime.parse(raw, { attachmentEncoding: 'utf8', forceRfc822Attachments: true });
  const part = mail.attachments.find((a) =>
    ['message/delivery-status', 'message/global-delivery-status'].includes(a.mimeType.toLowerCase()),
  );
  if (!part) return null;
  const text =
    typeof part.content === 'string' ? part.content : new TextDecoder().decode(part.content as ArrayBuffer);
  const report = readDeliveryStatus(text);
  let verdict: DsnVerdict | null = null;
  for (const recipient of report.recipients) {
    const kind = kindOf(recipient);
    if (kind && (!verdict || SEVERITY[kind] > SEVERITY[verdict.kind])) {
      verdict = { kind, recipient, reportingMta: report.reportingMta };
    }
  }
  return verdict;
}
