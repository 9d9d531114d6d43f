import { NotAvailableYet } from '../../ui/NotAvailableYet';

/**
 * Embedded mode (docs/product.md §4 "Embedded mode states"): driven by the parent page, built by a later
 * version.
 */
export function EmbeddedSection() {
  return <NotAvailableYet screen="screen.embedded.home" />;
}
