import { boxAcceptsFileType, type SniffedFileType } from '@postbridge/documents';
import {
  jobCreationParametersSchema,
  evaluateExpression,
  resolveJobName,
  type JobCreationParameters,
  type Service,
  validateJobCreation,
  type ApiIssue,
  type Job,
  type StoredFile,
} from '@postbridge/domain';
import { newId } from '../../platform/db/util';
import type { Deps } from '../../platform/deps';
import { errors } from '../../platform/errors';
import { canDo, type SessionContext } from '../../platform/policy';
import { appendHistory } from '../history/queries';
import { readableService, storedConfiguration } from '../services/service-access';
import { PROCESS_JOB_MAX_ATTEMPTS, PROCESS_JOB_TASK } from './process-job';
import { insertJob } from './queries';
import { readJob } from './read-jobs';

/** A deposited file and the multipart field it came in: `file.<boxName>.<index>` or `apposition.<boxName>.<index>`. */
export type DepositedFile = { field: string; stored: StoredFile };

const FIELD = /^(file|apposition)\.(.+)\.(\d+)$/;

/**
 * POST /jobs: checks the deposit against its service (boxes, file types from content, counts, job name,
 * metadata) and refuses it with every issue at once; otherwise records the job (CREATED, with its history)
 * and queues its processing in the same transaction.
 */
export async function createJob(
  deps: Deps,
  session: SessionContext,
  input: { parameters: unknown; files: DepositedFile[] },
): Promise<Job> {
  if (!canDo(session, 'createOrders')) throw errors.unauthorized();
  const parsed = jobCreationParametersSchema.safeParse(input.parameters);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw errors.badRequest(['parameters', ...issue.path.map(String)].join('.'), issue.message);
  }
  const parameters = parsed.data;
  if (parameters.targetOwnerId && parameters.targetOwnerId !== session.userId) {
    // Deposits on behalf of another user arrive with the deposit screens (they need that user's profile services).
    throw errors.badRequest(
      'parameters.targetOwnerId',
      'deposits on behalf of another user are not available yet',
    );
  }
  const service = storedConfiguration(await readableService(deps, session, parameters.serviceId));
  if (!service.enabled || service.removed || !service.allowJobCreation) {
    throw errors.badRequest('parameters.serviceId', 'this service does not accept deposits');
  }

  const issues: ApiIssue[] = [];
  const filesByBox: Record<
    string,
    { name: string; fileId: string; type: SniffedFileType; apposition: boolean }[]
  > = {};
  for (const { field, stored } of input.files) {
    const match = FIELD.exec(field);
    const boxIndex = match ? service.boxes.findIndex((b) => b.name === match[2]) : -1;
    const box = service.boxes[boxIndex];
    if (!match || !box) {
      issues.push({
        key: 'job.unknownBox',
        path: `files["${field}"]`,
        severity: 'error',
        params: { file: stored.name },
      });
      continue;
    }
    const parser = box.parserConfiguration?.kind;
    if (!boxAcceptsFileType(box.boxType, parser, stored.fileType as SniffedFileType)) {
      issues.push({
        key: 'job.invalidFileType',
        path: `boxes[${boxIndex}]`,
        severity: 'error',
        params: { box: box.label || box.name, file: stored.name },
      });
    }
    (filesByBox[box.name] ??= []).push({
      name: stored.name,
      fileId: stored.fileId,
      type: stored.fileType as SniffedFileType,
      apposition: match[1] === 'apposition',
    });
  }
  issues.push(...validateJobCreation(service, { parameters, filesByBox }));
  const errorsOnly = issues.filter((i) => i.severity === 'error');
  if (errorsOnly.length) throw errors.invalid('files', errorsOnly);

  const mainBox = service.boxes.find((b) => b.main) ?? service.boxes[0];
  const mainFile = mainBox ? filesByBox[mainBox.name]?.[0]?.name : undefined;
  const name = jobNameOf(service, parameters, filesByBox, mainFile, deps.clock.now());
  const id = newId();
  const at = deps.clock.now().toISOString();
  await deps.db.transaction().execute(async (tx) => {
    await insertJob(
      tx,
      {
        id,
        ou_id: session.ouId,
        owner_id: session.userId,
        name,
        state: 'CREATED',
        service_id: service.id,
        error_message: null,
        error_key: null,
        parameters: JSON.stringify(parameters),
        creation_date: at,
        updated_at: at,
      },
      Object.entries(filesByBox).flatMap(([boxName, files]) =>
        files.map((f, position) => ({
          id: newId(),
          job_id: id,
          stored_file_id: f.fileId,
          box_name: boxName,
          apposition: f.apposition ? 1 : 0,
          position,
        })),
      ),
    );
    await appendHistory(tx, {
      entityType: 'job',
      entityId: id,
      ouId: session.ouId,
      action: 'created',
      state: 'CREATED',
      login: session.login,
      at,
    });
    await deps.queue.enqueue(
      PROCESS_JOB_TASK,
      { jobId: id },
      { tx, singletonKey: `job:${id}`, maxAttempts: PROCESS_JOB_MAX_ATTEMPTS },
    );
  });
  return readJob(deps, session, id);
}

/**
 * The job's name (spec §5): computed by the service's name expression when it has one (file names, job metadata,
 * the current date), else the given or main file name; the service name when nothing gives one.
 */
function jobNameOf(
  service: Service,
  parameters: JobCreationParameters,
  filesByBox: Record<string, { name: string }[]>,
  mainFile: string | undefined,
  now: Date,
): string {
  if (service.jobNameExpression) {
    const computed = evaluateExpression(service.jobNameExpression, {
      now,
      fileName: (boxName) => (boxName === null ? mainFile : filesByBox[boxName]?.[0]?.name),
      jobFileName: () => mainFile,
      metadata: (name) => parameters.rawJobMetadatas[name],
    });
    return computed?.trim() || service.name;
  }
  return resolveJobName(service, { givenName: parameters.jobName, mainFileName: mainFile }) ?? service.name;
}
