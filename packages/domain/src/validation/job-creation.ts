import type { JobCreationParameters } from '../api/services/job-creation';
import type { Service } from '../api/services/service';
import type { ValidationIssue } from './issues';
import { type DepositFileRef, validateJobFiles, validateJobName } from './job';
import { validateJobMetadatas } from './metadata';

export type JobCreationInput = {
  parameters: Pick<JobCreationParameters, 'jobName' | 'rawJobMetadatas'>;
  /** Box name → the files it holds. */
  filesByBox: Readonly<Record<string, readonly DepositFileRef[]>>;
  /** Controlled-value list name → its values (ServiceMetadata.controlledValueName). */
  controlledValues?: Readonly<Record<string, readonly string[]>>;
};

/** Every check before a job is created: box file counts, job name, metadata values. */
export function validateJobCreation(service: Service, input: JobCreationInput): ValidationIssue[] {
  const mainBox = service.boxes.find((box) => box.main) ?? service.boxes[0];
  const mainFileName = mainBox ? input.filesByBox[mainBox.name]?.[0]?.name : undefined;
  return [
    ...validateJobFiles(service, input.filesByBox),
    ...validateJobName(service, { givenName: input.parameters.jobName, mainFileName }),
    ...validateJobMetadatas(service, input.parameters.rawJobMetadatas, input.controlledValues),
  ];
}
