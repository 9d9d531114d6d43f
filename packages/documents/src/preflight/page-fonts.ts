import type * as mupdf from 'mupdf';
import { fontSubstituteOf } from '../fonts';
import { Scope } from '../pdf/mupdf-objects';
import type { PdfHandle } from '../pdf/open-pdf';
import { dictionaryEntries } from '../pdf/printed-dictionary';

/** A font a print engine handles badly: drawn glyphs (Type 3), or not embedded (with its substitute if any). */
export type FontIssue =
  | { code: 'type3Font'; font: string }
  | { code: 'fontNotEmbedded'; font: string; substitute: string }
  | { code: 'fontNotSubstitutable'; font: string };

/** How deep Form XObjects are followed into each other: deeper nesting is a loop or a broken file. */
const MAX_DEPTH = 12;
/** Resources printed longer than this (inline fonts, many forms) are walked each time rather than kept. */
const MAX_PRINTED = 2000;
/** Distinct printed resources kept per handle. */
const MAX_PRINTED_KEPT = 1000;

/**
 * What is known of a handle's objects, by object number: a font's issue (or none), and the fonts of an
 * indirect resource dictionary or of a Form XObject. Letters of a batch share their fonts: a font used by
 * 10,000 pages is read once. The cache holds plain values, nothing of mupdf, and goes with the handle.
 */
type Known = {
  fonts: Map<number, FontIssue | null>;
  resources: Map<number, readonly FontIssue[]>;
  forms: Map<number, readonly FontIssue[]>;
  /** By the printed text of a page's resources. */
  printed: Map<string, readonly FontIssue[]>;
};
const knownByHandle = new WeakMap<PdfHandle, Known>();

/** One walk: the resource dictionaries being read, and whether a loop cut it (what it found is then partial). */
type Walk = { known: Known; visiting: Set<number>; cut: boolean };

/**
 * The font issues of a page: the fonts of its resources (inherited from the page tree if need be) and of the
 * Form XObjects it draws, recursively. Fonts the resources name but the page does not use count too, as
 * `pdffonts` counts them.
 */
export function fontIssuesOfPage(handle: PdfHandle, page: mupdf.PDFPage): FontIssue[] {
  let known = knownByHandle.get(handle);
  if (!known)
    knownByHandle.set(
      handle,
      (known = { fonts: new Map(), resources: new Map(), forms: new Map(), printed: new Map() }),
    );
  const scope = new Scope();
  try {
    const object = scope.take(page.getObject());
    const resources = scope.take(object.getInheritable('Resources'));
    // Pages made by the same tool print their resources alike ("<</Font<</F1 4 0 R>>>>", or "12 0 R" when
    // shared): the same text names the same objects, so the walk is made once per text.
    const printed = resources.toString(true, true);
    const cacheable = printed.length <= MAX_PRINTED && known.printed.size < MAX_PRINTED_KEPT;
    const cached = known.printed.get(printed);
    if (cached) return [...cached];
    const walk: Walk = { known, visiting: new Set(), cut: false };
    const issues = resourceIssues(resources, walk, 0);
    if (cacheable && !walk.cut) known.printed.set(printed, issues);
    return [...issues];
  } finally {
    scope.free();
  }
}

function resourceIssues(resources: mupdf.PDFObject, walk: Walk, depth: number): readonly FontIssue[] {
  if (!resources.isDictionary()) return [];
  const number = resources.isIndirect() ? resources.asIndirect() : 0;
  const cached = walk.known.resources.get(number);
  if (cached) return cached;
  if (depth > MAX_DEPTH || walk.visiting.has(number)) {
    walk.cut = true;
    return [];
  }
  if (number > 0) walk.visiting.add(number);
  const issues = new Map<string, FontIssue>();
  const note = (issue: FontIssue) => issues.set(`${issue.code}:${issue.font}`, issue);
  const scope = new Scope();
  try {
    const fonts = scope.take(resources.get('Font'));
    for (const key of dictKeys(fonts)) {
      const issue = fontIssue(scope.take(fonts.get(key)), key, walk.known);
      if (issue) note(issue);
    }
    const xobjects = scope.take(resources.get('XObject'));
    for (const key of dictKeys(xobjects)) {
      const xobject = scope.take(xobjects.get(key));
      const formNumber = xobject.isIndirect() ? xobject.asIndirect() : 0;
      let form = walk.known.forms.get(formNumber);
      if (!form) {
        const subtype = scope.take(xobject.get('Subtype'));
        // Images have no fonts. A form without resources of its own uses its page's (PDF 1.7 §8.10.1).
        form =
          subtype.isName() && subtype.asName() === 'Form'
            ? resourceIssues(scope.take(xobject.get('Resources')), walk, depth + 1)
            : [];
        if (formNumber > 0 && !walk.cut) walk.known.forms.set(formNumber, form);
      }
      form.forEach(note);
    }
  } finally {
    scope.free();
    if (number > 0) walk.visiting.delete(number);
  }
  const found = [...issues.values()];
  if (number > 0 && !walk.cut) walk.known.resources.set(number, found);
  return found;
}

function fontIssue(font: mupdf.PDFObject, key: string, known: Known): FontIssue | null {
  const number = font.isIndirect() ? font.asIndirect() : 0;
  if (number > 0 && known.fonts.has(number)) return known.fonts.get(number)!;
  const issue = readFontIssue(font, key);
  if (number > 0) known.fonts.set(number, issue);
  return issue;
}

function readFontIssue(font: mupdf.PDFObject, key: string): FontIssue | null {
  if (!font.isDictionary()) return null;
  const scope = new Scope();
  const nameOf = (obj: mupdf.PDFObject) => (obj.isName() ? obj.asName() : '');
  try {
    const subtype = nameOf(scope.take(font.get('Subtype')));
    const baseFont = nameOf(scope.take(font.get('BaseFont')));
    const name = (baseFont || nameOf(scope.take(font.get('Name'))) || key).replace(/^[A-Z]{6}\+/, '');
    if (subtype === 'Type3') return { code: 'type3Font', font: name };
    // A composite font keeps its glyphs in its descendant.
    const described = subtype === 'Type0' ? scope.take(font.get('DescendantFonts', 0)) : font;
    const descriptor = scope.take(described.get('FontDescriptor'));
    const embedded =
      descriptor.isDictionary() &&
      ['FontFile', 'FontFile2', 'FontFile3'].some((file) => !scope.take(descriptor.get(file)).isNull());
    if (embedded) return null;
    const substitute = fontSubstituteOf(baseFont || name);
    return substitute
      ? { code: 'fontNotEmbedded', font: name, substitute }
      : { code: 'fontNotSubstitutable', font: name };
  } finally {
    scope.free();
  }
}

/** The keys of a dictionary (pdf/printed-dictionary.ts: read without leaking a wrapper per key). */
const dictKeys = (dict: mupdf.PDFObject): string[] =>
  dict.isDictionary() ? [...dictionaryEntries(dict.toString()).keys()] : [];
