import { boxAcceptsFileKind, type BoxType, type FileKind, type ParserKind } from '@postbridge/domain';
import type { SniffedFileType } from './sniff-file-type';

/**
 * The kinds of docs/product.md §5's file-type matching (domain `boxAcceptsFileKind`) that a type read from
 * the content may be. Sniffing tells csv from text by a heuristic (a one-column CSV, or a skip-lines file
 * whose header lines differ, reads as text; a fixed-width file may happen to hold commas), so either may
 * stand for the other.
 */
const KINDS_OF_SNIFFED_TYPE: Record<SniffedFileType, readonly FileKind[]> = {
  pdf: ['pdf'],
  zip: ['zip'],
  json: ['json'],
  csv: ['csv', 'text'],
  text: ['text', 'csv'],
  xls: ['xls'],
  xlsx: ['xls'],
  png: [],
  jpeg: [],
  unknown: [],
};

/** Whether a box takes a file whose type was read from its content. */
export function boxAcceptsFileType(
  boxType: BoxType,
  parserKind: ParserKind | undefined,
  fileType: SniffedFileType,
): boolean {
  const box = { boxType, parserConfiguration: parserKind ? { kind: parserKind } : null };
  return KINDS_OF_SNIFFED_TYPE[fileType].some((kind) => boxAcceptsFileKind(box, kind));
}
