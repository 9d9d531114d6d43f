import { once } from 'node:events';
import fs from 'node:fs/promises';
import { PassThrough, Readable } from 'node:stream';
import {
  jobStreamFileSchema,
  jobStreamHeadSchema,
  type JobStreamFile,
  type StoredFile,
} from '@postbridge/domain';
import type { z } from 'zod';
import { AppError } from '../../platform/errors';
import { receiveToTempFile, type ReceivedFile } from '../../platform/files/receive-file';
import type { ReceivedPart } from '../../platform/http/read-multipart';

/** The longest line of a deposit stream: send a big file as several base64 lines (e.g. 1 MiB of bytes each). */
const MAX_DEPOSIT_LINE_BYTES = 4 * 1024 * 1024;

/** A file of a streamed deposit: received into a temporary file, or uploaded before and resolved by id. */
type StreamedPart = ReceivedPart | { field: string; stored: StoredFile };

/** A streamed deposit read whole: its parameters and files (temporary ones removed by `cleanup`). */
type StreamedDeposit = {
  parameters: Record<string, unknown>;
  files: StreamedPart[];
  cleanup: () => Promise<void>;
};

type Options = {
  tempDir: string;
  /** The upload limit, per file (as for multipart uploads). */
  maxFileBytes: number;
  /** Checks the parameters as soon as the first line is read (so that a refused deposit is not uploaded). */
  onHead: (parameters: Record<string, unknown>) => Promise<unknown>;
  resolveFileId: (fileId: string) => Promise<StoredFile>;
};

/**
 * Reads the body of POST /jobs/stream (docs/api.md): newline-delimited JSON read line by line from the request
 * stream, never whole — a head `{ "parameters": … }`, then file lines whose base64 chunks are decoded into a
 * temporary file per field as they arrive — or an already parsed `application/json` object, read as that head
 * alone. A malformed line is refused naming its number (-2); a file over the upload limit as soon as it is
 * (-5). On any refusal nothing received is kept.
 */
export async function readDepositStream(body: unknown, options: Options): Promise<StreamedDeposit> {
  const files: StreamedPart[] = [];
  let open: Base64File | undefined;
  const cleanup = async () => {
    await open?.abort();
    await Promise.all(
      files.map((f) => ('received' in f ? fs.rm(f.received.tempPath, { force: true }) : undefined)),
    );
  };
  const seen = new Set<string>();
  const addFile = async (line: number, file: JobStreamFile) => {
    if (open && open.field === file.field && file.base64 !== undefined) {
      if (file.name !== undefined && file.name !== open.fileName)
        throw lineError(line, `name: the file "${file.field}" is already named "${open.fileName}"`);
      await open.write(line, file.base64);
      return;
    }
    if (open) files.push(await open.finish());
    open = undefined;
    if (seen.has(file.field)) throw lineError(line, `field: the file "${file.field}" was already sent`);
    seen.add(file.field);
    if (file.fileId !== undefined) {
      files.push({ field: file.field, stored: await options.resolveFileId(file.fileId) });
      return;
    }
    if (file.name === undefined) throw lineError(line, 'name: the first line of a file needs its name');
    open = new Base64File(file.field, file.name, options);
    await open.write(line, file.base64!);
  };

  try {
    let parameters: Record<string, unknown> | undefined;
    const entries = body instanceof Readable ? jsonLines(body) : oneEntry(body);
    for await (const { line, value } of entries) {
      if (!parameters) {
        const head = parseLine(line, jobStreamHeadSchema, value);
        parameters = head.parameters;
        await options.onHead(parameters);
        for (const file of head.files) await addFile(line, file);
      } else {
        await addFile(line, parseLine(line, jobStreamFileSchema, value));
      }
    }
    if (open) files.push(await open.finish());
    open = undefined;
    if (!parameters) throw lineError(1, 'expected {"parameters": …}');
    return { parameters, files, cleanup };
  } catch (err) {
    await cleanup();
    throw err;
  }
}

/** A file arriving in base64 chunks, decoded into a temporary file as they come. */
class Base64File {
  private readonly pass = new PassThrough();
  private readonly received: Promise<ReceivedFile>;
  /** Base64 characters of the last chunks that do not make a whole 4-character group yet. */
  private carry = '';
  private size = 0;
  private lastLine = 0;

  constructor(
    readonly field: string,
    readonly fileName: string,
    private readonly options: Options,
  ) {
    this.received = receiveToTempFile(this.pass, options.tempDir);
    // Awaited by finish() or abort(); this keeps an early failure (disk full) from going unhandled meanwhile.
    this.received.catch(() => undefined);
  }

  /**
   * Appends a chunk. Clients may cut the base64 text of the whole file anywhere, or encode each chunk of bytes on
   * its own (each then ends with its padding): a padded group ends a run of groups decoded together.
   */
  async write(line: number, chunk: string): Promise<void> {
    this.lastLine = line;
    if (!/^[A-Za-z0-9+/]*={0,2}$/.test(chunk)) throw lineError(line, 'base64: is not valid base64');
    const text = this.carry + chunk;
    const whole = text.length - (text.length % 4);
    let start = 0;
    for (let group = 0; group < whole; group += 4) {
      const padding = text.slice(group, group + 4).indexOf('=');
      if (padding === -1) continue;
      if (padding < 2 || (padding === 2 && text[group + 3] !== '='))
        throw lineError(line, 'base64: is not valid base64');
      await this.push(Buffer.from(text.slice(start, group + 4), 'base64'));
      start = group + 4;
    }
    if (whole > start) await this.push(Buffer.from(text.slice(start, whole), 'base64'));
    this.carry = text.slice(whole);
  }

  async finish(): Promise<ReceivedPart> {
    if (this.carry.length === 1) {
      await this.abort();
      throw lineError(this.lastLine, 'base64: the file does not end with whole base64 bytes');
    }
    if (this.carry) await this.push(Buffer.from(this.carry, 'base64'));
    this.pass.end();
    return { field: this.field, fileName: this.fileName, received: await this.received };
  }

  /** Ends the file and removes it (ending rather than destroying lets the temporary file be closed first). */
  async abort(): Promise<void> {
    if (!this.pass.writableEnded && !this.pass.destroyed) this.pass.end();
    const received = await this.received.catch(() => undefined);
    if (received) await fs.rm(received.tempPath, { force: true });
  }

  private async push(bytes: Buffer): Promise<void> {
    this.size += bytes.length;
    if (this.size > this.options.maxFileBytes) {
      // The refusal of an upload over the limit, as readMultipart answers it.
      const limit = Math.round(this.options.maxFileBytes / 1024 / 1024);
      throw new AppError(
        'payloadTooLarge',
        `The file is larger than the ${limit} MB allowed.`,
        'error.fileTooLarge',
        { limit },
        this.field,
      );
    }
    if (!this.pass.write(bytes)) await Promise.race([once(this.pass, 'drain'), this.received]);
  }
}

type Entry = { line: number; value: unknown };

async function* oneEntry(value: unknown): AsyncGenerator<Entry> {
  yield { line: 1, value };
}

/** The JSON values of the lines of a stream, numbered from 1; blank lines are skipped (but counted). */
async function* jsonLines(source: Readable): AsyncGenerator<Entry> {
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  let line = 0;
  const take = (piece: Buffer) => {
    if (pendingBytes + piece.length > MAX_DEPOSIT_LINE_BYTES)
      throw lineError(line + 1, `is longer than ${MAX_DEPOSIT_LINE_BYTES} bytes`);
    pending.push(piece);
    pendingBytes += piece.length;
  };
  const flush = (): Entry | undefined => {
    line += 1;
    const text = Buffer.concat(pending).toString('utf8').trim();
    pending = [];
    pendingBytes = 0;
    if (!text) return undefined;
    try {
      return { line, value: JSON.parse(text) as unknown };
    } catch {
      throw lineError(line, 'is not valid JSON');
    }
  };
  for await (const raw of source) {
    let chunk = typeof raw === 'string' ? Buffer.from(raw) : (raw as Buffer);
    for (let nl = chunk.indexOf(0x0a); nl !== -1; nl = chunk.indexOf(0x0a)) {
      take(chunk.subarray(0, nl));
      chunk = chunk.subarray(nl + 1);
      const entry = flush();
      if (entry) yield entry;
    }
    if (chunk.length) take(chunk);
  }
  if (pendingBytes) {
    const entry = flush();
    if (entry) yield entry;
  }
}

function parseLine<T extends z.ZodType>(line: number, schema: T, value: unknown): z.infer<T> {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0]!;
  const path = issue.path.map(String).join('.');
  throw lineError(line, path ? `${path}: ${issue.message}` : issue.message);
}

/** A refused line of a deposit stream (-2), naming the line. */
function lineError(line: number, reason: string): AppError {
  return new AppError('badRequest', `line ${line}: ${reason}`, 'error.depositLine', { line, reason }, 'body');
}
