import fs from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { finished } from 'node:stream/promises';
import type { Selectable } from 'kysely';
import type { PrintedFileTable } from '../../../platform/db/schema';
import type { Deps } from '../../../platform/deps';
import { receiveToTempFile, type ReceivedFile } from '../../../platform/files/receive-file';
import { printerAddresses } from '../present-printer';
import { printerOfToken, type Printer } from '../printer-token';
import { PrintRefusal, storePrintedFile } from '../receive-print';
import { printedFileByIppJobId, visiblePrintedFiles } from '../queries';
import { ownScope } from '../../../platform/policy';
import {
  attributeInteger,
  attributeText,
  attributeValues,
  encodeIppResponse,
  IppRefusal,
  OPERATION,
  STATUS,
  TAG,
  type IppRequest,
  type IppStatus,
} from '../../../platform/ipp/ipp-message';
import {
  DOCUMENT_FORMATS,
  jobAttributes,
  jobIdOfUri,
  printerAttributes,
  selectAttributes,
  type PrinterContext,
} from './printer-attributes';
import { readIppRequest, tooLarge } from './read-ipp-request';

/** One IPP call as the HTTP layer hands it over. */
type IppCall = {
  body: Readable;
  /** The printer token: from the address (/ipp/print/<token>) or the password of HTTP Basic. */
  token: string | null;
  /** The user name of HTTP Basic, which must then be the token's user. */
  basicLogin: string | null;
  contentLength: number | null;
};

/** The answer: IPP bytes, sent with HTTP 200 unless `httpStatus` (401: ask for credentials). */
type IppAnswer = {
  bytes: Buffer;
  status: IppStatus;
  httpStatus?: number;
  document: 'read' | 'unread';
};

/**
 * Runs one IPP operation of the virtual printer (docs/api.md "Virtual printer"): Get-Printer-Attributes,
 * Validate-Job, Print-Job, Get-Jobs, Get-Job-Attributes, Cancel-Job. Every refusal is an IPP status with a
 * message saying what is wrong; nothing is created then.
 */
export async function serveIpp(deps: Deps, call: IppCall): Promise<IppAnswer> {
  const maxBytes = deps.config.printJobMaxBytes;
  let request: IppRequest | null = null;
  try {
    if (call.contentLength !== null && call.contentLength > maxBytes) throw tooLarge(maxBytes);
    const read = await readIppRequest(call.body, maxBytes);
    request = read.request;
    const printer = await authenticate(deps, call, request.operationId);
    const context = printerContext(deps, request, call);
    const answer = await runOperation(deps, request, printer, context, read.document);
    // Other operations carry no document: whatever follows their attributes is read and dropped (within the
    // limit), so that the connection stays open for the client's next request.
    if (request.operationId !== OPERATION.printJob) await finished(read.document.resume());
    return { ...answer, document: 'read' };
  } catch (err) {
    if (err instanceof IppRefusal) {
      const unauthenticated = err.status === STATUS.notAuthenticated;
      return {
        bytes: encodeIppResponse(request ?? err.request, err.status, err.message),
        status: err.status,
        ...(unauthenticated ? { httpStatus: 401 } : {}),
        document: 'unread',
      };
    }
    deps.log.error({ err }, 'the virtual printer failed');
    return {
      bytes: encodeIppResponse(request, STATUS.internalError, 'The printer could not handle this request.'),
      status: STATUS.internalError,
      document: 'unread',
    };
  }
}

/**
 * The user printing. Without a token, only Get-Printer-Attributes is answered (clients read what the printer
 * is before they ask for credentials); a wrong or revoked token, or a Basic user name that is not the token's
 * user, is refused for every operation.
 */
async function authenticate(deps: Deps, call: IppCall, operationId: number): Promise<Printer | null> {
  if (!call.token) {
    if (operationId === OPERATION.getPrinterAttributes) return null;
    throw new IppRefusal(
      STATUS.notAuthenticated,
      'A printer token is required: add the printer with the address shown in your printer settings.',
    );
  }
  const printer = await printerOfToken(deps, call.token);
  const wrongUser = printer && call.basicLogin && call.basicLogin !== printer.session.login;
  if (!printer || wrongUser) {
    throw new IppRefusal(
      STATUS.forbidden,
      'This printer token is not valid: make a new one in your printer settings.',
    );
  }
  return printer;
}

function printerContext(deps: Deps, request: IppRequest, call: IppCall): PrinterContext {
  const { ippUrl } = printerAddresses(deps.config);
  const asked = attributeText(request, 'printer-uri');
  const fromPath = call.token && !call.basicLogin ? `${ippUrl}/${call.token}` : ippUrl;
  return {
    // The URI the client used is the one it expects back (it may reach the product under another name).
    printerUri: asked && /^(ipps?|https?):\/\//.test(asked) ? asked.replace(/\/jobs\/\d+$/, '') : fromPath,
    name: 'Postbridge',
    moreInfoUrl: `${deps.config.publicUrl}/printer`,
    secure: deps.config.publicUrl.startsWith('https:'),
    basicAuth: !!call.basicLogin || !call.token,
    now: deps.clock.now(),
  };
}

const ok = (request: IppRequest, groups: Parameters<typeof encodeIppResponse>[3] = []) => ({
  bytes: encodeIppResponse(request, STATUS.ok, 'successful-ok', groups),
  status: STATUS.ok as IppStatus,
});

async function runOperation(
  deps: Deps,
  request: IppRequest,
  printer: Printer | null,
  context: PrinterContext,
  document: Readable,
): Promise<{ bytes: Buffer; status: IppStatus }> {
  const requested = attributeValues(request, 'requested-attributes').map(String);
  switch (request.operationId) {
    case OPERATION.getPrinterAttributes:
      return ok(request, [
        { tag: TAG.printer, attributes: selectAttributes(printerAttributes(context), requested, 'printer') },
      ]);
    case OPERATION.validateJob:
      documentFormatOf(request);
      return ok(request);
    case OPERATION.printJob:
      return printJob(deps, request, printer!, context, document);
    case OPERATION.getJobs:
      return getJobs(deps, request, printer!, context, requested);
    case OPERATION.getJobAttributes: {
      const row = await jobOf(deps, request, printer!);
      return ok(request, [
        {
          tag: TAG.job,
          attributes: selectAttributes(
            jobAttributes(ippJob(row, printer!), context.printerUri),
            requested,
            'job',
          ),
        },
      ]);
    }
    case OPERATION.cancelJob:
      await jobOf(deps, request, printer!);
      throw new IppRefusal(STATUS.notPossible, 'This job is already completed: it cannot be cancelled.');
    default:
      throw new IppRefusal(
        STATUS.operationNotSupported,
        `Operation 0x${request.operationId.toString(16).padStart(4, '0')} is not supported by this printer.`,
      );
  }
}

/** The document format the client names: PDF, or none/octet-stream (then told from the content). */
function documentFormatOf(request: IppRequest): string {
  const format = attributeText(request, 'document-format') ?? 'application/octet-stream';
  if (format !== 'application/octet-stream' && !(DOCUMENT_FORMATS as readonly string[]).includes(format)) {
    throw new IppRefusal(
      STATUS.documentFormatNotSupported,
      `The document format ${format} is not supported: print as PDF (application/pdf).`,
    );
  }
  return format;
}

async function printJob(
  deps: Deps,
  request: IppRequest,
  printer: Printer,
  context: PrinterContext,
  document: Readable,
): Promise<{ bytes: Buffer; status: IppStatus }> {
  documentFormatOf(request);
  const compression = attributeText(request, 'compression') ?? 'none';
  if (compression !== 'none') {
    throw new IppRefusal(
      STATUS.compressionNotSupported,
      `Compressed documents (${compression}) are not accepted: send the PDF uncompressed.`,
    );
  }
  let received: ReceivedFile | null = null;
  try {
    received = await receiveToTempFile(document, path.join(deps.config.dataDir, 'tmp'));
    if (received.size === 0) throw new IppRefusal(STATUS.badRequest, 'The print job holds no document.');
    const name = attributeText(request, 'job-name') ?? attributeText(request, 'document-name') ?? 'document';
    const row = await storePrintedFile(deps, printer, { name, received });
    const attributes = jobAttributes(ippJob(row, printer), context.printerUri);
    const wanted = new Set(['job-id', 'job-uri', 'job-state', 'job-state-reasons', 'job-state-message']);
    return ok(request, [{ tag: TAG.job, attributes: attributes.filter((a) => wanted.has(a.name)) }]);
  } catch (err) {
    if (err instanceof PrintRefusal) {
      throw new IppRefusal(
        err.reason === 'notPdf' ? STATUS.documentFormatNotSupported : STATUS.documentFormatError,
        err.message,
      );
    }
    throw err;
  } finally {
    if (received) await fs.rm(received.tempPath, { force: true });
  }
}

async function getJobs(
  deps: Deps,
  request: IppRequest,
  printer: Printer,
  context: PrinterContext,
  requested: string[],
): Promise<{ bytes: Buffer; status: IppStatus }> {
  // Every job of this printer is completed once received: "not-completed" (the default) lists none.
  const which = attributeText(request, 'which-jobs') ?? 'not-completed';
  const limit = Math.max(1, Math.min(attributeInteger(request, 'limit') ?? 100, 1000));
  const rows =
    which === 'completed' || which === 'all'
      ? await visiblePrintedFiles(deps.db, ownScope(printer.session), limit)
      : [];
  return ok(
    request,
    rows.map((row) => ({
      tag: TAG.job,
      attributes: selectAttributes(
        jobAttributes(ippJob(row, printer), context.printerUri),
        requested,
        'job',
        ['job-id', 'job-uri'],
      ),
    })),
  );
}

/** The caller's job named by job-id (or job-uri); client-error-not-found otherwise. */
async function jobOf(
  deps: Deps,
  request: IppRequest,
  printer: Printer,
): Promise<Selectable<PrintedFileTable>> {
  const jobId = attributeInteger(request, 'job-id') ?? jobIdOfUri(attributeText(request, 'job-uri'));
  if (jobId === undefined)
    throw new IppRefusal(STATUS.badRequest, 'The request names no job (job-id or job-uri).');
  const row = await printedFileByIppJobId(deps.db, printer.session.userId, jobId);
  if (!row) throw new IppRefusal(STATUS.notFound, `There is no job ${jobId} of yours on this printer.`);
  return row;
}

const ippJob = (row: Selectable<PrintedFileTable>, printer: Printer) => ({
  ippJobId: Number(row.ipp_job_id),
  name: row.name,
  pages: Number(row.pages),
  size: Number(row.size),
  printedAt: new Date(row.printed_at),
  owner: printer.session.login,
});
