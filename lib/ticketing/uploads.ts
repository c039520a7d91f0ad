import { z } from 'zod';
import type { TicketingClient } from './client.ts';

/** The upload service's answer: the file's URL and the name it is stored under (a documentUpload value). */
export const uploadAnswerSchema = z.object({ url: z.string().min(1), fileName: z.string().min(1) });
export type UploadAnswer = z.infer<typeof uploadAnswerSchema>;

/**
 * Whose upload it is, proven with the owner's secret: the checkout being bought or the ticket
 * being personalized. The service serves the file only to a request with that secret.
 */
export type UploadOwnerRef = { checkoutId: string; secret: string } | { ticketId: string; secret: string };

/** POST /api/upload (spec 02 §7): multipart `file` plus its owner's id and secret; 413 when too large. */
export function uploadFile(client: TicketingClient, file: Blob, fileName: string, owner: UploadOwnerRef) {
  const form = new FormData();
  form.append('file', file, fileName);
  if ('checkoutId' in owner) form.append('checkoutId', owner.checkoutId);
  else form.append('ticketId', owner.ticketId);
  form.append('secret', owner.secret);
  return client.request({ method: 'POST', path: '/api/upload', form, schema: uploadAnswerSchema });
}
