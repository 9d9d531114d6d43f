import {
  decodePDFRawStream,
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFHexString,
  PDFName,
  PDFRawStream,
  PDFString,
  StandardFonts,
  rgb,
  type PDFFont,
  type PDFPage,
} from 'pdf-lib';
import { labelsFor, resolveLocale, translate, type LabelKey } from '@postbridge/domain';
import { ATTACHED_JSON_NAME, type EvidenceFile } from './evidence-format';

// The evidence file for people (docs/api.md "Evidence files"): the shipment, the timeline with each event's hash,
// the receipts and how to verify, in the caller's language; the signed JSON is attached (an embedded file), and
// it is what a verifier checks: the pages only show it.
//
// The PDF uses the standard fonts (no font file to ship): they draw Latin text only, so a Hebrew caller gets the
// English labels, and a character the fonts lack (a recipient's name in another script) is shown as "?" — the
// attached JSON keeps it exactly.
// It is laid out in the work pool (evidence-work.ts), off the API's event loop.

const PAGE = { width: 595.28, height: 841.89, margin: 40 };
const SIZE = { title: 16, heading: 11, text: 9, mono: 7 };

type Writer = {
  line: (text: string, opts?: { font?: PDFFont; size?: number; indent?: number; gap?: number }) => void;
};

export async function evidencePdf(file: EvidenceFile, locale: string): Promise<Uint8Array> {
  const code = resolveLocale(locale);
  // The standard fonts have no Hebrew letters (see above).
  const labels = labelsFor(code === 'he' ? 'en' : code);
  const t = (key: LabelKey, params?: Record<string, string | number>) => translate(labels, key, params);
  const doc = await PDFDocument.create();
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const mono = await doc.embedFont(StandardFonts.Courier);
  const drawable = new Set(regular.getCharacterSet());
  const safe = (text: string) =>
    [...text.replace(/[\u2013\u2014]/g, '-')]
      .map((ch) => {
        if (ch === '\n' || drawable.has(ch.codePointAt(0)!)) return ch;
        const base = ch.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
        return base.length === 1 && drawable.has(base.codePointAt(0)!) ? base : '?';
      })
      .join('');
  doc.setTitle(safe(`${t('details.evidence.pdf.title')} ${file.shipment.nuid ?? file.shipment.id}`));
  doc.setCreator('Postbridge');
  doc.setCreationDate(new Date(file.generatedAt));
  doc.setModificationDate(new Date(file.generatedAt));

  let page: PDFPage = doc.addPage([PAGE.width, PAGE.height]);
  let y = PAGE.height - PAGE.margin;
  const width = PAGE.width - 2 * PAGE.margin;
  const w: Writer = {
    line(text, opts = {}) {
      const font = opts.font ?? regular;
      const size = opts.size ?? SIZE.text;
      const indent = opts.indent ?? 0;
      for (const row of wrap(safe(text), font, size, width - indent)) {
        if (y - size < PAGE.margin) {
          page = doc.addPage([PAGE.width, PAGE.height]);
          y = PAGE.height - PAGE.margin;
        }
        y -= size * 1.3;
        page.drawText(row, { x: PAGE.margin + indent, y, size, font, color: rgb(0, 0, 0) });
      }
      y -= opts.gap ?? 0;
    },
  };
  const heading = (key: LabelKey) => {
    y -= 6;
    w.line(t(key), { font: bold, size: SIZE.heading, gap: 2 });
  };
  const field = (key: LabelKey, value: string) => w.line(`${t(key)}: ${value}`);

  w.line(t('details.evidence.pdf.title'), { font: bold, size: SIZE.title, gap: 4 });
  w.line(t('details.evidence.pdf.generatedAt', { date: file.generatedAt }), { gap: 4 });

  heading('details.evidence.pdf.shipment');
  field('details.evidence.pdf.number', `${file.shipment.nuid ?? '-'}  (${file.shipment.id})`);
  if (file.shipment.externalId) field('details.evidence.pdf.externalId', file.shipment.externalId);
  field('details.evidence.pdf.channel', file.shipment.channel.name ?? '-');
  const recipient = Object.entries(file.shipment.recipient)
    .filter(([, v]) => v !== null && v !== '')
    .map(([k, v]) => `${k}: ${String(v)}`);
  w.line(`${t('details.evidence.pdf.recipient')}:`);
  for (const row of recipient.length ? recipient : ['-']) w.line(row, { indent: 12 });
  field(
    'details.evidence.pdf.document',
    file.document.sha256
      ? `${file.document.name ?? ''}, ${t('details.evidence.pdf.pages', { first: file.document.firstPage ?? '', last: file.document.lastPage ?? '' })}`
      : '-',
  );
  if (file.document.sha256)
    w.line(`SHA-256 ${file.document.sha256}`, { font: mono, size: SIZE.mono, indent: 12 });
  if (file.outputFile) {
    field('details.evidence.pdf.outputFile', file.outputFile.name);
    w.line(`SHA-256 ${file.outputFile.sha256}`, { font: mono, size: SIZE.mono, indent: 12 });
  }

  heading('details.evidence.pdf.timeline');
  for (const e of file.events) {
    w.line(
      `${e.position}. ${e.statusCode}${e.statusMeaning ? ` ${e.statusMeaning}` : ''} - ${t('details.evidence.pdf.source')}: ${e.source}`,
      { font: bold },
    );
    w.line(
      `${t('details.evidence.pdf.at')}: ${e.at}   ${t('details.evidence.pdf.receivedAt')}: ${e.receivedAt}`,
      {
        indent: 12,
      },
    );
    w.line(`${t('details.evidence.pdf.hash')}: ${e.hash}`, { font: mono, size: SIZE.mono, indent: 12 });
    w.line(`${t('details.evidence.pdf.previousHash')}: ${e.previousHash ?? '-'}`, {
      font: mono,
      size: SIZE.mono,
      indent: 12,
    });
    for (const r of e.receipts) {
      w.line(`${t('details.evidence.pdf.receipt')}: ${r.name}  SHA-256 ${r.sha256}`, {
        font: mono,
        size: SIZE.mono,
        indent: 12,
      });
    }
    y -= 3;
  }

  heading('details.evidence.pdf.receipts');
  if (!file.receipts.length) w.line(t('details.evidence.pdf.noReceipts'));
  for (const r of file.receipts) {
    w.line(`${r.name} (${r.contentType}, ${r.size} B) - ${r.source}`);
    w.line(`SHA-256 ${r.sha256}`, { font: mono, size: SIZE.mono, indent: 12 });
  }

  heading('details.evidence.pdf.signature');
  w.line(t('details.evidence.pdf.publicKey'));
  w.line(file.instance.publicKey, { font: mono, size: SIZE.mono, indent: 12 });
  w.line(`${file.signature.algorithm} ${file.signature.value}`, { font: mono, size: SIZE.mono, indent: 12 });

  heading('details.evidence.pdf.verifyTitle');
  w.line(t('details.evidence.pdf.verifyAttached', { name: ATTACHED_JSON_NAME }));
  w.line(`npm run verify-evidence -- <file.pdf> --public-key ${file.instance.url}/api/evidence/public-key`, {
    font: mono,
    size: SIZE.mono,
    indent: 12,
  });
  w.line(t('details.evidence.pdf.verifyChain'));
  w.line(t('details.evidence.pdf.verifyKey'));

  await doc.attach(Buffer.from(JSON.stringify(file, null, 2), 'utf8'), ATTACHED_JSON_NAME, {
    mimeType: 'application/json',
    description: 'Signed evidence file (postbridge-evidence v1)',
    creationDate: new Date(file.generatedAt),
    modificationDate: new Date(file.generatedAt),
  });
  return doc.save();
}

function wrap(text: string, font: PDFFont, size: number, maxWidth: number): string[] {
  const rows: string[] = [];
  for (const paragraph of text.split('\n')) {
    let row = '';
    for (const word of paragraph.split(' ')) {
      const candidate = row ? `${row} ${word}` : word;
      if (font.widthOfTextAtSize(candidate, size) <= maxWidth) {
        row = candidate;
        continue;
      }
      if (row) rows.push(row);
      // A word longer than the line (a hash, a key) is cut.
      let rest = word;
      while (font.widthOfTextAtSize(rest, size) > maxWidth) {
        let n = rest.length;
        while (n > 1 && font.widthOfTextAtSize(rest.slice(0, n), size) > maxWidth) n--;
        rows.push(rest.slice(0, n));
        rest = rest.slice(n);
      }
      row = rest;
    }
    rows.push(row);
  }
  return rows;
}

/** The JSON attached to an evidence PDF (by its name), or null when the PDF has none. */
export async function attachedEvidenceJson(pdf: Uint8Array): Promise<string | null> {
  const doc = await PDFDocument.load(pdf, { updateMetadata: false });
  const names = doc.catalog.lookupMaybe(PDFName.of('Names'), PDFDict);
  const embedded = names?.lookupMaybe(PDFName.of('EmbeddedFiles'), PDFDict);
  const list = embedded?.lookupMaybe(PDFName.of('Names'), PDFArray);
  if (!list) return null;
  for (let i = 0; i + 1 < list.size(); i += 2) {
    const name = list.lookup(i);
    const text = name instanceof PDFString || name instanceof PDFHexString ? name.decodeText() : '';
    if (text !== ATTACHED_JSON_NAME) continue;
    const spec = list.lookup(i + 1, PDFDict);
    const stream = spec.lookupMaybe(PDFName.of('EF'), PDFDict)?.lookup(PDFName.of('F'));
    if (!(stream instanceof PDFRawStream)) return null;
    return Buffer.from(decodePDFRawStream(stream).decode()).toString('utf8');
  }
  return null;
}
