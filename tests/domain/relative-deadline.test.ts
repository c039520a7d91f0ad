import { describe, expect, it } from 'vitest';
import { relativeDeadlineDate, shiftBy } from '../../lib/domain/relative-deadline.ts';

const dates = {
  orderDate: '2026-11-01T10:00:00.000Z',
  eventStart: '2026-12-10T19:00:00.000Z',
  eventEnd: '2026-12-10T23:00:00.000Z',
  relevancyStart: '2026-12-10T18:00:00.000Z',
};

describe('relativeDeadlineDate', () => {
  it.each([
    // The rebooking default (spec 02 §9): 7 days relative to the order date.
    [{ target: 'orderDate', offset: 7, unit: 'days' }, '2026-11-08T10:00:00.000Z'],
    [{ target: 'eventStart', offset: -2, unit: 'hours' }, '2026-12-10T17:00:00.000Z'],
    [{ target: 'eventEnd', offset: -30, unit: 'minutes' }, '2026-12-10T22:30:00.000Z'],
    [{ target: 'relevancyStart', offset: -1, unit: 'weeks' }, '2026-12-03T18:00:00.000Z'],
    [{ target: 'orderDate', offset: 1, unit: 'months' }, '2026-12-01T10:00:00.000Z'],
    [{ target: 'eventStart', offset: -1, unit: 'years' }, '2025-12-10T19:00:00.000Z'],
    // No offset: the target itself.
    [{ target: 'eventStart' }, '2026-12-10T19:00:00.000Z'],
    // No target: the action's own default (eventStart in these rows).
    [{ offset: -3, unit: 'days' }, '2026-12-07T19:00:00.000Z'],
  ] as const)('%o falls on %s', (deadline, expected) => {
    expect(relativeDeadlineDate(deadline, dates, 'eventStart')?.toISOString()).toBe(expected);
  });

  it('cannot place a deadline whose target date is unknown', () => {
    expect(relativeDeadlineDate({ target: 'relevancyStart', offset: 1, unit: 'days' }, { eventStart: dates.eventStart }, 'eventStart')).toBeUndefined();
    expect(relativeDeadlineDate({ target: 'orderDate' }, { orderDate: 'not a date' }, 'eventStart')).toBeUndefined();
  });

  it('reads an unknown unit as hours rather than dropping the offset', () => {
    expect(shiftBy(new Date(dates.eventStart), -2, 'fortnights').toISOString()).toBe('2026-12-10T17:00:00.000Z');
  });
});
