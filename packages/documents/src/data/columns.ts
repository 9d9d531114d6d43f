import { DocumentError } from '../errors';
import { lineError, type LineIssues } from './report';

/** Column index (0-based) → metadata name. */
export type ColumnTargets = ReadonlyArray<readonly [index: number, name: string]>;

/** docs/product.md §3: "CSV column id starts at 0" — mapping keys are column indexes. */
export function indexTargets(mapping: Record<string, string>): ColumnTargets {
  const targets = Object.entries(mapping).map(([key, name]) => {
    if (!/^\d+$/.test(key)) {
      throw new DocumentError('data.config', `Mapping key "${key}" is not a column index (0, 1, 2…)`, { key });
    }
    return [Number(key), name] as const;
  });
  if (targets.length === 0) throw new DocumentError('data.config', 'The metadata mapping is empty', {});
  return targets;
}

/** With used column names the header gives each name its index; a used name missing from the header is an error. */
export function namedTargets(
  header: readonly string[],
  usedColumnNames: readonly string[],
  mapping: Record<string, string>,
  line: number,
): ColumnTargets {
  return usedColumnNames.map((name) => {
    const index = header.indexOf(name);
    if (index === -1) {
      throw lineError('data.missingColumn', line, `the header has no column "${name}"`, undefined, { name });
    }
    return [index, mapping[name] ?? name] as const;
  });
}

/**
 * Every row must have as many columns as the header, or as the first row when there is none. Returns false when
 * the row is to be skipped (lenient); a mapped column beyond the file's width is a configuration error either way.
 */
export class RowShape {
  private expected: number | undefined;

  constructor(
    private readonly issues: LineIssues,
    private readonly targets: () => ColumnTargets,
  ) {}

  setExpected(count: number, line: number): void {
    this.expected = count;
    const beyond = this.targets().find(([index]) => index >= count);
    if (beyond) {
      throw lineError(
        'data.missingColumn',
        line,
        `column ${beyond[0]} is mapped to "${beyond[1]}" but the file has ${count} columns`,
        beyond[0] + 1,
      );
    }
  }

  accepts(count: number, line: number): boolean {
    if (this.expected === undefined) this.setExpected(count, line);
    if (count === this.expected) return true;
    const expected = this.expected as number;
    this.issues.report(
      lineError(
        'data.columnCount',
        line,
        `expected ${expected} columns, found ${count}`,
        Math.min(count, expected) + 1,
        { expected, found: count },
      ),
    );
    return false;
  }
}

export function mapRow(row: readonly string[], targets: ColumnTargets): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [index, name] of targets) values[name] = row[index] ?? '';
  return values;
}
