import { Readable } from 'node:stream';
import { USER_CSV_EXPORT_COLUMNS } from '@postbridge/domain';
import type { Db } from '../../platform/db/database';
import type { Deps } from '../../platform/deps';
import { errors } from '../../platform/errors';
import type { Download } from '../../platform/http/send-download';
import { mayAdminister, type SessionContext } from '../../platform/policy';
import { ouForUsers, usersOfOuAfter } from './queries';
import { presentAdminUser } from './user-access';
import { csvLine } from '../../platform/csv';

/** Users read per query while the export streams. */
const PAGE_SIZE = 1000;
// A byte-order mark first: spreadsheet tools then read the file as UTF-8.
const BOM = '\uFEFF';

async function* exportLines(db: Db, ouId: string): AsyncGenerator<string> {
  yield BOM + csvLine(USER_CSV_EXPORT_COLUMNS);
  let after: string | null = null;
  for (;;) {
    const rows = await usersOfOuAfter(db, ouId, after, PAGE_SIZE);
    if (!rows.length) return;
    yield rows
      .map((row) => {
        const u = presentAdminUser(row);
        return csvLine([
          u.login,
          u.title,
          u.firstName,
          u.lastName,
          u.emailAddress,
          u.phoneNumber,
          u.mobileNumber,
          u.locale,
          u.profileName,
          row.group_code,
          String(u.enabled),
          u.allowedAddressRanges.join(' '),
          u.creationDate,
        ]);
      })
      .join('');
    if (rows.length < PAGE_SIZE) return;
    after = rows.at(-1)!.login;
  }
}

/**
 * GET /users/export?ouId=: the users of one unit (the caller's by default) as CSV, in the columns the import reads
 * (plus creationDate), by login, streamed a page at a time: exported, edited and imported into another unit.
 */
export async function exportUsers(deps: Deps, session: SessionContext, ouId?: string): Promise<Download> {
  const ou = await ouForUsers(deps.db, ouId ?? session.ouId);
  if (!ou || !mayAdminister(session, ou.path, 'adminOu', 'read'))
    throw errors.notFound('The organisation unit');
  const day = deps.clock.now().toISOString().slice(0, 10);
  return {
    name: `users-${ou.name}-${day}.csv`,
    contentType: 'text/csv; charset=utf-8',
    body: Readable.from(exportLines(deps.db, ou.id)),
  };
}
