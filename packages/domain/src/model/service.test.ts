import { describe, expect, it } from 'vitest';
import { DOCUMENT_KINDS, PAGE_SELECTORS, isPageSelectorAllowed } from './service';

describe('page selectors per document kind (docs/product.md §5)', () => {
  const ALLOWED = {
    ADDRESS_PAGE: ['1', 'all', '2'],
    DOCUMENT: ['all', '1', '1:', '-1', 'odd', 'even'],
    COMPOSED_DOCUMENT: ['odd', 'even', '-1&even'],
  };

  it('allows exactly the listed selectors for every kind', () => {
    for (const kind of DOCUMENT_KINDS) {
      for (const selector of PAGE_SELECTORS) {
        expect(isPageSelectorAllowed(kind, selector), `${kind} ${selector}`).toBe(
          ALLOWED[kind].includes(selector),
        );
      }
    }
  });

  it('uses every selector somewhere', () => {
    for (const selector of PAGE_SELECTORS) {
      expect(
        DOCUMENT_KINDS.some((kind) => isPageSelectorAllowed(kind, selector)),
        selector,
      ).toBe(true);
    }
  });

  it('refuses unknown or loosely written selectors', () => {
    expect(isPageSelectorAllowed('DOCUMENT', 'ALL')).toBe(false);
    expect(isPageSelectorAllowed('DOCUMENT', ' 1')).toBe(false);
    expect(isPageSelectorAllowed('ADDRESS_PAGE', '3')).toBe(false);
    expect(isPageSelectorAllowed('COMPOSED_DOCUMENT', '')).toBe(false);
  });
});
