import { Badge, ColorSwatch } from '@mantine/core';
import type { DisplayStatusKind } from '@postbridge/domain';
import { useT } from '../../i18n/useT';
import { STATUS_ICONS } from './statusIcons';
import type { StatusView } from './statuses';
import { useStatusPalette } from './useStatusPalette';

type StatusBadgeProps =
  /** A state or status code as the functions of `statuses.ts` describe it. */
  | { status: StatusView }
  /** A display kind with a text already translated. */
  | { kind: DisplayStatusKind; label: string };

/**
 * A state or status in the colours of its display kind: the white label's palette over the defaults
 * (docs/product.md §3).
 */
export function StatusBadge(props: StatusBadgeProps) {
  const t = useT();
  const palette = useStatusPalette();
  const kind = 'status' in props ? props.status.kind : props.kind;
  const label = 'status' in props ? t(props.status.label, props.status.params) : props.label;
  const { color, textColor } = palette[kind];
  const Icon = STATUS_ICONS[kind];
  return (
    <Badge
      leftSection={<Icon size={12} stroke={2} aria-hidden="true" />}
      variant="filled"
      radius="sm"
      tt="none"
      // Never cut: a table column grows to the whole status rather than showing "D…".
      styles={{
        root: { backgroundColor: color, color: textColor, flexShrink: 0, minWidth: 'max-content' },
        label: { overflow: 'visible' },
      }}
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
