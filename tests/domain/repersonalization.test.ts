import { describe, expect, it } from 'vitest';
import {
  canRepersonalizeTicket,
  countedRepersonalizations,
  repersonalizationDecision,
  repersonalizationPaid,
  type RepersonalizationInput,
  type RepersonalizationTicket,
} from '../../lib/domain/repersonalization.ts';
import type { TicketHistoryEntry } from '../../lib/ticketing/schemas/ticket.ts';

const dates = { eventStart: '2026-12-20T19:00:00.000Z', eventEnd: '2026-12-20T22:00:00.000Z', orderDate: '2026-11-01T10:00:00.000Z' };
const now = new Date('2026-12-01T12:00:00.000Z');
const personalized: TicketHistoryEntry = { type: 'personalized', date: '2026-11-02T10:00:00.000Z' };
const byStaff: TicketHistoryEntry = { type: 'personalized', date: '2026-11-03T10:00:00.000Z', userId: 'usr_box_office' };
const paidEntry: TicketHistoryEntry = { type: 'repersonalizationPaid', date: '2026-11-04T10:00:00.000Z' };

/** A personalized, valid ticket that may be re-personalized twice for £5 until the day before the start. */
const ticket: RepersonalizationTicket = {
  status: 'valid',
  personalized: true,
  requiresPersonalization: true,
  capabilities: { repersonalization: { enabled: true, fee: 5, limit: 2, deadline: { target: 'eventStart', offset: -1, unit: 'days' } } },
  history: [personalized],
};
const input = (over: Omit<Partial<RepersonalizationInput>, 'ticket'> & { ticket?: Partial<RepersonalizationTicket> } = {}): RepersonalizationInput => ({
  dates,
  now,
  ...over,
  ticket: { ...ticket, ...over.ticket },
});

describe('repersonalizationDecision (spec 02 §6, §9 Repersonalization)', () => {
  it.each<[string, RepersonalizationInput, string | undefined, { fee?: number; remaining?: number; deadline?: string }]>([
    ['allowed: fee from the capability, deadline from the capability, two left', input(), undefined, { fee: 5, remaining: 2, deadline: '2026-12-19T19:00:00.000Z' }],
    ['extra fields alone make personalization required', input({ ticket: { requiresPersonalization: false, requiresExtraFields: true } }), undefined, {}],
    ['personalization not required', input({ ticket: { requiresPersonalization: false } }), 'notRepersonalizable', {}],
    ['not personalized yet: that is Personalize, not Re-personalize', input({ ticket: { personalized: false } }), 'notRepersonalizable', {}],
    ['the capability switched off', input({ ticket: { capabilities: { repersonalization: { enabled: false } } } }), 'notRepersonalizable', {}],
    ['no capability and no event setting', input({ ticket: { capabilities: {} } }), 'notRepersonalizable', {}],
    ['allowed by the event setting, its fee and deadline relative to the event end', input({ ticket: { capabilities: {} }, event: { repersonalization: { enabled: true, fee: 3, deadline: { offset: -6, unit: 'hours' } } } }), undefined, { fee: 3, deadline: '2026-12-20T16:00:00.000Z' }],
    ['the event setting as a date', input({ ticket: { capabilities: {} }, event: { repersonalization: { enabled: true, until: '2026-11-30T00:00:00.000Z' } } }), 'deadline', { deadline: '2026-11-30T00:00:00.000Z' }],
    ['the fee of the ticket when the capability names none', input({ ticket: { repersonalizationFee: 7, capabilities: { repersonalization: { enabled: true } } } }), undefined, { fee: 7 }],
    ['free when nothing names a fee', input({ ticket: { capabilities: { repersonalization: { enabled: true } } } }), undefined, { fee: 0 }],
    ['detailsRequired is not valid', input({ ticket: { status: 'detailsRequired' } }), 'ticketStatusNotValid', {}],
    ['invalid', input({ ticket: { status: 'invalid' } }), 'ticketStatusNotValid', {}],
    ['two own re-personalizations after the first: the limit is reached', input({ ticket: { history: [personalized, personalized, personalized] } }), 'limitReached', { remaining: 0 }],
    ["the box office's changes do not count", input({ ticket: { history: [personalized, byStaff, byStaff, personalized] } }), undefined, { remaining: 1 }],
    ['after the deadline', input({ now: new Date('2026-12-19T19:00:01.000Z') }), 'deadline', {}],
    ['exactly at the deadline', input({ now: new Date('2026-12-19T19:00:00.000Z') }), undefined, {}],
  ])('%s', (_, given, refusal, expected) => {
    const decision = repersonalizationDecision(given);
    expect(decision.refusal).toBe(refusal);
    if (expected.fee !== undefined) expect(decision.fee).toBe(expected.fee);
    if (expected.remaining !== undefined) expect(decision.remaining).toBe(expected.remaining);
    if (expected.deadline !== undefined) expect(decision.deadline?.toISOString()).toBe(expected.deadline);
    expect(canRepersonalizeTicket(given)).toBe(refusal === undefined);
  });
});

describe('counting and paying', () => {
  it.each<[TicketHistoryEntry[], number]>([
    [[], 0],
    [[personalized], 0],
    [[personalized, personalized], 1],
    [[personalized, byStaff], 0],
  ])('%# counts %d', (history, count) => {
    expect(countedRepersonalizations(history)).toBe(count);
  });

  it.each<[TicketHistoryEntry[], boolean]>([
    [[personalized], false],
    [[personalized, paidEntry], true],
    [[personalized, paidEntry, personalized], false],
  ])('%# paid: %s', (history, paid) => {
    expect(repersonalizationPaid(history)).toBe(paid);
  });
});
