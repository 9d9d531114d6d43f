import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// `npm run check` type-checks the server and the web against the one endpoint table
// (packages/domain/src/api/endpoints). These fixtures are deliberately broken copies of real code: each must
// fail the type check with the mismatch it stages, and the control fixtures beside them must compile — so a
// field or parameter renamed on one side cannot pass `npm run check`.

const here = path.dirname(fileURLToPath(import.meta.url));
const fixtures = path.join(here, 'contract-fixtures');
const root = path.resolve(here, '../../../..');

function diagnosticsOf(project: string, names: string[]): Map<string, string[]> {
  const configFile = ts.readConfigFile(path.join(root, project, 'tsconfig.json'), (file) =>
    ts.sys.readFile(file),
  );
  const parsed = ts.parseJsonConfigFileContent(configFile.config, ts.sys, path.join(root, project));
  const files = names.map((name) => path.join(fixtures, name));
  const program = ts.createProgram(files, { ...parsed.options, noEmit: true });
  return new Map(
    files.map((file, i) => [
      names[i]!,
      ts
        .getPreEmitDiagnostics(program, program.getSourceFile(file))
        .map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n')),
    ]),
  );
}

describe('the contract fails the type check on a mismatch', () => {
  // One program for both sides (the web's options are a superset of the server's): the contract is loaded once.
  it('server and web: a renamed field or parameter is refused on either side; the agreeing code compiles', () => {
    const found = diagnosticsOf('apps/web', [
      'server-agrees.fixture.ts',
      'server-renamed-field.fixture.ts',
      'web-agrees.fixture.ts',
      'web-renamed-field.fixture.ts',
      'web-renamed-param.fixture.ts',
      'fake-renamed-field.fixture.ts',
    ]);
    expect(found.get('server-agrees.fixture.ts')).toEqual([]);
    expect(found.get('server-renamed-field.fixture.ts')!.join('\n')).toMatch(/Property 'name' is missing/);
    expect(found.get('web-agrees.fixture.ts')).toEqual([]);
    expect(found.get('web-renamed-field.fixture.ts')!.join('\n')).toMatch(/Property 'title' does not exist/);
    expect(found.get('web-renamed-param.fixture.ts')!.join('\n')).toMatch(
      /'id' does not exist in type '\{ jobId: string; \}'/,
    );
    expect(found.get('fake-renamed-field.fixture.ts')!.join('\n')).toMatch(
      /'title' does not exist in type '\{ id: string; name: string;/,
    );
  }, 120_000);
});
