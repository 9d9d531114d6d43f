import type { LayoutKind } from '../startup';
import { useBlockWindowFileDrop } from '../useBlockWindowFileDrop';
import { EmbeddedLayout } from './EmbeddedLayout';
import { MainLayout } from './MainLayout';
import { PrinterLayout } from './PrinterLayout';

/** Root of the route table: the layout chosen at start-up (docs/product.md §2) around every route. */
export function RootLayout({ layout }: { layout: LayoutKind }) {
  useBlockWindowFileDrop();
  switch (layout) {
    case 'embedded':
      return <EmbeddedLayout />;
    case 'printer':
      return <PrinterLayout />;
    case 'main':
      return <MainLayout />;
  }
}
