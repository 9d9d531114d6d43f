import { buffer } from 'node:stream/consumers';
import { openPdf, writePdfPart } from '@postbridge/documents';
import {
  requirementValueEditable,
  type ChannelRequirement,
  type PackGroup,
  type editPackGroupBodySchema,
} from '@postbridge/domain';
import type { Selectable } from 'kysely';
import type { z } from 'zod';
import type { JobTable } from '../../platform/db/schema';
import { parseJson } from '../../platform/db/util';
import type { Deps } from '../../platform/deps';
import { AppError, errors } from '../../platform/errors';
import { FileMissingError } from '../../platform/files/file-store';
import { scopeFor, viewScope, type SessionContext } from '../../platform/policy';
import { appendHistory } from '../../platform/history/queries';
import {
  addressCheckOf,
  assertJobFilesKept,
  checkRequirementValue,
  defaultMailCountryOf,
  forceRequirementValue,
  jobById,
  jobFlagsOf,
  presentPackGroupRows,
  type RequirementResult,
} from '../jobs';
import { serviceById, storedConfiguration } from '../services';
import {
  inputFileOfPackGroup,
  packGroupsByIds,
  rejectCreatedPackGroups,
  updatePackGroupRequirements,
  visiblePackGroup,
  visiblePackGroups,
} from './queries';

type EditPackGroupBody = z.infer<typeof editPackGroupBodySchema>;
type EditedValue = EditPackGroupBody['rawPackRequirements'][string];

/**
 * Acting on pack groups is part of ordering a deposit: the caller needs createOrders on the job (its own jobs,
 * or its group's / OU's with the bit there). Seeing a part's PDF needs only the view scope.
 */
export const actScope = (session: SessionContext) => scopeFor(session, 'createOrders');

/** Pack groups change only before anything is ordered, and not on a frozen or locked deposit. */
export function assertPackGroupsEditable(job: Selectable<JobTable> | undefined): Selectable<JobTable> {
  if (!job) throw errors.notFound('The job');
  if (job.state !== 'PACK_GROUPS_CREATED')
    throw errors.badRequest('jobId', `the pack groups of a job in state ${job.state} cannot be changed`);
  const flags = jobFlagsOf(job);
  if (flags.locked) throw errors.badRequest('jobId', 'the job is locked');
  if (flags.frozen) throw errors.badRequest('jobId', 'the job is frozen');
  return job;
}

/** POST /packGroups/reject: every named pack group, visible and CREATED, becomes REJECTED, or none does. */
export async function rejectPackGroups(
  deps: Deps,
  session: SessionContext,
  packGroupIds: string[],
): Promise<PackGroup[]> {
  const ids = [...new Set(packGroupIds)];
  const rows = await visiblePackGroups(deps.db, actScope(session), ids);
  const missing = ids.filter((id) => !rows.some((r) => r.id === id));
  if (missing.length) {
    throw new AppError(
      'notFound',
      `The pack groups ${missing.join(', ')} could not be found.`,
      'error.notFound',
      { ids: missing.join(', ') },
      'packGroupIds',
    );
  }
  const notCreated = rows.filter((r) => r.state !== 'CREATED');
  if (notCreated.length) {
    throw errors.badRequest(
      'packGroupIds',
      `already rejected or not rejectable: ${notCreated.map((r) => `${r.id} (${r.state})`).join(', ')}`,
    );
  }
  const jobIds = [...new Set(rows.map((r) => r.job_id))];
  const jobs = await Promise.all(
    jobIds.map(async (id) => assertPackGroupsEditable(await jobById(deps.db, id))),
  );
  const at = deps.clock.now().toISOString();
  await deps.db.transaction().execute(async (tx) => {
    // Another user rejected one meanwhile: nothing is written.
    if ((await rejectCreatedPackGroups(deps, tx, ids)) !== ids.length) throw errors.editionConflict();
    for (const job of jobs) {
      await appendHistory(tx, {
        entityType: 'job',
        entityId: job.id,
        ouId: job.ou_id,
        action: 'packGroupsRejected',
        state: job.state,
        login: session.login,
        at,
        details: { packGroupIds: rows.filter((r) => r.job_id === job.id).map((r) => r.id) },
      });
    }
  });
  return presentPackGroupRows(deps, await packGroupsByIds(deps.db, ids));
}

/** GET /packGroups/{id}: one pack group with its version, for an edition. */
export async function readPackGroup(
  deps: Deps,
  session: SessionContext,
  packGroupId: string,
): Promise<PackGroup> {
  const row = await visiblePackGroup(deps.db, viewScope(session), packGroupId);
  if (!row) throw errors.notFound('The pack group');
  return (await presentPackGroupRows(deps, [row]))[0]!;
}

/**
 * An edited value checked like processing does; `forced` keeps a value its check refuses (FORCED), unless the
 * requirement forbids it (forceValidation).
 */
function recheck(requirement: ChannelRequirement, edited: EditedValue, defaultCountry: string) {
  const checked = checkRequirementValue(requirement, edited.value, { defaultCountry });
  return edited.forced ? forceRequirementValue(checked, requirement, edited.value) : checked;
}

/**
 * POST /packGroups/{id}/edit: the named requirement values replaced and checked again; the others kept. The
 * group stays CREATED (docs/product.md §4: an edit answers CREATED); a stale version is an edition conflict.
 */
export async function editPackGroup(
  deps: Deps,
  session: SessionContext,
  packGroupId: string,
  body: EditPackGroupBody,
): Promise<PackGroup> {
  const row = await visiblePackGroup(deps.db, actScope(session), packGroupId);
  if (!row) throw errors.notFound('The pack group');
  const job = assertPackGroupsEditable(await jobById(deps.db, row.job_id));
  if (row.version !== body.version) throw errors.editionConflict();
  if (row.state !== 'CREATED')
    throw errors.badRequest('packGroupId', `a pack group in state ${row.state} cannot be edited`);
  const serviceRow = await serviceById(deps.db, job.service_id ?? '');
  if (!serviceRow) throw errors.badRequest('serviceId', 'the service of this deposit no longer exists');
  const service = storedConfiguration(serviceRow);
  const defaultCountry = (await defaultMailCountryOf(deps.db, job.ou_id)) ?? '';

  const requirements = parseJson<Record<string, RequirementResult>>(row.requirements, {});
  const edit = (field: string, key: string, requirement: ChannelRequirement, edited: EditedValue) => {
    if (!requirementValueEditable(requirement, requirements[key])) {
      throw errors.badRequest(
        field,
        'this value was accepted by its check and its requirement is not editable',
      );
    }
    requirements[key] = recheck(requirement, edited, defaultCountry);
  };
  for (const [name, edited] of Object.entries(body.rawPackRequirements)) {
    const requirement = service.packRequirements.content.find((r) => r.name === name);
    if (!requirement) throw errors.badRequest(`rawPackRequirements.${name}`, 'no such pack requirement');
    edit(`rawPackRequirements.${name}`, name, requirement, edited);
  }
  for (const [label, values] of Object.entries(body.rawShipmentRequirements)) {
    const channel = service.channels.find((c) => c.label === label);
    if (!channel) throw errors.badRequest(`rawShipmentRequirements.${label}`, 'no such channel');
    for (const [name, edited] of Object.entries(values)) {
      const requirement = channel.shipmentRequirements.find((r) => r.name === name);
      if (!requirement)
        throw errors.badRequest(`rawShipmentRequirements.${label}.${name}`, 'no such shipment requirement');
      edit(`rawShipmentRequirements.${label}.${name}`, `${label}/${name}`, requirement, edited);
    }
  }
  const address = addressCheckOf(requirements);
  const at = deps.clock.now().toISOString();
  await deps.db.transaction().execute(async (tx) => {
    const written = await updatePackGroupRequirements(tx, row.id, body.version, {
      requirements: JSON.stringify(requirements),
      address_quality: address?.quality ?? null,
      address_error: address?.error ?? null,
    });
    if (!written) throw errors.editionConflict();
    await appendHistory(tx, {
      entityType: 'job',
      entityId: job.id,
      ouId: job.ou_id,
      action: 'packGroupEdited',
      state: job.state,
      login: session.login,
      at,
      // The keys of the values edited: screens tell an address the user corrected by hand (docs/web.md).
      details: {
        packGroupId: row.id,
        addressQuality: address?.quality ?? null,
        requirements: [
          ...Object.keys(body.rawPackRequirements),
          ...Object.entries(body.rawShipmentRequirements).flatMap(([label, values]) =>
            Object.keys(values).map((name) => `${label}/${name}`),
          ),
        ],
      },
    });
  });
  return readPackGroup(deps, session, packGroupId);
}

/** GET /packGroups/{id}/rawFile: the part's own PDF, its pages cut from the deposited file. */
export async function packGroupRawFile(
  deps: Deps,
  session: SessionContext,
  packGroupId: string,
): Promise<{ name: string; bytes: Uint8Array }> {
  const row = await visiblePackGroup(deps.db, viewScope(session), packGroupId);
  if (!row) throw errors.notFound('The pack group');
  await assertJobFilesKept(deps.db, row.job_id);
  const file = await inputFileOfPackGroup(deps.db, row.input_file_id);
  if (!file) throw errors.notFound('The file of the pack group');
  const stored = await deps.files.get(file.storage_key).catch((err: unknown) => {
    throw err instanceof FileMissingError ? errors.notFound('The file content') : err;
  });
  const handle = openPdf(new Uint8Array(await buffer(stored)));
  try {
    const bytes = writePdfPart(handle, { firstPage: row.first_page, lastPage: row.last_page });
    return { name: `${file.name.replace(/\.pdf$/i, '')}-${row.position}.pdf`, bytes };
  } finally {
    handle.close();
  }
}
