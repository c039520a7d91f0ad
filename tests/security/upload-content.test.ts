import { describe, expect, it } from 'vitest';
import { pdfActiveContent, type PdfActiveContent } from '../../lib/security/pdf-active-content.ts';
import { verifiedUploadType } from '../../lib/security/upload-content.ts';
import {
  HTML,
  JPEG,
  PDF,
  PDF_WITH_COMPRESSED_PAGE,
  PDF_WITH_COMPRESSED_SCRIPT,
  PDF_WITH_ESCAPED_SCRIPT,
  PDF_WITH_INFLATION_BOMB,
  PDF_WITH_LAUNCH,
  PDF_WITH_SCRIPT,
  PDF_WITH_TWICE_COMPRESSED_SCRIPT,
  PDF_WITH_UNREADABLE_OBJECTS,
  PNG,
  SVG,
} from '../support/upload-files.ts';

describe('pdfActiveContent', () => {
  it.each<[string, Uint8Array, PdfActiveContent | undefined]>([
    ['a plain PDF (an /OpenAction to a page is fine)', PDF, undefined],
    ['a script action', PDF_WITH_SCRIPT, 'script'],
    ['a script action spelled with #hh escapes', PDF_WITH_ESCAPED_SCRIPT, 'script'],
    ['a launch action', PDF_WITH_LAUNCH, 'script'],
    ['a script hidden in a compressed object stream', PDF_WITH_COMPRESSED_SCRIPT, 'script'],
    ['a compressed object stream without anything active', PDF_WITH_COMPRESSED_PAGE, undefined],
    ['an object stream in a filter it cannot read', PDF_WITH_UNREADABLE_OBJECTS, 'uncheckable'],
    ['an object stream compressed twice', PDF_WITH_TWICE_COMPRESSED_SCRIPT, 'uncheckable'],
    ['an object stream inflating past the budget', PDF_WITH_INFLATION_BOMB, 'uncheckable'],
    ['an embedded file', new Uint8Array(Buffer.from('%PDF-1.7\n1 0 obj << /Type /EmbeddedFile /Length 3 >>\nstream\nabc\nendstream\nendobj\n')), 'script'],
    ['a name that only starts like one (/JavaScriptish)', new Uint8Array(Buffer.from('%PDF-1.7\n1 0 obj << /JavaScriptish 1 >> endobj\n')), undefined],
  ])('%s', (_case, bytes, expected) => {
    expect(pdfActiveContent(bytes)).toBe(expected);
  });
});

describe('verifiedUploadType: the declared type must be taken and proven by the content', () => {
  it.each<[string, string, Uint8Array, string | undefined]>([
    ['a PNG declared as PNG', 'image/png', PNG, 'image/png'],
    ['a JPEG declared as image/jpg', 'image/jpg', JPEG, 'image/jpeg'],
    ['a PDF declared with parameters', 'Application/PDF; charset=binary', PDF, 'application/pdf'],
    ['an SVG declared as PNG', 'image/png', SVG, undefined],
    ['an HTML page declared as PDF', 'application/pdf', HTML, undefined],
    ['an SVG declared as SVG', 'image/svg+xml', SVG, undefined],
    ['a PNG declared as PDF', 'application/pdf', PNG, undefined],
    ['a PDF declared as JPEG', 'image/jpeg', PDF, undefined],
    ['a PNG declared without a type', '', PNG, undefined],
    ['a script-bearing PDF declared as PDF', 'application/pdf', PDF_WITH_SCRIPT, undefined],
    ['a PDF with a compressed script', 'application/pdf', PDF_WITH_COMPRESSED_SCRIPT, undefined],
  ])('%s', (_case, declared, bytes, expected) => {
    expect(verifiedUploadType(declared, bytes)).toBe(expected);
  });
});
