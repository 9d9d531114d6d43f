// What the other features may use of features/jobs (docs/architecture.md): everything else is internal.
export { buildGroups, groupContext } from './build-pack-groups';
export type { Doc } from './build-pack-groups';
export { docOf, groupCommon, packGroupRowsOf } from './deposit-rows';
export {
  addressCheckOf,
  checkRequirementValue,
  evaluateRequirements,
  forceRequirementValue,
} from './evaluate-requirements';
export type { RequirementResult } from './evaluate-requirements';
export { assertJobFilesKept } from './files-purged';
export { jobFlagsOf } from './present-job';
export {
  giveUpJobProcessing,
  PROCESS_JOB_MAX_ATTEMPTS,
  PRINTED_JOB_PROCESSED_TASK,
  PROCESS_JOB_TASK,
  processJob,
  readAll,
} from './process-job';
export {
  defaultMailCountryOf,
  inputFilesOfJobs,
  jobById,
  listedRows,
  moveJobState,
  packsOfPackGroups,
  visibleJob,
} from './queries';
export type { InputFileRow, ListFilter } from './queries';
export { presentPackGroupRows, readJob } from './read-jobs';
export { createJob } from './create-job';
