import { describe, expect, it } from 'vitest';
import { DEFAULT_TRANSFER_ALLOWED_UNTIL, effectiveTransferSettings, transferDeadline, transferRefusal, type TransferRuleInput } from '../../lib/domain/transfer-rules.ts';
import type { TransferSettings } from '../../lib/ticketing/schemas/transfer-settings.ts';

const eventEnd = '2026-12-10T23:00:00.000Z';
const allowed: TransferSettings = { mode: 'allowed' };
const before = new Date('2026-12-10T12:00:00.000Z');
const input = (overrides: Omit<Partial<TransferRuleInput>, 'ticket'> & { ticket?: Partial<TransferRuleInput['ticket']> } = {}): TransferRuleInput => ({
  settings: allowed,
  eventEnd,
  now: before,
  ...overrides,
  ticket: { status: 'valid', ...overrides.ticket },
});

describe('transferRefusal (spec 02 §9 Transfer)', () => {
  it.each<[string, TransferRuleInput, string | undefined]>([
    ['a valid ticket before the deadline', input(), undefined],
    ['a ticket waiting for its details', input({ ticket: { status: 'detailsRequired' } }), undefined],
    ['an invalid ticket', input({ ticket: { status: 'invalid' } }), 'ticketStatusNotValid'],
    ['a reserved ticket', input({ ticket: { status: 'reserved' } }), 'ticketStatusNotValid'],
    ['a ticket with a lock that holds', input({ ticket: { locks: [{ type: 'chargeback' }] } }), 'ticketLocked'],
    ['a ticket whose lock expired', input({ ticket: { locks: [{ expiresAt: '2026-12-01T00:00:00.000Z' }] } }), undefined],
    ['a ticket locked by flag', input({ ticket: { lock: true } }), 'ticketLocked'],
    ['a ticket held by its unpaid payment plan', input({ ticket: { locks: [{ _id: 'pp_1', type: 'paymentPlan', reason: 'paymentPlanUnpaid' }] } }), 'paymentPlanUnpaid'],
    ['held by its plan and locked otherwise too: the plan says why', input({ ticket: { locks: [{ type: 'chargeback' }, { _id: 'pp_1', type: 'paymentPlan' }] } }), 'paymentPlanUnpaid'],
    ['an invalid ticket of a plan is invalid first', input({ ticket: { status: 'invalid', locks: [{ _id: 'pp_1', type: 'paymentPlan' }] } }), 'ticketStatusNotValid'],
    ['mode not allowed', input({ settings: { mode: 'notAllowed' } }), 'transferNotAllowed'],
    ['no level allows it', input({ settings: {} }), 'transferNotAllowed'],
    ['a hard ticket without the hard-ticket mode', input({ ticket: { deliveryType: 'hard' } }), 'hardTicketNotAllowed'],
    ['a hard ticket with the hard-ticket mode', input({ ticket: { deliveryType: 'hard' }, settings: { ...allowed, hardTicketMode: 'allowed' } }), undefined],
    ['a ticket received by transfer, retransfer unset', input({ ticket: { origin: 'transfer' } }), undefined],
    ['a ticket received by transfer, retransfer allowed', input({ ticket: { origin: 'transfer' }, settings: { ...allowed, retransferMode: 'allowed' } }), undefined],
    ['a ticket received by transfer, retransfer not allowed', input({ ticket: { history: [{ type: 'createdFromTransfer' }] }, settings: { ...allowed, retransferMode: 'notAllowed' } }), 'retransferNotAllowed'],
    ['a bought ticket, retransfer not allowed', input({ ticket: { origin: 'online' }, settings: { ...allowed, retransferMode: 'notAllowed' } }), undefined],
    ['at the default deadline (the event end)', input({ now: new Date(eventEnd) }), undefined],
    ['after the event ended', input({ now: new Date('2026-12-10T23:00:01.000Z') }), 'deadline'],
    ['3 hours before the end with 4 hours allowed-until', input({ now: new Date('2026-12-10T20:00:00.000Z'), settings: { ...allowed, allowedUntil: { offset: 4, unit: 'hours' } } }), 'deadline'],
    ['5 hours before the end with 4 hours allowed-until', input({ now: new Date('2026-12-10T18:00:00.000Z'), settings: { ...allowed, allowedUntil: { offset: 4, unit: 'hours' } } }), undefined],
  ])('%s', (_, rule, expected) => {
    expect(transferRefusal(rule)).toBe(expected);
  });
});

describe('transferDeadline', () => {
  it('is the event end minus the allowed-until offset, by default the end itself', () => {
    expect(DEFAULT_TRANSFER_ALLOWED_UNTIL).toEqual({ offset: 0, unit: 'hours' });
    expect(transferDeadline(eventEnd, {}).toISOString()).toBe(eventEnd);
    expect(transferDeadline(eventEnd, { allowedUntil: { offset: 2, unit: 'days' } }).toISOString()).toBe('2026-12-08T23:00:00.000Z');
    expect(transferDeadline(eventEnd, { allowedUntil: { offset: 90, unit: 'minutes' } }).toISOString()).toBe('2026-12-10T21:30:00.000Z');
  });
});

describe('effectiveTransferSettings', () => {
  it('takes each field from the ticket type, else the event, else the seller', () => {
    expect(
      effectiveTransferSettings({ mode: 'notAllowed' }, { mode: 'allowed', retransferMode: 'notAllowed' }, { hardTicketMode: 'allowed', retransferMode: 'allowed', allowedUntil: { offset: 1, unit: 'hours' } }),
    ).toEqual({ mode: 'notAllowed', retransferMode: 'notAllowed', hardTicketMode: 'allowed', allowedUntil: { offset: 1, unit: 'hours' } });
    expect(effectiveTransferSettings(undefined, null, undefined)).toEqual({ mode: undefined, hardTicketMode: undefined, retransferMode: undefined, allowedUntil: undefined });
  });
});
