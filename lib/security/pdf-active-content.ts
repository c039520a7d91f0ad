import { constants, inflateSync } from 'node:zlib';

/**
 * Whether an uploaded PDF carries active content, which a document for a data field (a student
 * ID, a certificate) never needs: such a PDF is refused rather than stored and later opened by
 * the seller or the holder. Server-side only (node:zlib).
 *
 * What counts, by the PDF names that introduce it:
 * - /JavaScript: every script action is typed `/S /JavaScript` (ISO 32000 §12.6.4.16), and
 *   document-level scripts sit in the /JavaScript name tree. The action's `/JS` key is not looked
 *   for itself: a three-byte name turns up by chance in binary image data of large scans, and it
 *   runs nothing without its action type.
 * - /Launch (starts a program or opens a file), /EmbeddedFile(s) (files carried inside, e.g. an
 *   HTML page), /RichMedia (Flash and video with their own scripting).
 * /OpenAction is not refused by itself: many generators set it to open at a page or zoom; the
 * action it names is refused when it is one of the above.
 *
 * Names are compared after their #hh escapes are decoded (`/J#61vaScript` is /JavaScript).
 * Dictionaries may hide inside compressed object streams (/Type /ObjStm); those are inflated and
 * read too. An object stream that cannot be read (another filter or a chain of them, a predictor,
 * encrypted, corrupt, or inflating past INFLATE_BUDGET_BYTES) cannot be checked, and is refused.
 *
 * This is a filter, not a PDF parser: a file built to be read differently by a lenient viewer may
 * still pass. Uploads are therefore also served only to their owner, as attachments with nosniff.
 */

export type PdfActiveContent = 'script' | 'uncheckable';

const ACTIVE_NAMES: ReadonlySet<string> = new Set(['JavaScript', 'Launch', 'EmbeddedFile', 'EmbeddedFiles', 'RichMedia']);
/** The filter we undo (full name and abbreviation); any other filter on an object stream makes it uncheckable. */
const READABLE_FILTERS: ReadonlySet<string> = new Set(['FlateDecode', 'Fl']);
const OTHER_FILTERS: ReadonlySet<string> = new Set(['ASCIIHexDecode', 'AHx', 'ASCII85Decode', 'A85', 'LZWDecode', 'LZW', 'RunLengthDecode', 'RL', 'Crypt']);
/** Total bytes all object streams of one file may inflate to (a 5 MB zip bomb stays bounded). */
export const INFLATE_BUDGET_BYTES = 32 * 1024 * 1024;

/** How far before `stream` its dictionary is looked for. */
const DICTIONARY_WINDOW = 4096;
/** A name: a slash and the regular characters after it (anything but white space and delimiters). */
const NAME = /\/([^\x00\t\n\f\r ()<>[\]{}/%]*)/g;
/** The `stream` keyword and its end of line; `endstream` does not match (no word boundary before its s). */
const STREAM_START = /\bstream(?:\r\n|\n|\r)/g;

function decodedName(raw: string): string {
  return raw.replace(/#([0-9a-fA-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

function namesIn(text: string): string[] {
  return Array.from(text.matchAll(NAME), (match) => decodedName(match[1] ?? ''));
}

const hasActiveName = (text: string) => namesIn(text).some((name) => ACTIVE_NAMES.has(name));

/** Bytes as one character each, so offsets in the text are offsets in the file. */
const latin1 = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1');

export function pdfActiveContent(bytes: Uint8Array): PdfActiveContent | undefined {
  const text = latin1(bytes);
  if (hasActiveName(text)) return 'script';
  let budget = INFLATE_BUDGET_BYTES;
  for (const match of text.matchAll(STREAM_START)) {
    const start = match.index + match[0].length;
    // The stream's dictionary: from the object's start to the keyword, read within a bounded
    // window so that a file of many streams is not read over and over.
    const windowStart = Math.max(0, match.index - DICTIONARY_WINDOW);
    const dictionary = namesIn(text.slice(Math.max(windowStart, text.lastIndexOf(' obj', match.index)), match.index));
    if (!dictionary.includes('ObjStm')) continue;
    const filters = dictionary.filter((name) => READABLE_FILTERS.has(name) || OTHER_FILTERS.has(name));
    // An unfiltered object stream was read with the rest of the file above.
    if (filters.length === 0) continue;
    // One Flate pass is what we undo: a chain (Flate twice, or with another filter) or a predictor
    // reshaping the inflated bytes could hide names from the reading below.
    if (filters.length > 1 || !READABLE_FILTERS.has(filters[0] ?? '') || dictionary.includes('Predictor')) return 'uncheckable';
    const end = text.indexOf('endstream', start);
    if (end < 0) return 'uncheckable';
    let inflated: Buffer;
    try {
      // Sync flush: a stream cut short by a sloppy /Length still yields what it holds.
      inflated = inflateSync(bytes.subarray(start, end), { maxOutputLength: Math.max(1, budget), finishFlush: constants.Z_SYNC_FLUSH });
    } catch {
      return 'uncheckable';
    }
    budget -= inflated.byteLength;
    if (budget <= 0) return 'uncheckable';
    if (hasActiveName(inflated.toString('latin1'))) return 'script';
  }
  return undefined;
}
