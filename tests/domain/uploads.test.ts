import { describe, it, expect } from 'vitest';
import { MAX_UPLOAD_BYTES, MAX_UPLOAD_MEGABYTES, checkUpload, isMimeTypeAllowed, mimeTypeForFileName, type UploadError } from '../../lib/domain/uploads.ts';

const PDF_JPEG_PNG = ['application/pdf', 'image/jpeg', 'image/png'];

describe('checkUpload (spec 02 §5: allowed mime types, max 5 MB)', () => {
  it('allows 5 MB', () => {
    expect(MAX_UPLOAD_BYTES).toBe(5 * 1024 * 1024);
    expect(MAX_UPLOAD_MEGABYTES).toBe(5);
  });

  it.each<[string, { size: number; type: string }, readonly string[] | undefined, UploadError | undefined]>([
    ['a small pdf', { size: 1000, type: 'application/pdf' }, PDF_JPEG_PNG, undefined],
    ['exactly the maximum', { size: MAX_UPLOAD_BYTES, type: 'image/png' }, PDF_JPEG_PNG, undefined],
    ['one byte over', { size: MAX_UPLOAD_BYTES + 1, type: 'image/png' }, PDF_JPEG_PNG, 'fileSizeTooLarge'],
    ['a type not allowed', { size: 1000, type: 'image/gif' }, PDF_JPEG_PNG, 'fileTypeNotAllowed'],
    ['a wrong type reported before the size', { size: MAX_UPLOAD_BYTES + 1, type: 'image/gif' }, PDF_JPEG_PNG, 'fileTypeNotAllowed'],
    ['image/jpg counts as image/jpeg', { size: 1000, type: 'image/jpg' }, PDF_JPEG_PNG, undefined],
    ['letter case and parameters ignored', { size: 1000, type: 'Application/PDF; charset=binary' }, PDF_JPEG_PNG, undefined],
    ['any type without a list', { size: 1000, type: 'text/plain' }, undefined, undefined],
    ['any type with an empty list, size still checked', { size: MAX_UPLOAD_BYTES + 1, type: 'text/plain' }, [], 'fileSizeTooLarge'],
    ['no type when a list is set', { size: 1000, type: '' }, PDF_JPEG_PNG, 'fileTypeNotAllowed'],
    ['a wildcard', { size: 1000, type: 'image/webp' }, ['image/*'], undefined],
    ['a wildcard of another kind', { size: 1000, type: 'application/pdf' }, ['image/*'], 'fileTypeNotAllowed'],
  ])('%s', (_case, file, allowed, expected) => {
    expect(checkUpload(file, allowed)).toBe(expected);
  });
});

describe('mimeTypeForFileName and isMimeTypeAllowed', () => {
  it.each<[string, string | undefined]>([
    ['id.pdf', 'application/pdf'],
    ['scan.JPG', 'image/jpeg'],
    ['photo.jpeg', 'image/jpeg'],
    ['card.png', 'image/png'],
    ['archive.tar.gz', undefined],
    ['noextension', undefined],
  ])('%s -> %s', (name, expected) => {
    expect(mimeTypeForFileName(name)).toBe(expected);
  });

  it.each<[string | undefined, readonly string[] | undefined, boolean]>([
    ['image/png', PDF_JPEG_PNG, true],
    ['image/gif', PDF_JPEG_PNG, false],
    [undefined, PDF_JPEG_PNG, false],
    [undefined, undefined, true],
  ])('%s allowed by %j: %s', (type, allowed, expected) => {
    expect(isMimeTypeAllowed(type, allowed)).toBe(expected);
  });
});
