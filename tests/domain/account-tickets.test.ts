import { describe, it, expect } from 'vitest';
import { isHiddenFromTicketsPage, isShownInTicketsPage, packagesOf, pendingPersonalizationCount, splitUpcomingPast, ticketsByEvent } from '../../lib/domain/account-tickets.ts';
import type { Ticket, TicketStatus } from '../../lib/ticketing/schemas/ticket.ts';

const now = new Date('2030-05-01T12:00:00Z');
const event = (id: string, start: string, end?: string, hidden?: boolean) => ({
  _id: id,
  start,
  ...(end ? { end } : {}),
  ...(hidden !== undefined ? { customSettings: { hideTicketsInTransactionPage: hidden } } : {}),
});

describe('splitUpcomingPast (upcoming = end not yet passed; hidden events omitted)', () => {
  const events = [
    event('later', '2030-06-01T18:00:00Z', '2030-06-01T22:00:00Z'),
    event('soon', '2030-05-02T18:00:00Z', '2030-05-02T22:00:00Z'),
    event('running', '2030-05-01T10:00:00Z', '2030-05-01T14:00:00Z'),
    event('season', '2030-01-01T18:00:00Z', '2030-12-01T22:00:00Z'),
    event('lastMonth', '2030-04-01T18:00:00Z', '2030-04-01T22:00:00Z'),
    event('lastYear', '2029-04-01T18:00:00Z', '2029-04-01T22:00:00Z'),
    event('startedNoEnd', '2030-05-01T11:00:00Z'),
    event('parking', '2030-05-03T08:00:00Z', '2030-05-03T20:00:00Z', true),
    event('notHidden', '2030-05-04T08:00:00Z', '2030-05-04T20:00:00Z', false),
  ];

  it('puts events that have not ended in upcoming, soonest first', () => {
    expect(splitUpcomingPast(events, now).upcoming.map((e) => e._id)).toEqual(['season', 'running', 'soon', 'notHidden', 'later']);
  });

  it('puts ended events in past, most recent first', () => {
    expect(splitUpcomingPast(events, now).past.map((e) => e._id)).toEqual(['startedNoEnd', 'lastMonth', 'lastYear']);
  });

  it('omits events with customSettings.hideTicketsInTransactionPage', () => {
    const { upcoming, past } = splitUpcomingPast(events, now);
    expect([...upcoming, ...past].map((e) => e._id)).not.toContain('parking');
  });

  it.each<[string, { customSettings?: { hideTicketsInTransactionPage?: boolean } }, boolean]>([
    ['hidden', { customSettings: { hideTicketsInTransactionPage: true } }, true],
    ['explicitly shown', { customSettings: { hideTicketsInTransactionPage: false } }, false],
    ['no custom settings', {}, false],
    ['other custom settings', { customSettings: {} }, false],
  ])('isHiddenFromTicketsPage: %s -> %s', (_case, input, expected) => {
    expect(isHiddenFromTicketsPage(input)).toBe(expected);
  });
});

describe('isShownInTicketsPage (every status but reserved)', () => {
  it.each<[TicketStatus, boolean]>([
    ['valid', true],
    ['invalid', true],
    ['detailsRequired', true],
    ['blank', true],
    ['reserved', false],
  ])('%s -> %s', (status, expected) => {
    expect(isShownInTicketsPage({ status })).toBe(expected);
  });
});

describe('ticketsByEvent and packagesOf', () => {
  const tickets: Pick<Ticket, '_id' | 'eventId' | 'packageInfo'>[] = [
    { _id: 't1', eventId: 'a', packageInfo: { packageId: 'p1', name: 'Weekend Pass' } },
    { _id: 't2', eventId: 'b' },
    { _id: 't3', eventId: 'a', packageInfo: { packageId: 'p1' } },
    { _id: 't4', eventId: 'c', packageInfo: { packageId: 'p2' } },
    { _id: 't5', eventId: 'c', packageInfo: null },
  ];

  it('groups tickets per event in order', () => {
    const byEvent = ticketsByEvent(tickets);
    expect([...byEvent.keys()]).toEqual(['a', 'b', 'c']);
    expect(byEvent.get('a')?.map((t) => t._id)).toEqual(['t1', 't3']);
  });

  it('groups package tickets per package id, across events, keeping the first name', () => {
    expect(packagesOf(tickets).map((p) => ({ id: p.packageId, name: p.name, tickets: p.tickets.map((t) => t._id) }))).toEqual([
      { id: 'p1', name: 'Weekend Pass', tickets: ['t1', 't3'] },
      { id: 'p2', name: undefined, tickets: ['t4'] },
    ]);
  });

  it('has no packages without package info', () => {
    expect(packagesOf([{ packageInfo: undefined }])).toEqual([]);
  });
});

describe('pendingPersonalizationCount', () => {
  it.each<[string, Pick<Ticket, 'status' | 'personalized' | 'requiresPersonalization'>[], number]>([
    ['none', [{ status: 'valid' }], 0],
    ['details required', [{ status: 'detailsRequired' }, { status: 'valid' }], 1],
    ['requires personalization, not done', [{ status: 'valid', requiresPersonalization: true }], 1],
    ['requires personalization, done', [{ status: 'valid', requiresPersonalization: true, personalized: true }], 0],
    ['two pending', [{ status: 'detailsRequired' }, { status: 'detailsRequired' }], 2],
  ])('%s -> %s', (_case, tickets, expected) => {
    expect(pendingPersonalizationCount(tickets)).toBe(expected);
  });
});
