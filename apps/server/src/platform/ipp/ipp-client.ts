import http from 'node:http';
import https from 'node:https';
import ipp, { type IppAttribute, type IppGroup, type IppValue } from 'ipp-encoder';
import { attribute, TAG } from './ipp-message';

// The client side of IPP (RFC 8010/8011, PWG 5100.14 IPP Everywhere) over HTTP: requests encoded, posted to a
// printer or a CUPS queue (`ipp://host[:631]/ipp/print`, `ipps://…`, `ipp://host:631/printers/<queue>`), answers
// decoded. The ipp-print provider (features/sending) prints and follows jobs with it. How a failed call ends
// matters to the caller: a request that never reached the printer whole cannot have printed anything, one that
// did and got no answer may have.

/** Operations a client sends (RFC 8011 §4). */
export const IPP_OPERATION = {
  printJob: 0x02,
  createJob: 0x05,
  sendDocument: 0x06,
  cancelJob: 0x08,
  getJobAttributes: 0x09,
  getJobs: 0x0a,
  getPrinterAttributes: 0x0b,
} as const;

/** job-state values (RFC 8011 §5.3.7). */
export const JOB_STATE = {
  pending: 3,
  pendingHeld: 4,
  processing: 5,
  processingStopped: 6,
  canceled: 7,
  aborted: 8,
  completed: 9,
} as const;

export const JOB_STATE_NAMES: Record<number, string> = {
  3: 'pending',
  4: 'pending-held',
  5: 'processing',
  6: 'processing-stopped',
  7: 'canceled',
  8: 'aborted',
  9: 'completed',
};

/** Status codes a client reads (RFC 8011 §B), by name, for messages. */
const STATUS_NAMES: Record<number, string> = {
  0x0000: 'successful-ok',
  0x0001: 'successful-ok-ignored-or-substituted-attributes',
  0x0002: 'successful-ok-conflicting-attributes',
  0x0400: 'client-error-bad-request',
  0x0401: 'client-error-forbidden',
  0x0402: 'client-error-not-authenticated',
  0x0403: 'client-error-not-authorized',
  0x0404: 'client-error-not-possible',
  0x0405: 'client-error-timeout',
  0x0406: 'client-error-not-found',
  0x0407: 'client-error-gone',
  0x0408: 'client-error-request-entity-too-large',
  0x040a: 'client-error-document-format-not-supported',
  0x040b: 'client-error-attributes-or-values-not-supported',
  0x040f: 'client-error-compression-not-supported',
  0x0411: 'client-error-document-format-error',
  0x0500: 'server-error-internal-error',
  0x0501: 'server-error-operation-not-supported',
  0x0502: 'server-error-service-unavailable',
  0x0503: 'server-error-version-not-supported',
  0x0504: 'server-error-device-error',
  0x0505: 'server-error-temporary-error',
  0x0506: 'server-error-not-accepting-jobs',
  0x0507: 'server-error-busy',
  0x0508: 'server-error-job-canceled',
};

export const IPP_NOT_FOUND = 0x0406;

export const ippStatusName = (code: number): string =>
  STATUS_NAMES[code] ?? `0x${code.toString(16).padStart(4, '0')}`;
export const isIppSuccess = (code: number) => code >= 0 && code < 0x0100;
export const isIppClientError = (code: number) => code >= 0x0400 && code < 0x0500;

/** The largest answer read: a printer's attributes or a job list, never a document. */
const MAX_ANSWER_BYTES = 4 * 1024 * 1024;

/**
 * Why a call got no IPP answer. `delivered`: false when the request cannot have reached the printer whole (no
 * connection, refused, cut while it was being sent); true when it was sent whole and the answer never came, so
 * the printer may have acted on it.
 */
export class IppTransportError extends Error {
  constructor(
    message: string,
    readonly delivered: boolean,
  ) {
    super(message);
  }
}

/** Errors of a connection that was never made: nothing reached the printer. */
const NEVER_CONNECTED = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH', 'ENETUNREACH']);

/** The HTTP(S) address of a printer URI: ipp → http, ipps → https, port 631 unless the URI gives one. */
export function httpUrlOf(printerUri: string): URL {
  const uri = new URL(printerUri);
  if (uri.protocol !== 'ipp:' && uri.protocol !== 'ipps:') {
    throw new Error(`${printerUri} is not an ipp:// or ipps:// URI`);
  }
  const url = new URL(`${uri.protocol === 'ipps:' ? 'https' : 'http'}://${uri.host}${uri.pathname}`);
  if (!uri.port) url.port = '631';
  return url;
}

let lastRequestId = 0;
/** A request id (RFC 8011 §4.1.1: 1 to 2^31 - 1), new for each request of this process. */
const nextRequestId = () => (lastRequestId = (lastRequestId % 0x7ffffffe) + 1);

/**
 * The bytes of a request: its operation attributes after attributes-charset and attributes-natural-language
 * (which RFC 8011 §4.1.4 puts first), then a job attribute group when given.
 */
export function encodeIppRequest(
  operationId: number,
  operation: IppAttribute[],
  job: IppAttribute[] = [],
  requestId: number = nextRequestId(),
): Buffer {
  const groups: IppGroup[] = [
    {
      tag: TAG.operation,
      attributes: [
        attribute(TAG.charset, 'attributes-charset', 'utf-8'),
        attribute(TAG.naturalLanguage, 'attributes-natural-language', 'en'),
        ...operation,
      ],
    },
  ];
  if (job.length) groups.push({ tag: TAG.job, attributes: job });
  return ipp.request.encode({ version: { major: 1, minor: 1 }, operationId, requestId, groups });
}

/** A decoded answer: its status and attribute groups. */
export type IppAnswer = { statusCode: number; requestId: number; groups: IppGroup[] };

/** Decodes an answer; throws on bytes that are not one. */
export function decodeIppAnswer(bytes: Buffer): IppAnswer {
  if (bytes.length < 9) throw new Error('the answer is too short to be IPP');
  let message: ReturnType<typeof ipp.response.decode>;
  try {
    message = ipp.response.decode(bytes);
  } catch (err) {
    throw new Error(`the answer is not IPP (${err instanceof Error ? err.message : String(err)})`);
  }
  return { statusCode: message.statusCode ?? -1, requestId: message.requestId, groups: message.groups };
}

/** The attributes of one group as a map, each to its values (a text with language gives its text). */
export function attributesOf(group: IppGroup | undefined): Map<string, IppValue[]> {
  const map = new Map<string, IppValue[]>();
  for (const a of group?.attributes ?? []) {
    const values = (Array.isArray(a.value) ? a.value : [a.value]).map((v) =>
      typeof v === 'object' && v !== null && !(v instanceof Date) ? v.value : v,
    );
    map.set(a.name, [...(map.get(a.name) ?? []), ...values]);
  }
  return map;
}

/** The groups of a tag in an answer (Get-Jobs answers one job group per job). */
export const groupsOf = (answer: IppAnswer, tag: number): IppGroup[] =>
  answer.groups.filter((g) => g.tag === tag);

/** The first group of a tag as a map (attributesOf). */
export const firstGroupOf = (answer: IppAnswer, tag: number) => attributesOf(groupsOf(answer, tag)[0]);

/** The status-message of an answer, when it has one. */
export function statusMessageOf(answer: IppAnswer): string | undefined {
  const message = firstGroupOf(answer, TAG.operation).get('status-message')?.[0];
  return typeof message === 'string' && message ? message : undefined;
}

const texts = (values: IppValue[] | undefined) =>
  (values ?? []).filter((v): v is string => typeof v === 'string');
const numbers = (values: IppValue[] | undefined) =>
  (values ?? []).filter((v): v is number => typeof v === 'number');
export const ippValues = { texts, numbers };

/**
 * Posts one request (`body`, then `document` when given) to the printer and reads its IPP answer. Throws an
 * IppTransportError when there is none: an HTTP error, a refused or lost connection, `timeoutMs` without a
 * byte, an answer that is not IPP.
 */
export function callIpp(
  printerUri: string,
  body: Buffer,
  options: { document?: Buffer; timeoutMs: number },
): Promise<IppAnswer> {
  const url = httpUrlOf(printerUri);
  const payload = options.document ? Buffer.concat([body, options.document]) : body;
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    let sentWhole = false;
    let settled = false;
    const fail = (message: string, delivered = sentWhole) => {
      if (settled) return;
      settled = true;
      request.destroy();
      reject(new IppTransportError(message, delivered));
    };
    const request = client.request(
      url,
      {
        method: 'POST',
        headers: { 'content-type': 'application/ipp', 'content-length': payload.length },
      },
      (response) => {
        const chunks: Buffer[] = [];
        let size = 0;
        response.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > MAX_ANSWER_BYTES) fail(`the printer's answer is larger than ${MAX_ANSWER_BYTES} bytes`);
          else chunks.push(chunk);
        });
        response.on('error', (err) => fail(`the printer's answer was cut: ${err.message}`));
        response.on('end', () => {
          if (settled) return;
          if (response.statusCode !== 200) {
            return fail(
              `the printer answered HTTP ${response.statusCode}${
                response.statusCode === 401 ? ' (it asks for a user name and password)' : ''
              }${response.statusCode === 426 ? ' (it asks for TLS: use ipps://)' : ''}`,
              // An HTTP refusal is an answer: the request was not taken.
              false,
            );
          }
          try {
            const answer = decodeIppAnswer(Buffer.concat(chunks));
            settled = true;
            resolve(answer);
          } catch (err) {
            fail((err as Error).message);
          }
        });
      },
    );
    request.setTimeout(options.timeoutMs, () =>
      fail(`the printer did not answer within ${Math.round(options.timeoutMs / 1000)} s`),
    );
    request.on('finish', () => (sentWhole = true));
    request.on('error', (err: NodeJS.ErrnoException) =>
      fail(
        `the printer cannot be reached (${err.code ?? err.message})`,
        sentWhole && !NEVER_CONNECTED.has(err.code ?? ''),
      ),
    );
    request.end(payload);
  });
}
