import type { Delivery } from '@postbridge/domain';
import type { Selectable } from 'kysely';
import type { DeliveryCommandTable, DeliveryTable } from '../../platform/db/schema';
import { parseJson } from '../../platform/db/util';

/** A delivery as the API shows it, with the validation of its command and its number of recipients. */
export function presentDelivery(
  row: Selectable<DeliveryTable>,
  command:
    | Pick<Selectable<DeliveryCommandTable>, 'validation_date' | 'rejection_date' | 'reason' | 'comment'>
    | undefined,
  recipients: number,
): Delivery {
  return {
    id: row.id,
    commandId: row.command_id,
    jobId: row.job_id,
    name: row.name,
    nuid: row.nuid,
    externalId: row.external_id,
    state: row.state,
    creationDate: row.creation_date,
    postDate: row.post_date,
    channelId: row.channel_id,
    serviceChannelLabel: row.service_channel_label,
    serviceId: row.service_id,
    ownerId: row.owner_id,
    recipients,
    fallbackOriginId: row.fallback_origin_id,
    validationDate: command?.validation_date ?? null,
    rejectionDate: command?.rejection_date ?? null,
    reason: command?.reason ?? null,
    comment: command?.comment ?? null,
    options: parseJson(row.options, []),
  };
}
