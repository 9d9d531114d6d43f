import fs from 'node:fs';
import { previewDataFile, type DocumentError } from '@postbridge/documents';
import {
  hasErrors,
  testDataFileParametersSchema,
  validateParserConfiguration,
  type TestDataFileResult,
} from '@postbridge/domain';
import { errors } from '../../platform/errors';
import type { ReceivedFile } from '../../platform/files/receive-file';
import { parseJsonField } from './check-service';

/** How many records a test shows (the service editor's preview). */
const TEST_DATA_FILE_RECORDS = 20;

/**
 * POST /services/testDataFile: reads the first records of a data file with a parser configuration, before the
 * service is saved: records with their line numbers, lines skipped leniently, and the error that stopped
 * reading (naming its line and column). An invalid configuration is refused like a save.
 */
export async function testDataFile(input: {
  parameters: string | undefined;
  file: ReceivedFile | undefined;
}): Promise<TestDataFileResult> {
  const parsed = parseJsonField('parameters', input.parameters, testDataFileParametersSchema);
  if (!parsed.value) throw errors.invalid('parameters', parsed.issues);
  const issues = validateParserConfiguration(parsed.value);
  if (hasErrors(issues)) throw errors.invalid('parameters', issues);
  if (!input.file) throw errors.badRequest('submittedFile', 'a file is required');
  const preview = await previewDataFile(
    parsed.value,
    fs.createReadStream(input.file.tempPath),
    TEST_DATA_FILE_RECORDS,
  );
  return {
    records: preview.records,
    warnings: preview.warnings.map((w) => ({ ...w })),
    truncated: preview.truncated,
    error: preview.error ? problemOf(preview.error) : null,
  };
}

function problemOf(error: DocumentError): NonNullable<TestDataFileResult['error']> {
  const { line, column } = error.details;
  return {
    code: error.code,
    message: error.message,
    ...(typeof line === 'number' ? { line } : {}),
    ...(typeof column === 'number' ? { column } : {}),
  };
}
