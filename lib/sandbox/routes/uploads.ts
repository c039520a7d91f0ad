import type { Route } from '../http/router.ts';
import type { SandboxContext } from '../context.ts';
import { badRequest, coded, SandboxHttpError } from '../http/errors.ts';
import { json } from '../http/respond.ts';
import { MAX_UPLOAD_BYTES } from '../../domain/uploads.ts';
import { fileTooLarge, provenOwner, readUpload, saveUpload, type UploadOwner } from '../services/uploads.ts';

/** Multipart overhead allowed on top of the file before a body is refused unread. */
const MULTIPART_SLACK_BYTES = 64 * 1024;

const textOf = (form: FormData, name: string): string | undefined => {
  const value = form.get(name);
  return typeof value === 'string' && value.length > 0 ? value : undefined;
};

/** Whose upload this is: the checkout being bought or the ticket being personalized, exactly one. */
function ownerOf(form: FormData): UploadOwner {
  const checkoutId = textOf(form, 'checkoutId');
  const ticketId = textOf(form, 'ticketId');
  if (checkoutId && !ticketId) return { kind: 'checkout', id: checkoutId };
  if (ticketId && !checkoutId) return { kind: 'ticket', id: ticketId };
  throw badRequest('An upload belongs to one checkout or one ticket', { owner: ['required'] });
}

export const uploadRoutes: Route<SandboxContext>[] = [
  {
    method: 'POST',
    path: '/api/upload',
    handle: async ({ request, ctx }) => {
      if (!(request.headers.get('content-type') ?? '').toLowerCase().startsWith('multipart/form-data')) {
        throw new SandboxHttpError(415, 'Expected a multipart/form-data body', undefined, { code: 'unsupportedMediaType' });
      }
      if (Number(request.headers.get('content-length') ?? 0) > MAX_UPLOAD_BYTES + MULTIPART_SLACK_BYTES) throw fileTooLarge();
      let form: FormData;
      try {
        form = await request.formData();
      } catch {
        throw badRequest('The body is not valid multipart form data');
      }
      const file = form.get('file');
      if (!(file instanceof File)) throw badRequest('Invalid request', { file: ['required'] });
      const owner = provenOwner(ctx, ownerOf(form), textOf(form, 'secret'));
      if (file.size > MAX_UPLOAD_BYTES) throw fileTooLarge();
      return json(saveUpload(ctx, owner, { name: file.name, type: file.type, bytes: new Uint8Array(await file.arrayBuffer()) }), 201);
    },
  },
  {
    method: 'GET',
    path: '/api/upload/:id',
    handle: ({ url, params, ctx }) => {
      // Only the owner's secret opens an upload; an unknown id and a wrong secret look the same.
      const upload = readUpload(ctx, params.id ?? '', url.searchParams.get('secret') ?? undefined);
      if (!upload) throw coded(404, 'uploadNotFound', 'Upload not found');
      return new Response(new Uint8Array(upload.bytes), {
        headers: {
          'content-type': upload.contentType,
          'content-length': String(upload.bytes.byteLength),
          'content-disposition': `attachment; filename="${upload.fileName.replace(/[^\x20-\x7e]|["\\]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(upload.fileName)}`,
          'x-content-type-options': 'nosniff',
          // A personal document: kept in no cache, not even the owner's browser's.
          'cache-control': 'private, no-store',
        },
      });
    },
  },
];
