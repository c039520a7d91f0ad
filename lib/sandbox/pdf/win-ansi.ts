/**
 * Text as the standard fonts draw it: WinAnsiEncoding, one byte per character. It matches Latin-1
 * for 0xA0-0xFF (umlauts, ß) and puts typographic marks into 0x80-0x9F; the euro sign matters most,
 * since Intl.NumberFormat writes "12,00 €". Anything else beyond Latin-1 becomes '?'.
 */

/** The Unicode characters WinAnsiEncoding keeps in 0x80-0x9F (where Latin-1 has control codes). */
const HIGH_CODES: ReadonlyMap<number, number> = new Map([
  [0x20ac, 0x80], // €
  [0x201a, 0x82], // ‚
  [0x0192, 0x83], // ƒ
  [0x201e, 0x84], // „
  [0x2026, 0x85], // …
  [0x2020, 0x86], // †
  [0x2021, 0x87], // ‡
  [0x02c6, 0x88], // ˆ
  [0x2030, 0x89], // ‰
  [0x0160, 0x8a], // Š
  [0x2039, 0x8b], // ‹
  [0x0152, 0x8c], // Œ
  [0x017d, 0x8e], // Ž
  [0x2018, 0x91], // ‘
  [0x2019, 0x92], // ’
  [0x201c, 0x93], // “
  [0x201d, 0x94], // ”
  [0x2022, 0x95], // •
  [0x2013, 0x96], // –
  [0x2014, 0x97], // —
  [0x02dc, 0x98], // ˜
  [0x2122, 0x99], // ™
  [0x0161, 0x9a], // š
  [0x203a, 0x9b], // ›
  [0x0153, 0x9c], // œ
  [0x017e, 0x9e], // ž
  [0x0178, 0x9f], // Ÿ
]);

/** Spaces Intl formatters use between a number and its unit; the fonts only know the plain ones. */
const SPACES = new Set([0x2002, 0x2003, 0x2007, 0x2009, 0x200a, 0x202f]);

/** The text as WinAnsi bytes, one JavaScript character per byte. Control characters become spaces. */
export function toWinAnsi(text: string): string {
  let out = '';
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0x3f;
    if (code < 0x20 || (code >= 0x7f && code < 0xa0) || SPACES.has(code)) out += ' ';
    else if (code <= 0xff) out += char;
    else out += String.fromCharCode(HIGH_CODES.get(code) ?? 0x3f);
  }
  return out;
}

/** A PDF literal string of WinAnsi bytes: backslash and parentheses escaped. */
export function pdfLiteral(text: string): string {
  return `(${toWinAnsi(text).replace(/[\\()]/g, (char) => `\\${char}`)})`;
}

/**
 * A text string for the document information (Title): UTF-16BE with a byte-order mark, so a title
 * keeps its dashes and quotes whatever the fonts can draw. Written as hex, so no escaping is needed.
 */
export function pdfTextString(text: string): string {
  let hex = 'FEFF';
  for (let index = 0; index < text.length; index += 1) hex += text.charCodeAt(index).toString(16).padStart(4, '0').toUpperCase();
  return `<${hex}>`;
}
