import { DocumentError } from '../errors';
import { DEFAULT_MAX_WARNINGS, type DataErrorCode, type DataWarning } from './types';

/** Where parsers send line errors: thrown when strict, kept as warnings (and the line skipped) when lenient. */
export class LineIssues {
  readonly warnings: DataWarning[] = [];
  skipped = 0;

  constructor(
    private readonly lenient: boolean,
    private readonly maxWarnings = DEFAULT_MAX_WARNINGS,
  ) {}

  /** Throws unless lenient; returns normally when the caller should skip the line. */
  report(error: DocumentError): void {
    if (!this.lenient) throw error;
    this.skipped += 1;
    if (this.warnings.length >= this.maxWarnings) return;
    const { line, column } = error.details as { line: number; column?: unknown };
    this.warnings.push({
      code: error.code as DataErrorCode,
      message: error.message,
      line,
      ...(typeof column === 'number' ? { column } : {}),
    });
  }
}

/** A data error naming its line (and column, 1-based, when known) in the message and the details. */
export function lineError(
  code: DataErrorCode,
  line: number,
  text: string,
  column?: number,
  details: Record<string, unknown> = {},
): DocumentError {
  return new DocumentError(code, `Line ${line}: ${text}`, {
    line,
    ...(column === undefined ? {} : { column }),
    ...details,
  });
}
