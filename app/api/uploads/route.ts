import { uploadDocument } from '@/lib/operations/personalization';
import { readForm, route } from '@/lib/http/route';
import { invalidInput, orRefuse, refuse } from '@/lib/http/refusal';
import { MAX_UPLOAD_BYTES, UPLOADABLE_MIME_TYPES, isMimeTypeAllowed } from '@/lib/domain/uploads';
import { verifiedUploadType } from '@/lib/security/upload-content';
import { cartOf } from '@/lib/cart/server';
import { ticketing } from '@/lib/ticketing/server';
import { uploadFile, type UploadOwnerRef } from '@/lib/ticketing/uploads';

const textOf = (form: FormData, name: string): string | undefined => {
  const value = form.get(name);
  return typeof value === 'string' && value.length > 0 && value.length <= 200 ? value : undefined;
};

/**
 * Whose upload this is: the ticket being personalized, when the form names it with its secret
 * (the browser holds both for the personalization it shows), or else the browser's cart in the
 * shop the form names (`sellerId`), whose secret stays in the sealed cookie. Without either there
 * is no one the upload could belong to: 403 uploadOwnerRequired, and nothing is sent on.
 */
async function ownerOf(form: FormData): Promise<UploadOwnerRef> {
  const ticketId = textOf(form, 'ticketId');
  const ticketSecret = textOf(form, 'ticketSecret');
  if (ticketId && ticketSecret) return { ticketId, secret: ticketSecret };
  const sellerId = textOf(form, 'sellerId');
  const cart = sellerId ? await cartOf(sellerId) : undefined;
  if (!cart) throw refuse(403, 'uploadOwnerRequired');
  return { checkoutId: cart.checkoutId, secret: cart.secret };
}

/**
 * The declared length is checked before reading (and the bytes while reading, chunked or not), then the owner, then the file itself: its
 * declared type, its size, and then its type as its bytes prove it (the declared one must match). The upload service checks
 * all of it again; it stores the file for its owner and serves it only to them.
 */
export const POST = route(uploadDocument)(async ({ request }) => {
  if (!(request.headers.get('content-type') ?? '').toLowerCase().startsWith('multipart/form-data')) throw refuse(415, 'unsupportedMediaType');
  const form = await readForm(request, uploadDocument.bodyLimit, 'fileSizeTooLarge');
  const file = form.get('file');
  if (!(file instanceof File)) throw invalidInput({ file: ['required'] });
  const owner = await ownerOf(form);
  // A wrong declared type is reported before the size (lib/domain/uploads.ts); the content is read only within the size.
  if (!isMimeTypeAllowed(file.type, UPLOADABLE_MIME_TYPES)) throw refuse(415, 'fileTypeNotAllowed');
  if (file.size > MAX_UPLOAD_BYTES) throw refuse(413, 'fileSizeTooLarge');
  const bytes = new Uint8Array(await file.arrayBuffer());
  const type = verifiedUploadType(file.type, bytes);
  if (!type) throw refuse(415, 'fileTypeNotAllowed');

  // What is sent on is the checked bytes under the type they proved, not the browser's claim.
  const result = await uploadFile(ticketing(), new Blob([bytes], { type }), file.name, owner);
  // A cart or ticket the service does not know (any more), or whose secret is not this one.
  if (!result.ok && result.error.kind === 'http' && result.error.upstreamCode === 'uploadOwnerNotFound') throw refuse(403, 'uploadOwnerRequired');
  return orRefuse(result);
});
