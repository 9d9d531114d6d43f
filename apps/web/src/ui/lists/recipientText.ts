// The recipient fields a channel fills (requirement names of docs/product.md §3), most telling first.
const RECIPIENT_FIELDS = [
  'recipientName',
  'lreRecipientName',
  'mainPostalAddress',
  'parcelAddress',
  'recipientEmail',
  'recipientPhone',
];

/** One line naming a shipment's recipient: a name, else the first line of an address, an e-mail or a phone. */
export function recipientText(recipient: Record<string, unknown>): string {
  const fields = [...RECIPIENT_FIELDS, ...Object.keys(recipient)];
  for (const field of fields) {
    const value = recipient[field];
    if (typeof value === 'string' && value.trim() !== '') return value.trim().split(/\r?\n/)[0] ?? '';
  }
  return '';
}
