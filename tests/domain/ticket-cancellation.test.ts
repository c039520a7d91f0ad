import { describe, expect, it } from 'vitest';
import { cancellationRefusal, canCancelTicket, type CancellationInput } from '../../lib/domain/ticket-cancellation.ts';

const eventStart = '2026-12-10T19:00:00.000Z';
const before = new Date('2026-12-10T18:59:59.000Z');

describe('cancellationRefusal (spec 02 §6 ticket flags, §7 Cancel)', () => {
  it.each<[string, CancellationInput, string | undefined]>([
    ['a cancellable valid ticket before the start', { ticket: { cancellable: true, status: 'valid' }, eventStart, now: before }, undefined],
    ['a cancellable ticket waiting for its details', { ticket: { cancellable: true, status: 'detailsRequired' }, eventStart, now: before }, undefined],
    ['no cancellable flag', { ticket: { status: 'valid' }, eventStart, now: before }, 'notCancellable'],
    ['cancellable false', { ticket: { cancellable: false, status: 'valid' }, eventStart, now: before }, 'notCancellable'],
    ['an invalid ticket', { ticket: { cancellable: true, status: 'invalid' }, eventStart, now: before }, 'ticketStatusNotValid'],
    ['a reserved ticket', { ticket: { cancellable: true, status: 'reserved' }, eventStart, now: before }, 'ticketStatusNotValid'],
    ['at the start', { ticket: { cancellable: true, status: 'valid' }, eventStart, now: new Date(eventStart) }, 'eventStarted'],
    ['after the start', { ticket: { cancellable: true, status: 'valid' }, eventStart, now: new Date('2026-12-11T00:00:00.000Z') }, 'eventStarted'],
  ])('%s', (_, input, expected) => {
    expect(cancellationRefusal(input)).toBe(expected);
    expect(canCancelTicket(input)).toBe(expected === undefined);
  });
});
