/**
 * Document uploads of personalization data fields (spec 02 §5 "documentUpload accepts the allowed
 * mime types (pdf, jpeg, png possible); max 5 MB", §8 "file size too large" with 5 MB).
 *
 * MIME types compare without parameters and letter case; image/jpg and image/pjpeg count as
 * image/jpeg; an allowed entry may be a wildcard such as image/*. No allowed list means any type.
 * A file of a wrong type is reported before its size: a different file is needed either way.
 */

export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
/** The size in the 'file size too large' message. */
export const MAX_UPLOAD_MEGABYTES = MAX_UPLOAD_BYTES / (1024 * 1024);

export type UploadError = 'fileSizeTooLarge' | 'fileTypeNotAllowed';

/**
 * What the upload service takes at all (a data field may allow fewer): the spec's PDF, JPEG and
 * PNG, each of which the server recognises by its content (lib/domain/file-signature.ts), so a
 * declared type is never taken on trust. SVG and HTML are never taken: they carry script.
 */
export const UPLOADABLE_MIME_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const;

/**
 * Uploads one owner (a checkout, or a ticket being personalized) may store. Enough for every
 * document field of an order with retries; a cap so that an order cannot be used as free storage.
 */
export const MAX_UPLOADS_PER_OWNER = 20;

const ALIASES: Readonly<Record<string, string>> = { 'image/jpg': 'image/jpeg', 'image/pjpeg': 'image/jpeg' };

export function normalizeMimeType(type: string): string {
  const bare = type.split(';')[0]!.trim().toLowerCase();
  return ALIASES[bare] ?? bare;
}

export function isMimeTypeAllowed(type: string | null | undefined, allowed: readonly string[] | null | undefined): boolean {
  if (!allowed || allowed.length === 0) return true;
  if (!type) return false;
  const actual = normalizeMimeType(type);
  return allowed.some((entry) => {
    const wanted = normalizeMimeType(entry);
    return wanted.endsWith('/*') ? actual.startsWith(wanted.slice(0, -1)) : wanted === actual;
  });
}

export function checkUpload(file: { size: number; type: string }, allowedMimeTypes?: readonly string[] | null): UploadError | undefined {
  if (!isMimeTypeAllowed(file.type, allowedMimeTypes)) return 'fileTypeNotAllowed';
  if (file.size > MAX_UPLOAD_BYTES) return 'fileSizeTooLarge';
  return undefined;
}

/** MIME types by file extension, for checking a stored upload answer ({ fileName, url }). */
export const MIME_TYPES_BY_EXTENSION: Readonly<Record<string, string>> = {
  pdf: 'application/pdf',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
  heic: 'image/heic',
  heif: 'image/heif',
  svg: 'image/svg+xml',
  txt: 'text/plain',
};

export function mimeTypeForFileName(fileName: string): string | undefined {
  const dot = fileName.lastIndexOf('.');
  return dot < 0 ? undefined : MIME_TYPES_BY_EXTENSION[fileName.slice(dot + 1).toLowerCase()];
}
