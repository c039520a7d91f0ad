/**
 * Advance widths of Helvetica and Helvetica-Bold (Adobe's font metrics, in 1/1000 of the font size)
 * for the WinAnsi bytes the writer emits, so text can be centred, right-aligned and wrapped. Accented
 * letters take their base letter's width, as they do in the fonts.
 */

export type FontStyle = 'regular' | 'bold';

// Space (0x20) to tilde (0x7E), in code order.
const ASCII: Record<FontStyle, readonly number[]> = {
  regular: [
    278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278, // space - /
    556, 556, 556, 556, 556, 556, 556, 556, 556, 556, 278, 278, 584, 584, 584, 556, // 0 - ?
    1015, 667, 667, 722, 722, 667, 611, 778, 722, 278, 500, 667, 556, 833, 722, 778, // @ - O
    667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 278, 278, 278, 469, 556, // P - _
    333, 556, 556, 500, 556, 556, 278, 556, 556, 222, 222, 500, 222, 833, 556, 556, // ` - o
    556, 556, 333, 500, 278, 556, 500, 722, 500, 500, 500, 334, 260, 334, 584, // p - ~
  ],
  bold: [
    278, 333, 474, 556, 556, 889, 722, 238, 333, 333, 389, 584, 278, 333, 278, 278,
    556, 556, 556, 556, 556, 556, 556, 556, 556, 556, 333, 333, 584, 584, 584, 611,
    975, 722, 722, 722, 722, 667, 611, 778, 722, 278, 556, 722, 611, 833, 722, 778,
    667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 333, 278, 333, 584, 556,
    333, 556, 611, 556, 611, 556, 333, 611, 611, 278, 278, 556, 278, 889, 611, 611,
    611, 611, 389, 556, 333, 611, 556, 778, 556, 556, 500, 389, 280, 389, 584,
  ],
};

/** Bytes beyond ASCII that are not an accented ASCII letter: [regular, bold]. */
const OTHERS: ReadonlyMap<number, readonly [number, number]> = new Map([
  [0x80, [556, 556]], // €
  [0x82, [222, 278]],
  [0x83, [556, 556]],
  [0x84, [333, 500]],
  [0x85, [1000, 1000]], // …
  [0x86, [556, 556]],
  [0x87, [556, 556]],
  [0x88, [333, 333]],
  [0x89, [1000, 1000]],
  [0x8b, [333, 333]],
  [0x8c, [1000, 1000]],
  [0x91, [222, 278]],
  [0x92, [222, 278]],
  [0x93, [333, 500]],
  [0x94, [333, 500]],
  [0x95, [350, 350]], // •
  [0x96, [556, 556]], // –
  [0x97, [1000, 1000]], // —
  [0x98, [333, 333]],
  [0x99, [1000, 1000]],
  [0x9b, [333, 333]],
  [0x9c, [944, 944]],
  [0xa0, [278, 278]], // no-break space
  [0xa1, [333, 333]],
  [0xa2, [556, 556]],
  [0xa3, [556, 556]],
  [0xa4, [556, 556]],
  [0xa5, [556, 556]],
  [0xa6, [260, 280]],
  [0xa7, [556, 556]],
  [0xa8, [333, 333]],
  [0xa9, [737, 737]],
  [0xaa, [370, 370]],
  [0xab, [556, 556]],
  [0xac, [584, 584]],
  [0xad, [333, 333]],
  [0xae, [737, 737]],
  [0xaf, [333, 333]],
  [0xb0, [400, 400]],
  [0xb1, [584, 584]],
  [0xb2, [333, 333]],
  [0xb3, [333, 333]],
  [0xb4, [333, 333]],
  [0xb5, [556, 611]],
  [0xb6, [537, 556]],
  [0xb7, [278, 278]], // ·
  [0xb8, [333, 333]],
  [0xb9, [333, 333]],
  [0xba, [365, 365]],
  [0xbb, [556, 556]],
  [0xbc, [834, 834]],
  [0xbd, [834, 834]],
  [0xbe, [834, 834]],
  [0xbf, [611, 611]],
  [0xc6, [1000, 1000]], // Æ
  [0xd0, [722, 722]], // Ð
  [0xd7, [584, 584]], // ×
  [0xd8, [778, 778]], // Ø
  [0xde, [667, 667]], // Þ
  [0xdf, [611, 611]], // ß
  [0xe6, [889, 889]], // æ
  // ì í î ï are drawn on a dotless i, wider than Helvetica's i.
  [0xec, [278, 278]],
  [0xed, [278, 278]],
  [0xee, [278, 278]],
  [0xef, [278, 278]],
  [0xf0, [556, 611]], // ð
  [0xf7, [584, 584]], // ÷
  [0xf8, [611, 611]], // ø
  [0xfe, [556, 611]], // þ
]);

/** Š, Ž, š, ž, Ÿ sit in 0x80-0x9F but are letters like the accented Latin-1 ones. */
const HIGH_LETTERS: ReadonlyMap<number, string> = new Map([
  [0x8a, 'S'],
  [0x8e, 'Z'],
  [0x9a, 's'],
  [0x9e, 'z'],
  [0x9f, 'Y'],
]);

function asciiWidth(code: number, style: FontStyle): number | undefined {
  return code >= 0x20 && code <= 0x7e ? ASCII[style][code - 0x20] : undefined;
}

function byteWidth(code: number, style: FontStyle): number {
  const ascii = asciiWidth(code, style);
  if (ascii !== undefined) return ascii;
  const other = OTHERS.get(code);
  if (other) return style === 'bold' ? other[1] : other[0];
  // À-ÿ: the letter without its accent (Ä → A) is as wide as the accented one.
  const base = HIGH_LETTERS.get(code) ?? String.fromCharCode(code).normalize('NFD').charAt(0);
  return asciiWidth(base.charCodeAt(0), style) ?? 556;
}

/** Width in points of WinAnsi-encoded text (see toWinAnsi) at `size` points. */
export function winAnsiWidth(bytes: string, style: FontStyle, size: number): number {
  let units = 0;
  for (let index = 0; index < bytes.length; index += 1) units += byteWidth(bytes.charCodeAt(index), style);
  return (units * size) / 1000;
}
