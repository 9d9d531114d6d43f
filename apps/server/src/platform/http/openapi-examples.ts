import { costsExamples } from './openapi-examples/costs';
import { integrationsExamples } from './openapi-examples/integrations';
import { jobsExamples } from './openapi-examples/jobs';
import { mailExamples } from './openapi-examples/mail';
import { mailReturnsExamples } from './openapi-examples/mail-returns';
import type { OperationExamples } from './openapi-examples/operation-example';
import { ordersExamples } from './openapi-examples/orders';
import { organisationExamples } from './openapi-examples/organisation';
import { servicesExamples } from './openapi-examples/services';
import { sessionExamples } from './openapi-examples/session';
import { shipmentsExamples } from './openapi-examples/shipments';

/**
 * Examples of the OpenAPI document (openapi-operations.ts puts them on the JSON request body and on the 200
 * answer): one for every operation that takes a JSON body or answers a JSON result, split by area in
 * openapi-examples/. The calls of the common flows are the SDK example's (docs/api.md "SDK") — sign in, deposit the
 * sample letters, read the job and its pack groups, order, validate with a validator's API key, list the shipments.
 *
 * The answers were recorded from the real app over the demo data (the demo users, the Sales unit, the "Letter
 * batch" service, the sample files), then cut: lists to one or two items, long texts (images as data URLs) to their
 * start. The few calls that the demo data cannot make (an on-premise print server, a tracking provider, an identity
 * provider) are written from the same records, and say so. Typed by the contract, checked against its schemas,
 * and required for every JSON operation by openapi-examples.test.ts.
 */
export const OPERATION_EXAMPLES: OperationExamples = {
  ...sessionExamples,
  ...organisationExamples,
  ...servicesExamples,
  ...jobsExamples,
  ...ordersExamples,
  ...shipmentsExamples,
  ...integrationsExamples,
  ...costsExamples,
  ...mailExamples,
  ...mailReturnsExamples,
};
