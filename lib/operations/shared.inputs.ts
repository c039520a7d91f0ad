import { z } from 'zod';

/**
 * Building blocks of the input schemas. Issue messages are codes the UI maps to texts (required,
 * invalid, tooLong, tooSmall, tooLarge). No input ever carries an amount of money: prices come
 * from the ticketing API.
 */

/** An id, secret or slug sent by the browser. */
export const idInput = z.string({ error: 'required' }).trim().min(1, 'required').max(200, 'tooLong');

/** Operations whose path says everything send `{}`; anything else in the body is refused. */
export const emptyInput = z.object({}).strict();
