import * as mupdf from 'mupdf';
import type { StandardPdfFont } from '../fonts';

/**
 * A TrueType/OpenType font file for the characters the standard fonts lack (Hebrew, Arabic…). The 14 standard
 * fonts cover Latin, Greek and Cyrillic; this WASM build of mupdf carries no Noto fonts, so other scripts need
 * one (e.g. DejaVu Sans or a Noto font, configured by the operator).
 */
export type FontFile = { name: string; data: Uint8Array };

/** A glyph placed by the layout engine; `x` and the line's `baseline` in points. */
type ShapedGlyph = { fontKey: string; gid: number; unicode: number; x: number; advance: number };
export type ShapedLine = {
  glyphs: ShapedGlyph[];
  /** Extent of the line's visible glyphs (spaces at either end left out). */
  left: number;
  right: number;
  baseline: number;
};
export type ShapedText = { lines: ShapedLine[]; size: number; missing: string[] };

const MIN_LAYOUT_WIDTH = 72;

/** Loads font files once; the fonts live as long as the process uses them. */
export function loadFontFiles(files: readonly FontFile[]): mupdf.Font[] {
  return files.map((file) => new mupdf.Font(file.name, file.data));
}

// A representative letter of each script mupdf's layout engine asks a font for.
const SCRIPT_SAMPLES: Record<string, number> = {
  Arabic: 0x627,
  Armenian: 0x531,
  Bengali: 0x995,
  Cyrillic: 0x416,
  Devanagari: 0x915,
  Georgian: 0x10d0,
  Greek: 0x3a9,
  Gujarati: 0xa95,
  Gurmukhi: 0xa15,
  Hebrew: 0x5d0,
  Latin: 0x41,
  Syriac: 0x710,
  Tamil: 0xb95,
  Thaana: 0x780,
  Thai: 0xe01,
};

// mupdf calls the font loader for any character its built-in fonts lack; which fonts it may use is global to
// the WASM module, so the loader reads the fallbacks of the layout under way (layouts are synchronous).
let activeFallbacks: readonly mupdf.Font[] = [];
let loaderInstalled = false;

function fallbackFor(script: string): mupdf.Font | null {
  const sample = SCRIPT_SAMPLES[script];
  if (sample === undefined) return null;
  return activeFallbacks.find((font) => font.encodeCharacter(sample) !== 0) ?? null;
}

const CSS_FAMILY: Record<string, string> = {
  Helvetica: 'sans-serif',
  Times: 'serif',
  Courier: 'monospace',
  Symbol: 'Symbol',
  ZapfDingbats: 'Dingbats',
};

function cssOf(font: StandardPdfFont): string {
  const family = CSS_FAMILY[font.split('-')[0]!] ?? 'sans-serif';
  const bold = /Bold/.test(font) ? 'bold' : 'normal';
  const italic = /Italic|Oblique/.test(font) ? 'italic' : 'normal';
  return `font-family:${family};font-weight:${bold};font-style:${italic}`;
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

/**
 * Lays text out with mupdf's HTML engine, which runs the Unicode bidi algorithm and HarfBuzz shaping (Arabic
 * joining forms, marks): reversing the letters is not enough for Arabic. `width` null keeps each line whole
 * (no wrapping); otherwise lines wrap at that width in points, justified when asked. Glyphs the fonts lack
 * come back in `missing`. `fontKeyOf` names a glyph's font while mupdf still holds it.
 */
export function shapeText(
  text: string,
  options: {
    font: StandardPdfFont;
    size: number;
    lineSpace: number;
    rtl: boolean;
    width: number | null;
    justify: boolean;
    fallbacks: readonly mupdf.Font[];
    fontKeyOf: (font: mupdf.Font) => string;
  },
): ShapedText {
  if (!loaderInstalled) {
    mupdf.installLoadFontFunction((_name, script) => fallbackFor(script));
    loaderInstalled = true;
  }
  const wrap = options.width !== null;
  // mupdf lays pages out at least 72 pt wide: narrower boxes are laid out larger, then scaled back.
  const scale =
    options.width !== null && options.width < MIN_LAYOUT_WIDTH ? MIN_LAYOUT_WIDTH / options.width : 1;
  const style = [
    cssOf(options.font),
    `font-size:${options.size * scale}pt`,
    `line-height:${options.lineSpace}`,
    `white-space:${wrap ? 'pre-wrap' : 'pre'}`,
    `text-align:${options.justify ? 'justify' : 'start'}`,
  ].join(';');
  const html =
    `<!DOCTYPE html><html><head><style>@page{margin:0}body,div{margin:0;padding:0}</style></head>` +
    `<body dir="${options.rtl ? 'rtl' : 'ltr'}"><div style="${style}">${escapeHtml(text)}</div></body></html>`;

  const previous = activeFallbacks;
  activeFallbacks = options.fallbacks;
  const doc = mupdf.Document.openDocument(new TextEncoder().encode(html), 'text/html');
  const byBaseline = new Map<number, ShapedGlyph[]>();
  const missing = new Set<string>();
  const keys = new Map<number, string>();
  let device: mupdf.Device | undefined;
  let page: mupdf.Page | undefined;
  try {
    // Points as layout units; the page is made tall enough for any technical area.
    doc.layout((options.width ?? 100_000) * scale, 10_000, options.size * scale);
    page = doc.loadPage(0);
    device = new mupdf.Device({
      fillText(shaped) {
        shaped.walk({
          showGlyph(font, trm, gid, unicode) {
            // -1: the other characters of a ligature, drawn by the glyph before.
            if (gid < 0) return;
            let key = keys.get(font.pointer);
            if (key === undefined) {
              key = options.fontKeyOf(font);
              keys.set(font.pointer, key);
            }
            const size = Math.hypot(trm[0], trm[1]) / scale;
            if (gid === 0 && unicode > 32) missing.add(String.fromCodePoint(unicode));
            const baseline = Math.round((trm[5] / scale) * 100) / 100;
            let line = byBaseline.get(baseline);
            if (!line) byBaseline.set(baseline, (line = []));
            line.push({
              fontKey: key,
              gid,
              unicode,
              x: trm[4] / scale,
              advance: font.advanceGlyph(gid) * size,
            });
          },
        });
      },
    });
    page.run(device, mupdf.Matrix.identity);
    device.close();
  } finally {
    device?.destroy();
    page?.destroy();
    doc.destroy();
    activeFallbacks = previous;
  }
  const lines = [...byBaseline.entries()]
    .sort(([a], [b]) => a - b)
    .map(([baseline, glyphs]) =>
      lineOf(
        glyphs.sort((a, b) => a.x - b.x),
        baseline,
      ),
    );
  return { lines, size: options.size, missing: [...missing] };
}

function lineOf(glyphs: ShapedGlyph[], baseline: number): ShapedLine {
  const visible = glyphs.filter((g) => g.unicode > 32 && g.unicode !== 0xa0);
  const ends = visible.length > 0 ? visible : glyphs;
  return {
    glyphs,
    left: ends.length > 0 ? Math.min(...ends.map((g) => g.x)) : 0,
    right: ends.length > 0 ? Math.max(...ends.map((g) => g.x + g.advance)) : 0,
    baseline,
  };
}
