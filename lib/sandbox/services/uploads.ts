import type { SandboxContext } from '../context.ts';
import { MAX_UPLOAD_BYTES, MAX_UPLOADS_PER_OWNER, MIME_TYPES_BY_EXTENSION, mimeTypeForFileName } from '../../domain/uploads.ts';
import { FILE_SIZE_TOO_LARGE } from '../../domain/checkout-errors.ts';
import { verifiedUploadType } from '../../security/upload-content.ts';
import { coded } from '../http/errors.ts';
import { newSecret, secretsMatch } from './ids.ts';

/**
 * The upload service of documentUpload data fields (spec 02 §7 "POST /api/upload: multipart
 * file; response url; 413 means too large"). Bytes are kept in the sandbox database (migrations 3, 4).
 *
 * - At most MAX_UPLOAD_BYTES (5 MB): 413 'file size too large'.
 * - PDF, JPEG and PNG only, as their content proves (not as declared), and no PDF with script:
 *   415 fileTypeNotAllowed (lib/security/upload-content.ts).
 * - Every upload has an owner, proven with its secret: the checkout being bought (`checkoutId` and
 *   `secret`) or the ticket being personalized (`ticketId` and `secret`). An unknown owner and a
 *   wrong secret answer the same 404 uploadOwnerNotFound. One owner stores at most
 *   MAX_UPLOADS_PER_OWNER files: 409 uploadLimitReached (a fixed quota: retrying does not help).
 * - The file is served, as an attachment with nosniff, only to a request that proves its owner:
 *   its url (/sandbox/api/upload/{id}, under the sandbox's mount) with `?secret=` the owner's
 *   secret. Without it, with a wrong one, or for an unknown id: the same 404 uploadNotFound.
 * - The stored name keeps the buyer's name, made safe, with the extension of its type, so the
 *   answer's fileName tells the data field validation what type the file has.
 */

/** Where the storefront mounts the sandbox for browsers (app/sandbox/api). */
export const SANDBOX_MOUNT = '/sandbox';

export type UploadOwner = { kind: 'checkout' | 'ticket'; id: string };

export interface StoredUpload {
  id: string;
  fileName: string;
  contentType: string;
  bytes: Uint8Array;
}

export const fileTooLarge = () => coded(413, 'fileSizeTooLarge', FILE_SIZE_TOO_LARGE);
export const fileTypeNotAllowed = () => coded(415, 'fileTypeNotAllowed', 'File type not allowed');
const ownerNotFound = () => coded(404, 'uploadOwnerNotFound', 'No checkout or ticket with this id and secret');
const limitReached = () => coded(409, 'uploadLimitReached', `At most ${MAX_UPLOADS_PER_OWNER} files can be uploaded for one checkout or ticket`);

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

/** The owner's secret, if the owner exists (checkouts and tickets carry one each). */
function ownerSecret(ctx: SandboxContext, owner: UploadOwner): string | undefined {
  const doc = owner.kind === 'checkout' ? ctx.store.get('checkouts', owner.id) : ctx.store.get('tickets', owner.id);
  return doc?.secret ?? undefined;
}

/** The owner, if `secret` is its secret (404 uploadOwnerNotFound otherwise, the same for both). */
export function provenOwner(ctx: SandboxContext, owner: UploadOwner, secret: string | undefined): UploadOwner {
  if (!secretsMatch(ownerSecret(ctx, owner), secret)) throw ownerNotFound();
  return owner;
}

export function saveUpload(ctx: SandboxContext, owner: UploadOwner, file: { name: string; type: string; bytes: Uint8Array }): { url: string; fileName: string } {
  const type = verifiedUploadType(file.type, file.bytes);
  if (!type) throw fileTypeNotAllowed();
  if (file.bytes.byteLength > MAX_UPLOAD_BYTES) throw fileTooLarge();
  // Counting and inserting run in one synchronous turn: no other request can slip in between.
  const count = Number(ctx.db.prepare('SELECT COUNT(*) AS n FROM uploads WHERE owner_kind = ? AND owner_id = ?').get(owner.kind, owner.id)?.n ?? 0);
  if (count >= MAX_UPLOADS_PER_OWNER) throw limitReached();
  const id = `upl_${newSecret()}`;
  const fileName = storedFileName(file.name, type);
  ctx.db
    .prepare('INSERT INTO uploads (id, file_name, content_type, size, bytes, created_at, owner_kind, owner_id) VALUES (?, ?, ?, ?, ?, ?, ?, ?)')
    .run(id, fileName, type, file.bytes.byteLength, file.bytes, ctx.now().toISOString(), owner.kind, owner.id);
  return { url: `${SANDBOX_MOUNT}/api/upload/${id}`, fileName };
}

/** The upload, if `secret` is its owner's (undefined for an unknown id and a wrong secret alike). */
export function readUpload(ctx: SandboxContext, id: string, secret: string | undefined): StoredUpload | undefined {
  const row = ctx.db.prepare('SELECT id, file_name, content_type, bytes, owner_kind, owner_id FROM uploads WHERE id = ?').get(id);
  if (!row || (row.owner_kind !== 'checkout' && row.owner_kind !== 'ticket') || typeof row.owner_id !== 'string') return undefined;
  if (!secretsMatch(ownerSecret(ctx, { kind: row.owner_kind, id: row.owner_id }), secret)) return undefined;
  return { id: String(row.id), fileName: String(row.file_name), contentType: String(row.content_type), bytes: row.bytes as Uint8Array };
}
