import { PREFLIGHT_LIMITS } from '@postbridge/domain';
import type { PreflightCode } from '@postbridge/domain';
import { isPageSelected } from '../compose/page-selector';
import { areaOfBox, boxOfArea, grown, inside, intersection, union } from './boxes';
import type { Box } from './boxes';
import type { PageContent } from './scan-page';
import type { PreflightProfile, PreflightResult } from './types';

/** One page of a letter as read: where it is, its size as displayed, and its content (null: unreadable). */
export type LetterPage = {
  inputFileId: string;
  /** Its page number in its file. */
  page: number;
  /** Its number in the letter (DOCUMENT numbering), and the letter's page count. */
  number: number;
  letterPages: number;
  widthMm: number;
  heightMm: number;
  content: PageContent | null;
};

/**
 * The pages the output gives a letter on a channel (composeOutput's count): its address sheet (two pages in
 * duplex), its own pages, and in duplex a blank page that makes the count even.
 */
export function composedPages(profile: PreflightProfile, letterPages: number) {
  const addressPages = profile.addressPage ? (profile.duplex ? 2 : 1) : 0;
  const padding = profile.duplex && (addressPages + letterPages) % 2 === 1 ? 1 : 0;
  const total = addressPages + letterPages + padding;
  return { addressPages, total, sheets: profile.duplex ? total / 2 : total };
}

/**
 * The findings of one page on one channel, at most one per code: what one code finds in several places of the
 * page is one finding whose area holds them all.
 */
export function checkPage(profile: PreflightProfile, p: LetterPage): PreflightResult[] {
  const found: PreflightResult[] = [];
  const finding = (code: PreflightCode, area: Box | null, params: PreflightResult['params'] = {}) =>
    found.push({
      code,
      serviceChannels: [profile.serviceChannel],
      inputFileId: p.inputFileId,
      page: p.page,
      area: area && areaOfBox(area),
      params,
    });

  const size = sizeFinding(profile, p.widthMm, p.heightMm);
  if (size) finding(size.code, null, size.params);
  const content = p.content;
  if (!content) return found;

  const edge = edgeArea(content.boxes, p.widthMm, p.heightMm);
  if (edge) finding('unprintableEdge', edge, { edge: PREFLIGHT_LIMITS.unprintableEdgeMm });

  // The zones are placed on the channel's format: on a page of another size they would point at nothing.
  if (!size) {
    const window =
      profile.window?.page === p.number ? windowArea(content.boxes, boxOfArea(profile.window.area)) : null;
    if (window) finding('addressWindow', window);
    const technical = technicalAreas(profile, p, content.boxes);
    if (technical) finding('technicalArea', technical.area, { type: technical.types.join(', ') });
  }

  const blurred = content.images.filter((image) => image.dpi < PREFLIGHT_LIMITS.minPrintDpi);
  if (blurred.length > 0) {
    finding('lowResolution', blurred.map((image) => image.box).reduce<Box | null>(union, null), {
      dpi: Math.round(Math.min(...blurred.map((image) => image.dpi))),
      minimum: PREFLIGHT_LIMITS.minPrintDpi,
    });
  }
  if (profile.blackAndWhite && content.colour) finding('colourOnBlackAndWhite', null);
  return found;
}

function sizeFinding(
  profile: PreflightProfile,
  width: number,
  height: number,
): { code: PreflightCode; params: PreflightResult['params'] } | null {
  const tolerance = PREFLIGHT_LIMITS.pageSizeToleranceMm;
  const { widthMm, heightMm } = profile.pageSize;
  const fits = (w: number, h: number) =>
    Math.abs(w - widthMm) <= tolerance && Math.abs(h - heightMm) <= tolerance;
  if (fits(width, height)) return null;
  if (fits(height, width)) return { code: 'orientation', params: { format: profile.format } };
  const round = (n: number) => Math.round(n * 10) / 10;
  return { code: 'pageSize', params: { width: round(width), height: round(height), format: profile.format } };
}

/** The parts of content inside the band along the page's edges that printers leave blank. */
function edgeArea(boxes: readonly Box[], width: number, height: number): Box | null {
  const e = PREFLIGHT_LIMITS.unprintableEdgeMm;
  const bands: Box[] = [
    { x0: 0, y0: 0, x1: width, y1: e },
    { x0: 0, y0: height - e, x1: width, y1: height },
    { x0: 0, y0: 0, x1: e, y1: height },
    { x0: width - e, y0: 0, x1: width, y1: height },
  ];
  let area: Box | null = null;
  for (const box of boxes) {
    for (const band of bands) {
      const part = intersection(box, band);
      if (part) area = union(area, part);
    }
  }
  return area;
}

/**
 * What shows in or near the window besides the address: images and vector art in the window or its clearance
 * band (the letter moves in its envelope), text in the band. Text wholly inside the window is the address.
 */
function windowArea(boxes: readonly PageContent['boxes'][number][], window: Box): Box | null {
  const clearance = grown(window, PREFLIGHT_LIMITS.windowClearanceMm);
  let area: Box | null = null;
  for (const box of boxes) {
    if (!intersection(box, clearance)) continue;
    if (box.kind === 'text' && inside(box, window)) continue;
    area = union(area, box);
  }
  return area;
}

/** The technical areas stamped on this page that content overlaps, and their types. */
function technicalAreas(
  profile: PreflightProfile,
  p: LetterPage,
  boxes: readonly Box[],
): { area: Box; types: string[] } | null {
  const composed = composedPages(profile, p.letterPages);
  let area: Box | null = null;
  const types = new Set<string>();
  for (const technical of profile.technicalAreas) {
    const stamped =
      technical.documentKind === 'DOCUMENT'
        ? isPageSelected(technical.page, p.number, p.letterPages)
        : technical.documentKind === 'COMPOSED_DOCUMENT' &&
          isPageSelected(technical.page, p.number + composed.addressPages, composed.total);
    if (!stamped) continue;
    const zone = boxOfArea(technical.area);
    if (!boxes.some((box) => intersection(box, zone))) continue;
    area = union(area, zone);
    types.add(technical.type);
  }
  return area && { area, types: [...types] };
}
