import {
  channelSchema,
  hasErrors,
  validateChannel,
  type Channel,
  type ChannelInput,
} from '@postbridge/domain';
import { STANDARD_PDF_FONTS } from '@postbridge/documents';
import type { Deps } from '../../platform/deps';
import { appendHistory } from '../../platform/history/queries';
import { seedDemoOptions } from './demo-options';
import { rootOu } from '../services/queries';
import { channelById, insertChannel, linkChannelsToOu, optionReferences } from '../channels/queries';

// The demo channels, all carried by built-in providers (the simulator moves shipments through realistic statuses;
// e-mail goes out over SMTP). The demo services (demo-service.ts) refer to them by these ids.

/** Post: Monday to Friday, produced the working day after the deposit, deposits after 16:00 Paris time count
 * from the next working day. */
const POST_CALENDAR = {
  workingDays: [1, 2, 3, 4, 5],
  minProductionDays: 1,
  maxFutureDays: 30,
  cutoffTime: '16:00',
  timeZone: 'Europe/Paris',
} satisfies Partial<ChannelInput>;

/** Electronic channels send every day, at once. */
const ELECTRONIC_CALENDAR = {
  workingDays: [1, 2, 3, 4, 5, 6, 7],
  minProductionDays: 0,
  maxFutureDays: 30,
} satisfies Partial<ChannelInput>;

const recipientAddress = {
  kind: 'recipient',
  name: 'mainPostalAddress',
  type: 'address',
  validation: 'postalAddress',
} as const;

/** A print file with the demo options, and a datamatrix of the sheet count in the bottom-left margin. */
const printFile = (id: string): NonNullable<ChannelInput['outputFiles']>[number] => ({
  id,
  name: 'Print file',
  mainOutputFile: true,
  pageFormat: 'A4',
  technicalAreas: [
    {
      desc: 'Sheet count for the enveloping machine',
      type: 'datamatrix',
      area: { left: 5, top: 277, width: 10, height: 10 },
      content: { kind: 'sheetCount' },
    },
  ],
  options: [
    {
      optionTypeId: 'colour',
      options: [
        { optionId: 'colour-bw', rank: 0, default: true },
        { optionId: 'colour-colour', rank: 1 },
      ],
    },
    {
      optionTypeId: 'printing',
      options: [
        { optionId: 'printing-recto', rank: 0, default: true },
        { optionId: 'printing-recto-verso', rank: 1 },
      ],
    },
    {
      optionTypeId: 'envelope',
      options: [
        { optionId: 'envelope-dl', rank: 0, default: true },
        { optionId: 'envelope-c4', rank: 1 },
      ],
    },
  ],
});

const DEMO_CHANNELS: readonly ChannelInput[] = [
  {
    id: 'simple-mail',
    channelType: 'POSTAL_MAIL',
    name: 'Simple mail',
    label: 'Simple mail',
    providerName: 'simulator',
    ...POST_CALENDAR,
    requirements: [recipientAddress],
    outputFiles: [printFile('simple-mail-print')],
  },
  {
    id: 'registered-mail',
    channelType: 'REGISTERED_MAIL',
    name: 'Registered mail',
    label: 'Registered mail',
    providerName: 'simulator',
    ...POST_CALENDAR,
    requirements: [recipientAddress],
    outputFiles: [printFile('registered-mail-print')],
  },
  {
    id: 'email',
    channelType: 'EMAIL',
    name: 'E-mail',
    label: 'E-mail',
    providerName: 'smtp',
    ...ELECTRONIC_CALENDAR,
    // A bounced (-711) or undelivered (-710) e-mail goes on through the next channel of the sending strategy.
    fallbackOnStatuses: [-711, -710],
    requirements: [
      { kind: 'recipient', name: 'recipientEmail', type: 'text', validation: 'emailAddress' },
      { kind: 'sender', name: 'subject', type: 'text' },
      { kind: 'sender', name: 'body', type: 'richText' },
      { kind: 'sender', name: 'attachmentName', type: 'text' },
    ],
    outputFiles: [{ id: 'email-message', name: 'Message', mainOutputFile: true }],
  },
  {
    id: 'sms',
    channelType: 'SMS',
    name: 'SMS',
    label: 'SMS',
    providerName: 'simulator',
    ...ELECTRONIC_CALENDAR,
    requirements: [{ kind: 'recipient', name: 'recipientPhone', type: 'phone', validation: 'phoneNumber' }],
    outputFiles: [{ id: 'sms-message', name: 'Message', mainOutputFile: true }],
  },
];

/**
 * Adds the demo options and channels the database does not have yet (by id) and gives the root OU the channels
 * it added. Called by the seed before the demo services, which use them.
 */
export async function seedDemoChannels(deps: Pick<Deps, 'db' | 'clock'>): Promise<void> {
  const root = await rootOu(deps.db);
  if (!root) return;
  await seedDemoOptions(deps, root.id);
  const references = { ...(await optionReferences(deps.db)), fonts: STANDARD_PDF_FONTS };
  const now = deps.clock.now().toISOString();
  for (const input of DEMO_CHANNELS) {
    const channel: Channel = channelSchema.parse(input);
    if (await channelById(deps.db, channel.id)) continue;
    const issues = validateChannel(channel, references);
    if (hasErrors(issues))
      throw new Error(`The demo channel ${channel.id} is invalid: ${JSON.stringify(issues)}`);
    await deps.db.transaction().execute(async (tx) => {
      await insertChannel(tx, {
        id: channel.id,
        name: channel.name,
        channel_type: channel.channelType,
        configuration: JSON.stringify(channel),
        external_output_token_hash: null,
        created_at: now,
        updated_at: now,
        created_by: null,
        updated_by: null,
      });
      await linkChannelsToOu(tx, root.id, [channel.id]);
      await appendHistory(tx, {
        entityType: 'channel',
        entityId: channel.id,
        ouId: root.id,
        action: 'create',
        login: null,
        at: now,
        details: { name: channel.name, version: 1, seed: true },
      });
    });
  }
}
