/**
 * Free text a person types (names, addresses, answers to extra fields) ends up on tickets, PDFs,
 * mails and other people's screens. It is kept in Unicode's composed form (NFC), so "é" typed two
 * ways is one name, and refused when it holds characters no person types into a form:
 * - control characters (NUL, escape, …) other than tab and line breaks in multi-line text,
 * - directional overrides and isolates (U+202A–U+202E, U+2066–U+2069), which make a name read
 *   differently from what it is ("gpj.exe" shown as "exe.jpg"),
 * - broken UTF-16 (a lone surrogate), which no encoder can write out.
 */

const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/u;
const LINE_BREAK = /[\t\n\r]/u;
const DIRECTIONAL_OVERRIDE = /[\u202a-\u202e\u2066-\u2069]/u;

export type FreeTextFault = 'controlCharacter' | 'directionalOverride' | 'brokenText';

/** What is wrong with a piece of free text, or undefined when nothing is. */
export function freeTextFault(value: string, { multiline = false }: { multiline?: boolean } = {}): FreeTextFault | undefined {
  if (!value.isWellFormed()) return 'brokenText';
  if (CONTROL.test(value) || (!multiline && LINE_BREAK.test(value))) return 'controlCharacter';
  if (DIRECTIONAL_OVERRIDE.test(value)) return 'directionalOverride';
  return undefined;
}

export const isCleanText = (value: string, options?: { multiline?: boolean }) => freeTextFault(value, options) === undefined;

/** Composed form; callers refuse what isCleanText refuses before they keep it. */
export const composedText = (value: string) => (value.isWellFormed() ? value.normalize('NFC') : value);
