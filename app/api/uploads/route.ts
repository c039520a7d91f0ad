import { checkoutErrorResponse, crossSite, okJson, reasonJson } from '@/lib/cart/route-support';
import { MAX_UPLOAD_BYTES, UPLOADABLE_MIME_TYPES, isMimeTypeAllowed } from '@/lib/domain/uploads';
import { ticketing } from '@/lib/ticketing/server';
import { uploadFile } from '@/lib/ticketing/uploads';

/** Multipart overhead allowed on top of the file before a body is refused unread. */
const MULTIPART_SLACK_BYTES = 64 * 1024;

/**
 * POST /api/uploads (multipart, field `file`): a documentUpload answer `{ url, fileName }`. 413
 * 'file size too large' above 5 MB (checked on the declared length before reading, then on the
 * file), 415 fileTypeNotAllowed for a type the upload service does not take, 415
 * unsupportedMediaType for a body that is not multipart.
 */
export async function POST(request: Request) {
  const refused = crossSite(request);
  if (refused) return refused;
  if (!(request.headers.get('content-type') ?? '').toLowerCase().startsWith('multipart/form-data')) return reasonJson(415, 'unsupportedMediaType');
  if (Number(request.headers.get('content-length') ?? 0) > MAX_UPLOAD_BYTES + MULTIPART_SLACK_BYTES) return reasonJson(413, 'fileSizeTooLarge');

  let file: FormDataEntryValue | null;
  try {
    file = (await request.formData()).get('file');
  } catch {
    return reasonJson(400, 'invalidInput');
  }
  if (!(file instanceof File)) return reasonJson(400, 'invalidInput', { errors: { file: ['required'] } });
  if (!isMimeTypeAllowed(file.type, UPLOADABLE_MIME_TYPES)) return reasonJson(415, 'fileTypeNotAllowed');
  if (file.size > MAX_UPLOAD_BYTES) return reasonJson(413, 'fileSizeTooLarge');

  const result = await uploadFile(ticketing(), file, file.name);
  if (!result.ok) return checkoutErrorResponse(result.error);
  return okJson(result.data, 201);
}
