import { createHash } from 'node:crypto';
import {
  evaluateCondition,
  startsFallback,
  type EvaluationContext,
  type ServiceChannelOptions,
} from '@postbridge/domain';
import { parseJson } from '../../platform/db/util';
import type { Deps } from '../../platform/deps';
import { appendHistory } from '../../platform/history/queries';
import { allChannels, channelById, channelOf } from '../channels';
import { planOrder } from './plan-order';
import { consentLinkSignerFor, consentLinkSource } from '../recipients';
import { serviceById, storedConfiguration } from '../services';
import { insertNewShipments, newNuid, shipmentRowOf } from './create-shipments';
import { fallbackCandidates } from './fallback-route';
import {
  commandById,
  commandIsIn,
  deliveryById,
  fallbackDeliveryOf,
  insertDelivery,
  labelsTriedFor,
  packGroupById,
  setDeliveryState,
  shippedPackGroupIds,
} from './queries';
import { PREPARE_DELIVERY_TASK } from './tasks';
import { shipmentById } from '../shipments';

/** A command whose recipients may still be sent again: not cancelled, and past validation. */
export const FALLBACK_COMMAND_STATES = ['PROCESSING', 'READY', 'OUTPUT_ERROR', 'OUTPUTTED'] as const;

/**
 * The id of the fallback delivery of an origin through a service channel: derived from both, so that two workers
 * falling back at once cannot make two (the second insert fails on the key and its task, retried, reuses it).
 */
function fallbackDeliveryId(originId: string, label: string): string {
  const h = createHash('sha256').update(`fallback\n${originId}\n${label}`).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-5${h.slice(13, 16)}-a${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

/**
 * The fallback task (after a shipment reached one of its channel's `fallbackOnStatuses`): its recipient is sent
 * again through the next service channel of the strategy (`fallbackCandidates`) that the pack group can use and
 * it was not sent through yet in this command, with that channel's options and post date as ordering computes
 * them (`planOrder`). The new shipment goes into the fallback delivery of the failed one for that channel
 * (`fallback_origin_id`, one per origin and channel, made on first use), and is prepared and sent as any other.
 * Conditions read what ordering reads: the pack group's metadata and the command's options. Idempotent: a pack
 * group that has its shipment in that delivery already is not added again.
 */
export async function fallBack(
  deps: Deps,
  payload: { shipmentId: string; statusCode: number },
): Promise<void> {
  const shipment = await shipmentById(deps.db, payload.shipmentId);
  if (!shipment?.delivery_id || !shipment.pack_group_id) return;
  const [origin, command, group] = await Promise.all([
    deliveryById(deps.db, shipment.delivery_id),
    commandById(deps.db, shipment.command_id),
    packGroupById(deps.db, shipment.pack_group_id),
  ]);
  if (!origin || !command || !group) return;
  if (!(FALLBACK_COMMAND_STATES as readonly string[]).includes(command.state)) return;
  const channelRow = await channelById(deps.db, origin.channel_id);
  const serviceRow = await serviceById(deps.db, origin.service_id);
  if (!channelRow || !serviceRow) return;
  const service = storedConfiguration(serviceRow);
  const serviceChannel = service.channels.find((c) => c.label === origin.service_channel_label);
  // A later status replaced the one that started the fallback: nothing to do any more.
  if (!startsFallback(channelOf(channelRow), serviceChannel, shipment.status_code)) return;

  const now = deps.clock.now();
  const metadata = parseJson<Record<string, string>>(group.metadata, {});
  const serviceChannelOptions = parseJson<ServiceChannelOptions>(command.options, {});
  const chosenOptions = Object.values(serviceChannelOptions).flat();
  const consentLink = consentLinkSource(await consentLinkSignerFor(deps, command.ou_id));
  const context: EvaluationContext = {
    now,
    metadata: (name) => metadata[name],
    dataFileValue: (column) => metadata[column],
    hasOption: (optionId) => chosenOptions.includes(optionId),
    ...(consentLink ? { consentLink } : {}),
  };
  const tried = await labelsTriedFor(deps.db, command.id, group.id);
  const channels = new Map((await allChannels(deps.db)).map((row) => [row.id, channelOf(row)] as const));
  let chosen: { label: string; channelId: string; options: unknown; postDate: string | null } | null = null;
  for (const label of fallbackCandidates(service, origin.service_channel_label, (c) =>
    evaluateCondition(c, context),
  )) {
    if (tried.has(label)) continue;
    const plan = planOrder({
      service: {
        ...service,
        sendingStrategy: {
          groups: [{ name: 'fallback', serviceChannels: [label], additionalCondition: null }],
        },
      },
      packGroups: [
        {
          id: group.id,
          identifier: group.identifier,
          requirements: parseJson(group.requirements, {}),
          metadata,
          metadataIssues: parseJson(group.metadata_issues, []),
          preflight: parseJson(group.preflight, []),
        },
      ],
      channels,
      serviceChannelOptions,
      now,
    });
    const planned = plan.channels[0];
    if (planned) {
      chosen = { label, channelId: planned.channelId, options: planned.options, postDate: plan.postDate };
      break;
    }
  }

  const at = now.toISOString();
  await deps.db.transaction().execute(async (tx) => {
    if (!(await commandIsIn(tx, command.id, FALLBACK_COMMAND_STATES))) return;
    const event = {
      shipmentId: shipment.id,
      statusCode: payload.statusCode,
      from: origin.service_channel_label,
    };
    if (!chosen) {
      await appendHistory(tx, {
        entityType: 'deliveryCommand',
        entityId: command.id,
        ouId: command.ou_id,
        action: 'fallbackNone',
        state: command.state,
        login: null,
        at,
        details: event,
      });
      return;
    }
    let delivery = await fallbackDeliveryOf(tx, origin.id, chosen.label);
    if (!delivery) {
      const row = {
        id: fallbackDeliveryId(origin.id, chosen.label),
        command_id: command.id,
        job_id: origin.job_id,
        ou_id: origin.ou_id,
        owner_id: origin.owner_id,
        service_id: origin.service_id,
        channel_id: chosen.channelId,
        service_channel_label: chosen.label,
        name: `${origin.name} → ${chosen.label}`,
        nuid: newNuid('D', now),
        external_id: null,
        state: 'PROCESSING',
        post_date: chosen.postDate,
        options: JSON.stringify(chosen.options),
        fallback_origin_id: origin.id,
        creation_date: at,
        updated_at: at,
      };
      await insertDelivery(deps, tx, row);
      delivery = { ...row, version: 1 };
    } else if ((await shippedPackGroupIds(tx, delivery.id)).has(group.id)) return;
    const row = shipmentRowOf(delivery, group, now);
    await insertNewShipments(deps, tx, [row], { fallbackOf: shipment.id, statusCode: payload.statusCode });
    await setDeliveryState(deps, tx, [delivery.id], 'PROCESSING', at);
    await appendHistory(tx, {
      entityType: 'deliveryCommand',
      entityId: command.id,
      ouId: command.ou_id,
      action: 'fallback',
      state: command.state,
      login: null,
      at,
      details: { ...event, to: chosen.label, deliveryId: delivery.id, newShipmentId: row.id },
    });
    await deps.queue.enqueue(
      PREPARE_DELIVERY_TASK,
      { deliveryId: delivery.id },
      { tx, singletonKey: `prepare:${delivery.id}:${row.id}` },
    );
  });
}
