import iconv from 'iconv-lite';
import * as mupdf from 'mupdf';
import type { StandardPdfFont } from '../fonts';
import type { AreaMm } from './extract-text-in-area';
import type { PdfColor, TextStyle } from './page-marks';
import { fillColorOp, num } from './page-marks';
import { shapeText } from './shape-text';
import type { ShapedText } from './shape-text';
import { mmToPoints } from './units';

/** Resource names of the page being drawn, registered on first use. */
export interface TextResources {
  /** A standard font, WinAnsi-encoded, embedded (embed-fonts.ts). */
  standardFont(font: StandardPdfFont): string;
  /** A font of mupdf's layout engine, embedded (Identity-H). */
  glyphFont(font: mupdf.Font): string;
  /** An ExtGState for a fill alpha below 1, else null. */
  alpha(alpha: number): string | null;
  readonly fallbacks: readonly mupdf.Font[];
  /** Characters no font could draw. */
  missing(chars: readonly string[]): void;
}

// The em box used to place lines: ascent 0.8, descent 0.2 (Helvetica's glyphs sit within 0.93/-0.22).
const ASCENT = 0.8;
const ELLIPSIS = '…';
// Scripts that need bidi reordering or shaping: Hebrew, Arabic, Syriac, Thaana, N'Ko and their presentation forms.
const COMPLEX_SCRIPT = /[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufeff]/;

/** Content-stream operators drawing a text mark, in display points (y down). */
export function textOps(
  mark: { box: AreaMm; clip: AreaMm; text: string; style: TextStyle },
  res: TextResources,
): string {
  const text = normalise(mark.text);
  if (text.trim() === '') return '';
  const { style } = mark;
  const box = pointsOf(mark.box);
  const clip = pointsOf(mark.clip);
  const simple = !style.rtl && !COMPLEX_SCRIPT.test(text) && isLatinFont(style.font) && encodable(text);
  const body = simple ? simpleTextOps(text, box, style, res) : shapedTextOps(text, box, style, res);
  return (
    `q ${num(clip.x)} ${num(clip.y)} ${num(clip.width)} ${num(clip.height)} re W n ` +
    `${paintOps(style.color, res)}\nBT\n${body}ET Q\n`
  );
}

/** A watermark line centred on the page diagonal (bottom-left to top-right), as large as the page allows. */
export function watermarkOps(
  mark: { text: string; font: StandardPdfFont; color: PdfColor },
  page: { width: number; height: number },
  res: TextResources,
): string {
  const text = normalise(mark.text).replace(/\n/g, ' ').trim();
  if (text === '') return '';
  const angle = Math.atan2(page.height, page.width);
  const u = [Math.cos(angle), -Math.sin(angle)] as const;
  const v = [-Math.sin(angle), -Math.cos(angle)] as const;
  const fits = (widthAt1: number) =>
    Math.min(
      (0.7 * Math.hypot(page.width, page.height)) / widthAt1,
      0.25 * Math.min(page.width, page.height),
    );
  const origin = (width: number, size: number) => [
    page.width / 2 - (width / 2) * u[0] - 0.35 * size * v[0],
    page.height / 2 - (width / 2) * u[1] - 0.35 * size * v[1],
  ];
  const matrix = (x: number, y: number) =>
    `${num(u[0])} ${num(u[1])} ${num(v[0])} ${num(v[1])} ${num(x)} ${num(y)} Tm`;
  let body: string;
  if (isLatinFont(mark.font) && encodable(text) && !COMPLEX_SCRIPT.test(text)) {
    const bytes = winAnsi(text);
    const size = fits(widthOf(bytes, mark.font));
    const [x, y] = origin(widthOf(bytes, mark.font) * size, size);
    body = `/${res.standardFont(mark.font)} ${num(size)} Tf ${matrix(x!, y!)} (${literal(bytes)}) Tj\n`;
  } else {
    const shaped = shape(text, res, {
      font: mark.font,
      size: 100,
      lineSpace: 1,
      rtl: false,
      width: null,
      justify: false,
    });
    const line = shaped.lines[0];
    if (!line) return '';
    const size = fits((line.right - line.left) / 100);
    const k = size / 100;
    const [x0, y0] = origin((line.right - line.left) * k, size);
    body = glyphOps(
      line.glyphs,
      size,
      (g) => {
        const along = (g.x - line.left) * k;
        return [x0! + along * u[0], y0! + along * u[1]];
      },
      matrix,
    );
  }
  return `q ${paintOps(mark.color, res)}\nBT\n${body}ET Q\n`;
}

/** The fill colour, through an ExtGState when it is translucent. */
export function paintOps(color: PdfColor, res: Pick<TextResources, 'alpha'>): string {
  const gs = res.alpha(color.alpha);
  return gs ? `/${gs} gs ${fillColorOp(color)}` : fillColorOp(color);
}

type Box = { x: number; y: number; width: number; height: number };
const pointsOf = (a: AreaMm): Box => ({
  x: mmToPoints(a.left),
  y: mmToPoints(a.top),
  width: mmToPoints(a.width),
  height: mmToPoints(a.height),
});

// Control characters but the line feed: nothing to draw.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0009\u000b-\u001f\u007f]/g;

function normalise(text: string): string {
  return text.replace(/\r\n?/g, '\n').replace(/\t/g, ' ').replace(CONTROL, '');
}

const isLatinFont = (font: StandardPdfFont) => font !== 'Symbol' && font !== 'ZapfDingbats';
const encodable = (text: string) => iconv.decode(iconv.encode(text, 'win1252'), 'win1252') === text;
const winAnsi = (text: string): Uint8Array => iconv.encode(text, 'win1252');

const fonts = new Map<StandardPdfFont, mupdf.Font>();
const widths = new Map<string, Float64Array>();

/** mupdf's built-in copy of a standard font (metrics, and the font object a PDF resource is made from). */
export function standardFontObject(font: StandardPdfFont): mupdf.Font {
  let f = fonts.get(font);
  if (!f) fonts.set(font, (f = new mupdf.Font(font)));
  return f;
}

/**
 * Advance widths (em) of the 256 codes of a simple-font encoding in a standard font, 0 where the encoding or the
 * font has no glyph: `unicodeOf` gives a code's character, `encoding` names the table in the cache.
 */
export function encodingWidths(
  font: StandardPdfFont,
  encoding: string,
  unicodeOf: (code: number) => number | undefined,
): Float64Array {
  const key = `${font}:${encoding}`;
  let table = widths.get(key);
  if (!table) {
    const f = standardFontObject(font);
    table = new Float64Array(256);
    for (let code = 32; code < 256; code++) {
      const char = unicodeOf(code);
      const gid = char === undefined ? 0 : f.encodeCharacter(char);
      table[code] = gid > 0 ? f.advanceGlyph(gid) : 0;
    }
    widths.set(key, table);
  }
  return table;
}

/** Advance widths (em) of the 256 WinAnsi codes in a standard font. */
export const winAnsiWidths = (font: StandardPdfFont): Float64Array =>
  encodingWidths(font, 'WinAnsiEncoding', (code) =>
    iconv.decode(Uint8Array.of(code), 'win1252').codePointAt(0),
  );

/** Width of WinAnsi bytes at size 1. */
function widthOf(bytes: Uint8Array, font: StandardPdfFont): number {
  const table = winAnsiWidths(font);
  let width = 0;
  for (const b of bytes) width += table[b]!;
  return width;
}

/** A PDF literal string body for bytes: delimiters escaped, non-printable bytes in octal. */
function literal(bytes: Uint8Array): string {
  let out = '';
  for (const b of bytes) {
    if (b === 0x28 || b === 0x29 || b === 0x5c) out += `\\${String.fromCharCode(b)}`;
    else if (b < 32 || b > 126) out += `\\${b.toString(8).padStart(3, '0')}`;
    else out += String.fromCharCode(b);
  }
  return out;
}

type SimpleLine = { bytes: Uint8Array; width: number; spaces: number; justify: boolean };

/** WinAnsi text in a standard font: measured and broken here, drawn with one Tj per line. */
function simpleTextOps(text: string, box: Box, style: TextStyle, res: TextResources): string {
  const measure = (s: string) => widthOf(winAnsi(s), style.font);
  const paragraphs = text.split('\n');
  let size = style.size;
  let lines: { text: string; last: boolean }[];
  if (style.fitToArea) {
    lines = paragraphs.map((p) => ({ text: p.trimEnd(), last: true }));
    size = fittingSize(style, box, lines.length, Math.max(...lines.map((l) => measure(l.text))));
  } else if (style.lineBreakMode === 'wordWrap' || style.lineBreakMode === 'characterWrap') {
    const limit = box.width / size;
    lines = paragraphs.flatMap((p) => breakLines(p, limit, measure, style.lineBreakMode === 'wordWrap'));
  } else {
    lines = paragraphs.map((p) => ({ text: p.trimEnd(), last: true }));
    if (style.lineBreakMode === 'ellipsis') {
      lines = lines.map((l) => ({ ...l, text: withEllipsis(l.text, box.width / size, measure) }));
    }
  }
  const laid: SimpleLine[] = lines.map(({ text: line, last }) => {
    const bytes = winAnsi(line);
    return {
      bytes,
      width: widthOf(bytes, style.font) * size,
      spaces: bytes.filter((b) => b === 32).length,
      justify: style.horizontalAlignment === 'justify' && !last,
    };
  });
  const font = res.standardFont(style.font);
  let ops = `/${font} ${num(size)} Tf\n`;
  let wordSpacing = 0;
  laid.forEach((line, i) => {
    const baseline = firstBaseline(style, box, size, laid.length) + i * style.lineSpace * size;
    const x = lineStart(style.horizontalAlignment, box, line.width);
    const tw = line.justify && line.spaces > 0 ? (box.width - line.width) / line.spaces : 0;
    if (tw !== wordSpacing) ops += `${num(tw)} Tw `;
    wordSpacing = tw;
    ops += `1 0 0 -1 ${num(x)} ${num(baseline)} Tm (${literal(line.bytes)}) Tj\n`;
  });
  return wordSpacing !== 0 ? `${ops}0 Tw\n` : ops;
}

/** Greedy line breaking at spaces (or anywhere for characterWrap); a word longer than the line is cut. */
function breakLines(
  paragraph: string,
  limit: number,
  measure: (s: string) => number,
  atWords: boolean,
): { text: string; last: boolean }[] {
  const tokens = atWords ? paragraph.split(/(?<= )/) : [...paragraph];
  const lines: string[] = [];
  let current = '';
  for (const token of tokens) {
    if (current !== '' && measure((current + token).trimEnd()) > limit) {
      lines.push(current.trimEnd());
      current = '';
    }
    current += token;
    while (atWords && measure(current.trimEnd()) > limit && [...current.trimEnd()].length > 1) {
      const chars = [...current];
      let cut = chars.length - 1;
      while (cut > 1 && measure(chars.slice(0, cut).join('')) > limit) cut--;
      lines.push(chars.slice(0, cut).join(''));
      current = chars.slice(cut).join('');
    }
  }
  lines.push(current.trimEnd());
  return lines.map((text, i) => ({ text, last: i === lines.length - 1 }));
}

function withEllipsis(line: string, limit: number, measure: (s: string) => number): string {
  if (measure(line) <= limit) return line;
  const chars = [...line];
  while (chars.length > 0 && measure(chars.join('').trimEnd() + ELLIPSIS) > limit) chars.pop();
  return chars.join('').trimEnd() + ELLIPSIS;
}

/** The size at which `lines` lines, the widest `widthAt1` wide at size 1, fit the box (never above the style's). */
function fittingSize(style: TextStyle, box: Box, lines: number, widthAt1: number): number {
  const byWidth = widthAt1 > 0 ? box.width / widthAt1 : Infinity;
  const byHeight = box.height / (1 + (lines - 1) * style.lineSpace);
  return Math.max(0.1, Math.floor(Math.min(style.size, byWidth, byHeight) * 100) / 100);
}

function firstBaseline(style: TextStyle, box: Box, size: number, lines: number): number {
  const height = size * (1 + (lines - 1) * style.lineSpace);
  const top =
    style.verticalAlignment === 'top'
      ? box.y
      : style.verticalAlignment === 'bottom'
        ? box.y + box.height - height
        : box.y + (box.height - height) / 2;
  return top + ASCENT * size;
}

function lineStart(alignment: TextStyle['horizontalAlignment'], box: Box, width: number): number {
  if (alignment === 'right') return box.x + box.width - width;
  if (alignment === 'center') return box.x + (box.width - width) / 2;
  return box.x;
}

function shape(
  text: string,
  res: TextResources,
  options: Omit<Parameters<typeof shapeText>[1], 'fallbacks' | 'fontKeyOf'>,
): ShapedText {
  const shaped = shapeText(text, {
    ...options,
    fallbacks: res.fallbacks,
    fontKeyOf: (f) => res.glyphFont(f),
  });
  if (shaped.missing.length > 0) res.missing(shaped.missing);
  return shaped;
}

/** Any text through mupdf's layout engine (bidi, shaping, fallback fonts), glyph by glyph. */
function shapedTextOps(text: string, box: Box, style: TextStyle, res: TextResources): string {
  const wraps =
    !style.fitToArea && (style.lineBreakMode === 'wordWrap' || style.lineBreakMode === 'characterWrap');
  const justify = wraps && style.horizontalAlignment === 'justify';
  const shaped = shape(text, res, {
    font: style.font,
    size: style.size,
    lineSpace: style.lineSpace,
    rtl: style.rtl,
    width: wraps ? box.width : null,
    justify,
  });
  const lines = shaped.lines;
  if (lines.length === 0) return '';
  const first = lines[0]!.baseline;
  const span = lines[lines.length - 1]!.baseline - first;
  let k = 1;
  if (style.fitToArea) {
    const widest = Math.max(...lines.map((l) => l.right - l.left));
    const byWidth = widest > 0 ? box.width / widest : Infinity;
    k = Math.min(1, byWidth, box.height / (span + style.size));
  }
  const size = style.size * k;
  const height = span * k + size;
  const top =
    style.verticalAlignment === 'top'
      ? box.y
      : style.verticalAlignment === 'bottom'
        ? box.y + box.height - height
        : box.y + (box.height - height) / 2;
  const matrix = (x: number, y: number) => `1 0 0 -1 ${num(x)} ${num(y)} Tm`;
  return lines
    .map((line) => {
      const y = top + ASCENT * size + (line.baseline - first) * k;
      // Justified lines keep the engine's positions across the box; the others are aligned here.
      const x0 = justify
        ? box.x
        : lineStart(style.horizontalAlignment, box, (line.right - line.left) * k) - line.left * k;
      return glyphOps(line.glyphs, size, (g) => [x0 + g.x * k, y], matrix);
    })
    .join('');
}

function glyphOps(
  glyphs: ShapedText['lines'][number]['glyphs'],
  size: number,
  at: (g: ShapedText['lines'][number]['glyphs'][number]) => number[],
  matrix: (x: number, y: number) => string,
): string {
  let ops = '';
  let font = '';
  for (const g of glyphs) {
    if (g.unicode === 32 || g.unicode === 0xa0) continue;
    if (g.fontKey !== font) {
      font = g.fontKey;
      ops += `/${font} ${num(size)} Tf\n`;
    }
    const [x, y] = at(g);
    ops += `${matrix(x!, y!)} <${g.gid.toString(16).padStart(4, '0')}> Tj\n`;
  }
  return ops;
}
