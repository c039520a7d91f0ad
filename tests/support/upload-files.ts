import { deflateSync } from 'node:zlib';

/** Files for upload tests: real signatures, and the script-bearing files the upload checks refuse. */

const bytes = (...parts: (string | Uint8Array)[]): Uint8Array<ArrayBuffer> => {
  const buffers = parts.map((part) => (typeof part === 'string' ? Buffer.from(part, 'latin1') : Buffer.from(part)));
  return new Uint8Array(Buffer.concat(buffers));
};

export const PNG = bytes(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), '\x00\x00\x00\x0dIHDR\x00\x00\x00\x01\x00\x00\x00\x01\x08\x06\x00\x00\x00');
export const JPEG = bytes(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]), '\x00\x10JFIF\x00\x01');
export const PDF = bytes('%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R /OpenAction [3 0 R /Fit] >> endobj\n%%EOF\n');
export const SVG = bytes('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.cookie)</script></svg>');
export const HTML = bytes('<!doctype html><script>alert(document.cookie)</script>');

/** A PDF whose catalog runs a script when opened. */
export const PDF_WITH_SCRIPT = bytes('%PDF-1.7\n1 0 obj << /Type /Catalog /OpenAction 2 0 R >> endobj\n2 0 obj << /S /JavaScript /JS (app.alert(1)) >> endobj\n%%EOF\n');
/** The same with the action's type spelled with a #hh escape. */
export const PDF_WITH_ESCAPED_SCRIPT = bytes('%PDF-1.7\n1 0 obj << /Type /Catalog /OpenAction 2 0 R >> endobj\n2 0 obj << /S /J#61va#53cript /JS (app.alert(1)) >> endobj\n%%EOF\n');
/** A PDF that starts a program. */
export const PDF_WITH_LAUNCH = bytes('%PDF-1.7\n1 0 obj << /Type /Catalog /OpenAction << /S /Launch /F (calc.exe) >> >> endobj\n%%EOF\n');

type Filter = '/FlateDecode' | '/ASCIIHexDecode' | '[/FlateDecode /FlateDecode]';
const ENCODERS: Record<Filter, (raw: Buffer) => Buffer> = {
  '/FlateDecode': (raw) => deflateSync(raw),
  '/ASCIIHexDecode': (raw) => Buffer.from(`${raw.toString('hex')}>`, 'latin1'),
  '[/FlateDecode /FlateDecode]': (raw) => deflateSync(deflateSync(raw)),
};

function objectStream(content: string, filter: Filter = '/FlateDecode'): Uint8Array<ArrayBuffer> {
  const data = ENCODERS[filter](Buffer.from(content, 'latin1'));
  return bytes(`%PDF-1.7\n1 0 obj << /Type /Catalog /OpenAction 2 0 R >> endobj\n3 0 obj\n<< /Type /ObjStm /N 1 /First 4 /Filter ${filter} /Length ${data.byteLength} >>\nstream\n`, data, '\nendstream\nendobj\n%%EOF\n');
}

/** The script action hidden in a compressed object stream. */
export const PDF_WITH_COMPRESSED_SCRIPT = objectStream('2 0 << /S /JavaScript /JS (app.alert(1)) >>');
/** A compressed object stream holding only a page: nothing active. */
export const PDF_WITH_COMPRESSED_PAGE = objectStream('2 0 << /Type /Page /MediaBox [0 0 595 842] >>');
/** An object stream in a filter the check cannot undo. */
export const PDF_WITH_UNREADABLE_OBJECTS = objectStream('2 0 << /S /JavaScript >>', '/ASCIIHexDecode');
/** The script compressed twice, for a check that undoes one pass. */
export const PDF_WITH_TWICE_COMPRESSED_SCRIPT = objectStream('2 0 << /S /JavaScript /JS (app.alert(1)) >>', '[/FlateDecode /FlateDecode]');
/** An object stream that inflates to far more than the check reads. */
export const PDF_WITH_INFLATION_BOMB = bytes(
  '%PDF-1.7\n3 0 obj\n<< /Type /ObjStm /N 1 /First 4 /Filter /FlateDecode >>\nstream\n',
  deflateSync(Buffer.alloc(64 * 1024 * 1024, 0x20)),
  '\nendstream\nendobj\n%%EOF\n',
);
