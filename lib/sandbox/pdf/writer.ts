import { PAGE_HEIGHT, PAGE_WIDTH, contentStream, type PdfPage } from './content.ts';
import { pdfTextString } from './win-ansi.ts';

/**
 * A minimal PDF 1.4 writer for the sandbox's e-tickets: A4 pages drawn with Helvetica text, filled
 * shapes and lines (content.ts), one content stream per page, and an exact cross-reference table.
 * The sandbox only has to hand out a file every viewer opens and every scanner reads; a PDF library
 * would be a dependency for a few rectangles and lines of text.
 */

export type { DrawOp, PdfPage } from './content.ts';

/** The file's bytes. Every object body is one byte per character, so a string's length is its byte length. */
export function writePdf(pages: readonly PdfPage[], info: { title?: string } = {}): Uint8Array<ArrayBuffer> {
  if (pages.length === 0) throw new Error('A PDF needs at least one page');
  const objects: string[] = [];
  const add = (body: string) => objects.push(body);
  // Fixed numbers: 1 catalog, 2 page tree, 3 and 4 fonts, 5 info; pages and contents follow in pairs.
  const firstPage = 6;
  const kids = pages.map((_, index) => `${firstPage + index * 2} 0 R`).join(' ');
  add('<< /Type /Catalog /Pages 2 0 R >>');
  add(`<< /Type /Pages /Kids [${kids}] /Count ${pages.length} >>`);
  add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>');
  add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>');
  add(`<< /Producer (Sandbox ticketing API)${info.title ? ` /Title ${pdfTextString(info.title)}` : ''} >>`);
  pages.forEach((page, index) => {
    const contents = firstPage + index * 2 + 1;
    add(`<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE_WIDTH} ${PAGE_HEIGHT}] /Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> /Contents ${contents} 0 R >>`);
    const stream = contentStream(page);
    add(`<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`);
  });

  // The binary comment line tells transfer tools the file is not text.
  let out = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets: number[] = [];
  objects.forEach((body, index) => {
    offsets.push(out.length);
    out += `${index + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xrefAt = out.length;
  // Each entry is exactly 20 bytes: 10-digit offset, space, 5-digit generation, space, flag, CR LF.
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f\r\n`;
  for (const offset of offsets) out += `${String(offset).padStart(10, '0')} 00000 n\r\n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info 5 0 R >>\nstartxref\n${xrefAt}\n%%EOF\n`;
  return Uint8Array.from(out, (char) => char.charCodeAt(0));
}
