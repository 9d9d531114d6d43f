import { mupdfOf } from '../pdf/open-pdf';
import { pointsToMm } from '../pdf/units';
import { checkPage, composedPages } from './check-page';
import type { LetterPage } from './check-page';
import { ImageColours } from './image-colours';
import { fontIssuesOfPage } from './page-fonts';
import type { FontIssue } from './page-fonts';
import { scanPage } from './scan-page';
import type { PageContent } from './scan-page';
import type { PreflightPart, PreflightProfile, PreflightResult } from './types';
import type { PdfHandle } from '../pdf/open-pdf';

/**
 * The findings kept per letter. A letter with this many problems is refused or sent back to be fixed whatever
 * the rest says, and an endless list helps no one read it: past it, pages are no longer read.
 */
const MAX_FINDINGS = 200;

/**
 * Print pre-flight of one letter (issue 23) against the profiles of its service's paper channels: each page's
 * size and orientation, content in the unprintable edge, in or around the address window and under the
 * technical areas, fonts not embedded (substitutable or not) and Type 3 fonts, images under the minimum
 * resolution, colour pages on a black-and-white channel, and the letter's sheets against its envelope. A
 * finding that is the same on several channels is given once, with their labels. Never throws on a page it
 * cannot read: that is for the split, earlier.
 *
 * Each page is read once whatever the number of profiles: one run of its content through a device of
 * callbacks (scan-page.ts), and its font resources (page-fonts.ts, cached per handle).
 */
export function preflightLetter(
  parts: readonly PreflightPart[],
  profiles: readonly PreflightProfile[],
): PreflightResult[] {
  const letterPages = parts.reduce((sum, part) => sum + part.lastPage - part.firstPage + 1, 0);
  // The letter's own findings come first, so that the cap never hides a refusal of the whole letter.
  const results = merge(profiles.flatMap((profile) => envelopeFinding(profile, letterPages)));
  const colour = profiles.some((profile) => profile.blackAndWhite);
  const images = new ImageColours();
  const fontsSeen = new Set<string>();
  let number = 0;
  try {
    for (const part of parts) {
      for (let page = part.firstPage; page <= part.lastPage; page++) {
        if (results.length >= MAX_FINDINGS) return results.slice(0, MAX_FINDINGS);
        number++;
        const read = readPage(part, page, colour, images);
        const letterPage: LetterPage = {
          inputFileId: part.inputFileId,
          page,
          number,
          letterPages,
          widthMm: read.widthMm,
          heightMm: read.heightMm,
          content: read.content,
        };
        const found = profiles.flatMap((profile) => checkPage(profile, letterPage));
        for (const issue of read.fonts) {
          const key = `${issue.code}:${issue.font}`;
          if (fontsSeen.has(key)) continue;
          fontsSeen.add(key);
          found.push(...profiles.map((profile) => fontFinding(profile, issue, part.inputFileId, page)));
        }
        results.push(...merge(found));
      }
    }
  } finally {
    images.free();
  }
  return results.slice(0, MAX_FINDINGS);
}

/**
 * Pages read ahead by `prescanPage`, and the image colours found on them, kept with the open document until a
 * letter's pre-flight takes them (each page belongs to one letter) or the document closes.
 */
class Prescanned {
  readonly pages = new Map<number, { content: PageContent; colour: boolean }>();
  readonly images = new ImageColours();

  free(): void {
    this.pages.clear();
    this.images.free();
  }
}
const PRESCANNED = Symbol('preflight.prescanned');

/**
 * Reads a page's content for pre-flight right after another reader ran it (the split reading its marker on
 * every page): its display list is still cached (open-pdf.ts), so the content stream is not run a second
 * time. `colour`: whether some profile prints in black and white. What fails is read again by the letter.
 */
export function prescanPage(handle: PdfHandle, pageNumber: number, colour: boolean): void {
  const pdf = mupdfOf(handle);
  const ahead = pdf.attachment(PRESCANNED, () => new Prescanned());
  try {
    const page = pdf.page(pageNumber);
    const [x0, y0, x1, y1] = page.getBounds();
    if (x1 <= x0 || y1 <= y0) return;
    const content = scanPage(page, pdf.displayList(pageNumber), colour, ahead.images);
    ahead.pages.set(pageNumber, { content, colour });
  } catch {
    // Read again, and reported, by the letter's pre-flight.
  }
}

/** A page's content: read ahead when it was, else read now. */
function contentOf(
  handle: PdfHandle,
  pageNumber: number,
  colour: boolean,
  images: ImageColours,
): PageContent {
  const pdf = mupdfOf(handle);
  const ahead = pdf.attachment(PRESCANNED, () => new Prescanned()).pages;
  const read = ahead.get(pageNumber);
  if (read) {
    ahead.delete(pageNumber);
    if (read.colour || !colour) return read.content;
  }
  return scanPage(pdf.page(pageNumber), pdf.displayList(pageNumber), colour, images);
}

type ReadPage = { widthMm: number; heightMm: number; content: PageContent | null; fonts: FontIssue[] };

/** A page as read; what cannot be read is left out (a broken content stream, a page of no size). */
function readPage(part: PreflightPart, pageNumber: number, colour: boolean, images: ImageColours): ReadPage {
  const read: ReadPage = { widthMm: 0, heightMm: 0, content: null, fonts: [] };
  let page;
  try {
    page = mupdfOf(part.handle).page(pageNumber);
    const [x0, y0, x1, y1] = page.getBounds();
    read.widthMm = pointsToMm(x1 - x0);
    read.heightMm = pointsToMm(y1 - y0);
  } catch {
    // A page that does not load has no size either: it is reported as a page of no size.
    return read;
  }
  try {
    read.fonts = fontIssuesOfPage(part.handle, page);
  } catch {
    // Broken font resources: the page's fonts are not checked, the rest is.
  }
  try {
    if (read.widthMm > 0 && read.heightMm > 0)
      read.content = contentOf(part.handle, pageNumber, colour, images);
  } catch {
    // A content stream mupdf cannot run: the page's content checks are skipped, its size is still checked.
  }
  return read;
}

function envelopeFinding(profile: PreflightProfile, letterPages: number): PreflightResult[] {
  if (!profile.envelope) return [];
  const { sheets } = composedPages(profile, letterPages);
  if (sheets <= profile.envelope.capacitySheets) return [];
  return [
    {
      code: 'envelopeCapacity',
      serviceChannels: [profile.serviceChannel],
      inputFileId: null,
      page: null,
      area: null,
      params: { sheets, capacity: profile.envelope.capacitySheets, envelope: profile.envelope.name },
    },
  ];
}

function fontFinding(
  profile: PreflightProfile,
  issue: FontIssue,
  inputFileId: string,
  page: number,
): PreflightResult {
  const { code, ...params } = issue;
  return { code, serviceChannels: [profile.serviceChannel], inputFileId, page, area: null, params };
}

/** Findings equal but for their channel, as one with all the channels' labels (in the order of the profiles). */
function merge(found: readonly PreflightResult[]): PreflightResult[] {
  const byKey = new Map<string, PreflightResult>();
  for (const result of found) {
    const { serviceChannels, ...rest } = result;
    const key = JSON.stringify(rest);
    const same = byKey.get(key);
    if (same)
      same.serviceChannels.push(...serviceChannels.filter((label) => !same.serviceChannels.includes(label)));
    else byKey.set(key, { ...result, serviceChannels: [...serviceChannels] });
  }
  return [...byKey.values()];
}
