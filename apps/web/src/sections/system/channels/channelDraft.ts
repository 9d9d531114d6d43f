import {
  channelSchema,
  DEFAULT_CHANNEL_TIME_ZONE,
  outputFileSchema,
  type Channel,
  type ChannelInput,
  type ChannelSaveParameters,
  type ChannelType,
  type OutputFile,
  type SavedChannel,
} from '@postbridge/domain';

type ChannelRequirementInput = NonNullable<ChannelInput['requirements']>[number];

// The channel being edited (docs/web.md "System: channels"): the configuration of docs/product.md §3 "Channel",
// the version read (absent for a new channel) and whether the next save replaces the external output token.

export type ChannelDraft = Channel & { version?: number; regenerateExternalOutputToken: boolean };

export const CHANNEL_TABS = ['general', 'calendar', 'files', 'provider', 'requirements', 'tracking'] as const;
export type ChannelTab = (typeof CHANNEL_TABS)[number];

/** The recipient's value a channel of each type cannot do without, as the demo channels ask it. */
const FIRST_REQUIREMENT: Record<ChannelType, ChannelRequirementInput> = {
  POSTAL_MAIL: { kind: 'recipient', name: 'mainPostalAddress', type: 'address', validation: 'postalAddress' },
  REGISTERED_MAIL: {
    kind: 'recipient',
    name: 'mainPostalAddress',
    type: 'address',
    validation: 'postalAddress',
  },
  ON_PREMISE_PRINT: {
    kind: 'recipient',
    name: 'mainPostalAddress',
    type: 'address',
    validation: 'postalAddress',
  },
  PACKING: { kind: 'recipient', name: 'parcelAddress', type: 'address', validation: 'postalAddress' },
  EMAIL: { kind: 'recipient', name: 'recipientEmail', type: 'text', validation: 'emailAddress' },
  REGISTERED_EMAIL: { kind: 'recipient', name: 'recipientEmail', type: 'text', validation: 'emailAddress' },
  DIGITAL_SAFE: { kind: 'recipient', name: 'recipientEmail', type: 'text', validation: 'emailAddress' },
  SMS: { kind: 'recipient', name: 'recipientPhone', type: 'phone', validation: 'phoneNumber' },
};

/**
 * A new channel: the schema's defaults, no id yet (the server generates one when it stays blank), the recipient
 * requirement of its type (docs/product.md §5: at least one) and one main output file.
 */
export function newChannelDraft(channelType: ChannelType = 'POSTAL_MAIL', fileName = 'Main'): ChannelDraft {
  return {
    ...channelSchema.parse({
      id: '',
      channelType,
      name: '',
      providerName: 'simulator',
      timeZone: DEFAULT_CHANNEL_TIME_ZONE,
      requirements: [FIRST_REQUIREMENT[channelType]],
      outputFiles: [{ name: fileName, mainOutputFile: true }],
    }),
    regenerateExternalOutputToken: false,
  };
}

/** The draft of a stored channel: its configuration and version, nothing the server computes. */
export function draftOf(channel: SavedChannel): ChannelDraft {
  const {
    version,
    creationDate: _created,
    updateDate: _updated,
    externalOutputTokenSet: _set,
    externalOutputToken: _token,
    ...configuration
  } = channel;
  return { ...configuration, version, regenerateExternalOutputToken: false };
}

/**
 * The channel type of a new channel changed: its requirements follow when they are still the ones the former
 * type started with.
 */
export function retyped(draft: ChannelDraft, channelType: ChannelType): Partial<ChannelDraft> {
  const first = FIRST_REQUIREMENT[draft.channelType];
  const untouched =
    draft.version === undefined &&
    draft.requirements.length === 1 &&
    draft.requirements[0]!.name === first.name &&
    draft.requirements[0]!.type === first.type;
  return untouched
    ? { channelType, requirements: newChannelDraft(channelType).requirements }
    : { channelType };
}

/** The body of POST /channels: the whole channel, with its version when it is stored. */
export function saveBodyOf(draft: ChannelDraft): ChannelSaveParameters {
  return { ...draft, workingDays: [...draft.workingDays].sort((a, b) => a - b) };
}

/** A new output file; the first one of a channel is its main one. */
export function newOutputFile(name: string, main: boolean): OutputFile {
  return outputFileSchema.parse({ name, mainOutputFile: main });
}

const TAB_OF_FIELD: Record<string, ChannelTab> = {
  id: 'general',
  name: 'general',
  label: 'general',
  channelType: 'general',
  enabled: 'general',
  destinationCountries: 'general',
  workingDays: 'calendar',
  maxFutureDays: 'calendar',
  additionalProductionDays: 'calendar',
  minProductionDays: 'calendar',
  cutoffTime: 'calendar',
  timeZone: 'calendar',
  fallbackOnStatuses: 'calendar',
  outputFiles: 'files',
  providerName: 'provider',
  externalOutputTrigger: 'provider',
  regenerateExternalOutputToken: 'provider',
  requirements: 'requirements',
  trackingProperties: 'tracking',
};

/** The tab holding the field of an issue path (`outputFiles[0].name` → files); General for the others. */
export function tabOfPath(path: string): ChannelTab {
  const field = /^[A-Za-z]+/.exec(path)?.[0] ?? '';
  return TAB_OF_FIELD[field] ?? 'general';
}

/** The tracking link with its placeholder replaced by a sample number, or null when it has no placeholder. */
export function trackingExample(url: string, placeholder: string, sample: string): string | null {
  if (placeholder.trim() === '' || !url.includes(placeholder)) return null;
  return url.split(placeholder).join(encodeURIComponent(sample));
}
