import type { EndpointAt, ProofBody, ResultOf } from '@postbridge/domain';
import { api } from '../../../api/api';

// The calls of the manage detail screens (docs/api.md: jobs, "Orders (delivery commands)", "Shipments and
// tracking"). Downloads go through ui/download, not through here.

const segment = (value: string) => encodeURIComponent(value);

export type Revision = ResultOf<
  EndpointAt<'GET', '/deliveries/commands/:deliveryCommandId/revisions'>
>[number];
export type AcknowledgeResult = ResultOf<EndpointAt<'POST', '/shipments/acknowledge'>>;

export const fetchJob = (jobId: string) => api.get('/jobs/:jobId', { params: { jobId } });
export const fetchJobRevisions = (jobId: string) => api.get('/jobs/:jobId/revisions', { params: { jobId } });
export const fetchJobPackGroups = (jobId: string) =>
  api.get('/jobs/:jobId/packGroups', { params: { jobId } });
export const fetchJobThumbnail = async (jobId: string) =>
  (await api.get('/jobs/thumbnails', { query: { jobIds: JSON.stringify([jobId]) } }))[jobId] ?? null;
export const fetchJobCommands = async (jobId: string) =>
  (await api.get('/deliveries/commands', { query: { jobId, maxResults: 1000 } })).commands;

export const fetchCommand = (deliveryCommandId: string) =>
  api.get('/deliveries/commands/:deliveryCommandId', { params: { deliveryCommandId } });
export const fetchCommandRevisions = (deliveryCommandId: string) =>
  api.get('/deliveries/commands/:deliveryCommandId/revisions', { params: { deliveryCommandId } });
/** Cancel or free (docs/product.md §4 actions); `version` guards against a change made meanwhile (-13). */
export const commandAction = (deliveryCommandId: string, action: 'cancel' | 'free', version: number) =>
  api.post(`/deliveries/commands/:deliveryCommandId/${action}`, {
    params: { deliveryCommandId },
    body: { version },
  });
export const makeProofs = (body: ProofBody) => api.post('/deliveries/proof', { body });

export const fetchDelivery = (deliveryId: string) =>
  api.get('/deliveries/:deliveryId', { params: { deliveryId } });
export const fetchDeliveryShipments = (deliveryId: string) =>
  api.get('/shipments', { query: { deliveryId } });
export const fetchShipment = (shipmentId: string) =>
  api.get('/shipments/:shipmentId', { params: { shipmentId } });
export const fetchShipmentRevisions = (shipmentId: string) =>
  api.get('/shipments/:shipmentId/revisions', { params: { shipmentId } });
export const fetchPackGroup = (packGroupId: string) =>
  api.get('/packGroups/:packGroupId', { params: { packGroupId } });
export const acknowledgeShipments = (shipmentIds: string[], message: string) =>
  api.post('/shipments/acknowledge', { body: { shipmentIds, message } });

/** Download paths (ui/download fetches them with the session token). */
export const downloadPaths = {
  inputFile: (inputFileId: string) => `/jobs/inputFile/${segment(inputFileId)}`,
  packGroupRawFile: (packGroupId: string) => `/packGroups/${segment(packGroupId)}/rawFile`,
  outputFile: (outputFileId: string) => `/shipments/outputFile/${segment(outputFileId)}`,
  trackingFile: (shipmentId: string, trackingName: string) =>
    `/shipments/${segment(shipmentId)}/trackingFile/${segment(trackingName)}`,
  file: (fileId: string) => `/files/${segment(fileId)}`,
  evidence: (shipmentId: string, format: 'pdf' | 'json') =>
    `/shipments/${segment(shipmentId)}/evidence/${format}`,
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
