import ipp, { type IppAttribute, type IppGroup, type IppMessage, type IppValue } from 'ipp-encoder';

// IPP messages (RFC 8010 encoding, RFC 8011 semantics). The virtual printer (features/printer) reads requests and
// writes answers with them: the request's attribute part decoded from the first bytes of the HTTP body (the
// document follows it), and responses encoded with the attributes every answer carries. The ipp-print provider
// speaks the other side through ipp-client.ts. ipp-encoder does the byte work; the checks it leaves out are here.

export const TAG = {
  operation: 0x01,
  job: 0x02,
  end: 0x03,
  printer: 0x04,
  unsupported: 0x05,
  integer: 0x21,
  boolean: 0x22,
  enum: 0x23,
  dateTime: 0x31,
  resolution: 0x32,
  rangeOfInteger: 0x33,
  text: 0x41,
  name: 0x42,
  keyword: 0x44,
  uri: 0x45,
  charset: 0x47,
  naturalLanguage: 0x48,
  mimeMediaType: 0x49,
} as const;

/** The operations the virtual printer serves (it answers these in operations-supported). */
export const OPERATION = {
  printJob: 0x02,
  validateJob: 0x04,
  cancelJob: 0x08,
  getJobAttributes: 0x09,
  getJobs: 0x0a,
  getPrinterAttributes: 0x0b,
} as const;

export const STATUS = {
  ok: 0x0000,
  badRequest: 0x0400,
  forbidden: 0x0401,
  notAuthenticated: 0x0402,
  notPossible: 0x0404,
  notFound: 0x0406,
  requestEntityTooLarge: 0x0408,
  documentFormatNotSupported: 0x040a,
  compressionNotSupported: 0x040f,
  documentFormatError: 0x0411,
  internalError: 0x0500,
  operationNotSupported: 0x0501,
  versionNotSupported: 0x0503,
} as const;
export type IppStatus = (typeof STATUS)[keyof typeof STATUS];

/** The attribute part of a request may not be longer than this (a real client's is a few hundred bytes). */
export const MAX_IPP_HEADER_BYTES = 64 * 1024;

export type IppRequest = {
  version: { major: number; minor: number };
  operationId: number;
  requestId: number;
  groups: IppGroup[];
};

/** A request the printer answers with `status` and `message` instead of running it. */
export class IppRefusal extends Error {
  constructor(
    readonly status: IppStatus,
    message: string,
    /** The request's version and id when they could be read: the answer repeats them (RFC 8011 §4.1.1). */
    readonly request: Pick<IppRequest, 'version' | 'requestId'> | null = null,
  ) {
    super(message);
  }
}

const GROUP_TAGS = new Set<number>([TAG.operation, TAG.job, TAG.printer, TAG.unsupported, 0x06, 0x07]);

/**
 * Decodes the attribute part of a request from the bytes received so far. Answers the request and where its
 * document starts, or null when the part is not complete yet (more bytes are needed). Throws an IppRefusal
 * (client-error-bad-request) for bytes that cannot be an IPP request, or an attribute part longer than
 * MAX_IPP_HEADER_BYTES.
 */
export function decodeIppHeader(bytes: Buffer): { request: IppRequest; documentStart: number } | null {
  const window = bytes.subarray(0, MAX_IPP_HEADER_BYTES);
  const decoded = tryDecode(window);
  if (!decoded) {
    if (bytes.length >= MAX_IPP_HEADER_BYTES) throw malformed('its attribute part is too long or unreadable');
    return null;
  }
  const { message, length } = decoded;
  const request: IppRequest = {
    version: message.version ?? { major: 0, minor: 0 },
    operationId: message.operationId ?? 0,
    requestId: message.requestId,
    groups: message.groups,
  };
  const refuse = (why: string) =>
    new IppRefusal(STATUS.badRequest, `This is not a valid IPP request: ${why}.`, request);
  for (const group of message.groups) {
    if (!GROUP_TAGS.has(group.tag)) throw refuse(`it has an unknown attribute group tag ${group.tag}`);
  }
  if (request.version.major < 1 || request.version.major > 2) {
    throw new IppRefusal(
      STATUS.versionNotSupported,
      `IPP version ${request.version.major}.${request.version.minor} is not supported (1.1 and 2.0 are)`,
      { version: { major: 1, minor: 1 }, requestId: request.requestId },
    );
  }
  // RFC 8011 §4.1.1: a request-id is 1 to 2^31 - 1.
  if (request.requestId < 1) throw refuse('its request-id must be 1 or more');
  const first = request.groups[0];
  const [charset, language] = first?.attributes ?? [];
  if (
    first?.tag !== TAG.operation ||
    charset?.name !== 'attributes-charset' ||
    language?.name !== 'attributes-natural-language'
  ) {
    throw refuse(
      'it must start with operation attributes attributes-charset and attributes-natural-language',
    );
  }
  // RFC 8011 §4.1.5: every operation names its target.
  if (!attributeValues(request, 'printer-uri').length && !attributeValues(request, 'job-uri').length) {
    throw refuse('it names no printer-uri (nor job-uri)');
  }
  return { request, documentStart: length };
}

/** The decoded message and its length, or null while the bytes stop before its end-of-attributes tag. */
function tryDecode(bytes: Buffer): { message: IppMessage; length: number } | null {
  if (bytes.length < 9) return null;
  try {
    const message = ipp.request.decode(bytes);
    const length = ipp.request.decode.bytes;
    // The decoder stops quietly at the end of the bytes: a complete part ends with the end-of-attributes tag.
    if (length > bytes.length || bytes[length - 1] !== TAG.end) return null;
    return { message, length };
  } catch (err) {
    if (err instanceof RangeError) return null;
    throw malformed(err instanceof Error ? err.message : String(err));
  }
}

const malformed = (why: string) =>
  new IppRefusal(STATUS.badRequest, `This is not a valid IPP request: ${why}.`);

/** The values of a request's attribute `name` in its group `groupTag` (the operation attributes by default). */
export function attributeValues(
  request: IppRequest,
  name: string,
  groupTag: number = TAG.operation,
): IppValue[] {
  const group = request.groups.find((g) => g.tag === groupTag);
  const found = group?.attributes.find((a) => a.name === name);
  if (!found) return [];
  return Array.isArray(found.value) ? found.value : [found.value];
}

/** The first value of an attribute as text (a text or name with language gives its text), or undefined. */
export function attributeText(
  request: IppRequest,
  name: string,
  groupTag: number = TAG.operation,
): string | undefined {
  const value = attributeValues(request, name, groupTag)[0];
  if (value === undefined) return undefined;
  if (typeof value === 'object' && !(value instanceof Date)) return value.value;
  return String(value);
}

export function attributeInteger(request: IppRequest, name: string): number | undefined {
  const value = attributeValues(request, name)[0];
  return typeof value === 'number' ? value : undefined;
}

/** An attribute to answer: one value or several. */
export const attribute = (tag: number, name: string, value: IppValue | IppValue[]): IppAttribute => ({
  tag,
  name,
  value: Array.isArray(value) ? value : [value],
});

/**
 * The bytes of a rangeOfInteger or resolution value. ipp-encoder writes every other tag as a string: bytes
 * below 0x80 pass through UTF-8 unchanged, which is all the printer's ranges and resolutions need.
 */
export function octets(...int32s: number[]): string {
  const bytes: number[] = [];
  for (const n of int32s) bytes.push((n >>> 24) & 0xff, (n >>> 16) & 0xff, (n >>> 8) & 0xff, n & 0xff);
  return String.fromCharCode(...octetsChecked(bytes));
}

/** A resolution value: cross-feed and feed resolutions in dots per inch (units 3). */
export const resolutionDpi = (dpi: number): string => octets(dpi, dpi) + String.fromCharCode(3);

function octetsChecked(bytes: number[]): number[] {
  if (bytes.some((b) => b >= 0x80)) throw new Error('octets: only bytes below 0x80 can be written');
  return bytes;
}

/**
 * A response to `request`: its version and request id, the status, the operation attributes every answer
 * starts with (charset, natural language, status message), then `groups`.
 */
export function encodeIppResponse(
  request: Pick<IppRequest, 'version' | 'requestId'> | null,
  status: IppStatus,
  message: string,
  groups: IppGroup[] = [],
): Buffer {
  const version =
    request && request.version.major >= 1 && request.version.major <= 2 ? request.version : null;
  return ipp.response.encode({
    version: version ?? { major: 1, minor: 1 },
    statusCode: status,
    requestId: request?.requestId ?? 0,
    groups: [
      {
        tag: TAG.operation,
        attributes: [
          attribute(TAG.charset, 'attributes-charset', 'utf-8'),
          attribute(TAG.naturalLanguage, 'attributes-natural-language', 'en'),
          attribute(TAG.text, 'status-message', message.slice(0, 255)),
        ],
      },
      ...groups,
    ],
  });
}
