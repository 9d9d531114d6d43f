import { shipmentStatusInfo } from '@postbridge/domain';
import type { NewEvent } from './queries';

// The events of each kind of item, built from its row: every writer of a state builds its event here, so that
// one kind of change reads the same wherever it happens (docs/api.md "Events").

type Owned = { id: string; ou_id: string; owner_id: string };

export const jobStateEvent = (
  job: Owned,
  state: string,
  previousState: string | null,
  reason?: string | null,
): NewEvent<'job.state'> => ({
  type: 'job.state',
  ouId: job.ou_id,
  ownerId: job.owner_id,
  subject: { type: 'job', id: job.id },
  data: {
    jobId: job.id,
    ownerId: job.owner_id,
    state,
    previousState,
    ...(reason ? { reason } : {}),
  },
});

export const packGroupStateEvent = (
  group: Owned & { job_id: string; command_id: string | null },
  state: string,
  previousState: string | null,
): NewEvent<'packGroup.state'> => ({
  type: 'packGroup.state',
  ouId: group.ou_id,
  ownerId: group.owner_id,
  subject: { type: 'pack_group', id: group.id },
  data: { packGroupId: group.id, jobId: group.job_id, commandId: group.command_id, state, previousState },
});

export const commandStateEvent = (
  command: Owned & { job_id: string },
  state: string,
  previousState: string | null,
  reason?: string | null,
): NewEvent<'command.state'> => ({
  type: 'command.state',
  ouId: command.ou_id,
  ownerId: command.owner_id,
  subject: { type: 'delivery_command', id: command.id },
  data: {
    commandId: command.id,
    jobId: command.job_id,
    ownerId: command.owner_id,
    state,
    previousState,
    ...(reason ? { reason } : {}),
  },
});

export const deliveryStateEvent = (
  delivery: Owned & { command_id: string; job_id: string; channel_type: string | null },
  state: string,
  previousState: string | null,
): NewEvent<'delivery.state'> => ({
  type: 'delivery.state',
  ouId: delivery.ou_id,
  ownerId: delivery.owner_id,
  subject: { type: 'delivery', id: delivery.id },
  data: {
    deliveryId: delivery.id,
    commandId: delivery.command_id,
    jobId: delivery.job_id,
    channelType: delivery.channel_type ?? '',
    state,
    previousState,
  },
});

export const shipmentStatusEvent = (
  shipment: Owned & {
    external_id: string | null;
    nuid: string | null;
    delivery_id: string | null;
    command_id: string;
    tracking_value: string | null;
  },
  change: { statusCode: number; previousStatusCode: number | null; at: string; source: string },
): NewEvent<'shipment.status'> => ({
  type: 'shipment.status',
  ouId: shipment.ou_id,
  ownerId: shipment.owner_id,
  subject: { type: 'shipment', id: shipment.id },
  data: {
    shipmentId: shipment.id,
    externalId: shipment.external_id,
    nuid: shipment.nuid,
    deliveryId: shipment.delivery_id,
    commandId: shipment.command_id,
    statusCode: change.statusCode,
    statusMeaning: shipmentStatusInfo(change.statusCode)?.meaning ?? null,
    previousStatusCode: change.previousStatusCode,
    at: change.at,
    source: change.source,
    trackingValue: shipment.tracking_value,
  },
});
