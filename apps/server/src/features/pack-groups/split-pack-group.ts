import { openPdf } from '@postbridge/documents';
import { jobCreationParametersSchema, type PackGroup, type SplitPackGroupBody } from '@postbridge/domain';
import type { Selectable } from 'kysely';
import type { PackGroupTable } from '../../platform/db/schema';
import { parseJson } from '../../platform/db/util';
import type { Deps } from '../../platform/deps';
import { AppError, errors } from '../../platform/errors';
import { FileMissingError } from '../../platform/files/file-store';
import type { SessionContext } from '../../platform/policy';
import { appendHistory } from '../../platform/history/queries';
import {
  assertJobFilesKept,
  buildGroups,
  defaultMailCountryOf,
  docOf,
  groupCommon,
  inputFilesOfJobs,
  jobById,
  packGroupRowsOf,
  packsOfPackGroups,
  presentPackGroupRows,
  readAll,
} from '../jobs';
import { preflightProfilesOf } from '../channels';
import { consentLinkSignerFor } from '../recipients';
import { serviceById, storedConfiguration } from '../services';
import { actScope, assertPackGroupsEditable } from './pack-groups';
import { packGroupsByIds, touchJob, visiblePackGroup, writeSplitPackGroup } from './queries';

/** The packs a letter made of its main PDF part alone holds; any other (a record, a reconciled part) ties it. */
const PLAIN_PACK_KINDS = ['DOCUMENT', 'APPOSITION'];

const notSplittable = (reason: string) =>
  new AppError(
    'badRequest',
    `packGroupId: this letter cannot be split: ${reason}`,
    'deposit.packGroups.split.notPlain',
    { reason },
    'packGroupId',
  );

/** The page ranges of the parts: each start page begins one (ascending, inside the pack group, after its first). */
function partsOf(row: Selectable<PackGroupTable>, startPages: readonly number[]) {
  startPages.forEach((page, i) => {
    if (page <= row.first_page || page > row.last_page) {
      throw errors.badRequest(
        'startPages',
        `page ${page} is not a page of this letter after its first (${row.first_page + 1} to ${row.last_page})`,
      );
    }
    if (i > 0 && page <= startPages[i - 1]!)
      throw errors.badRequest('startPages', 'the start pages must be ascending, without duplicates');
  });
  const starts = [row.first_page, ...startPages];
  return starts.map((firstPage, i) => ({
    firstPage,
    lastPage: i + 1 < starts.length ? starts[i + 1]! - 1 : row.last_page,
  }));
}

/**
 * POST /packGroups/{id}/split: a letter the automatic split took for one (a missed boundary) becomes several.
 * The pack group keeps the first part; each other part becomes a new pack group, right after it, its packs and
 * requirement values computed from its own pages as processing computes them (process-job.ts); the later pack
 * groups of the job move down; history 'split'. Only a letter made of its main PDF part alone (appositions
 * aside) can be split: records and reconciled documents were matched to the letter as a whole.
 */
export async function splitPackGroup(
  deps: Deps,
  session: SessionContext,
  packGroupId: string,
  body: SplitPackGroupBody,
): Promise<PackGroup[]> {
  const row = await visiblePackGroup(deps.db, actScope(session), packGroupId);
  if (!row) throw errors.notFound('The pack group');
  const job = assertPackGroupsEditable(await jobById(deps.db, row.job_id));
  if (row.version !== body.version) throw errors.editionConflict();
  if (row.state !== 'CREATED' || row.command_id !== null)
    throw errors.badRequest('packGroupId', `a pack group in state ${row.state} cannot be split`);
  const packs = await packsOfPackGroups(deps.db, [row.id]);
  const tied = packs.find((p) => !PLAIN_PACK_KINDS.includes(p.kind));
  if (tied) throw notSplittable(`it holds a ${tied.kind} of box ${tied.box_name}`);
  const main = packs.find((p) => p.kind === 'DOCUMENT');
  const parts = partsOf(row, body.startPages);

  const serviceRow = await serviceById(deps.db, job.service_id ?? '');
  if (!serviceRow) throw errors.badRequest('serviceId', 'the service of this deposit no longer exists');
  const service = storedConfiguration(serviceRow);
  const box = service.boxes.find((b) => b.name === main?.box_name);
  if (!box || box.boxType !== 'box.PDF') throw notSplittable('its document is not a part of a PDF box');
  const parameters = jobCreationParametersSchema.parse(parseJson(job.parameters, { serviceId: service.id }));
  const files = await inputFilesOfJobs(deps.db, [job.id]);
  const file = files.find((f) => f.id === row.input_file_id);
  if (!file) throw errors.notFound('The file of the pack group');
  await assertJobFilesKept(deps.db, job.id);
  const bytes = await readAll(await deps.files.get(file.storage_key)).catch((err: unknown) => {
    throw err instanceof FileMissingError ? errors.notFound('The file content') : err;
  });
  const source = {
    job,
    service,
    parameters,
    files,
    common: groupCommon(
      job,
      parameters,
      files.filter((f) => !f.apposition),
      deps.clock.now(),
      await consentLinkSignerFor(deps, job.ou_id),
    ),
    defaultCountry: (await defaultMailCountryOf(deps.db, job.ou_id)) ?? '',
    preflight: await preflightProfilesOf(deps.db, service),
  };

  const handle = openPdf(bytes);
  let made: ReturnType<typeof packGroupRowsOf>;
  try {
    // The box position is not stored: the parts take the letter's position (and the next ones) in the job.
    const docs = parts.map((part, i) => docOf(box, file, row.position + i, { pdf: { handle, part } }));
    const { groups } = buildGroups(service, new Map([[box.name, docs]]), source.common);
    made = packGroupRowsOf(source, groups, row.position, [row.id]);
  } finally {
    handle.close();
  }
  const newIds = made.packGroups.slice(1).map((g) => g.id!);
  const at = deps.clock.now().toISOString();
  await deps.db.transaction().execute(async (tx) => {
    if (!(await writeSplitPackGroup(deps, tx, row.id, body.version, made))) throw errors.editionConflict();
    await touchJob(tx, job.id, at);
    await appendHistory(tx, {
      entityType: 'job',
      entityId: job.id,
      ouId: job.ou_id,
      action: 'split',
      state: job.state,
      login: session.login,
      at,
      details: {
        packGroupId: row.id,
        pages: parts.map((p) => [p.firstPage, p.lastPage]),
        packGroupIds: newIds,
      },
    });
  });
  return presentPackGroupRows(deps, await packGroupsByIds(deps.db, [row.id, ...newIds]));
}
