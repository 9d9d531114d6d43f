import { describe, expect, it } from 'vitest';
import { DOCUMENT_KINDS, PAGE_SELECTORS, isPageSelectorAllowed } from '../model/service';
import { validatePageSelector } from './page-selector';

describe('validatePageSelector (docs/product.md §5)', () => {
  it('reports exactly the selectors the document kind does not allow', () => {
    for (const kind of DOCUMENT_KINDS) {
      for (const selector of PAGE_SELECTORS) {
        expect(validatePageSelector(kind, selector, 'p').length, `${kind} ${selector}`).toBe(
          isPageSelectorAllowed(kind, selector) ? 0 : 1,
        );
      }
    }
  });

  it('names the selector, the kind and the allowed ones', () => {
    expect(validatePageSelector('COMPOSED_DOCUMENT', '1', 'ops[0].pageSelector')).toEqual([
      {
        key: 'pageSelector.notAllowed',
        path: 'ops[0].pageSelector',
        severity: 'error',
        params: { selector: '1', kind: 'COMPOSED_DOCUMENT', allowed: 'odd, even, -1&even' },
      },
    ]);
    expect(validatePageSelector('ADDRESS_PAGE', '2', 'p')).toEqual([]);
  });
});
