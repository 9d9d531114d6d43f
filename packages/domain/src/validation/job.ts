import type { ParserKind } from '../model/service';
import { UNLIMITED_MAX_ELEMENTS } from '../constants';
import type { Box } from '../api/services/box';
import type { Service } from '../api/services/service';
import type { ServiceType } from '../model/service';
import { type ValidationIssue, error, isBlank } from './issues';

// Job creation rules (docs/product.md §5 "Job creation", "File type to box matching", "Job name").

/** A file on its way into a box: its name, and the ids that identify it once stored. */
export type DepositFileRef = { name: string; fileId?: string | null; serviceFileId?: string | null };

export const FILE_KINDS = ['zip', 'pdf', 'csv', 'xls', 'text', 'json'] as const;
export type FileKind = (typeof FILE_KINDS)[number];

const EXTENSION_KINDS: Readonly<Record<string, FileKind>> = {
  zip: 'zip',
  pdf: 'pdf',
  csv: 'csv',
  xls: 'xls',
  xlsx: 'xls',
  txt: 'text',
  text: 'text',
  dat: 'text',
  json: 'json',
};

/** The kind of a file from its extension (case-insensitive); null when unknown. */
export function fileKindOf(fileName: string): FileKind | null {
  const dot = fileName.lastIndexOf('.');
  if (dot < 0) return null;
  return EXTENSION_KINDS[fileName.slice(dot + 1).toLowerCase()] ?? null;
}

/**
 * docs/product.md §5: zip → archive box, pdf → pdf box, csv/xls → delimited or skip-lines, text → fixed
 * width, json → json.
 */
export function boxAcceptsFileKind(
  box: { boxType: Box['boxType']; parserConfiguration?: { kind: ParserKind } | null },
  kind: FileKind | null,
): boolean {
  const parser = box.parserConfiguration?.kind;
  switch (kind) {
    case 'zip':
      return box.boxType === 'box.ARCHIVE';
    case 'pdf':
      return box.boxType === 'box.PDF';
    case 'csv':
    case 'xls':
      return box.boxType === 'box.DATA_FILE' && (parser === 'par.CSV' || parser === 'par.Seiitra');
    case 'text':
      return box.boxType === 'box.DATA_FILE' && parser === 'par.FixedWidth';
    case 'json':
      return box.boxType === 'box.DATA_FILE' && parser === 'par.JSON';
    case null:
      return false;
  }
}

/** Services that take exactly one file (the *_UNIQUE types). */
export const SINGLE_FILE_SERVICE_TYPES = [
  'SIMPLE_UNIQUE',
  'PREPROCESSING_UNIQUE',
] as const satisfies readonly ServiceType[];

export function isSingleFileService(type: ServiceType): boolean {
  return (SINGLE_FILE_SERVICE_TYPES as readonly ServiceType[]).includes(type);
}

/**
 * The limits that apply at deposit: a single-file service's main box takes exactly one file (docs/product.md
 * §5).
 */
export function effectiveBoxLimits(
  service: Pick<Service, 'type'>,
  box: Pick<Box, 'main' | 'minElements' | 'maxElements'>,
): { minElements: number; maxElements: number } {
  if (box.main && isSingleFileService(service.type)) return { minElements: 1, maxElements: 1 };
  return { minElements: box.minElements, maxElements: box.maxElements };
}

/** A box has room for one more file when it is unlimited or holds fewer than maxElements. */
export function boxHasRoom(limits: { maxElements: number }, fileCount: number): boolean {
  return limits.maxElements === UNLIMITED_MAX_ELEMENTS || fileCount < limits.maxElements;
}

function sameFile(a: DepositFileRef, b: DepositFileRef): boolean {
  if (a.serviceFileId && a.serviceFileId === b.serviceFileId) return true;
  if (a.fileId && a.fileId === b.fileId) return true;
  return a.name === b.name;
}

/**
 * Whether `file` may join the box at `boxIndex` that already holds `current`: the right file type, room left,
 * and never the same apposition twice. Issues point at `boxes[boxIndex]`.
 */
export function checkFileAddition(
  service: Pick<Service, 'type' | 'boxes'>,
  boxIndex: number,
  current: readonly DepositFileRef[],
  file: DepositFileRef,
): ValidationIssue[] {
  const box = service.boxes[boxIndex];
  const path = `boxes[${boxIndex}]`;
  if (!box) return [error('job.unknownBox', path)];
  const issues: ValidationIssue[] = [];
  const params = { box: box.label || box.name, file: file.name };
  if (!boxAcceptsFileKind(box, fileKindOf(file.name)))
    issues.push(error('job.invalidFileType', path, params));
  const limits = effectiveBoxLimits(service, box);
  if (!boxHasRoom(limits, current.length)) {
    issues.push(error('job.noRoom', path, { ...params, max: limits.maxElements }));
  }
  if (box.appositions && current.some((other) => sameFile(other, file))) {
    issues.push(error('job.appositionTwice', path, params));
  }
  return issues;
}

/** Every box holds at least its minimum and at most its maximum; `filesByBox` is keyed by box name. */
export function validateJobFiles(
  service: Pick<Service, 'type' | 'boxes'>,
  filesByBox: Readonly<Record<string, readonly DepositFileRef[]>>,
  options: { archivesExtracted?: boolean } = {},
): ValidationIssue[] {
  // The files of a deposited archive go to the document and data boxes (expand-archives on the server).
  const archiveDeposited = service.boxes.some(
    (b) => b.boxType === 'box.ARCHIVE' && (filesByBox[b.name]?.length ?? 0) > 0,
  );
  const filledByArchive = (box: Box) => archiveDeposited && box.boxType !== 'box.ARCHIVE' && !box.appositions;
  return service.boxes.flatMap((box, index) => {
    // A box an archive may fill is checked once the archive is extracted.
    if (!options.archivesExtracted && filledByArchive(box)) return [];
    const count = filesByBox[box.name]?.length ?? 0;
    const limits = effectiveBoxLimits(service, box);
    const params = { box: box.label || box.name, count, min: limits.minElements, max: limits.maxElements };
    const path = `boxes[${index}]`;
    if (count < limits.minElements) return [error('job.notEnoughFiles', path, params)];
    if (limits.maxElements !== UNLIMITED_MAX_ELEMENTS && count > limits.maxElements) {
      return [error('job.maxFileCount', path, params)];
    }
    return [];
  });
}

export function fileNameWithoutExtension(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot > 0 ? fileName.slice(0, dot) : fileName;
}

/**
 * The job name to send (docs/product.md §5): none when the service computes it; when editable, the given name
 * or else the main file's name without extension. A non-editable name is always the main file's.
 */
export function resolveJobName(
  service: Pick<Service, 'jobNameEditable' | 'jobNameExpression'>,
  input: { givenName?: string | null; mainFileName?: string | null },
): string | null {
  if (service.jobNameExpression !== null) return null;
  if (service.jobNameEditable && !isBlank(input.givenName)) return input.givenName!.trim();
  if (isBlank(input.mainFileName)) return null;
  return fileNameWithoutExtension(input.mainFileName!.trim());
}

/** 'job.nameMandatory' when the service does not compute the name and none can be resolved. */
export function validateJobName(
  service: Pick<Service, 'jobNameEditable' | 'jobNameExpression'>,
  input: { givenName?: string | null; mainFileName?: string | null },
): ValidationIssue[] {
  if (service.jobNameExpression !== null || resolveJobName(service, input) !== null) return [];
  return [error('job.nameMandatory', 'jobName')];
}
