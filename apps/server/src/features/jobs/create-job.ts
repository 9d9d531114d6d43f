import { boxAcceptsFileType, type SniffedFileType } from '@postbridge/documents';
import {
  cleanDisplayName,
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
import { isSet, newId } from '../../platform/db/util';
import type { Deps } from '../../platform/deps';
import { AppError, errors } from '../../platform/errors';
import { canDo, viewScope, visibleOuPathPrefix, type SessionContext } from '../../platform/policy';
import { appendHistory } from '../../platform/history/queries';
import { presentStoredFile, visibleStoredFile } from '../files';
import { profileServiceById, readableService, storedConfiguration, userInSubtree } from '../services';
import { presentJob } from './present-job';
import { PROCESS_JOB_MAX_ATTEMPTS, PROCESS_JOB_TASK } from './process-job';
import {
  inputFilesOfJobs,
  insertJob,
  jobById,
  markPrintedFilesDeposited,
  orderedPrintedFiles,
} from './queries';

/** A deposited file and its field (multipart or streamed): `file.<boxName>.<index>` or `apposition.<boxName>.<index>`. */
export type DepositedFile = { field: string; stored: StoredFile };

const FIELD = /^(file|apposition)\.(.+)\.(\d+)$/;

/** Who a deposit belongs to: the caller, or the user it is made on behalf of (docs/product.md §6 behalf). */
type DepositOwner = { userId: string; ouId: string; login: string };

/** What a deposit's creation parameters resolve to before any file is looked at. */
type CheckedDeposit = { parameters: JobCreationParameters; owner: DepositOwner; service: Service };

/**
 * The checks of a deposit that need no file: the caller may create orders, the parameters have the contract's
 * shape, the owner (the caller, or a user it may act for) and the service it deposits into. Run by `createJob`,
 * and by the streamed call as soon as its first line arrives, so that a refused deposit is not uploaded first.
 */
export async function checkDeposit(
  deps: Deps,
  session: SessionContext,
  rawParameters: unknown,
): Promise<CheckedDeposit> {
  if (!canDo(session, 'createOrders')) throw errors.unauthorized();
  const parsed = jobCreationParametersSchema.safeParse(rawParameters);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw errors.badRequest(['parameters', ...issue.path.map(String)].join('.'), issue.message);
  }
  const parameters = parsed.data;
  const { owner, row } =
    parameters.targetOwnerId && parameters.targetOwnerId !== session.userId
      ? await onBehalfOf(deps, session, parameters.targetOwnerId, parameters.serviceId)
      : {
          owner: { userId: session.userId, ouId: session.ouId, login: session.login },
          row: await readableService(deps, session, parameters.serviceId),
        };
  const service = storedConfiguration(row);
  if (!service.enabled || service.removed || !service.allowJobCreation) {
    throw errors.badRequest('parameters.serviceId', 'this service does not accept deposits');
  }
  return { parameters, owner, service };
}

/**
 * A deposit on behalf of another user (docs/product.md §6 "behalf", "that user's profile services are loaded
 * and used"): the caller needs the behalf permission; the user must be enabled and in the caller's OU scope
 * (policy `visibleOuPathPrefix`), and the service one of that user's profile services (not the caller's). An
 * unknown, hidden or disabled user and a service that is not theirs are refused alike, so that ids do not
 * leak.
 */
async function onBehalfOf(deps: Deps, session: SessionContext, targetOwnerId: string, serviceId: string) {
  if (!canDo(session, 'behalf')) throw errors.unauthorized();
  const target = await userInSubtree(deps.db, targetOwnerId, visibleOuPathPrefix(session));
  if (!target || !isSet(target.enabled) || isSet(target.removed)) {
    throw errors.badRequest('parameters.targetOwnerId', 'is not a user you may deposit for');
  }
  const row = await profileServiceById(deps.db, target.profile_id, serviceId);
  if (!row) {
    throw errors.badRequest('parameters.targetOwnerId', 'the service is not one of this user’s services');
  }
  return { owner: { userId: target.id, ouId: target.ou_id, login: target.login }, row };
}

/** A file uploaded before (POST /files) that the caller deposits by id; "not found" if it may not see it. */
export async function storedFileForDeposit(
  deps: Deps,
  session: SessionContext,
  fileId: string,
): Promise<StoredFile> {
  const row = await visibleStoredFile(deps.db, viewScope(session), fileId);
  if (!row) throw errors.notFound('The file');
  return presentStoredFile(row);
}

/**
 * POST /jobs: checks the deposit against its service (boxes, file types from content, counts, job name,
 * metadata) and refuses it with every issue at once; otherwise records the job (CREATED, with its history)
 * and queues its processing in the same transaction. A job made on behalf of another user is theirs (owner
 * and OU); its history's first entry keeps the caller's login, with `details.onBehalfOf` = the owner's login.
 */
export async function createJob(
  deps: Deps,
  session: SessionContext,
  input: { parameters: unknown; files: DepositedFile[] },
): Promise<Job> {
  const { parameters, owner, service } = await checkDeposit(deps, session, input.parameters);

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

  const storedFileIds = input.files.map((f) => f.stored.fileId);
  // A printed file of the virtual printer is deposited once it is ordered no more (docs/api.md "Virtual printer").
  const ordered = await orderedPrintedFiles(deps.db, storedFileIds);
  if (ordered.length) {
    throw new AppError(
      'badRequest',
      `files: the printed file "${ordered[0]!.name}" has already been ordered`,
      'printer.error.alreadyOrdered',
      { file: ordered[0]!.name },
      'files',
    );
  }

  const mainBox = service.boxes.find((b) => b.main) ?? service.boxes[0];
  const mainFile = mainBox ? filesByBox[mainBox.name]?.[0]?.name : undefined;
  const name = jobNameOf(service, parameters, filesByBox, mainFile, deps.clock.now());
  const id = newId();
  const at = deps.clock.now().toISOString();
  await deps.db.transaction().execute(async (tx) => {
    await insertJob(
      deps,
      tx,
      {
        id,
        ou_id: owner.ouId,
        owner_id: owner.userId,
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
    for (const printed of await markPrintedFilesDeposited(tx, storedFileIds, id)) {
      await appendHistory(tx, {
        entityType: 'printedFile',
        entityId: printed.id,
        ouId: printed.ou_id,
        action: 'deposited',
        state: 'deposited',
        login: session.login,
        at,
        details: { jobId: id },
      });
    }
    await appendHistory(tx, {
      entityType: 'job',
      entityId: id,
      ouId: owner.ouId,
      action: 'created',
      state: 'CREATED',
      login: session.login,
      at,
      ...(owner.userId === session.userId ? {} : { details: { onBehalfOf: owner.login } }),
    });
    await deps.queue.enqueue(
      PROCESS_JOB_TASK,
      { jobId: id },
      { tx, singletonKey: `job:${id}`, maxAttempts: PROCESS_JOB_MAX_ATTEMPTS },
    );
  });
  // The creator gets the job it made even when it may not view the owner's orders (behalf without viewOrdersOthers).
  const row = (await jobById(deps.db, id))!;
  return presentJob(row, await inputFilesOfJobs(deps.db, [id]), 0);
}

/**
 * The job's name (docs/product.md §5): computed by the service's name expression when it has one (file names,
 * job metadata, the current date), else the given or main file name; the service name when nothing gives one.
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
    return cleanDisplayName(computed ?? '') || service.name;
  }
  const given = resolveJobName(service, { givenName: parameters.jobName, mainFileName: mainFile });
  // A name given or taken from a file is shown to others: no control characters nor direction overrides.
  return cleanDisplayName(given ?? '') || service.name;
}
