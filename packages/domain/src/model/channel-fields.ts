// Channels, their requirements and the address/field kinds they fill (docs/product.md §1, §3).

/** The delivery channels of docs/product.md §1; the spec gives no identifiers, these are ours. */
export const CHANNEL_TYPES = [
  'EMAIL',
  'POSTAL_MAIL',
  'REGISTERED_MAIL',
  'REGISTERED_EMAIL',
  'DIGITAL_SAFE',
  'SMS',
  'PACKING',
  'ON_PREMISE_PRINT',
] as const;
export type ChannelType = (typeof CHANNEL_TYPES)[number];

export const ADDRESS_ROLES = ['RECIPIENT', 'SENDER', 'RETURN'] as const;
export type AddressRole = (typeof ADDRESS_ROLES)[number];

export const FIELD_KINDS = [
  'POSTAL_ADDRESS_RECIPIENT',
  'POSTAL_ADDRESS_SENDER',
  'POSTAL_ADDRESS_RETURN',
  'EMAIL_ADDRESS_RECIPIENT',
  'EMAIL_ADDRESS_RETURN',
  'PHONE_NUMBER_RECIPIENT',
  'EMAIL_SUBJECT',
  'EMAIL_BODY',
  'LRE_RECIPIENT_NAME',
  'ATTACHMENT_NAME',
  'PACKING_ADDRESS_RECIPIENT',
  'PACKING_OBSERVATION',
  'PACKING_SEPARATOR',
  'PACKING_SORT',
] as const;
export type FieldKind = (typeof FIELD_KINDS)[number];

export const TEXT_FIELD_KINDS = ['TEXT', 'HTML', 'MULTILINE', 'PHONE'] as const;
export type TextFieldKind = (typeof TEXT_FIELD_KINDS)[number];

/** Where a channel requirement's value comes from. */
export const CHANNEL_REQUIREMENT_KINDS = ['free', 'data', 'recipient', 'return', 'sender'] as const;
export type ChannelRequirementKind = (typeof CHANNEL_REQUIREMENT_KINDS)[number];

/** How a channel requirement's value is edited and checked. */
export const CHANNEL_REQUIREMENT_TYPES = [
  'country',
  'richText',
  'multiline',
  'phone',
  'address',
  'text',
] as const;
export type ChannelRequirementType = (typeof CHANNEL_REQUIREMENT_TYPES)[number];

/**
 * Built-in requirement names; a service may not define a requirement with one of them (docs/product.md §5
 * "not reserved").
 */
export const CHANNEL_REQUIREMENT_NAMES = [
  'attachmentName',
  'recipientEmail',
  'replyTo',
  'body',
  'subject',
  'recipientName',
  'parcelAddress',
  'instructions',
  'separator',
  'sort',
  'recipientPhone',
  'mainPostalAddress',
  'returnPostalAddress',
  'senderPostalAddress',
] as const;
export type ChannelRequirementName = (typeof CHANNEL_REQUIREMENT_NAMES)[number];

export function isReservedRequirementName(name: string): name is ChannelRequirementName {
  return (CHANNEL_REQUIREMENT_NAMES as readonly string[]).includes(name.trim());
}

export type FieldKindInfo = {
  requirementName: ChannelRequirementName;
  requirementType: ChannelRequirementType;
  textKind: TextFieldKind;
  /** Whose address or contact the field holds; null for message content. */
  role: AddressRole | null;
};

// The spec lists 14 field kinds and 14 requirement names without linking them; they pair one to one.
export const FIELD_KIND_INFO = {
  POSTAL_ADDRESS_RECIPIENT: {
    requirementName: 'mainPostalAddress',
    requirementType: 'address',
    textKind: 'MULTILINE',
    role: 'RECIPIENT',
  },
  POSTAL_ADDRESS_SENDER: {
    requirementName: 'senderPostalAddress',
    requirementType: 'address',
    textKind: 'MULTILINE',
    role: 'SENDER',
  },
  POSTAL_ADDRESS_RETURN: {
    requirementName: 'returnPostalAddress',
    requirementType: 'address',
    textKind: 'MULTILINE',
    role: 'RETURN',
  },
  EMAIL_ADDRESS_RECIPIENT: {
    requirementName: 'recipientEmail',
    requirementType: 'text',
    textKind: 'TEXT',
    role: 'RECIPIENT',
  },
  EMAIL_ADDRESS_RETURN: {
    requirementName: 'replyTo',
    requirementType: 'text',
    textKind: 'TEXT',
    role: 'RETURN',
  },
  PHONE_NUMBER_RECIPIENT: {
    requirementName: 'recipientPhone',
    requirementType: 'phone',
    textKind: 'PHONE',
    role: 'RECIPIENT',
  },
  EMAIL_SUBJECT: { requirementName: 'subject', requirementType: 'text', textKind: 'TEXT', role: null },
  EMAIL_BODY: { requirementName: 'body', requirementType: 'richText', textKind: 'HTML', role: null },
  LRE_RECIPIENT_NAME: {
    requirementName: 'recipientName',
    requirementType: 'text',
    textKind: 'TEXT',
    role: 'RECIPIENT',
  },
  ATTACHMENT_NAME: {
    requirementName: 'attachmentName',
    requirementType: 'text',
    textKind: 'TEXT',
    role: null,
  },
  PACKING_ADDRESS_RECIPIENT: {
    requirementName: 'parcelAddress',
    requirementType: 'address',
    textKind: 'MULTILINE',
    role: 'RECIPIENT',
  },
  PACKING_OBSERVATION: {
    requirementName: 'instructions',
    requirementType: 'multiline',
    textKind: 'MULTILINE',
    role: null,
  },
  PACKING_SEPARATOR: { requirementName: 'separator', requirementType: 'text', textKind: 'TEXT', role: null },
  PACKING_SORT: { requirementName: 'sort', requirementType: 'text', textKind: 'TEXT', role: null },
} as const satisfies Record<FieldKind, FieldKindInfo>;

export function fieldKindOfRequirementName(name: string): FieldKind | undefined {
  return FIELD_KINDS.find((kind) => FIELD_KIND_INFO[kind].requirementName === name);
}

/** What a technical area of an output file draws (docs/product.md §3 "Compose types"). */
export const COMPOSE_TYPES = ['barcode', 'datamatrix', 'qrCode', 'text', 'rectangle'] as const;
export type ComposeType = (typeof COMPOSE_TYPES)[number];
