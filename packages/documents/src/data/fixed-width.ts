import { DocumentError } from '../errors';
import { indexTargets, mapRow } from './columns';
import { decodeText, readLines } from './decode';
import { lineError, type LineIssues } from './report';
import type { ByteSource, DataRecord, FixedWidthParserConfig } from './types';

/**
 * Fixed-width files: each line is cut by `columnWidths` (in characters, not bytes) and each value trimmed.
 * Trailing spaces are often stripped by the producing tool, so a line may end inside its last column; a line that
 * does not reach the last column, or has text beyond the widths, is an error (skipped under `lenient`).
 */
export async function* parseFixedWidth(
  config: FixedWidthParserConfig,
  source: ByteSource,
  issues: LineIssues,
  maxLineLength: number,
): AsyncGenerator<DataRecord> {
  const widths = config.columnWidths;
  if (widths.length === 0 || widths.some((w) => !Number.isInteger(w) || w <= 0)) {
    throw new DocumentError('data.config', 'Column widths must be whole numbers above 0', { widths });
  }
  const targets = indexTargets(config.metadataMapping);
  const missing = targets.find(([index]) => index >= widths.length);
  if (missing) {
    throw new DocumentError('data.config', `Column ${missing[0]} is mapped but only ${widths.length} are defined`, {
      column: missing[0],
    });
  }
  const starts = widths.map((_, i) => widths.slice(0, i).reduce((a, b) => a + b, 0));
  const total = widths.reduce((a, b) => a + b, 0);
  const lastStart = starts[starts.length - 1] as number;

  for await (const { line, text } of readLines(decodeText(source, config.encoding), maxLineLength)) {
    if (text.trim() === '') continue;
    // Slice by code points so a character outside the BMP counts as one column position.
    const chars = /[\uD800-\uDFFF]/.test(text) ? Array.from(text.trimEnd()) : text.trimEnd();
    if (chars.length <= lastStart) {
      const column = starts.findIndex((start) => start >= chars.length);
      issues.report(
        lineError('data.lineLength', line, `expected ${widths.length} columns, found ${column}`, column + 1, {
          expected: widths.length,
          found: column,
        }),
      );
      continue;
    }
    if (chars.length > total) {
      issues.report(
        lineError('data.lineLength', line, `${chars.length} characters, the column widths add up to ${total}`, widths.length + 1, {
          expected: total,
          found: chars.length,
        }),
      );
      continue;
    }
    const row = starts.map((start, i) => slice(chars, start, start + (widths[i] as number)).trim());
    yield { line, values: mapRow(row, targets) };
  }
}

function slice(chars: string | string[], start: number, end: number): string {
  return typeof chars === 'string' ? chars.slice(start, end) : chars.slice(start, end).join('');
}
