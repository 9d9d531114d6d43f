import type {
  Delivery,
  DeliveryCommand,
  PackGroup,
  ProofBody,
  ProofResult,
  Shipment,
  ShipmentRevisions,
} from '@postbridge/domain';
import type { z } from 'zod';
import type {
  acknowledgeShipmentsResultSchema,
  commandRevisionsResultSchema,
  deliveryCommandListResultSchema,
} from '@postbridge/domain';
import { apiGet, apiPost } from '../../../api/client';
import { api } from '../../../api/api';

// The calls of the manage detail screens (docs/api.md: jobs, "Orders (delivery commands)", "Shipments and
// tracking"). Downloads go through ui/download, not through here.

const segment = (value: string) => encodeURIComponent(value);

export type Revision = z.infer<typeof commandRevisionsResultSchema>[number];
type CommandList = z.infer<typeof deliveryCommandListResultSchema>;
export type AcknowledgeResult = z.infer<typeof acknowledgeShipmentsResultSchema>;

export const fetchJob = (jobId: string) => api.get('/jobs/:jobId', { params: { jobId } });
export const fetchJobRevisions = (jobId: string) => api.get('/jobs/:jobId/revisions', { params: { jobId } });
export const fetchJobPackGroups = (jobId: string) =>
  api.get('/jobs/:jobId/packGroups', { params: { jobId } });
export const fetchJobThumbnail = async (jobId: string) =>
  (await api.get('/jobs/thumbnails', { query: { jobIds: JSON.stringify([jobId]) } }))[jobId] ?? null;
export const fetchJobCommands = async (jobId: string) =>
  (await apiGet<CommandList>('/deliveries/commands', { query: { jobId, maxResults: 1000 } })).commands;

export const fetchCommand = (commandId: string) =>
  apiGet<DeliveryCommand>(`/deliveries/commands/${segment(commandId)}`);
export const fetchCommandRevisions = (commandId: string) =>
  apiGet<Revision[]>(`/deliveries/commands/${segment(commandId)}/revisions`);
/** Cancel or free (spec §4 actions); `version` guards against a change made meanwhile (-13). */
export const commandAction = (commandId: string, action: 'cancel' | 'free', version: number) =>
  apiPost<DeliveryCommand>(`/deliveries/commands/${segment(commandId)}/${action}`, { version });
export const makeProofs = (body: ProofBody) => apiPost<ProofResult>('/deliveries/proof', body);

export const fetchDelivery = (deliveryId: string) => apiGet<Delivery>(`/deliveries/${segment(deliveryId)}`);
export const fetchDeliveryShipments = (deliveryId: string) =>
  apiGet<Shipment[]>('/shipments', { query: { deliveryId } });
export const fetchShipment = (shipmentId: string) => apiGet<Shipment>(`/shipments/${segment(shipmentId)}`);
export const fetchShipmentRevisions = (shipmentId: string) =>
  apiGet<ShipmentRevisions>(`/shipments/${segment(shipmentId)}/revisions`);
export const fetchPackGroup = (packGroupId: string) =>
  apiGet<PackGroup>(`/packGroups/${segment(packGroupId)}`);
export const acknowledgeShipments = (shipmentIds: string[], message: string) =>
  apiPost<AcknowledgeResult>('/shipments/acknowledge', { shipmentIds, message });

/** Download paths (ui/download fetches them with the session token). */
export const downloadPaths = {
  inputFile: (inputFileId: string) => `/jobs/inputFile/${segment(inputFileId)}`,
  packGroupRawFile: (packGroupId: string) => `/packGroups/${segment(packGroupId)}/rawFile`,
  outputFile: (outputFileId: string) => `/shipments/outputFile/${segment(outputFileId)}`,
  trackingFile: (shipmentId: string, trackingName: string) =>
    `/shipments/${segment(shipmentId)}/trackingFile/${segment(trackingName)}`,
  file: (fileId: string) => `/files/${segment(fileId)}`,
};

export const detailKeys = {
  job: (jobId: string) => ['session', 'manageDetails', 'job', jobId] as const,
  jobRevisions: (jobId: string) => ['session', 'manageDetails', 'job', jobId, 'revisions'] as const,
  jobPackGroups: (jobId: string) => ['session', 'manageDetails', 'job', jobId, 'packGroups'] as const,
  jobThumbnail: (jobId: string) => ['session', 'manageDetails', 'job', jobId, 'thumbnail'] as const,
  jobCommands: (jobId: string) => ['session', 'manageDetails', 'job', jobId, 'commands'] as const,
  command: (commandId: string) => ['session', 'manageDetails', 'command', commandId] as const,
  commandRevisions: (commandId: string) =>
    ['session', 'manageDetails', 'command', commandId, 'revisions'] as const,
  delivery: (deliveryId: string) => ['session', 'manageDetails', 'delivery', deliveryId] as const,
  deliveryShipments: (deliveryId: string) =>
    ['session', 'manageDetails', 'delivery', deliveryId, 'shipments'] as const,
  shipment: (shipmentId: string) => ['session', 'manageDetails', 'shipment', shipmentId] as const,
  shipmentRevisions: (shipmentId: string) =>
    ['session', 'manageDetails', 'shipment', shipmentId, 'revisions'] as const,
  packGroup: (packGroupId: string) => ['session', 'manageDetails', 'packGroup', packGroupId] as const,
};
