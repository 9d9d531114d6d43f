import { describe, expect, it } from 'vitest';
import type { ValidationIssue } from './issues';
import {
  boxAcceptsFileKind,
  boxHasRoom,
  checkFileAddition,
  effectiveBoxLimits,
  fileKindOf,
  resolveJobName,
  validateJobFiles,
  validateJobName,
} from './job';
import { validateJobCreation } from './job-creation';
import { buildService } from './testing/build-service';

const pairs = (issues: ValidationIssue[]) => issues.map(({ key, path }) => [key, path]);
const files = (...names: string[]) => names.map((name) => ({ name }));

describe('job creation box rules (docs/product.md §5)', () => {
  const service = buildService();

  it('needs minElements files in every box: Not Enough Files', () => {
    expect(validateJobFiles(service, {})).toEqual([
      {
        key: 'job.notEnoughFiles',
        path: 'boxes[0]',
        severity: 'error',
        params: { box: 'Letters', count: 0, min: 1, max: -1 },
      },
    ]);
    expect(validateJobFiles(service, { letters: files('a.pdf') })).toEqual([]);
  });

  it('refuses more files than maxElements', () => {
    expect(
      pairs(validateJobFiles(service, { letters: files('a.pdf'), data: files('a.csv', 'b.csv') })),
    ).toEqual([['job.maxFileCount', 'boxes[1]']]);
  });

  it('accepts a file only when the box has room (unlimited or fewer than maxElements)', () => {
    expect(boxHasRoom({ maxElements: -1 }, 1000)).toBe(true);
    expect(boxHasRoom({ maxElements: 2 }, 1)).toBe(true);
    expect(boxHasRoom({ maxElements: 2 }, 2)).toBe(false);
    expect(pairs(checkFileAddition(service, 1, files('a.csv'), { name: 'b.csv' }))).toEqual([
      ['job.noRoom', 'boxes[1]'],
    ]);
    expect(checkFileAddition(service, 0, files('a.pdf', 'b.pdf'), { name: 'c.pdf' })).toEqual([]);
  });

  it('refuses the same apposition twice in one box', () => {
    expect(pairs(checkFileAddition(service, 2, files('head.pdf'), { name: 'head.pdf' }))).toEqual([
      ['job.appositionTwice', 'boxes[2]'],
    ]);
    expect(
      pairs(
        checkFileAddition(service, 2, [{ name: 'a.pdf', serviceFileId: 'file-1' }], {
          name: 'b.pdf',
          serviceFileId: 'file-1',
        }),
      ),
    ).toEqual([['job.appositionTwice', 'boxes[2]']]);
    expect(checkFileAddition(service, 2, files('head.pdf'), { name: 'other.pdf' })).toEqual([]);
    // Outside apposition boxes the same name may come twice.
    expect(checkFileAddition(service, 0, files('a.pdf'), { name: 'a.pdf' })).toEqual([]);
  });

  it('reports every refusal of one addition at once', () => {
    expect(
      checkFileAddition(service, 2, files('head.pdf', 'x.pdf'), { name: 'head.pdf.zip' }).map((i) => i.key),
    ).toEqual(['job.invalidFileType', 'job.noRoom']);
    expect(pairs(checkFileAddition(service, 9, [], { name: 'a.pdf' }))).toEqual([
      ['job.unknownBox', 'boxes[9]'],
    ]);
  });

  it('matches file types to boxes', () => {
    expect(fileKindOf('A.PDF')).toBe('pdf');
    expect(fileKindOf('data.xlsx')).toBe('xls');
    expect(fileKindOf('noextension')).toBeNull();
    const data = (kind: 'par.CSV' | 'par.Seiitra' | 'par.FixedWidth' | 'par.JSON') =>
      ({ boxType: 'box.DATA_FILE', parserConfiguration: { kind } }) as Parameters<
        typeof boxAcceptsFileKind
      >[0];
    expect(boxAcceptsFileKind({ boxType: 'box.ARCHIVE', parserConfiguration: null }, 'zip')).toBe(true);
    expect(boxAcceptsFileKind({ boxType: 'box.PDF', parserConfiguration: null }, 'zip')).toBe(false);
    expect(boxAcceptsFileKind({ boxType: 'box.PDF', parserConfiguration: null }, 'pdf')).toBe(true);
    expect(boxAcceptsFileKind(data('par.CSV'), 'csv')).toBe(true);
    expect(boxAcceptsFileKind(data('par.Seiitra'), 'xls')).toBe(true);
    expect(boxAcceptsFileKind(data('par.FixedWidth'), 'csv')).toBe(false);
    expect(boxAcceptsFileKind(data('par.FixedWidth'), 'text')).toBe(true);
    expect(boxAcceptsFileKind(data('par.JSON'), 'json')).toBe(true);
    expect(boxAcceptsFileKind(data('par.JSON'), 'text')).toBe(false);
    expect(pairs(checkFileAddition(service, 0, [], { name: 'a.csv' }))).toEqual([
      ['job.invalidFileType', 'boxes[0]'],
    ]);
  });

  it('gives the main box of a single-file service min 1 and max 1', () => {
    const single = buildService({ type: 'SIMPLE_UNIQUE' });
    expect(effectiveBoxLimits(single, single.boxes[0]!)).toEqual({ minElements: 1, maxElements: 1 });
    expect(effectiveBoxLimits(service, service.boxes[0]!)).toEqual({ minElements: 1, maxElements: -1 });
    expect(pairs(checkFileAddition(single, 0, files('a.pdf'), { name: 'b.pdf' }))).toEqual([
      ['job.noRoom', 'boxes[0]'],
    ]);
  });
});

describe('job name (docs/product.md §5)', () => {
  const editable = { jobNameEditable: true, jobNameExpression: null };

  it('is the given name or the main file name without extension when editable', () => {
    expect(resolveJobName(editable, { givenName: ' March ', mainFileName: 'inv.2024.pdf' })).toBe('March');
    expect(resolveJobName(editable, { givenName: '', mainFileName: 'inv.2024.pdf' })).toBe('inv.2024');
  });

  it('ignores a given name when not editable', () => {
    expect(
      resolveJobName({ ...editable, jobNameEditable: false }, { givenName: 'x', mainFileName: 'a.pdf' }),
    ).toBe('a');
  });

  it('is omitted when the service has a name expression', () => {
    const computed = { jobNameEditable: true, jobNameExpression: { kind: 'jobFileName' as const } };
    expect(resolveJobName(computed, { givenName: 'x', mainFileName: 'a.pdf' })).toBeNull();
    expect(validateJobName(computed, {})).toEqual([]);
  });

  it('is mandatory otherwise', () => {
    expect(pairs(validateJobName(editable, { givenName: ' ' }))).toEqual([['job.nameMandatory', 'jobName']]);
  });
});

describe('validateJobCreation', () => {
  it('reports files, name and metadata faults together', () => {
    const service = buildService();
    const issues = validateJobCreation(service, {
      parameters: { jobName: null, rawJobMetadatas: { department: 'IT' } },
      filesByBox: {},
      controlledValues: { departments: ['HR'] },
    });
    expect(pairs(issues)).toEqual([
      ['job.notEnoughFiles', 'boxes[0]'],
      ['job.nameMandatory', 'jobName'],
      ['metadata.mandatory', 'rawJobMetadatas["reference"]'],
      ['metadata.controlledValue', 'rawJobMetadatas["department"]'],
    ]);
  });

  it('accepts a complete job, named after its main file', () => {
    const issues = validateJobCreation(buildService(), {
      parameters: { jobName: null, rawJobMetadatas: { reference: 'INV-1', department: 'HR' } },
      filesByBox: { letters: files('march.pdf') },
      controlledValues: { departments: ['HR'] },
    });
    expect(issues).toEqual([]);
  });
});
