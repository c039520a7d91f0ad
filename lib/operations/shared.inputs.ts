import { z } from 'zod';
import { ACCOUNT_PAGE_SIZE } from '../domain/infinite-paging.ts';
import { isCleanText } from '../domain/free-text.ts';

/**
 * Building blocks of the input schemas. Issue messages are codes the UI maps to texts (required,
 * invalid, tooLong, tooSmall, tooLarge). No input ever carries an amount of money: prices come
 * from the ticketing API.
 */

/** An id, secret or slug sent by the browser. */
export const idInput = z.string({ error: 'required' }).trim().min(1, 'required').max(200, 'tooLong');

/**
 * A line of free text a person typed (a name, a street, a city): composed (NFC) and trimmed, and
 * refused with 'invalidCharacters' when it holds control or directional-override characters
 * (lib/domain/free-text.ts). Optional by default; chain `.min(1, 'required')` for a required one.
 */
export const textInput = (max: number) =>
  z.string({ error: 'required' }).normalize('NFC').trim().max(max, 'tooLong').refine((value) => isCleanText(value), 'invalidCharacters');

/** Operations whose path says everything send `{}`; anything else in the body is refused. */
export const emptyInput = z.object({}).strict();

/** Tickets a ticket action moves (rebook, upgrade), each proven by its secret; at most an order's worth. */
export const ticketRefsInput = z.array(z.object({ id: idInput, secret: idInput }).strict(), { error: 'invalid' }).min(1, 'required').max(50, 'tooLarge');

/** The tickets of a transfer or an offer, by id only: the handler checks them against the session customer's own. */
export const ticketIdsInput = z.array(idInput, { error: 'invalid' }).min(1, 'required').max(100, 'tooLarge');

/**
 * One page of a list, as query parameters: skip from 0, top up to 100 (our screens ask for pages of
 * 25; 100 bounds what one request may make the server do).
 */
export const pageInput = {
  skip: z.coerce.number({ error: 'invalid' }).int('invalid').min(0, 'tooSmall').default(0),
  top: z.coerce.number({ error: 'invalid' }).int('invalid').min(1, 'tooSmall').max(100, 'tooLarge').default(ACCOUNT_PAGE_SIZE),
};
