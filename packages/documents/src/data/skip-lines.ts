import { DocumentError } from '../errors';
import { indexTargets, mapRow, RowShape } from './columns';
import { decodeText, readLines, type SourceLine } from './decode';
import type { LineIssues } from './report';
import type { ByteSource, DataRecord, SkipLinesParserConfig } from './types';

/**
 * Skip-lines (Seiitra) files: drop `skipLinesBefore` lines at the start and `skipLinesAfter` at the end, split the
 * rest on the separator (no quoting). The end is only known at the end, so the last `skipLinesAfter` lines wait in
 * a look-behind buffer: memory is bounded by that many lines, not by the file.
 */
export async function* parseSkipLines(
  config: SkipLinesParserConfig,
  source: ByteSource,
  issues: LineIssues,
  maxLineLength: number,
): AsyncGenerator<DataRecord> {
  const { skipLinesBefore: before, skipLinesAfter: after, separator } = config;
  if (!separator) throw new DocumentError('data.config', 'A separator is needed', {});
  if (!isCount(before) || !isCount(after)) {
    throw new DocumentError('data.config', 'Lines to skip must be whole numbers, 0 or more', { before, after });
  }
  const targets = indexTargets(config.metadataMapping);
  const shape = new RowShape(issues, () => targets);
  const held: SourceLine[] = [];

  for await (const current of readLines(decodeText(source, config.encoding), maxLineLength)) {
    if (current.line <= before) continue;
    held.push(current);
    if (held.length <= after) continue;
    const { line, text } = held.shift() as SourceLine;
    if (text.trim() === '') continue;
    const row = text.split(separator);
    if (!shape.accepts(row.length, line)) continue;
    yield { line, values: mapRow(row, targets) };
  }
}

function isCount(n: number): boolean {
  return Number.isInteger(n) && n >= 0;
}
