import { describe, it, expect } from 'vitest';
import { ACCOUNT_PAGE_SIZE, SKELETON_ROW_COUNT, nextPageNeeded } from '../../lib/domain/infinite-paging.ts';

describe('nextPageNeeded (until the total or an empty page)', () => {
  it('uses the spec constants', () => {
    expect(ACCOUNT_PAGE_SIZE).toBe(25);
    expect(SKELETON_ROW_COUNT).toBe(4);
  });

  it.each<[string, number, number | undefined, number, boolean]>([
    ['first page of 30', 25, 30, 25, true],
    ['total reached', 30, 30, 5, false],
    ['exactly one full page', 25, 25, 25, false],
    ['empty page before the total', 25, 40, 0, false],
    ['empty list', 0, 0, 0, false],
    ['a short page before the total: keep going', 20, 40, 20, true],
    ['more loaded than the total (it shrank)', 50, 34, 25, false],
    ['no total: after a full page', 25, undefined, 25, true],
    ['no total: after a short page', 30, undefined, 5, false],
    ['no total: after an empty page', 25, undefined, 0, false],
  ])('%s', (_case, loaded, total, lastPageSize, expected) => {
    expect(nextPageNeeded({ loaded, total, lastPageSize, pageSize: ACCOUNT_PAGE_SIZE })).toBe(expected);
  });
});
