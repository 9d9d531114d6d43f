import { describe, expect, it } from 'vitest';
import { PAGE_SELECTORS } from '@postbridge/domain';
import { isPageSelected, pageSelectorOf } from './page-selector';

const picked = (selector: (typeof PAGE_SELECTORS)[number], count: number) =>
  Array.from({ length: count }, (_, i) => i + 1).filter((page) => isPageSelected(selector, page, count));

describe('isPageSelected (docs/product.md §5)', () => {
  it('picks the pages each selector names, in a 5-page and a 4-page run', () => {
    expect(Object.fromEntries(PAGE_SELECTORS.map((s) => [s, picked(s, 5)]))).toEqual({
      all: [1, 2, 3, 4, 5],
      '1': [1],
      '2': [2],
      '1:': [1, 2, 3, 4, 5],
      '-1': [5],
      odd: [1, 3, 5],
      even: [2, 4],
      '-1&even': [],
    });
    expect(picked('-1&even', 4)).toEqual([4]);
    expect(picked('2', 1)).toEqual([]);
    expect(picked('-1', 1)).toEqual([1]);
  });
});

describe('pageSelectorOf', () => {
  it('accepts what the document kind allows and refuses the rest with the allowed list', () => {
    expect(pageSelectorOf('ADDRESS_PAGE', '2')).toBe('2');
    expect(pageSelectorOf('DOCUMENT', '1:')).toBe('1:');
    expect(() => pageSelectorOf('DOCUMENT', '-1&even')).toThrow(
      expect.objectContaining({
        code: 'compose.pageSelectorNotAllowed',
        details: { selector: '-1&even', kind: 'DOCUMENT', allowed: 'all, 1, 1:, -1, odd, even' },
      }),
    );
    expect(() => pageSelectorOf('COMPOSED_DOCUMENT', 'all')).toThrow(
      expect.objectContaining({ code: 'compose.pageSelectorNotAllowed' }),
    );
  });
});
