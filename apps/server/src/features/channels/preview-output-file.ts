import { createHash } from 'node:crypto';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {
  composedSize,
  DocumentError,
  openPdf,
  STANDARD_PDF_FONTS,
  toPortable,
  type BatchRequest,
  type ComposedBatch,
  type PdfHandle,
} from '@postbridge/documents';
import {
  CHANNEL_PREVIEW_MAX_PAGES,
  CHANNEL_PREVIEW_SAMPLE,
  CHANNEL_TYPES,
  channelSchema,
  hasErrors,
  validateChannel,
  type ChannelPreviewResult,
  type ChannelPreviewWarning,
  type DocumentKind,
  type OutputFile,
} from '@postbridge/domain';
import { newId } from '../../platform/db/util';
import { workTask } from '../../platform/work/work-pool';
import type { Deps } from '../../platform/deps';
import { AppError, errors } from '../../platform/errors';
import type { SessionContext } from '../../platform/policy';
import { downloadFile, insertStoredFile } from '../files';
import { blankSamplePage } from './preview-blank-page';
import { previewAreas, previewWarningOf, sampleContext, sampleDocument } from './preview-areas';

const SAMPLE_FIELD = 'body.sampleFileId';

/**
 * Production's compose task of the work pool (sending/providers/compose-work.ts, the same name: the same
 * function of work-tasks.ts), with the preview's own time limit: one sample letter takes well under a second.
 * Named here because features/sending imports features/channels (no cycle between features).
 */
export const PREVIEW_COMPOSE_WORK = workTask<BatchRequest, ComposedBatch>('sending.composeBatch', 30_000);
const AREAS_PATH = 'outputFiles[0].technicalAreas';

/** A refusal about the sample file, at its field, with its `system.areas.error.*` label. */
const sampleRefusal = (key: 'notPdf' | 'notYours' | 'unreadable', message: string) =>
  new AppError('badRequest', `${SAMPLE_FIELD}: ${message}`, `system.areas.error.${key}`, {}, SAMPLE_FIELD);

/**
 * The output file's areas checked by the rules a channel save applies (validateChannel: on the page, page
 * selector, content, known font, rgba colours), refused at once at `outputFile.technicalAreas[i].<field>`. The
 * rest of the output file (its name, its options) is the channel editor's business: a draft may lack them.
 */
function assertAreasValid(outputFile: OutputFile): void {
  const channel = channelSchema.parse({
    id: 'preview',
    channelType: CHANNEL_TYPES[0],
    name: 'preview',
    providerName: 'simulator',
    outputFiles: [outputFile],
  });
  const issues = validateChannel(channel, { fonts: STANDARD_PDF_FONTS })
    .filter((issue) => issue.path.startsWith(AREAS_PATH))
    .map((issue) => ({ ...issue, path: `outputFile.technicalAreas${issue.path.slice(AREAS_PATH.length)}` }));
  if (hasErrors(issues)) throw errors.invalid('body', issues);
}

/** The caller's own stored PDF (POST /files), opened; refused at `body.sampleFileId` otherwise. */
async function openSample(
  deps: Deps,
  session: SessionContext,
  fileId: string,
): Promise<{ pdf: PdfHandle; name: string }> {
  const { file, body } = await downloadFile(deps, session, fileId);
  if (file.ownerId !== session.userId) {
    body.destroy();
    throw sampleRefusal('notYours', 'the sample must be a file you stored');
  }
  if (file.fileType !== 'pdf') {
    body.destroy();
    throw sampleRefusal('notPdf', 'the sample is not a PDF');
  }
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(chunk as Buffer);
  try {
    return { pdf: openPdf(new Uint8Array(Buffer.concat(chunks))), name: file.name };
  } catch (err) {
    if (err instanceof DocumentError) throw sampleRefusal('unreadable', err.message);
    throw err;
  }
}

/**
 * POST /channels/previewOutputFile: one sample letter composed with the output file's technical areas by the
 * composition of production (the work pool's compose task): the first pages of the caller's sample PDF, or a
 * blank page of the output file's format with a sample address block (preview-blank-page.ts); an address page
 * first when the output file forces one. Expressions are evaluated on the sample context (preview-areas.ts).
 * The PDF is stored as a file of the caller, read back through GET /pdf/{fileId}/pages/{page}. Super
 * administrators and their viewers (nothing is saved but the sample).
 */
export async function previewOutputFile(
  deps: Deps,
  session: SessionContext,
  body: {
    outputFile: OutputFile;
    sampleFileId?: string | undefined;
    documentKind?: DocumentKind | undefined;
  },
): Promise<ChannelPreviewResult> {
  const { outputFile } = body;
  assertAreasValid(outputFile);
  const sample = body.sampleFileId ? await openSample(deps, session, body.sampleFileId) : null;
  let opened: PdfHandle | null = sample?.pdf ?? null;
  const dir = await fsp.mkdtemp(path.join(os.tmpdir(), 'postbridge-preview-'));
  try {
    const source = sample?.pdf ?? openPdf(blankSamplePage(outputFile.pageFormat));
    opened = source;
    const pages = [
      { pdf: source, firstPage: 1, lastPage: Math.min(source.pageCount, CHANNEL_PREVIEW_MAX_PAGES) },
    ];
    const withAddressPage = outputFile.forceAddressPage;
    const { sheets } = composedSize(sampleDocument(pages, withAddressPage, []), {});
    const warnings: ChannelPreviewWarning[] = [];
    if (source.pageCount > CHANNEL_PREVIEW_MAX_PAGES) {
      warnings.push({
        code: 'sampleTruncated',
        areaIndex: null,
        page: null,
        detail: String(source.pageCount),
      });
    }
    const context = sampleContext(deps.clock.now(), sample?.name ?? CHANNEL_PREVIEW_SAMPLE.fileName, sheets);
    const drawn = previewAreas(outputFile.technicalAreas, context, warnings, body.documentKind);
    const target = path.join(dir, 'preview.pdf');
    let composed;
    try {
      const document = sampleDocument(pages, withAddressPage, drawn);
      composed = await deps.work.run(PREVIEW_COMPOSE_WORK, {
        ...toPortable([document]),
        options: { pageFormat: outputFile.pageFormat },
        firstOutputPage: 1,
      });
    } catch (err) {
      if (err instanceof DocumentError) throw errors.badRequest('body.outputFile', err.message);
      throw err;
    }
    const { pdf: bytes, result } = composed;
    await fsp.writeFile(target, bytes);
    warnings.push(...result.warnings.map((w) => previewWarningOf(w, drawn)));
    const id = newId();
    const key = `previews/${deps.clock.now().toISOString().slice(0, 10)}/${id}`;
    await deps.files.putFile(key, target, bytes.length, 'application/pdf');
    await insertStoredFile(deps.db, {
      id,
      ou_id: session.ouId,
      owner_id: session.userId,
      name: `${outputFile.name || 'output-file'}-preview.pdf`,
      size: bytes.length,
      sha256: createHash('sha256').update(bytes).digest('hex'),
      content_type: 'application/pdf',
      file_type: 'pdf',
      name_mismatch: 0,
      storage_key: key,
      created_at: deps.clock.now().toISOString(),
    });
    return { fileId: id, pageCount: result.pageCount, warnings };
  } finally {
    opened?.close();
    await fsp.rm(dir, { recursive: true, force: true });
  }
}
