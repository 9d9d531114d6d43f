import createFetchClient, { type Client } from 'openapi-fetch';
import { errorOf, PostbridgeError } from './errors';
import type { operations, paths } from './schema';
import { createTransport, type TransportOptions } from './transport';

/** The `result` of an operation's envelope, by operation id (`jobs.get`). */
export type ResultOf<O extends keyof operations> = operations[O]['responses'] extends {
  200: { content: { 'application/json': { result: infer R } } };
}
  ? R
  : never;
type BodyOf<O extends keyof operations> = operations[O] extends {
  requestBody?: { content: { 'application/json': infer B } };
}
  ? B
  : never;

export type Job = ResultOf<'jobs.get'>;
export type PackGroup = ResultOf<'jobs.packGroups'>[number];
export type DeliveryCommand = ResultOf<'deliveries.commandGet'>;
export type Shipment = ResultOf<'shipments.get'>;
export type OrderOptions = Omit<BodyOf<'deliveries.commandCreate'>, 'packGroupIds'>;

export type ClientOptions = TransportOptions & {
  /** The instance's address (`https://postbridge.example`), without `/api`. */
  baseUrl: string;
};

/** Waiting for the server took longer than the caller allowed. */
export class TimeoutError extends Error {
  constructor(what: string, timeoutMs: number) {
    super(`${what} did not happen within ${timeoutMs} ms.`);
    this.name = 'TimeoutError';
  }
}

/** A deposit that processing refused (`PROCESSING_ERROR`) or that was cancelled: its job, with its error. */
export class JobFailedError extends Error {
  constructor(readonly job: Job) {
    super(
      job.state === 'PROCESSING_ERROR'
        ? `The deposit ${job.id} could not be processed: ${job.errorMessage ?? job.errorKey ?? 'no reason given'}.`
        : `The deposit ${job.id} is ${job.state}.`,
    );
    this.name = 'JobFailedError';
  }
}

/** A file to deposit into a box of the service: `box` is the box's name (`letters`), `content` its bytes. */
export type DepositFile = {
  box: string;
  name: string;
  content: Blob | Uint8Array;
  /** An apposition (a file added to every letter of the box) rather than a deposited document. */
  apposition?: boolean;
};

export type DepositInput = {
  serviceId: string;
  files: readonly DepositFile[];
  jobName?: string;
  /** Other creation parameters (`targetOwnerId`, `rawJobMetadatas`…: docs/api.md "Files, services and deposits"). */
  parameters?: Record<string, unknown>;
  /** Makes the deposit safe to send again: the same key answers the same job (default: a fresh key per call). */
  idempotencyKey?: string;
};

/** Where the shipments of an order stand, after each look. */
export type ShipmentProgress = {
  command: DeliveryCommand;
  shipments: Shipment[];
  /** The shipments at a final status. */
  final: number;
  /** The shipments the order's deliveries carry. */
  total: number;
  done: boolean;
};

type Polling = { timeoutMs?: number; intervalMs?: number };

const WAITING_JOB_STATES = new Set(['CREATED', 'PROCESSING']);
const FAILED_JOB_STATES = new Set(['PROCESSING_ERROR', 'CANCELLED']);
const ENDED_COMMAND_STATES = new Set([
  'REJECTED',
  'AUTOMATICALLY_REJECTED',
  'CANCELLED',
  'DELIVERY_CREATION_ERROR',
]);

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
const keyHeader = (key: string | undefined) => (key ? { 'idempotency-key': key } : undefined);

/**
 * A typed client of the Postbridge API (docs/api.md "SDK"): `api` is the openapi-fetch client generated from the
 * OpenAPI document (every path, parameter and answer typed), `result()` unwraps its answer's envelope or throws a
 * `PostbridgeError`, and the helpers run the common flows. Every call goes through the transport: credentials,
 * idempotency keys, retries of what is safe to retry, one re-authentication on -11.
 */
export function createClient(options: ClientOptions) {
  const transport = createTransport(options);
  const api: Client<paths> = createFetchClient<paths>({
    baseUrl: options.baseUrl.replace(/\/+$/, ''),
    fetch: transport.fetch,
  });

  /** The `result` of a call's envelope; a refusal is thrown (`ConflictError` for -13). */
  async function result<T>(
    call: Promise<{ data?: T; error?: unknown; response: Response }>,
  ): Promise<T extends { result: infer R } ? R : never> {
    const { data, error, response } = await call;
    if (!response.ok || error !== undefined) throw errorOf(error, response.status);
    if (data === null || typeof data !== 'object' || !('result' in data))
      throw new PostbridgeError(
        { code: -1, message: 'The answer is not the { result } envelope.' },
        response.status,
      );
    return data.result as T extends { result: infer R } ? R : never;
  }

  const getJob = (jobId: string) => result(api.GET('/api/jobs/{jobId}', { params: { path: { jobId } } }));
  const getPackGroups = (jobId: string) =>
    result(api.GET('/api/jobs/{jobId}/packGroups', { params: { path: { jobId } } }));
  const getCommand = (deliveryCommandId: string) =>
    result(
      api.GET('/api/deliveries/commands/{deliveryCommandId}', { params: { path: { deliveryCommandId } } }),
    );

  /** Deposits files into a service (`POST /api/jobs`, multipart): answers the job, in state CREATED. */
  async function depositFiles(input: DepositInput): Promise<Job> {
    const form = new FormData();
    form.set(
      'parameters',
      JSON.stringify({ ...input.parameters, serviceId: input.serviceId, jobName: input.jobName }),
    );
    const counts = new Map<string, number>();
    for (const file of input.files) {
      const field = `${file.apposition ? 'apposition' : 'file'}.${file.box}`;
      const index = counts.get(field) ?? 0;
      counts.set(field, index + 1);
      const blob =
        file.content instanceof Blob ? file.content : new Blob([file.content as Uint8Array<ArrayBuffer>]);
      form.append(`${field}.${index}`, blob, file.name);
    }
    return result(
      api.POST('/api/jobs', {
        // The multipart form as is: fetch writes its boundary.
        body: form as never,
        bodySerializer: (body: unknown) => body,
        headers: keyHeader(input.idempotencyKey),
      }),
    );
  }

  /**
   * Waits until processing has made the job's pack groups (the job leaves CREATED and PROCESSING) and answers
   * them; throws `JobFailedError` with the job when processing refused it, `TimeoutError` past `timeoutMs`.
   */
  async function waitForPackGroups(
    jobId: string,
    { timeoutMs = 60_000, intervalMs = 1000 }: Polling = {},
  ): Promise<PackGroup[]> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const job = await getJob(jobId);
      if (FAILED_JOB_STATES.has(job.state)) throw new JobFailedError(job);
      if (!WAITING_JOB_STATES.has(job.state)) return getPackGroups(jobId);
      if (Date.now() + intervalMs > deadline)
        throw new TimeoutError(`The pack groups of job ${jobId}`, timeoutMs);
      await pause(intervalMs);
    }
  }

  /**
   * Orders every letter of the job not ordered yet (pack groups in state CREATED) with the service's defaults, as
   * the web app's delivery screen does when nothing is changed: `serviceChannelOptions`, `expectedPostDate` and
   * `comment` as given. Answers the command (AWAIT_VALIDATION when the owner's orders need validation).
   */
  async function order(
    jobId: string,
    { idempotencyKey, ...choices }: Partial<OrderOptions> & { idempotencyKey?: string } = {},
  ): Promise<DeliveryCommand> {
    const packGroupIds = (await getPackGroups(jobId)).filter((g) => g.state === 'CREATED').map((g) => g.id);
    if (packGroupIds.length === 0) throw new Error(`The job ${jobId} has no letter left to order.`);
    return result(
      api.POST('/api/deliveries/commands', {
        body: { serviceChannelOptions: {}, ...choices, packGroupIds },
        headers: keyHeader(idempotencyKey),
      }),
    );
  }

  type Action = { validationReason?: string; version?: number; idempotencyKey?: string };
  const validate = (deliveryCommandId: string, { idempotencyKey, ...body }: Action = {}) =>
    result(
      api.POST('/api/deliveries/commands/{deliveryCommandId}/validate', {
        params: { path: { deliveryCommandId } },
        body,
        headers: keyHeader(idempotencyKey),
      }),
    );
  const reject = (deliveryCommandId: string, { idempotencyKey, ...body }: Action = {}) =>
    result(
      api.POST('/api/deliveries/commands/{deliveryCommandId}/reject', {
        params: { path: { deliveryCommandId } },
        body,
        headers: keyHeader(idempotencyKey),
      }),
    );

  /** The shipments of the command's deliveries, newest delivery last. */
  async function shipmentsOf(command: DeliveryCommand): Promise<Shipment[]> {
    const lists = await Promise.all(
      command.deliveries.map((d) =>
        result(api.GET('/api/shipments', { params: { query: { deliveryId: d.id } } })),
      ),
    );
    return lists.flat();
  }

  /**
   * Follows the shipments of an order until every one has a final status (delivered, or ended in error: see
   * `statusCode`), yielding where they stand after each change. Throws `TimeoutError` past `timeoutMs`, and a
   * `PostbridgeError` when the order is rejected or cancelled before sending.
   */
  async function* followShipments(
    commandId: string,
    { timeoutMs = 10 * 60_000, intervalMs = 5000 }: Polling & { until?: 'final' } = {},
  ): AsyncGenerator<ShipmentProgress, ShipmentProgress> {
    const deadline = Date.now() + timeoutMs;
    let last = '';
    for (;;) {
      const command = await getCommand(commandId);
      if (ENDED_COMMAND_STATES.has(command.state))
        throw new PostbridgeError({ code: -1, message: `The order ${commandId} is ${command.state}.` }, 200);
      const shipments = await shipmentsOf(command);
      const total = command.deliveries.reduce((sum, d) => sum + d.recipients, 0);
      const final = shipments.filter((s) => s.final).length;
      const done = shipments.length > 0 && shipments.length >= total && final === shipments.length;
      const progress: ShipmentProgress = { command, shipments, final, total, done };
      const seen = JSON.stringify([command.state, shipments.map((s) => [s.id, s.statusCode])]);
      if (seen !== last || done) {
        last = seen;
        yield progress;
        if (done) return progress;
      }
      if (Date.now() + intervalMs > deadline)
        throw new TimeoutError(`The final statuses of order ${commandId}`, timeoutMs);
      await pause(intervalMs);
    }
  }

  return {
    /** The typed openapi-fetch client: `api.GET('/api/jobs/{jobId}', { params: { path: { jobId } } })`. */
    api,
    result,
    /** Uses another session token from now on (an API key, when given, takes precedence). */
    setToken: transport.setToken,
    depositFiles,
    waitForPackGroups,
    order,
    /** Validates an order waiting for validation (a validator, or an API key with the `validate` scope). */
    validate,
    /** Rejects an order waiting for validation, with the reason the orderer will read. */
    reject,
    followShipments,
  };
}

export type PostbridgeClient = ReturnType<typeof createClient>;
