import fs from 'node:fs/promises';
import { DocumentError, sniffFileType } from '@postbridge/documents';
import type { Selectable } from 'kysely';
import type { PrintedFileTable } from '../../platform/db/schema';
import { newId } from '../../platform/db/util';
import type { Deps } from '../../platform/deps';
import type { ReceivedFile } from '../../platform/files/receive-file';
import { appendHistory } from '../../platform/history/queries';
import { cleanFileName, insertStoredFile, putReceivedFile } from '../files';
import type { Printer } from './printer-token';
import { COUNT_PRINTED_PAGES_WORK } from './printer-work';
import { insertPrintedFile, nextIppJobId } from './queries';
import { DEPOSIT_PRINTED_TASK, NOTIFY_PRINTED_TASK } from './tasks';

/** A printed document the printer does not take: not a PDF (PostScript, text…), or a PDF it cannot read. */
export class PrintRefusal extends Error {
  constructor(
    readonly reason: 'notPdf' | 'unreadablePdf',
    message: string,
  ) {
    super(message);
  }
}

/**
 * A document printed by a user becomes their printed file: the PDF (told by its content, whatever the client
 * called it) is counted in the work pool, stored like an upload (features/files, so that the deposit screens take
 * it by its file id) and recorded with its history. Then the user's printer mode: `manual` waits for them;
 * `automated` queues its deposit into their service; `async` queues their e-mail notification. Nothing is kept
 * when it is refused.
 */
export async function storePrintedFile(
  deps: Deps,
  printer: Printer,
  document: { name: string; received: ReceivedFile },
): Promise<Selectable<PrintedFileTable>> {
  const { received } = document;
  if (sniffFileType(received.head).type !== 'pdf') {
    throw new PrintRefusal('notPdf', 'The document is not a PDF: only PDF is accepted.');
  }
  const pages = await countPages(deps, received.tempPath);
  const { session } = printer;
  const id = newId();
  const name = cleanFileName(document.name || 'document');
  const at = deps.clock.now().toISOString();
  const owner = { ouId: session.ouId, userId: session.userId };
  const fileName = /\.pdf$/i.test(name) ? name : `${name}.pdf`;
  const stored = await putReceivedFile(
    deps,
    owner,
    { fileName, received },
    `printed/${at.slice(0, 10)}/${id}`,
  );
  const mode = printer.mode;
  return deps.db.transaction().execute(async (tx) => {
    await insertStoredFile(tx, stored);
    const row: Selectable<PrintedFileTable> = {
      id,
      ou_id: session.ouId,
      owner_id: session.userId,
      stored_file_id: stored.id,
      ipp_job_id: await nextIppJobId(tx, session.userId),
      name,
      pages,
      size: received.size,
      mode,
      status: 'waiting',
      job_id: null,
      command_id: null,
      error: null,
      printed_at: at,
    };
    await insertPrintedFile(tx, row);
    await appendHistory(tx, {
      entityType: 'printedFile',
      entityId: id,
      ouId: session.ouId,
      action: 'printed',
      state: 'waiting',
      login: session.login,
      at,
      details: { name, pages, size: received.size, mode },
    });
    if (mode === 'automated') {
      await deps.queue.enqueue(
        DEPOSIT_PRINTED_TASK,
        { printedFileId: id },
        { tx, singletonKey: `printed:${id}` },
      );
    } else if (mode === 'async') {
      await deps.queue.enqueue(NOTIFY_PRINTED_TASK, { printedFileId: id, kind: 'printed' }, { tx });
    }
    return row;
  });
}

/** The PDF's pages, counted in the work pool; a PDF it cannot open is refused. */
async function countPages(deps: Deps, path: string): Promise<number> {
  const bytes = new Uint8Array(await fs.readFile(path));
  try {
    return await deps.work.run(COUNT_PRINTED_PAGES_WORK, { bytes }, [bytes.buffer]);
  } catch (err) {
    if (err instanceof DocumentError) {
      throw new PrintRefusal('unreadablePdf', `The PDF cannot be read: ${err.message}.`);
    }
    throw err;
  }
}
