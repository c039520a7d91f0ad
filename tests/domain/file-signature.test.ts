import { describe, expect, it } from 'vitest';
import { detectedFileType, type DetectedFileType } from '../../lib/domain/file-signature.ts';

const of = (...values: (number | string)[]) => new Uint8Array(values.flatMap((value) => (typeof value === 'number' ? [value] : Array.from(Buffer.from(value, 'latin1')))));

describe('detectedFileType: the type the first bytes prove, never the declared one', () => {
  it.each<[string, Uint8Array, DetectedFileType | undefined]>([
    ['a PDF', of('%PDF-1.7\n'), 'application/pdf'],
    ['a PDF header alone', of('%PDF-'), 'application/pdf'],
    ['a JPEG (JFIF)', of(0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10), 'image/jpeg'],
    ['a JPEG (Exif)', of(0xff, 0xd8, 0xff, 0xe1), 'image/jpeg'],
    ['a PNG', of(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00), 'image/png'],
    ['an SVG', of('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), undefined],
    ['an HTML page', of('<!doctype html><script>alert(1)</script>'), undefined],
    ['HTML with a PDF appended (a polyglot)', of('<html><script>x</script>%PDF-1.4'), undefined],
    ['a PDF header after a space', of(' %PDF-1.4'), undefined],
    ['"%PDF" without its dash', of('%PDF1.4'), undefined],
    ['a PNG signature cut short', of(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a), undefined],
    ['a PNG signature with a mangled line end', of(0x89, 0x50, 0x4e, 0x47, 0x0a, 0x0a, 0x1a, 0x0a), undefined],
    ['two JPEG bytes', of(0xff, 0xd8), undefined],
    ['a GIF (not taken)', of('GIF89a'), undefined],
    ['plain text', of('hello'), undefined],
    ['nothing', of(), undefined],
  ])('%s', (_case, bytes, expected) => {
    expect(detectedFileType(bytes)).toBe(expected);
  });
});
