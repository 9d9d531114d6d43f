import { jobEndpoints } from './jobs';

/**
 * The endpoint table: every operation of the API, by name (`area.action`). One file per area beside this one;
 * docs/architecture.md "One contract" says how the server, the OpenAPI document and the web client use it.
 */
export const endpoints = {
  ...jobEndpoints,
} as const;

export type Endpoints = typeof endpoints;
export type EndpointName = keyof Endpoints;
