// Display status kinds and their default colour palette (docs/product.md §3 "Status colour palette", §4).
// A branding may override any entry; these defaults all reach WCAG AA contrast (4.5:1) text on background.

export const DISPLAY_STATUS_KINDS = [
  'neutral',
  'processing',
  'ok',
  'ready',
  'error',
  'warn',
  'left',
  'fatal',
  'opened',
  'notOpened',
  'reprintSent',
  'recipientReject',
  'unsubscribed',
] as const;
export type DisplayStatusKind = (typeof DISPLAY_STATUS_KINDS)[number];

export type StatusColor = { color: string; textColor: string; name: string };

export const DEFAULT_STATUS_PALETTE = {
  neutral: { color: '#E0E0E0', textColor: '#212121', name: 'Neutral' },
  processing: { color: '#1565C0', textColor: '#FFFFFF', name: 'Processing' },
  ok: { color: '#2E7D32', textColor: '#FFFFFF', name: 'OK' },
  ready: { color: '#00796B', textColor: '#FFFFFF', name: 'Ready' },
  error: { color: '#C62828', textColor: '#FFFFFF', name: 'Error' },
  warn: { color: '#F9A825', textColor: '#212121', name: 'Warning' },
  // Mailed or sent: the item has left the platform and is in the carrier's or provider's hands.
  left: { color: '#5E35B1', textColor: '#FFFFFF', name: 'Left' },
  fatal: { color: '#212121', textColor: '#FFFFFF', name: 'Fatal' },
  opened: { color: '#00707A', textColor: '#FFFFFF', name: 'Opened' },
  notOpened: { color: '#EF6C00', textColor: '#212121', name: 'Not opened' },
  reprintSent: { color: '#6D4C41', textColor: '#FFFFFF', name: 'Reprint sent' },
  recipientReject: { color: '#AD1457', textColor: '#FFFFFF', name: 'Recipient reject' },
  unsubscribed: { color: '#616161', textColor: '#FFFFFF', name: 'Unsubscribed' },
} as const satisfies Record<DisplayStatusKind, StatusColor>;

/** A branding's palette over the defaults: unknown kinds in `overrides` are ignored, missing ones default. */
export function resolveStatusPalette(
  overrides: Partial<Record<string, Partial<StatusColor>>> | null | undefined,
): Record<DisplayStatusKind, StatusColor> {
  const palette = {} as Record<DisplayStatusKind, StatusColor>;
  for (const kind of DISPLAY_STATUS_KINDS) {
    palette[kind] = { ...DEFAULT_STATUS_PALETTE[kind], ...definedOnly(overrides?.[kind]) };
  }
  return palette;
}

function definedOnly(entry: Partial<StatusColor> | undefined): Partial<StatusColor> {
  const kept: Partial<StatusColor> = {};
  for (const field of ['color', 'textColor', 'name'] as const) {
    const value = entry?.[field];
    if (typeof value === 'string' && value.trim() !== '') kept[field] = value;
  }
  return kept;
}
