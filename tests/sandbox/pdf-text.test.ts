import { describe, expect, it } from 'vitest';
import { toWinAnsi } from '../../lib/sandbox/pdf/win-ansi.ts';
import { winAnsiWidth } from '../../lib/sandbox/pdf/helvetica-widths.ts';
import { textWidth } from '../../lib/sandbox/pdf/content.ts';
import { clampLines, wrapText } from '../../lib/sandbox/pdf/text-wrap.ts';

/** Text on the e-ticket: what the standard fonts can draw, how wide it is, and where lines break. */

describe('toWinAnsi', () => {
  it.each([
    { input: 'Jörg Ünal, Straße', output: 'J\xf6rg \xdcnal, Stra\xdfe', why: 'Latin-1 stays as it is' },
    { input: '39,00\u00a0€', output: '39,00\xa0\x80', why: 'the euro sign has a WinAnsi code; the no-break space stays' },
    { input: '„Jazz“ – live…', output: '\x84Jazz\x93 \x96 live\x85', why: 'typographic quotes, dash and ellipsis' },
    { input: '7:30\u202fPM', output: '7:30 PM', why: 'a narrow no-break space becomes a space' },
    { input: 'tab\tnew\nline', output: 'tab new line', why: 'control characters become spaces' },
    { input: 'Zoë 🎫 東京', output: 'Zo\xeb ? ??', why: 'anything else becomes ?' },
  ])('$why', ({ input, output }) => {
    expect(toWinAnsi(input)).toBe(output);
  });
});

describe('Helvetica widths', () => {
  // Adobe's metrics, in thousandths of the font size.
  it.each([
    { text: ' ', regular: 278, bold: 278 },
    { text: 'i', regular: 222, bold: 278 },
    { text: 'm', regular: 833, bold: 889 },
    { text: 'W', regular: 944, bold: 944 },
    { text: '0', regular: 556, bold: 556 },
    { text: '@', regular: 1015, bold: 975 },
    { text: 'Ä', regular: 667, bold: 722 },
    { text: 'ß', regular: 611, bold: 611 },
    { text: 'í', regular: 278, bold: 278 },
    { text: '€', regular: 556, bold: 556 },
    { text: '—', regular: 1000, bold: 1000 },
  ])('$text: $regular regular, $bold bold', ({ text, regular, bold }) => {
    expect(winAnsiWidth(toWinAnsi(text), 'regular', 1000)).toBe(regular);
    expect(winAnsiWidth(toWinAnsi(text), 'bold', 1000)).toBe(bold);
  });

  it('scales with the font size', () => {
    expect(textWidth('Jazz', 10)).toBeCloseTo((500 + 556 + 500 + 500) / 100);
  });
});

describe('wrapText', () => {
  const font = { maxWidth: textWidth('Valid for one', 10), size: 10 };

  it('puts as many words on a line as fit', () => {
    expect(wrapText('Valid for one more show', font)).toEqual(['Valid for one', 'more show']);
    expect(wrapText('  Valid   for\none  ', font)).toEqual(['Valid for one']);
  });

  it('does not break at a no-break space', () => {
    expect(wrapText('Valid for 39,00\u00a0€', { ...font, maxWidth: textWidth('Valid for 39,00', 10) })).toEqual(['Valid for', '39,00\u00a0€']);
  });

  it('cuts a word longer than a line', () => {
    const lines = wrapText('https://riverside-live.example/terms-and-conditions', { maxWidth: 60, size: 10 });
    expect(lines.join('')).toBe('https://riverside-live.example/terms-and-conditions');
    expect(lines.every((line) => textWidth(line, 10) <= 60)).toBe(true);
  });

  it('ends even when not one letter fits', () => {
    expect(wrapText('WW', { maxWidth: 1, size: 10 })).toEqual(['W', 'W']);
  });

  it('clamps to a number of lines with an ellipsis that fits', () => {
    const lines = clampLines(['first line', 'second line', 'third line'], 2, { maxWidth: textWidth('second line', 10), size: 10 });
    expect(lines).toHaveLength(2);
    expect(lines[1]?.endsWith('…')).toBe(true);
    expect(textWidth(lines[1] ?? '', 10)).toBeLessThanOrEqual(textWidth('second line', 10));
  });
});
