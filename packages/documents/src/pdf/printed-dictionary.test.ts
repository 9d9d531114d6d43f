import { expect, it } from 'vitest';
import { dictionaryEntries, referenceIn } from './printed-dictionary';

it('reads the entries of a printed dictionary, nested values whole and escaped names decoded', () => {
  const entries = dictionaryEntries(
    '<</Font<</F1 4 0 R/F#232 5 0 R>>/Name/Caf#C3#A9/T(a (nested) \\) string)/A[1 (x]) <</K 2>>]/H<ABCD>/N -1.5>>',
  );
  expect([...entries.keys()]).toEqual(['Font', 'Name', 'T', 'A', 'H', 'N']);
  expect(entries.get('Font')).toBe('<</F1 4 0 R/F#232 5 0 R>>');
  expect([...dictionaryEntries(entries.get('Font')!).keys()]).toEqual(['F1', 'F#2']);
  expect(entries.get('Name')).toBe('/Caf#C3#A9');
  expect(entries.get('T')).toBe('(a (nested) \\) string)');
  expect(entries.get('A')).toBe('[1 (x]) <</K 2>>]');
  expect(entries.get('H')).toBe('<ABCD>');
  expect(entries.get('N')).toBe('-1.5');
  expect([...dictionaryEntries('<< /Caf#C3#A9 1 >>').keys()]).toEqual(['Café']);
});

it('tells an indirect reference from any other value, and stops on what is not a dictionary', () => {
  expect(referenceIn('12 0 R')).toBe(12);
  expect(referenceIn('12 0 Rx')).toBeUndefined();
  expect(referenceIn('12')).toBeUndefined();
  expect(dictionaryEntries('[1 2]').size).toBe(0);
  expect(dictionaryEntries('<</A 1 /B').get('A')).toBe('1');
});
