import zlib from 'node:zlib';
import { PDFDocument, PDFName, PDFString, type PDFRef } from 'pdf-lib';
import { letterBatch } from './letters';

// Files made to attack an upload (issue 21, the corpus of upload-corpus.int.test.ts), written byte by byte where
// no library would write them: ZIP entries that lie about their size or name, page trees that loop, PDFs with
// active content.

/** The address of every letter of the corpus. */
export const ADDRESSES = [['Mme Ada Martin', '12 rue de la Paix', '75002 PARIS']];

/** A ZIP of one deflated entry of `size` zeros, built from one compressed megabyte repeated (no GB in memory). */
export function zipBomb(name: string, size = 1024 ** 3): Buffer {
  const MB = 1024 * 1024;
  const zeros = Buffer.alloc(MB);
  // A sync flush ends the block on a byte boundary, not final: the same bytes can follow themselves.
  const block = zlib.deflateRawSync(zeros, { finishFlush: zlib.constants.Z_SYNC_FLUSH, level: 9 });
  const count = size / MB;
  const data = Buffer.concat([...Array.from({ length: count }, () => block), Buffer.from([0x03, 0x00])]);
  let crc = 0;
  for (let i = 0; i < count; i++) crc = zlib.crc32(zeros, crc);
  return zipOf([{ name, method: 8, crc, compressed: data, size }]);
}

type RawEntry = { name: string; method: number; crc: number; compressed: Buffer; size: number };

/** A ZIP written header by header, so that a test sets what each entry declares. */
export function zipOf(entries: RawEntry[], prefix: Buffer = Buffer.alloc(0)): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = prefix.length;
  for (const e of entries) {
    const name = Buffer.from(e.name, 'utf8');
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x0800, 6);
    local.writeUInt16LE(e.method, 8);
    local.writeUInt32LE(e.crc >>> 0, 14);
    local.writeUInt32LE(e.compressed.length, 18);
    local.writeUInt32LE(e.size, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x0800, 8);
    central.writeUInt16LE(e.method, 10);
    central.writeUInt32LE(e.crc >>> 0, 16);
    central.writeUInt32LE(e.compressed.length, 20);
    central.writeUInt32LE(e.size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, e.compressed);
    centrals.push(central, name);
    offset += local.length + name.length + e.compressed.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([prefix, ...locals, directory, end]);
}

/** Entries stored as they are (method 0), for archives of archives and for polyglots. */
export const stored = (files: Record<string, Buffer>): RawEntry[] =>
  Object.entries(files).map(([name, bytes]) => ({
    name,
    method: 0,
    crc: zlib.crc32(bytes),
    compressed: bytes,
    size: bytes.length,
  }));

/** A PDF written object by object with a correct cross-reference table: for page trees no library would write. */
export function rawPdf(objects: string[]): Buffer {
  let body = '%PDF-1.7\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const o of offsets) body += `${String(o).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

const PAGE_CONTENT = 'BT /F1 10 Tf 300 650 Td (Mme Ada Martin) Tj ET';
export const page = (parent: number, contents: number, box = '[0 0 595 842]') =>
  `<< /Type /Page /Parent ${parent} 0 R /MediaBox ${box} /Contents ${contents} 0 R /Resources << /Font << /F1 << /Type /Font /Subtype /Type1 /BaseFont /Helvetica >> >> >> >>`;
export const content = `<< /Length ${PAGE_CONTENT.length} >>\nstream\n${PAGE_CONTENT}\nendstream`;

/** A valid one-letter batch with `arm` adding active content to it, through pdf-lib's objects. */
async function activeLetter(arm: (doc: PDFDocument, register: (o: object) => PDFRef) => void) {
  const doc = await PDFDocument.load(await letterBatch(ADDRESSES));
  const register = (o: object) => doc.context.register(doc.context.obj(o as never));
  arm(doc, register);
  return Buffer.from(await doc.save());
}

const js = (code: string) => ({ Type: 'Action', S: 'JavaScript', JS: PDFString.of(code) });

export const withJavaScript = () =>
  activeLetter((doc, register) => {
    doc.catalog.set(PDFName.of('OpenAction'), register(js('app.alert("opened")')));
    doc.catalog.set(PDFName.of('AA'), doc.context.obj({ WC: register(js('app.alert("closed")')) }));
    doc.catalog.set(
      PDFName.of('Names'),
      doc.context.obj({ JavaScript: { Names: [PDFString.of('a'), register(js('app.alert("named")'))] } }),
    );
    const page = doc.getPage(0).node;
    page.set(PDFName.of('AA'), doc.context.obj({ O: register(js('app.alert("page")')) }));
    page.set(
      PDFName.of('Annots'),
      doc.context.obj([
        register({ Type: 'Annot', Subtype: 'Link', Rect: [0, 0, 200, 200], A: js('app.alert("link")') }),
      ]),
    );
  });

export const withLaunch = () =>
  activeLetter((doc, register) => {
    const launch = { S: 'Launch', F: PDFString.of('cmd.exe'), Win: { F: PDFString.of('cmd.exe') } };
    doc.catalog.set(PDFName.of('OpenAction'), register(launch));
    doc
      .getPage(0)
      .node.set(
        PDFName.of('Annots'),
        doc.context.obj([register({ Type: 'Annot', Subtype: 'Link', Rect: [0, 0, 200, 200], A: launch })]),
      );
  });

// The annotations sit in the body of the letter, clear of its window, edges and stamped areas: print pre-flight
// would otherwise (rightly) keep the letter from the post, and the test would print nothing to look into.
export const withEmbeddedFile = () =>
  activeLetter((doc, register) => {
    const file = doc.context.register(doc.context.stream('MZ payload', { Type: 'EmbeddedFile' }));
    const spec = register({ Type: 'Filespec', F: PDFString.of('invoice.exe'), EF: { F: file } });
    doc.catalog.set(
      PDFName.of('Names'),
      doc.context.obj({ EmbeddedFiles: { Names: [PDFString.of('invoice.exe'), spec] } }),
    );
    doc.getPage(0).node.set(
      PDFName.of('Annots'),
      doc.context.obj([
        register({ Type: 'Annot', Subtype: 'FileAttachment', Rect: [400, 300, 420, 320], FS: spec }),
        register({
          Type: 'Annot',
          Subtype: 'RichMedia',
          Rect: [300, 200, 400, 300],
          RichMediaContent: { Assets: { Names: [PDFString.of('movie.swf'), spec] } },
        }),
      ]),
    );
  });
