// The typed client of the Postbridge API (docs/api.md "SDK"). Its types are generated from the API's OpenAPI
// document by `npm run sdk:generate` (src/schema.d.ts).
export {
  createClient,
  JobFailedError,
  TimeoutError,
  type ClientOptions,
  type DeliveryCommand,
  type DepositFile,
  type DepositInput,
  type Job,
  type OrderOptions,
  type PackGroup,
  type PostbridgeClient,
  type ResultOf,
  type Shipment,
  type ShipmentProgress,
} from './client';
export { ConflictError, PostbridgeError, type ApiError, type ApiIssue } from './errors';
export type { components, operations, paths } from './schema';
