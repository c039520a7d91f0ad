import { describe, expect, it } from 'vitest';
import { writePdf } from '../../lib/sandbox/pdf/writer.ts';
import { contentStream, textWidth } from '../../lib/sandbox/pdf/content.ts';

/** The sandbox's hand-written PDF: a well-formed header, objects where the xref says, and the drawing. */

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
        {
          ops: [
            { op: 'rect', x: 0, y: 750, width: 595, height: 92, fill: '#0f5c8c' },
            { op: 'text', text: 'Midnight Jazz Session', x: 40, y: 700, size: 26, style: 'bold' },
            { op: 'text', text: 'Holder: Jörg (Guest) \\ Ünal', x: 40, y: 680, size: 11 },
          ],
        },
        { ops: [{ op: 'text', text: 'Emoji 🎫 and tab\there, 12,00 € – ok', x: 40, y: 800, size: 11 }] },
      ],
      { title: 'Tickets – Jazz' },
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

  it('has one page per entry and draws the texts, escaped and in WinAnsi', () => {
    expect(pdf).toContain('/Type /Pages /Kids [6 0 R 8 0 R] /Count 2');
    expect(pdf).toContain('(Midnight Jazz Session) Tj');
    expect(pdf).toContain('(Holder: J\xf6rg \\(Guest\\) \\\\ \xdcnal) Tj');
    // The euro sign and the en dash have WinAnsi codes (0x80, 0x96); the emoji has none.
    expect(pdf).toContain('(Emoji ? and tab here, 12,00 \x80 \x96 ok) Tj');
    expect(pdf).toContain('/BaseFont /Helvetica ');
    expect(pdf).toContain('/BaseFont /Helvetica-Bold ');
  });

  it('writes the title as UTF-16, so its dash survives', () => {
    const hex = [...'Tickets – Jazz'].map((char) => char.charCodeAt(0).toString(16).padStart(4, '0').toUpperCase()).join('');
    expect(pdf).toContain(`/Title <FEFF${hex}>`);
  });

  it('refuses a document without pages', () => {
    expect(() => writePdf([])).toThrow();
  });
});

describe('contentStream', () => {
  const stream = (...ops: Parameters<typeof contentStream>[0]['ops']) => contentStream({ ops });

  it('sets font, colour and position of a text', () => {
    expect(stream({ op: 'text', text: 'Hi', x: 40, y: 700.456, size: 12, style: 'bold', color: '#ffffff' })).toBe('BT /F2 12 Tf 1 1 1 rg 40 700.46 Td (Hi) Tj ET');
    expect(stream({ op: 'text', text: 'Hi', x: 40, y: 700, size: 12 })).toBe('BT /F1 12 Tf 0 0 0 rg 40 700 Td (Hi) Tj ET');
  });

  it.each([
    { align: 'center' as const, x: 100 - 7.22 },
    { align: 'right' as const, x: 100 - 14.44 },
    { align: 'left' as const, x: 100 },
  ])('moves $align-aligned text by its width (AB in bold at 10 pt is 14.44 pt)', ({ align, x }) => {
    expect(textWidth('AB', 10, 'bold')).toBeCloseTo(14.44);
    expect(stream({ op: 'text', text: 'AB', x: 100, y: 0, size: 10, style: 'bold', align })).toContain(` ${Math.round(x * 100) / 100} 0 Td`);
  });

  it('fills, strokes or does both for a rectangle', () => {
    expect(stream({ op: 'rect', x: 0, y: 750, width: 595, height: 92, fill: '#0f5c8c' })).toBe('0.06 0.36 0.55 rg 0 750 595 92 re f');
    expect(stream({ op: 'rect', x: 1, y: 2, width: 3, height: 4, stroke: '#000', lineWidth: 0.5 })).toBe('0 0 0 RG 0.5 w 1 2 3 4 re S');
    expect(stream({ op: 'rect', x: 1, y: 2, width: 3, height: 4, fill: '#fff', stroke: '#000' })).toBe('1 1 1 rg 0 0 0 RG 1 w 1 2 3 4 re B');
  });

  it('rounds corners with four curves and closes the path', () => {
    const path = stream({ op: 'rect', x: 40, y: 100, width: 60, height: 60, radius: 14, fill: '#ffffff' });
    expect(path.match(/ c /g)).toHaveLength(4);
    expect(path.startsWith('1 1 1 rg 54 100 m ')).toBe(true);
    expect(path.endsWith(' h f')).toBe(true);
  });

  it('strokes a line', () => {
    expect(stream({ op: 'line', from: [40, 500], to: [555, 500], color: '#d1d5db', width: 0.75 })).toBe('0.82 0.84 0.86 RG 0.75 w 40 500 m 555 500 l S');
  });
});
