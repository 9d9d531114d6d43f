import { Box } from '@mantine/core';
import { SectionOutlet } from './SectionOutlet';

/**
 * Inside a parent page's frame: no top bar and no menu, the parent drives the screens (docs/product.md §1,
 * §4).
 */
export function EmbeddedLayout() {
  return (
    <Box component="main" p="sm">
      <SectionOutlet />
    </Box>
  );
}
