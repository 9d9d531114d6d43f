import { DocumentError } from '../errors';
import { parseDelimited } from './delimited';
import { parseFixedWidth } from './fixed-width';
import { parseJson } from './json';
import { LineIssues } from './report';
import { parseSkipLines } from './skip-lines';
import {
  DEFAULT_MAX_JSON_BYTES,
  DEFAULT_MAX_LINE_LENGTH,
  type ByteSource,
  type DataParseOptions,
  type DataParserConfig,
  type DataRecord,
  type DataWarning,
} from './types';

/**
 * Records of a data file, read once with `for await`. Errors throw a `DocumentError` naming the line; with
 * `lenient` the faulty lines are skipped and listed in `warnings` (complete once iteration has ended).
 */
export interface DataFileReader extends AsyncIterable<DataRecord> {
  readonly warnings: readonly DataWarning[];
  /** Lines skipped under `lenient`, including those beyond the kept warnings. */
  readonly skipped: number;
}

export function parseDataFile(
  config: DataParserConfig,
  source: ByteSource,
  options: DataParseOptions = {},
): DataFileReader {
  const lenient = config.kind !== 'par.FixedWidth' && Boolean(config.lenient);
  const issues = new LineIssues(lenient, options.maxWarnings);
  const maxLine = options.maxLineLength ?? DEFAULT_MAX_LINE_LENGTH;
  const records = (): AsyncGenerator<DataRecord> => {
    switch (config.kind) {
      case 'par.CSV':
        return parseDelimited(config, source, issues, maxLine);
      case 'par.FixedWidth':
        return parseFixedWidth(config, source, issues, maxLine);
      case 'par.JSON':
        return parseJson(config, source, issues, options.maxJsonBytes ?? DEFAULT_MAX_JSON_BYTES);
      case 'par.Seiitra':
        return parseSkipLines(config, source, issues, maxLine);
    }
  };
  return {
    [Symbol.asyncIterator]: () => records(),
    get warnings() {
      return issues.warnings;
    },
    get skipped() {
      return issues.skipped;
    },
  };
}

export interface DataFilePreview {
  records: DataRecord[];
  warnings: readonly DataWarning[];
  /** True when the file holds more records than were read. */
  truncated: boolean;
  /** The error that stopped reading, after the records read before it (shown by /services/testDataFile). */
  error?: DocumentError;
}

/** The first `maxRecords` records of a file, for testing a box's parser configuration; stops reading there. */
export async function previewDataFile(
  config: DataParserConfig,
  source: ByteSource,
  maxRecords: number,
  options: DataParseOptions = {},
): Promise<DataFilePreview> {
  const reader = parseDataFile(config, source, options);
  const records: DataRecord[] = [];
  let truncated = false;
  try {
    for await (const record of reader) {
      if (records.length === maxRecords) {
        truncated = true;
        break;
      }
      records.push(record);
    }
  } catch (error) {
    if (!(error instanceof DocumentError)) throw error;
    return { records, warnings: reader.warnings, truncated, error };
  }
  return { records, warnings: reader.warnings, truncated };
}
