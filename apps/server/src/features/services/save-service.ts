import type { Insertable } from 'kysely';
import type { StoredFileTable } from '../../platform/db/schema';
import { sniffFileType } from '@postbridge/documents';
import {
  serviceSaveParametersSchema,
  validateService,
  validateServiceReferences,
  type SavedService,
  type Service,
  type ApiIssue,
} from '@postbridge/domain';
import type { z } from 'zod';
import { newId } from '../../platform/db/util';
import type { Deps } from '../../platform/deps';
import { errors } from '../../platform/errors';
import type { ReceivedFile } from '../../platform/files/receive-file';
import type { SessionContext } from '../../platform/policy';
import { appendHistory } from '../../platform/history/queries';
import { serviceCatalogue } from './service-catalogue';
import { cleanFileName, insertStoredFile, putReceivedFile } from '../files';
import { parseJsonField } from './check-service';
import { invalidateOpenDeposits, openJobsAllowedByForce, rejectPendingCommands } from './open-jobs';
import {
  deleteServiceFilesExcept,
  insertService,
  insertServiceFile,
  ouById,
  serviceById,
  serviceFileIds,
  updateServiceAt,
} from './queries';
import { canAdminServices, canWriteInOu, presentService, storedConfiguration } from './service-access';

/** A file sent with a save, from a multipart field `box.<boxName>.<index>` or `apposition.<boxName>.<index>`. */
type ServiceUpload = { field: string; fileName: string; received: ReceivedFile };

export const SERVICE_FILE_FIELD = /^(box|apposition)\.(.+)\.(\d+)$/;

type SaveParameters = z.infer<typeof serviceSaveParametersSchema>;

/**
 * POST /services?force=true: creates (empty id) or updates a service from the `parameters` JSON, attaching the
 * uploaded files to their boxes. Every problem is refused at once (code -2); a stale version is an edition
 * conflict. An update that changes what deposits produce needs `force` while the service has open jobs.
 */
export async function saveService(
  deps: Deps,
  session: SessionContext,
  input: { parameters: string | undefined; files: readonly ServiceUpload[]; force?: boolean },
): Promise<SavedService> {
  if (!canAdminServices(session)) throw errors.unauthorized();
  const parsed = parseJsonField('parameters', input.parameters, serviceSaveParametersSchema);
  if (!parsed.value) throw errors.invalid('parameters', parsed.issues);
  return storeService(deps, session, parsed.value, input.files, { force: input.force ?? false });
}

/**
 * What a service's deposits are made of: boxes and their splitting, metadata, grouping, requirements, channels
 * and the sending strategy (our reading of docs/product.md §4 "Other"). Name, description, icon, job naming,
 * the enabled and allowJobCreation switches and the OU change no deposit already made.
 */
const DEPOSIT_FIELDS = [
  'type',
  'boxes',
  'serviceMetadatas',
  'groupingConfiguration',
  'packRequirements',
  'channels',
  'sendingStrategy',
] as const satisfies readonly (keyof Service)[];

function changesDeposits(before: Service, after: Service): boolean {
  return DEPOSIT_FIELDS.some((field) => canonicalJson(before[field]) !== canonicalJson(after[field]));
}

/** JSON with object keys sorted, so that two equal configurations compare equal whatever their key order. */
function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : v,
  );
}

/**
 * Checks and writes a parsed configuration (shared by save and import). docs/product.md §4 "Other": an update
 * that changes what deposits produce (DEPOSIT_FIELDS) while jobs of the service are open needs `force`, which
 * rejects their commands pending validation and invalidates the deposits made with the old configuration
 * (open-jobs.ts).
 */
export async function storeService(
  deps: Deps,
  session: SessionContext,
  parameters: SaveParameters,
  files: readonly ServiceUpload[],
  options: { force: boolean } = { force: false },
): Promise<SavedService> {
  const { version, ...configuration } = parameters;
  const existing = configuration.id ? await serviceById(deps.db, configuration.id) : undefined;
  if (configuration.id && (!existing || existing.removed)) throw errors.notFound('The service');
  const existingOu = existing ? await ouById(deps.db, existing.ou_id) : undefined;
  if (existingOu && !canWriteInOu(session, existingOu.path)) throw errors.notFound('The service');
  const ou = await ouById(deps.db, configuration.ouId || session.ouId);
  if (!ou || !canWriteInOu(session, ou.path)) throw errors.notFound('The organisation unit');
  if (existing && version !== existing.version) throw errors.editionConflict();

  const serviceId = existing?.id ?? newId();
  const known = existing ? await serviceFileIds(deps.db, serviceId) : [];
  const { service, uploads, issues } = attachUploads(
    { ...configuration, id: serviceId, ouId: ou.id, removed: false },
    files,
    known,
  );
  issues.push(...validateService(service));
  issues.push(...validateServiceReferences(service, await serviceCatalogue(deps, ou.path)));
  if (issues.some((i) => i.severity === 'error')) throw errors.invalid('parameters', issues);
  const openJobs =
    existing && changesDeposits(storedConfiguration(existing), service)
      ? await openJobsAllowedByForce(deps, serviceId, options.force, 'save')
      : [];

  const now = deps.clock.now().toISOString();
  const stored: Insertable<StoredFileTable>[] = [];
  try {
    const owner = { ouId: ou.id, userId: session.userId };
    for (const u of uploads) {
      stored.push(await putReceivedFile(deps, owner, u.upload, `services/${serviceId}/${u.serviceFileId}`));
    }
    await deps.db.transaction().execute(async (tx) => {
      const columns = {
        ou_id: ou.id,
        name: service.name,
        type: service.type,
        enabled: service.enabled ? 1 : 0,
        allow_job_creation: service.allowJobCreation ? 1 : 0,
        configuration: JSON.stringify(service),
        updated_at: now,
        updated_by: session.userId,
      };
      if (existing) {
        if (!(await updateServiceAt(tx, serviceId, existing.version, columns)))
          throw errors.editionConflict();
      } else {
        await insertService(tx, { id: serviceId, ...columns, created_at: now, created_by: session.userId });
      }
      for (const [i, u] of uploads.entries()) {
        const storedFileId = stored[i]!.id!;
        await insertStoredFile(tx, { ...stored[i]!, name: u.name });
        await insertServiceFile(tx, {
          id: u.serviceFileId,
          service_id: serviceId,
          stored_file_id: storedFileId,
          name: u.name,
          box_name: u.boxName,
        });
      }
      await deleteServiceFilesExcept(
        tx,
        serviceId,
        service.serviceFiles.map((f) => f.id),
      );
      const forced = openJobs.length
        ? {
            force: true,
            rejectedCommands: await rejectPendingCommands(deps, tx, session, openJobs, now, {
              reason: 'serviceUpdated',
              serviceId,
            }),
            invalidatedJobs: await invalidateOpenDeposits(tx, session, openJobs, now, serviceId),
          }
        : {};
      await appendHistory(tx, {
        entityType: 'service',
        entityId: serviceId,
        ouId: ou.id,
        action: existing ? 'update' : 'create',
        login: session.login,
        at: now,
        details: { name: service.name, version: existing ? existing.version + 1 : 1, ...forced },
      });
    });
  } catch (err) {
    await Promise.all(stored.map((row) => deps.files.delete(row.storage_key).catch(() => undefined)));
    throw err;
  }
  return presentService((await serviceById(deps.db, serviceId))!);
}

type PendingUpload = {
  upload: ServiceUpload;
  serviceFileId: string;
  name: string;
  boxName: string;
  sniffed: ReturnType<typeof sniffFileType>;
};

/**
 * Each uploaded file becomes a service file pre-filled into its box (Box.configuredFiles); files the
 * configuration already lists must be the service's own. Problems are issues, reported with the others.
 */
function attachUploads(
  service: Service,
  files: readonly ServiceUpload[],
  knownFileIds: readonly string[],
): { service: Service; uploads: PendingUpload[]; issues: ApiIssue[] } {
  const issues: ApiIssue[] = [];
  service.serviceFiles.forEach((file, index) => {
    if (!knownFileIds.includes(file.id)) {
      issues.push({
        key: 'service.file.unknown',
        path: `serviceFiles[${index}].id`,
        severity: 'error',
        params: { name: file.name, reason: `The service has no file "${file.name}" (${file.id}).` },
      });
    }
  });
  const uploads: PendingUpload[] = [];
  const boxes = service.boxes.map((box) => ({ ...box, configuredFiles: [...box.configuredFiles] }));
  const serviceFiles = [...service.serviceFiles];
  for (const upload of files) {
    const [, kind, boxName] = SERVICE_FILE_FIELD.exec(upload.field) ?? [];
    const box = boxes.find((b) => b.name === boxName);
    if (!box || (kind === 'apposition' && !box.appositions)) {
      issues.push({
        key: 'service.file.unknownBox',
        path: `files["${upload.field}"]`,
        severity: 'error',
        params: {
          reason: `No ${kind === 'apposition' ? 'apposition ' : ''}box is named "${boxName ?? ''}".`,
        },
      });
      continue;
    }
    const serviceFileId = newId();
    const name = cleanFileName(upload.fileName);
    const sniffed = sniffFileType(upload.received.head, upload.fileName);
    serviceFiles.push({ id: serviceFileId, name, contentType: sniffed.mime });
    box.configuredFiles.push({ serviceFileId, removable: false });
    uploads.push({ upload, serviceFileId, name, boxName: box.name, sniffed });
  }
  return { service: { ...service, boxes, serviceFiles }, uploads, issues };
}
