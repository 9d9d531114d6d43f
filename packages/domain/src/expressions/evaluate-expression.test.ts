import { describe, expect, it, vi } from 'vitest';
import { expressionSchema } from '../api/services/expressions';
import type { EvaluationContext } from './context';
import { evaluateExpression } from './evaluate';

const now = new Date('2024-03-05T07:08:09Z');
const value = (input: unknown, context: Partial<EvaluationContext> = {}) =>
  evaluateExpression(expressionSchema.parse(input), { now, ...context });
const constant = (text: string) => ({ kind: 'constant', value: text });
const metadata = (name: string) => ({ kind: 'metadataReference', name });
const noData = { kind: 'metadataReference', name: 'missing' };

describe('leaf nodes', () => {
  it('constant', () => {
    expect(value(constant('hello'))).toBe('hello');
    expect(value(constant(''))).toBe('');
  });

  it('current date, with the default pattern, a pattern, a time zone', () => {
    expect(value({ kind: 'currentDate' })).toBe('2024-03-05 07:08:09');
    expect(value({ kind: 'currentDate', pattern: 'MMMM y' })).toBe('March 2024');
    expect(value({ kind: 'currentDate', pattern: 'dd/MM/yyyy HH:mm' }, { timeZone: 'Europe/Paris' })).toBe(
      '05/03/2024 08:08',
    );
    expect(value({ kind: 'currentDate', pattern: 'yyyy xx' })).toBeNull();
    expect(value({ kind: 'currentDate' }, { timeZone: 'Not/AZone' })).toBeNull();
  });

  it('reads boxes by name, or the main box (null) with fromMain', () => {
    const dataFileValue = vi.fn((column: string, box: string | null) => `${column}@${box ?? 'main'}`);
    const fileName = vi.fn((box: string | null) => `${box ?? 'main'}.pdf`);
    const pdfMetadata = vi.fn((key: string, box: string | null) => (key === 'Title' ? `T:${box}` : null));
    const context = { dataFileValue, fileName, pdfMetadata };
    expect(value({ kind: 'dataFileValue', column: 'email', boxName: 'data' }, context)).toBe('email@data');
    expect(value({ kind: 'dataFileValue', column: 'email', fromMain: true }, context)).toBe('email@main');
    expect(value({ kind: 'fileName', boxName: 'annex' }, context)).toBe('annex.pdf');
    expect(value({ kind: 'fileName', boxName: 'x', fromMain: true }, context)).toBe('main.pdf');
    expect(value({ kind: 'pdfMetadata', key: 'Title', boxName: 'letters' }, context)).toBe('T:letters');
    expect(value({ kind: 'pdfMetadata', key: 'Author', boxName: 'letters' }, context)).toBeNull();
    // No box named and not the main box: missing, and the source is not asked.
    expect(value({ kind: 'fileName', boxName: ' ' }, context)).toBeNull();
    expect(fileName).toHaveBeenCalledTimes(2);
  });

  it('PDF text asks for the page, area and extraction parameters, with the defaults', () => {
    const pdfText = vi.fn(() => 'Mr John Smith');
    expect(value({ kind: 'pdfText', fromMain: true }, { pdfText })).toBe('Mr John Smith');
    expect(pdfText).toHaveBeenCalledWith({
      page: 1,
      area: { left: 0, top: 0, width: 10, height: 10 },
      extractionParameters: expect.any(Object),
      boxName: null,
    });
    const area = { left: 20, top: 40, width: 90, height: 30 };
    value({ kind: 'pdfText', page: 2, area, boxName: 'letters' }, { pdfText });
    expect(pdfText).toHaveBeenLastCalledWith(expect.objectContaining({ page: 2, area, boxName: 'letters' }));
  });

  it('job file name, metadata, position in box, sheet and recipient counts', () => {
    const context: Partial<EvaluationContext> = {
      jobFileName: () => 'invoices-march.zip',
      metadata: (name) => ({ customerId: 'C-42' })[name],
      positionInBox: (box) => (box === 'letters' ? 3 : null),
      sheetCount: () => 4,
      recipientCount: () => 120,
    };
    expect(value({ kind: 'jobFileName' }, context)).toBe('invoices-march.zip');
    expect(value(metadata('customerId'), context)).toBe('C-42');
    expect(value(metadata('other'), context)).toBeNull();
    expect(value({ kind: 'positionInBox', boxName: 'letters' }, context)).toBe('3');
    expect(value({ kind: 'positionInBox', fromMain: true }, context)).toBeNull();
    expect(value({ kind: 'sheetCount' }, context)).toBe('4');
    expect(value({ kind: 'recipientCount' }, context)).toBe('120');
    expect(value({ kind: 'sheetCount' }, { sheetCount: () => Number.NaN })).toBeNull();
  });

  it('gives null for every source the context does not supply', () => {
    for (const node of [
      { kind: 'dataFileValue', column: 'c', boxName: 'b' },
      { kind: 'fileName', fromMain: true },
      { kind: 'pdfMetadata', key: 'k', fromMain: true },
      { kind: 'pdfText', fromMain: true },
      { kind: 'jobFileName' },
      { kind: 'positionInBox', fromMain: true },
      metadata('m'),
      { kind: 'sheetCount' },
      { kind: 'recipientCount' },
      { kind: 'recipientChoiceEmail', identifier: constant('R1') },
    ])
      expect(value(node), node.kind).toBeNull();
  });
});

describe('coalesce and concat', () => {
  it('coalesce picks the first value neither null nor blank, reading no further', () => {
    const metadataSource = vi.fn((name: string) => ({ blank: '  \n', b: 'B' })[name]);
    const node = { kind: 'coalesce', operands: [noData, metadata('blank'), metadata('b'), metadata('c')] };
    expect(value(node, { metadata: metadataSource })).toBe('B');
    expect(metadataSource).not.toHaveBeenCalledWith('c');
    expect(value({ kind: 'coalesce', operands: [noData, constant(' ')] })).toBeNull();
    expect(value({ kind: 'coalesce', operands: [] })).toBeNull();
  });

  it('concat reads null as empty, and is null only when every operand is', () => {
    expect(value({ kind: 'concat', operands: [constant('a'), noData, constant('b')] })).toBe('ab');
    expect(value({ kind: 'concat', operands: [noData, constant('')] })).toBe('');
    expect(value({ kind: 'concat', operands: [noData, noData] })).toBeNull();
    expect(value({ kind: 'concat', operands: [] })).toBeNull();
  });
});

describe('nodes over one operand', () => {
  const over = (node: object, operand: unknown) => value({ ...node, operand });

  it('substring (default end -1: to the end; negative indexes from the end)', () => {
    expect(over({ kind: 'substring', start: 2 }, constant('FR75001'))).toBe('75001');
    expect(over({ kind: 'substring', start: -5 }, constant('FR75001'))).toBe('75001');
    expect(over({ kind: 'substring', end: 2 }, constant('FR75001'))).toBe('FR');
    expect(over({ kind: 'substring', start: 0, end: -3 }, constant('FR75001'))).toBe('FR750');
  });

  it('clean, title clean, case normalization', () => {
    expect(over({ kind: 'clean' }, constant('  a \n b  '))).toBe('a b');
    expect(over({ kind: 'titleClean' }, constant('Mme Jeanne Martin'))).toBe('Jeanne Martin');
    expect(over({ kind: 'caseNormalization' }, constant('Martin'))).toBe('MARTIN');
    expect(over({ kind: 'caseNormalization', mode: 'lower' }, constant('Martin'))).toBe('martin');
    expect(over({ kind: 'caseNormalization', mode: 'capitalize' }, constant('jEANNE martin'))).toBe(
      'Jeanne Martin',
    );
  });

  it('replace: defaults give the value back; groups; invalid pattern or replacement → null', () => {
    expect(over({ kind: 'replace' }, constant('Invoice 12'))).toBe('Invoice 12');
    expect(over({ kind: 'replace', pattern: '\\D', replacement: '' }, constant('Invoice 12'))).toBe('12');
    expect(
      over({ kind: 'replace', pattern: '(\\w+) (\\d+)', replacement: '$2-$1' }, constant('Inv 12')),
    ).toBe('12-Inv');
    expect(over({ kind: 'replace', pattern: '(' }, constant('x'))).toBeNull();
    expect(over({ kind: 'replace', pattern: 'x', replacement: '$3' }, constant('x'))).toBeNull();
  });

  it('date parse then format round trips, with null for unreadable dates', () => {
    const parse = (pattern: string, text: string) => ({
      kind: 'dateParse',
      pattern,
      operand: constant(text),
    });
    expect(value(parse('dd/MM/yyyy', '05/03/2024'))).toBe('2024-03-05 00:00:00');
    expect(value(parse('dd/MM/yy', '05/03/99'))).toBe('1999-03-05 00:00:00');
    expect(value({ kind: 'dateFormat', pattern: 'MMMM y', operand: parse('dd/MM/yyyy', '05/03/2024') })).toBe(
      'March 2024',
    );
    expect(value({ kind: 'dateFormat', pattern: 'dd/MM/yyyy', operand: parse('MMMM y', 'march 2024') })).toBe(
      '01/03/2024',
    );
    expect(value({ kind: 'dateFormat', operand: parse('yyyy-MM-dd HH:mm:ss', '2024-03-05 07:08:09') })).toBe(
      '2024-03-05 07:08:09',
    );
    expect(
      value({ kind: 'dateFormat', pattern: 'dd/MM/yyyy', operand: constant('2024-03-05T23:30:00Z') }),
    ).toBe('05/03/2024');
    expect(
      value(
        { kind: 'dateFormat', pattern: 'dd/MM/yyyy', operand: constant('2024-03-05T23:30:00Z') },
        { timeZone: 'Europe/Paris' },
      ),
    ).toBe('06/03/2024');
    expect(value(parse('dd/MM/yyyy', '31/02/2024'))).toBeNull();
    expect(value(parse('dd/MM/yyyy', 'soon'))).toBeNull();
    expect(value({ kind: 'dateFormat', pattern: 'dd/MM/yyyy', operand: constant('05/03/2024') })).toBeNull();
    expect(
      value({ kind: 'dateFormat', pattern: 'dd/MM/yyyy zz', operand: constant('2024-03-05') }),
    ).toBeNull();
  });

  it('propagates null from a missing value or an unset operand', () => {
    for (const kind of [
      'substring',
      'clean',
      'titleClean',
      'dateFormat',
      'dateParse',
      'replace',
      'caseNormalization',
    ]) {
      expect(over({ kind }, noData), kind).toBeNull();
      expect(over({ kind }, null), kind).toBeNull();
    }
  });
});

describe('recipient-choice e-mail', () => {
  const recipientChoiceEmail = vi.fn((id: string) => (id === 'R-1' ? 'r1@example.org' : null));

  it('asks for the e-mail of the computed, trimmed identifier', () => {
    const node = { kind: 'recipientChoiceEmail', identifier: metadata('recipient') };
    expect(value(node, { recipientChoiceEmail, metadata: () => ' R-1 ' })).toBe('r1@example.org');
    expect(value(node, { recipientChoiceEmail, metadata: () => 'R-2' })).toBeNull();
  });

  it('is null without an identifier, without asking', () => {
    recipientChoiceEmail.mockClear();
    expect(value({ kind: 'recipientChoiceEmail', identifier: null }, { recipientChoiceEmail })).toBeNull();
    expect(
      value({ kind: 'recipientChoiceEmail', identifier: constant(' ') }, { recipientChoiceEmail }),
    ).toBeNull();
    expect(recipientChoiceEmail).not.toHaveBeenCalled();
  });
});

describe('a realistic composite', () => {
  // The recipient name for an e-mail: the PDF's address block when present, else the data file's e-mail,
  // without courtesy titles, cleaned and in capitals.
  const recipientName = expressionSchema.parse({
    kind: 'caseNormalization',
    mode: 'upper',
    operand: {
      kind: 'clean',
      operand: {
        kind: 'titleClean',
        operand: {
          kind: 'coalesce',
          operands: [
            { kind: 'pdfText', fromMain: true, area: { left: 110, top: 45, width: 85, height: 35 } },
            { kind: 'dataFileValue', column: 'email', boxName: 'recipients' },
          ],
        },
      },
    },
  });
  const dataFileValue = (column: string) => (column === 'email' ? 'jeanne.martin@example.org' : null);

  it('uses the address block when the area holds text', () => {
    const pdfText = () => '  M. et Mme  Jean Martin\n12 rue de la Paix\n75002 Paris ';
    expect(evaluateExpression(recipientName, { now, pdfText, dataFileValue })).toBe(
      'JEAN MARTIN 12 RUE DE LA PAIX 75002 PARIS',
    );
  });

  it('falls back on the data file when the area is blank or missing', () => {
    expect(evaluateExpression(recipientName, { now, pdfText: () => ' \n ', dataFileValue })).toBe(
      'JEANNE.MARTIN@EXAMPLE.ORG',
    );
    expect(evaluateExpression(recipientName, { now, dataFileValue })).toBe('JEANNE.MARTIN@EXAMPLE.ORG');
  });

  it('is null when neither source has a value', () => {
    expect(evaluateExpression(recipientName, { now })).toBeNull();
  });
});
