import { resolveStatusPalette, type DisplayStatusKind, type StatusColor } from '@postbridge/domain';
import { useMemo } from 'react';
import { useBranding } from '../../app/theme/useBranding';

/**
 * The display-status palette: the branding's colours over the product's defaults (docs/product.md §3
 * Branding).
 */
export function useStatusPalette(): Record<DisplayStatusKind, StatusColor> {
  const branding = useBranding();
  return useMemo(() => resolveStatusPalette(branding?.statusColors), [branding]);
}
