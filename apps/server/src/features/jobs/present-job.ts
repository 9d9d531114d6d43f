import type { Job, JobFlags, PackGroup } from '@postbridge/domain';
import type { Selectable } from 'kysely';
import type { JobTable, PackGroupTable } from '../../platform/db/schema';
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
    flags: jobFlagsOf(row),
    inputFiles: files
      .filter((f) => f.job_id === row.id)
      .map((f) => ({
        id: f.id,
        fileId: f.file_id,
        name: f.name,
        boxName: f.box_name,
        apposition: isSet(f.apposition),
      })),
  };
}

export function presentPackGroup(row: Selectable<PackGroupTable>): PackGroup {
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
    version: row.version,
  };
}

export const jobFlagsOf = (row: Selectable<JobTable>): JobFlags => ({
  frozen: isSet(row.frozen),
  invalidated: isSet(row.invalidated),
  filesPurged: isSet(row.files_purged),
  locked: isSet(row.locked),
});
