import { outputFileOf } from '@postbridge/domain';
import type { Selectable } from 'kysely';
import type { DeliveryCommandTable, DeliveryTable } from '../../platform/db/schema';
import type { Deps } from '../../platform/deps';
import { channelById, channelOf } from '../channels';
import { jobById } from '../jobs';
import { serviceById, storedConfiguration } from '../services';
import type { DeliveryContext } from './providers/provider';

/** Raised when a delivery cannot be worked on because something it refers to is gone or wrong. */
export class SendingSetupError extends Error {}

/** The delivery with its command, job, service, channel and output file, as the provider adapters read them. */
export async function loadDeliveryContext(
  deps: Deps,
  command: Selectable<DeliveryCommandTable>,
  delivery: Selectable<DeliveryTable>,
): Promise<DeliveryContext> {
  const job = await jobById(deps.db, delivery.job_id);
  const serviceRow = await serviceById(deps.db, delivery.service_id);
  const channelRow = await channelById(deps.db, delivery.channel_id);
  if (!job || !serviceRow || !channelRow) {
    throw new SendingSetupError(
      `Delivery ${delivery.id}: its ${!job ? 'job' : !serviceRow ? 'service' : 'channel'} no longer exists.`,
    );
  }
  // The service as it is now: a delivery keeps its label, channel and options, the rest follows the service.
  const service = storedConfiguration(serviceRow);
  const serviceChannel = service.channels.find((c) => c.label === delivery.service_channel_label);
  if (!serviceChannel) {
    throw new SendingSetupError(
      `Delivery ${delivery.id}: the service no longer has the channel ${delivery.service_channel_label}.`,
    );
  }
  const channel = channelOf(channelRow);
  return {
    deps,
    command,
    delivery,
    job,
    service,
    serviceChannel,
    channel,
    outputFile: outputFileOf(channel, serviceChannel),
  };
}
