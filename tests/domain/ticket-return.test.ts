import { describe, expect, it } from 'vitest';
import {
  REFUND_DEADLINE_CAP_HOURS,
  canReturnTicket,
  refundAmount,
  refundWindows,
  returnDecision,
  type ReturnInput,
} from '../../lib/domain/ticket-return.ts';
import type { TicketCapabilities } from '../../lib/ticketing/schemas/ticket.ts';

const eventStart = '2026-12-20T19:00:00.000Z';
const dates = { eventStart, eventEnd: '2026-12-20T22:00:00.000Z', orderDate: '2026-11-01T10:00:00.000Z', relevancyStart: '2026-12-20T21:00:00.000Z' };
const at = (iso: string) => new Date(iso);
const cap = new Date(Date.parse(eventStart) - REFUND_DEADLINE_CAP_HOURS * 3_600_000);

/** Full refund until a week before, half until the day before (the demo's phases). */
const PHASES: TicketCapabilities = {
  selfServiceReturn: {
    enabled: true,
    phases: [
      { refundPercentage: 0.5, deadline: { target: 'eventStart', offset: -1, unit: 'days' } },
      { refundPercentage: 1, deadline: { target: 'eventStart', offset: -7, unit: 'days' } },
    ],
  },
};

describe('returnDecision (spec 02 §3 return capability, §9 refund deadline)', () => {
  it.each<[string, ReturnInput, string | undefined, number | undefined]>([
    ['two weeks before: the full-refund phase', { ticket: { returnable: true, status: 'valid', capabilities: PHASES }, dates, now: at('2026-12-06T12:00:00Z') }, undefined, 1],
    ['exactly at the first deadline: still that phase', { ticket: { returnable: true, status: 'valid', capabilities: PHASES }, dates, now: at('2026-12-13T19:00:00Z') }, undefined, 1],
    ['three days before: the half phase', { ticket: { returnable: true, status: 'valid', capabilities: PHASES }, dates, now: at('2026-12-17T12:00:00Z') }, undefined, 0.5],
    ['after the last phase', { ticket: { returnable: true, status: 'valid', capabilities: PHASES }, dates, now: at('2026-12-19T19:00:01Z') }, 'deadline', 0.5],
    ['a ticket waiting for its details', { ticket: { returnable: true, status: 'detailsRequired', capabilities: PHASES }, dates, now: at('2026-12-06T12:00:00Z') }, undefined, 1],
    ['not returnable', { ticket: { status: 'valid', capabilities: PHASES }, dates, now: at('2026-12-06T12:00:00Z') }, 'notReturnable', undefined],
    ['the capability switched off', { ticket: { returnable: true, status: 'valid', capabilities: { selfServiceReturn: { enabled: false } } }, dates, now: at('2026-12-06T12:00:00Z') }, 'notReturnable', undefined],
    ['an invalid ticket', { ticket: { returnable: true, status: 'invalid', capabilities: PHASES }, dates, now: at('2026-12-06T12:00:00Z') }, 'ticketStatusNotValid', 0.5],
    ['no phases: the full price until two hours before', { ticket: { returnable: true, status: 'valid' }, dates, now: at('2026-12-20T16:59:59Z') }, undefined, 1],
    ['no phases, within the last two hours', { ticket: { returnable: true, status: 'valid' }, dates, now: at('2026-12-20T17:00:01Z') }, 'deadline', 1],
  ])('%s', (_, input, refusal, percentage) => {
    const decision = returnDecision(input);
    expect(decision.refusal).toBe(refusal);
    expect(decision.window?.refundPercentage).toBe(percentage);
    expect(canReturnTicket(input)).toBe(refusal === undefined);
  });
});

describe('refundWindows: deadlines capped two hours before the start unless relative to the relevancy start', () => {
  it.each<[string, TicketCapabilities['selfServiceReturn'], Date[]]>([
    ['phases sorted, before the cap', PHASES.selfServiceReturn, [at('2026-12-13T19:00:00Z'), at('2026-12-19T19:00:00Z')]],
    ['a deadline at the start is capped', { phases: [{ refundPercentage: 1, deadline: { target: 'eventStart', offset: 0, unit: 'hours' } }] }, [cap]],
    ['a deadline after the end is capped', { phases: [{ refundPercentage: 1, deadline: { target: 'eventEnd', offset: 1, unit: 'hours' } }] }, [cap]],
    ['relative to the order date', { phases: [{ refundPercentage: 1, deadline: { target: 'orderDate', offset: 14, unit: 'days' } }] }, [at('2026-11-15T10:00:00Z')]],
    ['relative to the relevancy start: not capped', { phases: [{ refundPercentage: 1, deadline: { target: 'relevancyStart', offset: -30, unit: 'minutes' } }] }, [at('2026-12-20T20:30:00Z')]],
    ['an absolute end is capped too', { phases: [{ refundPercentage: 1, until: '2026-12-20T18:00:00.000Z' }] }, [cap]],
  ])('%s', (_, capability, deadlines) => {
    expect(refundWindows(capability, dates).map((window) => window.deadline)).toEqual(deadlines);
  });

  it('leaves out a phase whose date is unknown', () => {
    expect(refundWindows({ phases: [{ refundPercentage: 1, deadline: { target: 'relevancyStart', offset: 0 } }] }, { eventStart })).toEqual([]);
  });
});

describe('refundAmount', () => {
  it.each([
    [32, 1, 32],
    [39, 0.5, 19.5],
    [19.99, 0.5, 10],
    [10.1, 0.3, 3.03],
    [25, 0, 0],
  ])('%d × %d = %d', (price, percentage, refund) => {
    expect(refundAmount(price, percentage)).toBe(refund);
  });
});
