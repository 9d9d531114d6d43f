import { describe, expect, it } from 'vitest';
import { clean, normalizeCase, parseDecimal, removeTitles, replaceAll, substring } from './text';

describe('substring', () => {
  it('goes from start to the end by default (-1)', () => {
    expect(substring('Postbridge', 0, -1)).toBe('Postbridge');
    expect(substring('Postbridge', 4, -1)).toBe('bridge');
    expect(substring('Postbridge', 0, 4)).toBe('Post');
  });

  it('counts negative indexes from the end', () => {
    expect(substring('Postbridge', -6, -1)).toBe('bridge');
    expect(substring('Postbridge', 0, -2)).toBe('Postbridg');
    expect(substring('Postbridge', -3, -2)).toBe('dg');
  });

  it('clamps out-of-range indexes and gives empty for inverted ranges', () => {
    expect(substring('abc', 1, 99)).toBe('bc');
    expect(substring('abc', -99, 2)).toBe('ab');
    expect(substring('abc', 5, -1)).toBe('');
    expect(substring('abc', 2, 1)).toBe('');
    expect(substring('', 0, -1)).toBe('');
  });

  it('counts code points, not UTF-16 units', () => {
    expect(substring('a😀b', 1, 2)).toBe('😀');
  });
});

describe('clean', () => {
  it('collapses every kind of white space and trims', () => {
    expect(clean('  Jean \t Dupont\n\n12\u00a0rue  ')).toBe('Jean Dupont 12 rue');
    expect(clean(' \n ')).toBe('');
  });
});

describe('normalizeCase', () => {
  it('upper and lower cases', () => {
    expect(normalizeCase('Émile Zola', 'upper')).toBe('ÉMILE ZOLA');
    expect(normalizeCase('Émile Zola', 'lower')).toBe('émile zola');
  });

  it('capitalizes each word', () => {
    expect(normalizeCase("JEAN-PIERRE O'NEIL de la FONTAINE", 'capitalize')).toBe(
      "Jean-Pierre O'Neil De La Fontaine",
    );
    expect(normalizeCase('élodie 3rd floor', 'capitalize')).toBe('Élodie 3rd Floor');
  });
});

describe('removeTitles', () => {
  it('removes one title at the start, with or without its dot, any case', () => {
    expect(removeTitles('Mr John Smith')).toBe('John Smith');
    expect(removeTitles('MRS. Jane Smith')).toBe('Jane Smith');
    expect(removeTitles('  Dr.Who')).toBe('Who');
    expect(removeTitles('M. Jean Dupont')).toBe('Jean Dupont');
    expect(removeTitles('Mme Dupont')).toBe('Dupont');
    expect(removeTitles('Herr Müller')).toBe('Müller');
    expect(removeTitles('frau Schmidt')).toBe('Schmidt');
    expect(removeTitles('Sr. García')).toBe('García');
    expect(removeTitles('Sra. García')).toBe('García');
  });

  it('removes several titles and the words joining them', () => {
    expect(removeTitles('Mr and Mrs  John Smith\n1 Main St')).toBe('John Smith\n1 Main St');
    expect(removeTitles('M. et Mme Dupont')).toBe('Dupont');
    expect(removeTitles('Herr und Frau Müller')).toBe('Müller');
    expect(removeTitles('Sr. y Sra. García')).toBe('García');
    expect(removeTitles('Prof. Dr. Weber')).toBe('Weber');
  });

  it('keeps names that only look like titles, and titles elsewhere', () => {
    expect(removeTitles('Mrsa Holdings')).toBe('Mrsa Holdings');
    expect(removeTitles('Drake Street')).toBe('Drake Street');
    expect(removeTitles('M Dupont')).toBe('M Dupont');
    expect(removeTitles('Mr and Sons Ltd')).toBe('and Sons Ltd');
    expect(removeTitles('John Smith, Mr')).toBe('John Smith, Mr');
    expect(removeTitles('Mr')).toBe('');
  });
});

describe('replaceAll', () => {
  it('is the identity with the defaults', () => {
    expect(replaceAll('abc', '.*', '$0')).toBe('abc');
    expect(replaceAll('', '.*', '$0')).toBe('');
  });

  it('replaces every match, with Java group references', () => {
    expect(replaceAll('2024-03-05', '(\\d+)-(\\d+)-(\\d+)', '$3/$2/$1')).toBe('05/03/2024');
    expect(replaceAll('a1b22c', '\\d+', '#')).toBe('a#b#c');
    expect(replaceAll('John Smith', '(?<first>\\w+) (?<last>\\w+)', '${last}, ${first}')).toBe('Smith, John');
    expect(replaceAll('ab', '(a)', '$12')).toBe('a2b');
    expect(replaceAll('price', 'price', '\\$5 \\\\')).toBe('$5 \\');
    expect(replaceAll('ab', '(x)?a', '[$1]')).toBe('[]b');
  });

  it('gives null for invalid patterns and replacements', () => {
    expect(replaceAll('abc', '(', '$0')).toBeNull();
    expect(replaceAll('abc', '[a-', 'x')).toBeNull();
    expect(replaceAll('abc', 'b', '$1')).toBeNull();
    expect(replaceAll('abc', 'b', '${nope}')).toBeNull();
    expect(replaceAll('abc', 'b', 'x$')).toBeNull();
    expect(replaceAll('abc', 'b', 'x\\')).toBeNull();
  });
});

describe('parseDecimal', () => {
  it('reads numbers with a dot or a comma', () => {
    expect(parseDecimal('12')).toBe(12);
    expect(parseDecimal(' -3.5 ')).toBe(-3.5);
    expect(parseDecimal('3,25')).toBe(3.25);
    expect(parseDecimal(',5')).toBe(0.5);
    expect(parseDecimal('+7.')).toBe(7);
  });

  it('gives null for anything else', () => {
    for (const text of [null, '', ' ', 'abc', '1.2.3', '1 000', '1,000.5', '1e3', '0x10', 'Infinity', '-'])
      expect(parseDecimal(text), String(text)).toBeNull();
  });
});
