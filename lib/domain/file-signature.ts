/**
 * What a file really is, read from its first bytes (its "magic number"), never from the type the
 * browser declared or the file's name: an SVG or HTML page declared as image/png or
 * application/pdf is text, and has none of these signatures.
 *
 * Only the types the upload service takes (lib/domain/uploads.ts UPLOADABLE_MIME_TYPES) are
 * recognised; anything else is `undefined`.
 */

export type DetectedFileType = 'application/pdf' | 'image/jpeg' | 'image/png';

const SIGNATURES: readonly { type: DetectedFileType; bytes: readonly number[] }[] = [
  // "%PDF-" at the very start. Readers tolerate junk before it; we do not, so an HTML page with a
  // PDF appended (a polyglot) is not a PDF here.
  { type: 'application/pdf', bytes: [0x25, 0x50, 0x44, 0x46, 0x2d] },
  // JPEG: start of image (FF D8) followed by the first marker's FF.
  { type: 'image/jpeg', bytes: [0xff, 0xd8, 0xff] },
  // PNG: \x89 P N G \r \n \x1a \n.
  { type: 'image/png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
];

export function detectedFileType(bytes: Uint8Array): DetectedFileType | undefined {
  return SIGNATURES.find(({ bytes: signature }) => bytes.byteLength >= signature.length && signature.every((byte, index) => bytes[index] === byte))?.type;
}
