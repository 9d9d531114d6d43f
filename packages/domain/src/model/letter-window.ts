import type { Expression } from '../api/services/expressions';
import type { ChannelRequirement, ServiceChannel } from '../api/services/service';

// Where a letter carries its addresses: which requirement holds each address role, and where on the letter it
// was read. Used by composition (what a window must read) and by print pre-flight (what must stay clear).

type PdfTextNode = Extract<Expression, { kind: 'pdfText' }>;

/** The first `pdfText` node of an expression: where on the letter the address was read. */
export function windowNodeOf(expression: Expression | null | undefined): PdfTextNode | null {
  if (!expression) return null;
  if (expression.kind === 'pdfText') return expression;
  const children: (Expression | null)[] =
    'operands' in expression ? expression.operands : 'operand' in expression ? [expression.operand] : [];
  for (const child of children) {
    const found = windowNodeOf(child);
    if (found) return found;
  }
  return null;
}

/**
 * The postal addresses a letter may carry (docs/product.md §3 address roles), each the value of one
 * requirement.
 */
export const LETTER_ADDRESS_ROLES = ['recipient', 'sender', 'return'] as const;
export type LetterAddressRole = (typeof LETTER_ADDRESS_ROLES)[number];

/** The postal-address requirement of each role: by kind, the recipient's being the first address otherwise. */
export function addressRequirementsOf(
  channel: ServiceChannel,
): Partial<Record<LetterAddressRole, ChannelRequirement>> {
  const addresses = channel.shipmentRequirements.filter((r) => r.type === 'address');
  const of = (kind: LetterAddressRole) => addresses.find((r) => r.kind === kind);
  const recipient = of('recipient') ?? addresses.find((r) => r.kind !== 'sender' && r.kind !== 'return');
  const sender = of('sender');
  const returnAddress = of('return');
  return {
    ...(recipient && { recipient }),
    ...(sender && { sender }),
    ...(returnAddress && { return: returnAddress }),
  };
}
