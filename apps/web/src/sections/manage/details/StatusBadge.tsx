import { Badge } from '@mantine/core';
import { resolveStatusPalette } from '@postbridge/domain';
import { useBranding } from '../../../app/theme/useBranding';
import type { StatusView } from './statusLabels';

/** A state or status in the colours of the display-status palette (spec §3), a white label's over the defaults. */
export function StatusBadge({ status }: { status: StatusView }) {
  const branding = useBranding();
  const colors = resolveStatusPalette(branding?.statusColors)[status.kind];
  return (
    <Badge
      radius="sm"
      style={{ backgroundColor: colors.color, color: colors.textColor, textTransform: 'none' }}
      data-kind={status.kind}
    >
      {status.label}
    </Badge>
  );
}
