import {
  boxAcceptsFileKind,
  checkFileAddition,
  compileFullMatch,
  effectiveBoxLimits,
  fileKindOf,
  validateJobFiles,
  type Box,
  type FileKind,
  type LabelKey,
  type SavedService,
} from '@postbridge/domain';
import type { DepositFile } from './depositFiles';

// Which files a box takes (docs/product.md §5 "Job creation", "File type to box matching"): the domain's
// rules, plus the box's own name pattern, with the message to show for each refused file.

export interface BoxMessage {
  key: LabelKey;
  params: Record<string, string | number>;
}

const ACCEPT_OF_PARSER: Record<string, string> = {
  'par.CSV': '.csv,.xls,.xlsx,text/csv',
  'par.Seiitra': '.csv,.xls,.xlsx,text/csv',
  'par.FixedWidth': '.txt,.text,.dat,text/plain',
  'par.JSON': '.json,application/json',
};

/** The `accept` attribute of the box's file input (a hint for the chooser; the rules below decide). */
export function acceptAttribute(box: Box): string {
  if (box.boxType === 'box.ARCHIVE') return '.zip,application/zip';
  if (box.boxType === 'box.DATA_FILE') return ACCEPT_OF_PARSER[box.parserConfiguration?.kind ?? ''] ?? '';
  return '.pdf,application/pdf';
}

/** The file's kind: from its name, else from the browser's MIME type (a PDF saved without extension). */
function kindOfFile(file: { name: string; type?: string }): FileKind | null {
  const byName = fileKindOf(file.name);
  if (byName) return byName;
  switch (file.type) {
    case 'application/pdf':
      return 'pdf';
    case 'application/zip':
    case 'application/x-zip-compressed':
      return 'zip';
    case 'application/json':
      return 'json';
    case 'text/csv':
      return 'csv';
    default:
      return null;
  }
}

/**
 * The kinds a type read from the content (StoredFile.fileType) may stand for: the server's own table
 * (packages/documents box-accepts-file-type.ts), where csv and text may stand for each other.
 */
const KINDS_OF_STORED_TYPE: Readonly<Record<string, readonly FileKind[]>> = {
  pdf: ['pdf'],
  zip: ['zip'],
  json: ['json'],
  csv: ['csv', 'text'],
  text: ['text', 'csv'],
  xls: ['xls'],
  xlsx: ['xls'],
};

/** A name the box's pattern refuses (the pattern must match the whole name; none accepts every name). */
function nameRefused(box: Box, name: string): boolean {
  if (box.pattern === null) return false;
  const pattern = compileFullMatch(box.pattern);
  return pattern !== null && !pattern.test(name);
}

interface AdditionResult<F> {
  accepted: F[];
  refused: BoxMessage[];
}

/**
 * Splits candidate files into those the box takes, in order, and a message per refused one: a type the box does
 * not read, a name its pattern refuses, no room left, or an apposition already added.
 */
export function checkAdditions<F extends { name: string; type?: string }>(
  service: SavedService,
  box: Box,
  current: readonly Pick<DepositFile, 'name' | 'fileId'>[],
  candidates: readonly F[],
): AdditionResult<F> {
  const boxIndex = service.boxes.findIndex((b) => b.name === box.name);
  const label = box.label || box.name;
  const held = current.map((f) => ({ name: f.name, fileId: f.fileId }));
  const accepted: F[] = [];
  const refused: BoxMessage[] = [];
  const wrongPdfType: string[] = [];
  for (const file of candidates) {
    const kind = kindOfFile(file);
    if (!boxAcceptsFileKind(box, kind)) {
      // A PDF box says so plainly; the other boxes name the file and the box.
      if (box.boxType === 'box.PDF') wrongPdfType.push(file.name);
      else refused.push({ key: 'issue.job.invalidFileType', params: { file: file.name, box: label } });
      continue;
    }
    if (nameRefused(box, file.name)) {
      refused.push({ key: 'deposit.upload.namePattern', params: { file: file.name, box: label } });
      continue;
    }
    // The type was checked above from name and MIME type; the domain rule adds room and apposition-twice.
    const issue = checkFileAddition(service, boxIndex, held, { name: file.name }).find(
      (i) => i.key !== 'job.invalidFileType',
    );
    if (issue) {
      refused.push({ key: `issue.${issue.key}` as LabelKey, params: issue.params ?? {} });
      continue;
    }
    held.push({ name: file.name, fileId: null });
    accepted.push(file);
  }
  if (wrongPdfType.length > 0) {
    refused.unshift({ key: 'deposit.box.invalidType', params: { names: wrongPdfType.join(', ') } });
  }
  return { accepted, refused };
}

/** The box holds its maximum: its chooser is disabled. */
export function boxIsFull(service: SavedService, box: Box, count: number): boolean {
  const { maxElements } = effectiveBoxLimits(service, box);
  return maxElements >= 0 && count >= maxElements;
}

/** The files of each box, as the domain's rules count them (failed uploads do not count). */
export function filesByBox(files: readonly DepositFile[]): Record<string, DepositFile[]> {
  const byBox: Record<string, DepositFile[]> = {};
  for (const file of files) if (file.status !== 'failed') (byBox[file.boxName] ??= []).push(file);
  return byBox;
}

/** Per box name, the count problem (not enough files, too many) to show beside it. */
export function boxCountMessages(
  service: SavedService,
  files: readonly DepositFile[],
): Record<string, BoxMessage> {
  const messages: Record<string, BoxMessage> = {};
  for (const issue of validateJobFiles(service, filesByBox(files))) {
    const index = Number(/boxes\[(\d+)\]/.exec(issue.path)?.[1] ?? -1);
    const box = service.boxes[index];
    if (box) messages[box.name] = { key: `issue.${issue.key}` as LabelKey, params: issue.params ?? {} };
  }
  return messages;
}

/** A finished upload whose content the box cannot read (the server reads the type from the bytes). */
export function contentMismatch(box: Box, file: DepositFile): BoxMessage | null {
  if (file.status !== 'done' || file.fileType === null) return null;
  const kinds = KINDS_OF_STORED_TYPE[file.fileType] ?? [];
  if (kinds.some((kind) => boxAcceptsFileKind(box, kind))) return null;
  return { key: 'deposit.upload.incompatibleFile', params: { file: file.name, box: box.label || box.name } };
}
