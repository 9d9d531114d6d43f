import { ADDRESS_WINDOWS_MM } from '@postbridge/documents';
import { CHANNEL_PREVIEW_SAMPLE, PAGE_SIZES_MM, type PageFormat } from '@postbridge/domain';

// The page a preview without a sample PDF stamps: one blank page of the output file's format, with the sample
// recipient in the DL window when the format has one (where a letter shows its address), written as a tiny PDF
// so that composition takes it as it takes a deposited letter (a DOCUMENT page).

const POINTS_PER_MM = 72 / 25.4;
const FONT_SIZE = 10;
const LINE_HEIGHT_PT = 12;

const escape = (text: string) => text.replace(/[\\()]/g, (c) => `\\${c}`);

/** The bytes of a one-page PDF of `format` with the sample address block. */
export function blankSamplePage(format: PageFormat): Uint8Array {
  const size = PAGE_SIZES_MM[format];
  const width = size.width * POINTS_PER_MM;
  const height = size.height * POINTS_PER_MM;
  const window = ADDRESS_WINDOWS_MM.DL[format];
  const lines = window
    ? CHANNEL_PREVIEW_SAMPLE.recipient.map((line, i) => {
        const x = (window.left + 5) * POINTS_PER_MM;
        const y = height - (window.top + 5) * POINTS_PER_MM - FONT_SIZE - i * LINE_HEIGHT_PT;
        return `BT /F1 ${FONT_SIZE} Tf ${x.toFixed(2)} ${y.toFixed(2)} Td (${escape(line)}) Tj ET`;
      })
    : [];
  const content = lines.join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${width.toFixed(2)} ${height.toFixed(2)}] /Resources << /Font << /F1 5 0 R >> >> /Contents 4 0 R >>`,
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
  ];
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(Buffer.byteLength(pdf, 'latin1'));
    pdf += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(pdf, 'latin1');
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  pdf += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new Uint8Array(Buffer.from(pdf, 'latin1'));
}
