import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadFontFiles, shapeText } from './shape-text';

// A font with Hebrew and Arabic, from the machine (Debian fonts-dejavu-core): the project ships none.
const DEJAVU = '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf';

describe.skipIf(!fs.existsSync(DEJAVU))('shapeText', () => {
  const [dejavu] = loadFontFiles([{ name: 'DejaVuSans', data: fs.readFileSync(DEJAVU) }]);
  const shape = (text: string, rtl = true) =>
    shapeText(text, {
      font: 'Helvetica',
      size: 10,
      lineSpace: 1,
      rtl,
      width: null,
      justify: false,
      fallbacks: [dejavu!],
      fontKeyOf: (font) => font.getName(),
    });

  it('joins Arabic letters: initial, medial and final forms, not the isolated letter repeated', () => {
    const [line] = shape('ببب').lines;
    const gids = line!.glyphs.map((g) => g.gid);
    expect(gids).toHaveLength(3);
    expect(new Set(gids).size).toBe(3);
    expect(gids).not.toContain(dejavu!.encodeCharacter(0x628));
  });

  it('orders a right-to-left line visually, numbers kept left to right', () => {
    const [line] = shape('אב 12').lines;
    const visual = line!.glyphs.filter((g) => g.unicode !== 32).map((g) => String.fromCodePoint(g.unicode));
    expect(visual).toEqual(['1', '2', 'ב', 'א']);
    expect(line!.left).toBeLessThan(line!.right);
  });

  it('breaks lines at the width given, one baseline per line', () => {
    const { lines } = shapeText('שלום עולם שלום עולם שלום עולם', {
      font: 'Helvetica',
      size: 10,
      lineSpace: 1.5,
      rtl: true,
      width: 60,
      justify: false,
      fallbacks: [dejavu!],
      fontKeyOf: (font) => font.getName(),
    });
    expect(lines.length).toBeGreaterThan(1);
    expect(lines[1]!.baseline - lines[0]!.baseline).toBeCloseTo(15, 0);
    for (const line of lines) expect(line.right - line.left).toBeLessThanOrEqual(60);
  });
});
