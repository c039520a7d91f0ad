/**
 * The one error shape of every route handler: `{ message, code, errors? }` plus, where a code says
 * so, its details (a confirmation's `lines`, a rate limit's `next`). `code` is what the UI branches
 * on and translates; `message` is English for people reading logs, or the spec's own text where it
 * has one; `errors` holds field errors as `{ 'path.to.field': [codes] }`.
 */
export interface ErrorBody {
  message: string;
  code: string;
  errors?: Record<string, string[]>;
  [detail: string]: unknown;
}

/** Codes any operation may answer, whatever its own list says. */
export const GENERIC_ERROR_CODES = [
  'invalidInput',
  'invalidJson',
  'unsupportedMediaType',
  'payloadTooLarge',
  'crossSiteRequest',
  'unauthorized',
  'forbidden',
  'notFound',
  'conflict',
  'rateLimited',
  'fetchError',
  'internalError',
] as const;
export type GenericErrorCode = (typeof GENERIC_ERROR_CODES)[number];

/** English defaults; the UI shows its own texts by code. */
export const GENERIC_MESSAGES: Readonly<Record<GenericErrorCode, string>> = {
  invalidInput: 'Invalid input',
  invalidJson: 'The body is not valid JSON',
  unsupportedMediaType: 'Expected Content-Type: application/json',
  payloadTooLarge: 'The request body is too large',
  crossSiteRequest: 'Cross-site request refused',
  unauthorized: 'Login required',
  forbidden: 'Forbidden',
  notFound: 'Not found',
  conflict: 'Conflict',
  rateLimited: 'Too many requests',
  fetchError: 'An error occurred while fetching the data',
  internalError: 'Something went wrong',
};

/** The generic code of an HTTP status, for refusals that carry none of their own. */
export function codeOfStatus(status: number): GenericErrorCode {
  switch (status) {
    case 400:
      return 'invalidInput';
    case 401:
      return 'unauthorized';
    case 403:
      return 'forbidden';
    case 404:
      return 'notFound';
    case 409:
      return 'conflict';
    case 413:
      return 'payloadTooLarge';
    case 415:
      return 'unsupportedMediaType';
    case 429:
      return 'rateLimited';
    default:
      return status >= 500 ? 'fetchError' : 'invalidInput';
  }
}
