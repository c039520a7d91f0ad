import { describe, expect, it, vi } from 'vitest';
import { RECURRENCE_PAGE_SIZE, allPages } from '../../lib/ticket-actions/action-events.ts';

/** Spec 02 §9: recurrences are paged 20 at a time, the next page asked for only when the last was full. */
describe('allPages', () => {
  it.each([
    [0, 1],
    [5, 1],
    [RECURRENCE_PAGE_SIZE, 2],
    [45, 3],
    [2 * RECURRENCE_PAGE_SIZE, 3],
  ])('%d dates take %d calls', async (total, calls) => {
    const dates = Array.from({ length: total }, (_, index) => index);
    const fetchPage = vi.fn(async (skip: number, top: number) => dates.slice(skip, skip + top));
    expect(await allPages(fetchPage)).toEqual(dates);
    expect(fetchPage).toHaveBeenCalledTimes(calls);
    expect(fetchPage.mock.calls.map(([skip, top]) => [skip, top])).toEqual(Array.from({ length: calls }, (_, page) => [page * RECURRENCE_PAGE_SIZE, RECURRENCE_PAGE_SIZE]));
  });

  it('stops after a bounded number of pages for a series without end', async () => {
    const fetchPage = vi.fn(async (_skip: number, top: number) => Array.from({ length: top }, () => 1));
    await allPages(fetchPage);
    expect(fetchPage.mock.calls.length).toBeLessThanOrEqual(25);
  });
});
