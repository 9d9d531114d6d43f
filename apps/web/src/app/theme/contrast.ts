// Contrast of two colours as WCAG 2.1 defines it (1.4.3: text 4.5:1 at level AA), to pick the shades of a
// palette that text can sit on (white on a filled button) or be written in (a link on the page background).

/** The contrast text of normal size needs at level AA (WCAG 2.1, 1.4.3). */
export const AA_TEXT_CONTRAST = 4.5;

export function hexChannels(hex: string): [number, number, number] {
  const full = hex.length === 4 ? hex.replace(/^#(.)(.)(.)$/, '#$1$1$2$2$3$3') : hex;
  const value = Number.parseInt(full.slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

/** Relative luminance of a `#rgb` or `#rrggbb` colour (WCAG 2.1 definition). */
function luminance(hex: string): number {
  const [r, g, b] = hexChannels(hex).map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The contrast ratio of two colours, from 1 (same luminance) to 21 (black on white). */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/**
 * The first of `order` (indexes of `shades`) whose colour reaches `minimum` against `other`; the last of
 * `order` when none does.
 */
export function readableShade(
  shades: readonly string[],
  other: string,
  order: readonly number[],
  minimum: number = AA_TEXT_CONTRAST,
): number {
  const found = order.find((index) => contrastRatio(shades[index]!, other) >= minimum);
  return found ?? order[order.length - 1]!;
}

/** `hex` mixed with black until `other` (white text) reaches `minimum` on it: the colour itself when it does. */
export function darkenUntilReadable(hex: string, other: string, minimum: number = AA_TEXT_CONTRAST): string {
  const rgb = hexChannels(hex);
  for (let share = 0; share <= 1; share += 0.02) {
    const mixed = `#${rgb
      .map((c) => Math.round(c * (1 - share)))
      .map((c) => c.toString(16).padStart(2, '0'))
      .join('')}`;
    if (contrastRatio(mixed, other) >= minimum) return mixed;
  }
  return '#000000';
}
