import {
  savedChannelSchema,
  type ChannelInput,
  type Delivery,
  type DeliveryCommand,
  type Job,
  type PackGroup,
  type SavedChannel,
  type SavedOptionType,
  type SavedOptionValue,
  type Shipment,
} from '@postbridge/domain';

// Answers of the API as the detail screens receive them, for the tests beside them.

export function makeJob(overrides: Partial<Job> = {}): Job {
  return {
    id: 'j1',
    name: 'November invoices',
    state: 'PACK_GROUPS_CREATED_REMAINING',
    serviceId: 'svc1',
    ownerId: 'u2',
    ouId: 'ou1',
    creationDate: '2026-11-20T09:00:00.000Z',
    updateDate: '2026-11-20T09:05:00.000Z',
    errorMessage: null,
    errorKey: null,
    packGroupCount: 2,
    flags: { frozen: false, invalidated: false, filesPurged: false, locked: false },
    inputFiles: [
      {
        id: 'if1',
        fileId: 'f1',
        name: 'invoices.pdf',
        boxName: 'Letters',
        apposition: false,
        sourceInputFileId: null,
        entryName: null,
      },
    ],
    ...overrides,
  };
}

export function makePackGroup(id: string, position: number, overrides: Partial<PackGroup> = {}): PackGroup {
  return {
    id,
    jobId: 'j1',
    position: position + 1,
    state: 'CREATED',
    inputFileId: 'if1',
    firstPage: position * 2 + 1,
    lastPage: position * 2 + 2,
    pageCount: 2,
    requirements: {},
    addressQuality: null,
    addressError: null,
    identifier: `C-00${position + 1}`,
    metadata: {},
    metadataIssues: [],
    preflight: [],
    packs: [
      {
        id: `${id}-p`,
        kind: 'DOCUMENT',
        boxName: 'Letters',
        inputFileId: 'if1',
        serviceFileId: null,
        firstPage: 1,
        lastPage: 2,
        recordLine: null,
      },
    ],
    version: 1,
    ...overrides,
  };
}

export function makeCommand(overrides: Partial<DeliveryCommand> = {}): DeliveryCommand {
  return {
    id: 'c1',
    jobId: 'j1',
    jobName: 'November invoices',
    serviceId: 'svc1',
    ouId: 'ou1',
    ownerId: 'u2',
    ownerLogin: 'bob',
    createdBy: 'alice',
    state: 'VALIDATED',
    creationDate: '2026-11-20T10:00:00.000Z',
    updateDate: '2026-11-20T10:00:00.000Z',
    expectedPostDate: null,
    postDate: '2026-11-21',
    needsValidation: false,
    expiresAt: null,
    validationDate: null,
    rejectionDate: null,
    validatedBy: null,
    reason: null,
    comment: null,
    packGroupCount: 3,
    serviceChannelOptions: { 'Simple mail': ['col'] },
    deliveries: [
      makeDelivery(),
      makeDelivery({
        id: 'd2',
        nuid: 'D-2',
        channelId: 'email',
        serviceChannelLabel: 'E-mail',
        recipients: 1,
        options: [],
      }),
    ],
    actions: ['cancel'],
    version: 4,
    ...overrides,
  };
}

/** The first delivery of makeCommand's order: its simple mail channel. */
export function makeDelivery(overrides: Partial<Delivery> = {}): Delivery {
  return {
    id: 'd1',
    commandId: 'c1',
    jobId: 'j1',
    name: 'November invoices',
    nuid: 'D-1',
    externalId: null,
    state: 'PROCESSING',
    creationDate: '2026-11-20T10:00:00.000Z',
    postDate: '2026-11-21',
    channelId: 'simple-mail',
    serviceChannelLabel: 'Simple mail',
    serviceId: 'svc1',
    ownerId: 'u2',
    recipients: 2,
    fallbackOriginId: null,
    validationDate: null,
    rejectionDate: null,
    reason: null,
    comment: null,
    options: [{ optionTypeId: 'colour', optionId: 'col' }],
    ...overrides,
  };
}

export function makeShipment(overrides: Partial<Shipment> = {}): Shipment {
  return {
    id: 's1',
    externalId: 'EXT-1',
    nuid: 'N-0001',
    statusCode: 610,
    statusMeaning: 'delivered',
    displayKind: 'ok',
    final: true,
    error: false,
    pages: 2,
    sheets: 1,
    metadata: { customer: 'C-001' },
    options: [{ optionTypeId: 'colour', optionId: 'col' }],
    recipient: { name: 'Ada Martin', addressLines: ['12 rue de la Paix', '75002 PARIS'] },
    deliveryId: 'd1',
    commandId: 'c1',
    packGroupId: 'pg1',
    channelId: 'simple-mail',
    outputFileId: 'of1',
    trackingValue: '1A 234',
    trackingUrl: 'https://track.example/?n=1A%20234',
    trackingFiles: [{ name: 'proof-of-delivery.pdf', contentType: 'application/pdf', size: 1200 }],
    lastError: null,
    acknowledged: false,
    acknowledgedAt: null,
    acknowledgeMessage: null,
    attempts: 1,
    nextAttemptAt: null,
    escalation: null,
    creationDate: '2026-11-20T10:00:00.000Z',
    updateDate: '2026-11-22T10:00:00.000Z',
    ...overrides,
  };
}

/** When the stored settings (channels, option types, options) of the tests were saved. */
const stored = {
  version: 1,
  creationDate: '2026-11-01T00:00:00.000Z',
  updateDate: '2026-11-01T00:00:00.000Z',
};

export function makeOptionType(
  input: Pick<SavedOptionType, 'id' | 'name'> & Partial<SavedOptionType>,
): SavedOptionType {
  return { recomputeTrigger: false, ...stored, ...input };
}

export function makeOptionValue(
  input: Pick<SavedOptionValue, 'id' | 'optionTypeId' | 'value'> & Partial<SavedOptionValue>,
): SavedOptionValue {
  return { rank: 0, best: false, default: false, properties: {}, ...stored, ...input };
}

/** A stored channel from the fields a test cares about (the contract's defaults fill the rest). */
export function makeChannel(input: Pick<ChannelInput, 'id'> & Partial<ChannelInput>): SavedChannel {
  return savedChannelSchema.parse({
    channelType: 'POSTAL_MAIL',
    name: `Channel ${input.id}`,
    providerName: 'simulator',
    ...stored,
    externalOutputTokenSet: false,
    externalOutputToken: null,
    ...input,
  });
}
