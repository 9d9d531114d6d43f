import * as mupdf from 'mupdf';
import { POINTS_PER_MM } from '../pdf/units';
import { intersection, transformBox } from './boxes';
import type { Box } from './boxes';
import type { ImageColours } from './image-colours';

type ContentKind = 'text' | 'image' | 'vector';
/** Something that prints, where it shows on the page (after clipping), in mm from the top-left. */
type ContentBox = Box & { kind: ContentKind };
/** An image as printed: where, and its resolution at that size. */
type PrintedImage = { box: Box; dpi: number };

export type PageContent = {
  boxes: ContentBox[];
  images: PrintedImage[];
  /** Whether anything prints in colour; only looked at when asked (`scanPage`'s `colour`). */
  colour: boolean;
};

/** Images smaller than this (mm) in both directions are icons, bullets or rules: their resolution does not show. */
const MIN_CHECKED_IMAGE_MM = 10;
/** How far apart colour components may be and still print grey (anti-aliased or converted greys drift). */
const GREY_TOLERANCE = 0.02;
/** A stroked path larger than this (pt) both ways is a frame or a table: its lines are looked at one by one. */
const FRAME_PT = 20 * POINTS_PER_MM;
/** Beyond this many segments a stroked path is taken by its bounds (a map, a chart): JS work per segment adds up. */
const MAX_SEGMENTS = 200;

// mupdf.js accepts a null stroke state (the bounds of a fill); its type declarations do not say so.
const NO_STROKE = null as unknown as mupdf.StrokeState;

/**
 * The content of one page as it prints, read with one replay of its display list through a device of
 * callbacks: the boxes of text, images and vector art (clipped, white fills left out), the printed resolution
 * of each image of some size, and whether the page prints in colour (`colour`, which may decode images).
 * Throws what mupdf throws on a broken page; the caller skips the page's content checks then.
 *
 * Every wrapper mupdf.js hands a callback holds a reference of its own and is destroyed there, except the
 * Shade, whose wrapper holds none (mupdf.js 1.28 forgets to keep it): it is taken off the finalizer instead,
 * which would otherwise drop a reference the shade's owner still counts on.
 */
export function scanPage(
  page: mupdf.PDFPage,
  list: mupdf.DisplayList,
  colour: boolean,
  images: ImageColours,
): PageContent {
  const [px0, py0, px1, py1] = page.getBounds();
  const content: PageContent = { boxes: [], images: [], colour: false };
  const clips: Box[] = [{ x0: px0, y0: py0, x1: px1, y1: py1 }];
  const masks: Box[] = [];
  let inMask = 0;
  let inTile = 0;

  const toMm = (b: Box): Box => ({
    x0: (b.x0 - px0) / POINTS_PER_MM,
    y0: (b.y0 - py0) / POINTS_PER_MM,
    x1: (b.x1 - px0) / POINTS_PER_MM,
    y1: (b.y1 - py0) / POINTS_PER_MM,
  });
  const visible = (b: Box) => intersection(clips.at(-1)!, b);
  const add = (kind: ContentBox['kind'], b: Box) => {
    if (inMask > 0 || inTile > 0) return null;
    const shown = visible(b);
    if (shown) content.boxes.push({ kind, ...toMm(shown) });
    return shown;
  };
  const pushClip = (b: Box) => clips.push(intersection(clips.at(-1)!, b) ?? { x0: 0, y0: 0, x1: 0, y1: 0 });
  const paint = (cs: mupdf.ColorSpace, color: number[], alpha: number): boolean => {
    const type = cs.pointer === 0 ? 'None' : cs.getType();
    cs.destroy();
    if (alpha <= 0 || isWhite(type, color)) return false;
    if (colour && inMask === 0 && !content.colour) content.colour = isColour(type, color);
    return true;
  };
  // A callback must not throw: the exception would unwind through mupdf's C frames. What fails is left out.
  const guard =
    <A extends unknown[]>(fn: (...args: A) => void) =>
    (...args: A) => {
      try {
        fn(...args);
      } catch {
        // This object is not looked at; the rest of the page is.
      }
    };

  const image = (img: mupdf.Image, ctm: mupdf.Matrix, isMask: boolean) => {
    const shown = add('image', transformBox(0, 0, 1, 1, ctm));
    const widthPt = Math.hypot(ctm[0], ctm[1]);
    const heightPt = Math.hypot(ctm[2], ctm[3]);
    if (shown && Math.max(widthPt, heightPt) >= MIN_CHECKED_IMAGE_MM * POINTS_PER_MM) {
      const dpi = Math.min((img.getWidth() * 72) / widthPt, (img.getHeight() * 72) / heightPt);
      content.images.push({ box: toMm(shown), dpi });
    }
    if (!isMask && colour && inMask === 0 && !content.colour) {
      content.colour = images.colourOf(img);
    } else {
      img.destroy();
    }
  };

  const device = new mupdf.Device({
    fillPath: guard((path, _evenOdd, ctm, cs, color, alpha) => {
      if (paint(cs, color, alpha)) add('vector', boxOf(path.getBounds(NO_STROKE, ctm)));
      path.destroy();
    }),
    strokePath: guard((path, stroke, ctm, cs, color, alpha) => {
      if (paint(cs, color, alpha)) strokeBoxes(path, stroke, ctm).forEach((b) => add('vector', b));
      path.destroy();
      stroke.destroy();
    }),
    fillText: guard((text, ctm, cs, color, alpha) => {
      if (paint(cs, color, alpha)) add('text', boxOf(text.getBounds(NO_STROKE, ctm)));
      text.destroy();
    }),
    strokeText: guard((text, stroke, ctm, cs, color, alpha) => {
      if (paint(cs, color, alpha)) add('text', boxOf(text.getBounds(stroke, ctm)));
      text.destroy();
      stroke.destroy();
    }),
    fillShade: guard((shade, ctm, alpha) => {
      const finalizer = (mupdf.Shade as unknown as { _finalizer?: FinalizationRegistry<number> })._finalizer;
      finalizer?.unregister(shade);
      // A shading's colours are not readable through mupdf.js: it counts as content, not as colour.
      if (alpha > 0) add('vector', transformRect(shade.getBounds(), ctm));
    }),
    fillImage: guard((img, ctm, alpha) => {
      if (alpha > 0) image(img, ctm, false);
      else img.destroy();
    }),
    fillImageMask: guard((img, ctm, cs, color, alpha) => {
      if (paint(cs, color, alpha)) image(img, ctm, true);
      else img.destroy();
    }),
    clipPath: guard((path, _evenOdd, ctm) => {
      pushClip(boxOf(path.getBounds(NO_STROKE, ctm)));
      path.destroy();
    }),
    clipStrokePath: guard((path, stroke, ctm) => {
      pushClip(boxOf(path.getBounds(stroke, ctm)));
      path.destroy();
      stroke.destroy();
    }),
    clipText: guard((text, ctm) => {
      pushClip(boxOf(text.getBounds(NO_STROKE, ctm)));
      text.destroy();
    }),
    clipStrokeText: guard((text, stroke, ctm) => {
      pushClip(boxOf(text.getBounds(stroke, ctm)));
      text.destroy();
      stroke.destroy();
    }),
    clipImageMask: guard((img, ctm) => {
      pushClip(transformBox(0, 0, 1, 1, ctm));
      img.destroy();
    }),
    popClip: guard(() => {
      if (clips.length > 1) clips.pop();
    }),
    // What is drawn between beginMask and endMask is the mask, not content; the mask then clips until popClip.
    beginMask: guard((bbox, _luminosity, cs) => {
      cs.destroy();
      inMask++;
      masks.push(boxOf(bbox));
    }),
    endMask: guard(() => {
      inMask = Math.max(0, inMask - 1);
      pushClip(masks.pop() ?? clips.at(-1)!);
    }),
    // A tiling pattern fills what the clip leaves of its view; its cells are drawn in pattern space.
    beginTile: (_area, view, _xstep, _ystep, ctm) => {
      try {
        add('vector', transformRect(view, ctm));
      } catch {
        // As guard: the pattern is left out.
      }
      inTile++;
      return 0;
    },
    endTile: guard(() => {
      inTile = Math.max(0, inTile - 1);
    }),
  });
  try {
    // The page's display list (open-pdf.ts): replaying it costs less than running the content again.
    list.run(device, mupdf.Matrix.identity);
    device.close();
  } finally {
    device.destroy();
  }
  return content;
}

const boxOf = (r: mupdf.Rect): Box => ({ x0: r[0], y0: r[1], x1: r[2], y1: r[3] });
const transformRect = (r: mupdf.Rect, m: mupdf.Matrix): Box => transformBox(r[0], r[1], r[2], r[3], m);

/**
 * The boxes a stroked path paints: its bounds, or for a frame (a border, a table) each of its segments, so
 * that a frame around the letter's body is not taken for content over the window inside it.
 */
function strokeBoxes(path: mupdf.Path, stroke: mupdf.StrokeState, ctm: mupdf.Matrix): Box[] {
  const bounds = boxOf(path.getBounds(stroke, ctm));
  if (bounds.x1 - bounds.x0 < FRAME_PT || bounds.y1 - bounds.y0 < FRAME_PT) return [bounds];
  const half = Math.max(
    0.5,
    (stroke.getLineWidth() * Math.sqrt(Math.abs(ctm[0] * ctm[3] - ctm[1] * ctm[2]))) / 2,
  );
  const boxes: Box[] = [];
  const at = (x: number, y: number): [number, number] => [
    x * ctm[0] + y * ctm[2] + ctm[4],
    x * ctm[1] + y * ctm[3] + ctm[5],
  ];
  let current: [number, number] = [0, 0];
  let start: [number, number] = [0, 0];
  const segment = (...points: [number, number][]) => {
    const xs = points.map((p) => p[0]);
    const ys = points.map((p) => p[1]);
    boxes.push({
      x0: Math.min(...xs) - half,
      y0: Math.min(...ys) - half,
      x1: Math.max(...xs) + half,
      y1: Math.max(...ys) + half,
    });
    current = points.at(-1)!;
  };
  path.walk({
    moveTo(x, y) {
      current = start = at(x, y);
    },
    lineTo(x, y) {
      segment(current, at(x, y));
    },
    curveTo(x1, y1, x2, y2, x3, y3) {
      segment(current, at(x1, y1), at(x2, y2), at(x3, y3));
    },
    closePath() {
      segment(current, start);
    },
  });
  return boxes.length > 0 && boxes.length <= MAX_SEGMENTS ? boxes : [bounds];
}

function isWhite(type: mupdf.ColorSpaceType, c: number[]): boolean {
  switch (type) {
    case 'Gray':
    case 'RGB':
    case 'BGR':
      return c.every((v) => v >= 1 - GREY_TOLERANCE / 2);
    case 'CMYK':
    case 'Separation':
      return c.every((v) => v <= GREY_TOLERANCE / 2);
    case 'Lab':
      return c[0]! >= 99 && Math.abs(c[1]!) < 1 && Math.abs(c[2]!) < 1;
    default:
      return false;
  }
}

/** Whether a fill or stroke colour prints in colour; indexed colours (rare outside images) count as grey. */
function isColour(type: mupdf.ColorSpaceType, c: number[]): boolean {
  switch (type) {
    case 'RGB':
    case 'BGR':
      return Math.max(...c) - Math.min(...c) > GREY_TOLERANCE;
    case 'CMYK':
      return c.slice(0, 3).some((v) => v > GREY_TOLERANCE);
    case 'Lab':
      return Math.abs(c[1]!) > 2 || Math.abs(c[2]!) > 2;
    case 'Separation':
      // A spot colour is an ink of its own: a black-and-white printer cannot print it as intended.
      return c.some((v) => v > GREY_TOLERANCE);
    default:
      return false;
  }
}
