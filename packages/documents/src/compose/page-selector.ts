import { isPageSelectorAllowed, PAGE_SELECTORS_BY_DOCUMENT_KIND } from '@postbridge/domain';
import type { DocumentKind, PageSelector } from '@postbridge/domain';
import { DocumentError } from '../errors';

/**
 * The pages a technical area is drawn on (docs/product.md §5 "Page selectors per document kind"). Pages are
 * counted from 1 within the area's document kind:
 * - ADDRESS_PAGE: the address sheet composition adds. `1` its front (the address), `2` its back (a blank page
 *   added in duplex so the document starts on a new sheet; simplex has no page 2), `all` both.
 * - DOCUMENT: the recipient's own pages, all its source ranges in order, without address or blank pages.
 *   `all` every page, `1` the first, `1:` from page 1 to the end (the same pages as `all`, kept because
 *   configurations use it), `-1` the last, `odd` / `even` by number.
 * - COMPOSED_DOCUMENT: every page the recipient gets in the output: address sheet, document, padding page.
 *   `odd` the rectos, `even` the versos (in duplex), `-1&even` the last page when its number is even, i.e. the
 *   back of the last sheet in duplex (always, since duplex pads to an even count), nothing in simplex when the
 *   count is odd.
 */
export function isPageSelected(selector: PageSelector, page: number, pageCount: number): boolean {
  switch (selector) {
    case 'all':
    case '1:':
      return page >= 1 && page <= pageCount;
    case '1':
      return page === 1;
    case '2':
      return page === 2 && pageCount >= 2;
    case '-1':
      return page === pageCount;
    case 'odd':
      return page % 2 === 1;
    case 'even':
      return page % 2 === 0;
    case '-1&even':
      return page === pageCount && page % 2 === 0;
  }
}

/** The selector, when the kind allows it; otherwise `compose.pageSelectorNotAllowed` (the same rule as validation). */
export function pageSelectorOf(kind: DocumentKind, selector: string): PageSelector {
  if (isPageSelectorAllowed(kind, selector)) return selector;
  throw new DocumentError(
    'compose.pageSelectorNotAllowed',
    `Page selector '${selector}' is not allowed for ${kind}`,
    {
      selector,
      kind,
      allowed: PAGE_SELECTORS_BY_DOCUMENT_KIND[kind].join(', '),
    },
  );
}
