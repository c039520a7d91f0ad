import { describe, expect, it } from 'vitest';
import { writePdf } from '../../lib/sandbox/pdf/writer.ts';

/** The sandbox's hand-written PDF: a well-formed header, objects where the xref says, and the texts. */

const text = (bytes: Uint8Array) => Buffer.from(bytes).toString('latin1');

function xrefOffsets(pdf: string): { count: number; offsets: number[]; startxref: number } {
  const startxref = Number(/startxref\n(\d+)\n%%EOF\n$/.exec(pdf)?.[1]);
  const table = pdf.slice(startxref);
  const header = /^xref\n0 (\d+)\n/.exec(table);
  if (!header?.[1]) throw new Error('no xref table at startxref');
  const count = Number(header[1]);
  const entries = table.slice(header[0].length).match(/^(\d{10}) (\d{5}) ([nf])\r\n/gm) ?? [];
  return { count, startxref, offsets: entries.slice(1, count).map((entry) => Number(entry.slice(0, 10))) };
}

describe('writePdf', () => {
  const pdf = text(
    writePdf(
      [
        { lines: [{ text: 'Midnight Jazz Session', size: 20, bold: true }, { text: 'Holder: Jörg (Guest) \\ Ünal' }] },
        { lines: [{ text: 'Second page' }, { text: 'Emoji 🎫 and tab\there' }] },
      ],
      { title: 'Tickets' },
    ),
  );

  it('starts with the PDF 1.4 header and ends with %%EOF', () => {
    expect(pdf.startsWith('%PDF-1.4\n')).toBe(true);
    expect(pdf.endsWith('%%EOF\n')).toBe(true);
  });

  it('has an xref table whose offsets point at each object', () => {
    const { count, offsets, startxref } = xrefOffsets(pdf);
    expect(pdf.slice(startxref, startxref + 4)).toBe('xref');
    expect(offsets).toHaveLength(count - 1);
    offsets.forEach((offset, index) => expect(pdf.slice(offset, offset + `${index + 1} 0 obj`.length)).toBe(`${index + 1} 0 obj`));
    expect(pdf).toContain(`/Size ${count}`);
  });

  it('gives every content stream its exact length', () => {
    const streams = [...pdf.matchAll(/<< \/Length (\d+) >>\nstream\n([\s\S]*?)\nendstream/g)];
    expect(streams).toHaveLength(2);
    for (const [, length, body] of streams) expect(body?.length).toBe(Number(length));
  });

  it('has one page per entry and draws the texts, escaped and in Latin-1', () => {
    expect(pdf).toContain('/Type /Pages /Kids [6 0 R 8 0 R] /Count 2');
    expect(pdf).toContain('(Midnight Jazz Session) Tj');
    expect(pdf).toContain('(Holder: J\xf6rg \\(Guest\\) \\\\ \xdcnal) Tj');
    expect(pdf).toContain('(Emoji ? and tab here) Tj');
    expect(pdf).toContain('/BaseFont /Helvetica ');
    expect(pdf).toContain('/Title (Tickets)');
  });

  it('refuses a document without pages', () => {
    expect(() => writePdf([])).toThrow();
  });
});
