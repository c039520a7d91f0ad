import type { Route } from '../http/router.ts';
import type { SandboxContext } from '../context.ts';
import { badRequest, coded, SandboxHttpError } from '../http/errors.ts';
import { json } from '../http/respond.ts';
import { MAX_UPLOAD_BYTES } from '../../domain/uploads.ts';
import { fileTooLarge, readUpload, saveUpload } from '../services/uploads.ts';

/** Multipart overhead allowed on top of the file before a body is refused unread. */
const MULTIPART_SLACK_BYTES = 64 * 1024;

export const uploadRoutes: Route<SandboxContext>[] = [
  {
    method: 'POST',
    path: '/api/upload',
    handle: async ({ request, ctx }) => {
      if (!(request.headers.get('content-type') ?? '').toLowerCase().startsWith('multipart/form-data')) {
        throw new SandboxHttpError(415, 'Expected a multipart/form-data body', undefined, { code: 'unsupportedMediaType' });
      }
      if (Number(request.headers.get('content-length') ?? 0) > MAX_UPLOAD_BYTES + MULTIPART_SLACK_BYTES) throw fileTooLarge();
      let file: FormDataEntryValue | null;
      try {
        file = (await request.formData()).get('file');
      } catch {
        throw badRequest('The body is not valid multipart form data');
      }
      if (!(file instanceof File)) throw badRequest('Invalid request', { file: ['required'] });
      if (file.size > MAX_UPLOAD_BYTES) throw fileTooLarge();
      return json(saveUpload(ctx, { name: file.name, type: file.type, bytes: new Uint8Array(await file.arrayBuffer()) }), 201);
    },
  },
  {
    method: 'GET',
    path: '/api/upload/:id',
    handle: ({ params, ctx }) => {
      const upload = readUpload(ctx, params.id ?? '');
      if (!upload) throw coded(404, 'uploadNotFound', 'Upload not found');
      return new Response(new Uint8Array(upload.bytes), {
        headers: {
          'content-type': upload.contentType,
          'content-length': String(upload.bytes.byteLength),
          'content-disposition': `attachment; filename="${upload.fileName.replace(/[^\x20-\x7e]|["\\]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(upload.fileName)}`,
          'x-content-type-options': 'nosniff',
          'cache-control': 'private, max-age=3600',
        },
      });
    },
  },
];
