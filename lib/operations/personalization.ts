import type { DataField, UploadedDocumentValue } from '../ticketing/schemas/data-field.ts';
import type { Ticket } from '../ticketing/schemas/ticket.ts';
import { MAX_UPLOAD_BYTES } from '../domain/uploads.ts';
import { json, operation } from './define.ts';

/** Personalizing tickets in step 2 and after (spec 02 §2, §5, §7). */

const inputs = () => import('./personalization.inputs.ts');

/** One ticket by id and secret, e.g. refetched when the personalization modal closes. */
export const getTicket = operation({
  method: 'GET',
  path: '/api/tickets/[id]/[secret]',
  answer: json<{ ticket: Ticket }>(),
  errors: ['ticketNotFound'],
});

/**
 * Holder names and extra fields; 400 with field codes (required, invalidEmail, errors.minimumAge,
 * alreadyPersonalized, …) keyed `firstname`, `lastname`, `extraFields.{key}`.
 */
export const personalizeTicket = operation({
  method: 'POST',
  path: '/api/tickets/[id]/[secret]/personalize',
  input: () => inputs().then((m) => m.personalizeInput),
  answer: json<{ ticket: Ticket }>(),
  errors: ['ticketNotFound', 'ticketNotPersonalizable', 'alreadyPersonalized', 'repersonalizationNotAllowed', 'repersonalizationFeeRequired'],
  // A drawn signature travels as an SVG data URL.
  bodyLimit: 256 * 1024,
});

/**
 * A re-personalization with a fee (spec 02 §2, §5, §7): the new holder's details and the fee's
 * checkout together. The server opens the checkout, leaves the details with it (its completion
 * applies them), makes it the shop's cart and answers where its step 2 is; the order page is
 * where the buyer comes back to. Field codes as for personalizing.
 */
export const requestRepersonalization = operation({
  method: 'POST',
  path: '/api/tickets/[id]/[secret]/repersonalization',
  input: () => inputs().then((m) => m.personalizeInput),
  answer: json<{ url: string }>(),
  errors: ['ticketNotFound', 'repersonalizationNotAllowed', 'repersonalizationFeeNotDue', 'alreadyPersonalized'],
  bodyLimit: 256 * 1024,
});

/** The data fields that apply (spec 02 §7 resolve). */
export const getDataFields = operation({
  method: 'GET',
  path: '/api/shops/[seller]/data-fields',
  input: () => inputs().then((m) => m.dataFieldsInput),
  answer: json<{ fields: DataField[] }>(),
});

/**
 * A documentUpload value (multipart `file`, and its owner: `ticketId` and `ticketSecret`, or
 * `sellerId` for the cart of that shop); 413 fileSizeTooLarge above 5 MB, 415 fileTypeNotAllowed
 * (also when the content is not the declared type), 403 uploadOwnerRequired without a cart or
 * ticket, 409 uploadLimitReached when the owner has stored its maximum.
 */
export const uploadDocument = operation({
  method: 'POST',
  path: '/api/uploads',
  body: 'multipart',
  answer: json<UploadedDocumentValue>(),
  status: 201,
  errors: ['fileSizeTooLarge', 'fileTypeNotAllowed', 'uploadOwnerRequired', 'uploadLimitReached'],
  // Multipart overhead on top of the file.
  bodyLimit: MAX_UPLOAD_BYTES + 64 * 1024,
});
