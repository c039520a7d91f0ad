import 'server-only';
import type { Result } from '../ticketing/errors.ts';
import { orRefuse, refuse, type Refusal } from './refusal.ts';

/**
 * Steps of the purchase intent routes. An intent is reached by its id and secret (its page's
 * link), or by id among the session customer's own; either way an unknown id and a wrong secret
 * are the one 404 purchaseIntentNotFound, so no answer tells whether an id exists.
 */

export const intentNotFound = (): Refusal => refuse(404, 'purchaseIntentNotFound', undefined, 'Purchase intent not found');

/** The data of a by-secret intent call, its 403 or 404 as purchaseIntentNotFound, any other failure as usual. */
export function orIntentNotFound<T>(result: Result<T>): T {
  if (!result.ok && result.error.kind === 'http' && (result.error.status === 403 || result.error.status === 404)) throw intentNotFound();
  return orRefuse(result);
}
