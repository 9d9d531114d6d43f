import { Readable } from 'node:stream';
import { CsvError, parse, type Info } from 'csv-parse';
import { DocumentError } from '../errors';
import { indexTargets, mapRow, namedTargets, RowShape, type ColumnTargets } from './columns';
import { decodeText } from './decode';
import { lineError, type LineIssues } from './report';
import type { ByteSource, DataRecord, DelimitedParserConfig } from './types';

/** Delimited (CSV) files, streamed through csv-parse: quoted separators and line breaks inside quotes are kept. */
export async function* parseDelimited(
  config: DelimitedParserConfig,
  source: ByteSource,
  issues: LineIssues,
  maxLineLength: number,
): AsyncGenerator<DataRecord> {
  if (!config.separator) throw new DocumentError('data.config', 'A separator is needed', {});
  const usedNames = config.usedColumnNames?.length ? config.usedColumnNames : undefined;
  if (usedNames && !config.headerPresent) {
    throw new DocumentError('data.config', 'Used column names need a header line', {});
  }
  let targets: ColumnTargets | undefined = usedNames ? undefined : indexTargets(config.metadataMapping);
  const shape = new RowShape(issues, () => targets ?? []);
  const quote = config.quoteChar ?? '"';

  const parser = parse({
    delimiter: config.separator,
    quote: quote === '' ? false : quote,
    // decodeText has turned CR LF into LF; a fixed delimiter keeps csv-parse's line count exact.
    record_delimiter: ['\n'],
    relax_column_count: true,
    skip_empty_lines: true,
    max_record_size: maxLineLength,
    info: true,
    bom: false,
    // Lenient keeps stray quotes as text: csv-parse cannot resynchronise after a quote error and would drop the
    // rest of the file as one unclosed field.
    relax_quotes: Boolean(config.lenient),
    skip_records_with_error: Boolean(config.lenient),
    on_skip: (error) => {
      if (error) issues.report(csvError(error));
      return undefined;
    },
  });
  const input = Readable.from(decodeText(source, config.encoding), { objectMode: false });
  input.once('error', (error) => parser.destroy(error));
  input.pipe(parser);

  let headerPending = Boolean(config.headerPresent);
  try {
    for await (const { info, record } of parser as AsyncIterable<{ info: Info; record: string[] }>) {
      const line = firstLine(info.lines, record);
      if (headerPending) {
        headerPending = false;
        if (usedNames) targets = namedTargets(record, usedNames, config.metadataMapping, line);
        shape.setExpected(record.length, line);
        continue;
      }
      if (!shape.accepts(record.length, line)) continue;
      yield { line, values: mapRow(record, targets as ColumnTargets) };
    }
  } catch (error) {
    throw error instanceof CsvError ? csvError(error) : error;
  } finally {
    input.destroy();
    parser.destroy();
  }
}

/** csv-parse reports the line a record ends on; line breaks inside quoted fields move the start back. */
function firstLine(endLine: number, record: readonly string[]): number {
  let breaks = 0;
  for (const field of record) for (const char of field) if (char === '\n') breaks += 1;
  return endLine - breaks;
}

function csvError(error: CsvError): DocumentError {
  const { lines, column } = error as CsvError & { lines?: number; column?: number };
  const line = lines ?? 0;
  const text = error.message.replace(/ at line \d+/, '');
  if (error.code === 'CSV_MAX_RECORD_SIZE') {
    return lineError('data.lineTooLong', line, text, undefined, { csvCode: error.code });
  }
  return lineError('data.syntax', line, text, typeof column === 'number' ? column + 1 : undefined, {
    csvCode: error.code,
  });
}
