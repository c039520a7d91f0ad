import { uploadDocument } from '@/lib/operations/personalization';
import { route } from '@/lib/http/route';
import { invalidInput, orRefuse, refuse } from '@/lib/http/refusal';
import { MAX_UPLOAD_BYTES, UPLOADABLE_MIME_TYPES, isMimeTypeAllowed } from '@/lib/domain/uploads';
import { ticketing } from '@/lib/ticketing/server';
import { uploadFile } from '@/lib/ticketing/uploads';

/** The declared length is checked before reading, then the file itself. */
export const POST = route(uploadDocument)(async ({ request }) => {
  if (!(request.headers.get('content-type') ?? '').toLowerCase().startsWith('multipart/form-data')) throw refuse(415, 'unsupportedMediaType');
  if (Number(request.headers.get('content-length') ?? 0) > uploadDocument.bodyLimit) throw refuse(413, 'fileSizeTooLarge');

  let file: FormDataEntryValue | null;
  try {
    file = (await request.formData()).get('file');
  } catch {
    throw refuse(400, 'invalidInput');
  }
  if (!(file instanceof File)) throw invalidInput({ file: ['required'] });
  if (!isMimeTypeAllowed(file.type, UPLOADABLE_MIME_TYPES)) throw refuse(415, 'fileTypeNotAllowed');
  if (file.size > MAX_UPLOAD_BYTES) throw refuse(413, 'fileSizeTooLarge');
  return orRefuse(await uploadFile(ticketing(), file, file.name));
});
