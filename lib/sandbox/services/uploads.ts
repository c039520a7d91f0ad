import type { SandboxContext } from '../context.ts';
import { MAX_UPLOAD_BYTES, MIME_TYPES_BY_EXTENSION, UPLOADABLE_MIME_TYPES, isMimeTypeAllowed, mimeTypeForFileName, normalizeMimeType } from '../../domain/uploads.ts';
import { FILE_SIZE_TOO_LARGE } from '../../domain/checkout-errors.ts';
import { coded } from '../http/errors.ts';
import { newSecret } from './ids.ts';

/**
 * The upload service of documentUpload data fields (spec 02 §7 "POST /api/upload: multipart
 * file; response url; 413 means too large"). Bytes are kept in the sandbox database (migration 3).
 *
 * - At most MAX_UPLOAD_BYTES (5 MB): 413 'file size too large'.
 * - Documents and photos only (UPLOADABLE_MIME_TYPES): 415 otherwise.
 * - The stored name keeps the buyer's name, made safe, with the extension of its type, so the
 *   answer's fileName tells the data field validation what type the file has.
 * - The file is served as an attachment with nosniff at its unguessable URL under the sandbox's
 *   mount (/sandbox/api/upload/{id}), the only place a browser can reach the sandbox.
 */

/** Where the storefront mounts the sandbox for browsers (app/sandbox/api). */
export const SANDBOX_MOUNT = '/sandbox';

export interface StoredUpload {
  id: string;
  fileName: string;
  contentType: string;
  bytes: Uint8Array;
}

export const fileTooLarge = () => coded(413, 'fileSizeTooLarge', FILE_SIZE_TOO_LARGE);
export const fileTypeNotAllowed = () => coded(415, 'fileTypeNotAllowed', 'File type not allowed');

function extensionFor(type: string): string | undefined {
  return Object.entries(MIME_TYPES_BY_EXTENSION).find(([, mime]) => mime === type)?.[0];
}

/** A safe file name: no path, no control or odd characters, the type's extension at the end. */
export function storedFileName(original: string, type: string): string {
  const base = (original.split(/[\\/]/).pop() ?? '').replace(/[^\p{L}\p{N}._ -]+/gu, '_').replace(/^[.\s]+/, '').slice(0, 120) || 'document';
  if (mimeTypeForFileName(base) === type) return base;
  const extension = extensionFor(type);
  return extension ? `${base}.${extension}` : base;
}

export function saveUpload(ctx: SandboxContext, file: { name: string; type: string; bytes: Uint8Array }): { url: string; fileName: string } {
  const type = normalizeMimeType(file.type || 'application/octet-stream');
  if (!isMimeTypeAllowed(type, UPLOADABLE_MIME_TYPES)) throw fileTypeNotAllowed();
  if (file.bytes.byteLength > MAX_UPLOAD_BYTES) throw fileTooLarge();
  const id = `upl_${newSecret()}`;
  const fileName = storedFileName(file.name, type);
  ctx.db
    .prepare('INSERT INTO uploads (id, file_name, content_type, size, bytes, created_at) VALUES (?, ?, ?, ?, ?, ?)')
    .run(id, fileName, type, file.bytes.byteLength, file.bytes, ctx.now().toISOString());
  return { url: `${SANDBOX_MOUNT}/api/upload/${id}`, fileName };
}

export function readUpload(ctx: SandboxContext, id: string): StoredUpload | undefined {
  const row = ctx.db.prepare('SELECT id, file_name, content_type, bytes FROM uploads WHERE id = ?').get(id);
  if (!row) return undefined;
  return { id: String(row.id), fileName: String(row.file_name), contentType: String(row.content_type), bytes: row.bytes as Uint8Array };
}
