import {
  JOB_PROGRESS_UNITS,
  type Job,
  type JobFlags,
  type JobProgress,
  type OrphanChunk,
  type Pack,
  type PackGroup,
} from '@postbridge/domain';
import type { Selectable } from 'kysely';
import type { JobTable, OrphanChunkTable, PackGroupTable, PackTable } from '../../platform/db/schema';
import { isSet, parseJson } from '../../platform/db/util';
import type { InputFileRow } from './queries';

export function presentJob(row: Selectable<JobTable>, files: InputFileRow[], packGroupCount: number): Job {
  return {
    id: row.id,
    name: row.name,
    state: row.state as Job['state'],
    serviceId: row.service_id,
    ownerId: row.owner_id,
    ouId: row.ou_id,
    creationDate: row.creation_date,
    updateDate: row.updated_at,
    errorMessage: row.error_message,
    errorKey: row.error_key,
    packGroupCount,
    progress: progressOf(row),
    flags: jobFlagsOf(row),
    inputFiles: files
      .filter((f) => f.job_id === row.id)
      .map((f) => ({
        id: f.id,
        fileId: f.file_id,
        name: f.name,
        boxName: f.box_name,
        apposition: isSet(f.apposition),
        sourceInputFileId: f.source_input_file_id,
        entryName: f.entry_name,
      })),
  };
}

/** The processing's last figure (migration 0033), or null when there is none. */
function progressOf(row: Selectable<JobTable>): JobProgress | null {
  const unit = JOB_PROGRESS_UNITS.find((u) => u === row.progress_unit);
  if (!unit || row.progress_done === null || row.progress_total === null) return null;
  return { done: Math.min(row.progress_done, row.progress_total), total: row.progress_total, unit };
}

function presentPack(row: Selectable<PackTable>): Pack {
  return {
    id: row.id,
    kind: row.kind as Pack['kind'],
    boxName: row.box_name,
    inputFileId: row.input_file_id,
    serviceFileId: row.service_file_id,
    firstPage: row.first_page,
    lastPage: row.last_page,
    recordLine: row.record_line,
  };
}

export function presentOrphanChunk(row: Selectable<OrphanChunkTable>): OrphanChunk {
  return {
    id: row.id,
    jobId: row.job_id,
    position: row.position,
    boxName: row.box_name,
    inputFileId: row.input_file_id,
    firstPage: row.first_page,
    lastPage: row.last_page,
    recordLine: row.record_line,
    identifier: row.identifier,
    reason: row.reason,
    values: parseJson(row.values, {}),
  };
}

/** A pack group as the API shows it; `packs` are its own pack rows (any order: sorted here by id). */
export function presentPackGroup(row: Selectable<PackGroupTable>, packs: Selectable<PackTable>[]): PackGroup {
  return {
    id: row.id,
    jobId: row.job_id,
    position: row.position,
    state: row.state,
    inputFileId: row.input_file_id,
    firstPage: row.first_page,
    lastPage: row.last_page,
    pageCount: row.last_page - row.first_page + 1,
    requirements: parseJson(row.requirements, {}),
    addressQuality: row.address_quality,
    addressError: row.address_error,
    identifier: row.identifier,
    metadata: parseJson(row.metadata, {}),
    metadataIssues: parseJson(row.metadata_issues, []),
    preflight: parseJson(row.preflight, []),
    packs: [...packs].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)).map(presentPack),
    version: row.version,
  };
}

export const jobFlagsOf = (row: Selectable<JobTable>): JobFlags => ({
  frozen: isSet(row.frozen),
  invalidated: isSet(row.invalidated),
  filesPurged: isSet(row.files_purged),
  locked: isSet(row.locked),
});
