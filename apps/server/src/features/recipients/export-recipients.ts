import { Readable } from 'node:stream';
import type { Db } from '../../platform/db/database';
import type { Deps } from '../../platform/deps';
import type { Download } from '../../platform/http/send-download';
import type { SessionContext } from '../../platform/policy';
import { readableOu } from './recipient-access';
import { csvLine } from './recipient-rules';
import { recipientsPage } from './queries';

/** The columns of the recipient-choice export, in order (docs/product.md §3 Recipient choice). */
const RECIPIENT_EXPORT_COLUMNS = [
  'identifier',
  'email',
  'preference',
  'source',
  'lastModified',
  'status',
] as const;

/** Recipients read per query while the export streams: memory stays flat however many there are. */
const PAGE_SIZE = 1000;

// A byte-order mark first: spreadsheet tools then read the file as UTF-8 (accented names, non-Latin addresses).
const BOM = '\uFEFF';

async function* exportLines(db: Db, ouId: string): AsyncGenerator<string> {
  yield BOM + csvLine(RECIPIENT_EXPORT_COLUMNS);
  let after: string | null = null;
  for (;;) {
    const rows = await recipientsPage(db, ouId, after, PAGE_SIZE);
    if (!rows.length) return;
    yield rows
      .map((r) =>
        csvLine([
          r.recipient_identifier,
          r.email_address,
          r.main_preferences,
          r.source,
          r.last_modified,
          r.email_status,
        ]),
      )
      .join('');
    if (rows.length < PAGE_SIZE) return;
    after = rows.at(-1)!.recipient_identifier;
  }
}

/**
 * GET /ou/{ouId}/recipients/export: the OU's recipient choices as CSV (UTF-8 with a byte-order mark, `;` between
 * fields, CRLF line ends, a header line), by identifier, streamed page by page.
 */
export async function exportRecipients(deps: Deps, session: SessionContext, ouId: string): Promise<Download> {
  const ou = await readableOu(deps, session, ouId);
  const day = deps.clock.now().toISOString().slice(0, 10);
  return {
    name: `recipients-${ou.name}-${day}.csv`,
    contentType: 'text/csv; charset=utf-8',
    body: Readable.from(exportLines(deps.db, ou.id)),
  };
}
