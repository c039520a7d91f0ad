import { z } from 'zod';
import type { TicketingClient } from './client.ts';

/** The upload service's answer: the file's URL and the name it is stored under (a documentUpload value). */
export const uploadAnswerSchema = z.object({ url: z.string().min(1), fileName: z.string().min(1) });
export type UploadAnswer = z.infer<typeof uploadAnswerSchema>;

/** POST /api/upload (spec 02 §7): multipart `file`; 413 when too large. */
export function uploadFile(client: TicketingClient, file: Blob, fileName: string) {
  const form = new FormData();
  form.append('file', file, fileName);
  return client.request({ method: 'POST', path: '/api/upload', form, schema: uploadAnswerSchema });
}
