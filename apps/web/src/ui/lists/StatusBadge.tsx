import { Badge, ColorSwatch } from '@mantine/core';
import type { DisplayStatusKind } from '@postbridge/domain';
import { useStatusPalette } from './useStatusPalette';

/** A status shown in the colours of its display kind; `label` is the translated status name. */
export function StatusBadge({ kind, label }: { kind: DisplayStatusKind; label: string }) {
  const palette = useStatusPalette();
  const { color, textColor } = palette[kind];
  return (
    <Badge
      variant="filled"
      radius="sm"
      tt="none"
      styles={{ root: { backgroundColor: color, color: textColor, maxWidth: '100%' } }}
      data-status-kind={kind}
    >
      {label}
    </Badge>
  );
}

/** The colour of a display kind alone, beside an option of a selectIcon filter. */
export function StatusSwatch({ kind }: { kind: DisplayStatusKind }) {
  const palette = useStatusPalette();
  return <ColorSwatch color={palette[kind].color} size={14} aria-hidden="true" />;
}
