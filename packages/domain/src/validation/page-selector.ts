import { type DocumentKind, PAGE_SELECTORS_BY_DOCUMENT_KIND, isPageSelectorAllowed } from '../model/service';
import { type ValidationIssue, error } from './issues';

/** docs/product.md §5 "Page selectors per document kind". */
export function validatePageSelector(kind: DocumentKind, selector: string, path: string): ValidationIssue[] {
  if (isPageSelectorAllowed(kind, selector)) return [];
  return [
    error('pageSelector.notAllowed', path, {
      selector,
      kind,
      allowed: PAGE_SELECTORS_BY_DOCUMENT_KIND[kind].join(', '),
    }),
  ];
}
