/**
 * Paging of the account lists (spec 01 §9): pages of 25; infinite scroll loads more until the
 * total is reached or an empty page returns. Loading lists show 4 skeleton rows.
 */

export const ACCOUNT_PAGE_SIZE = 25;

/** One page of a paged list and how many items the whole list has. */
export interface ListPage<T> {
  items: T[];
  total: number;
}
export const SKELETON_ROW_COUNT = 4;

/**
 * Whether another page should be loaded after one came back with `lastPageSize` items, `loaded`
 * items now being shown. With a total: until it is reached or a page comes back empty. Without a
 * total (an API that does not send one), only after a full page.
 */
export function nextPageNeeded(input: { loaded: number; total: number | undefined; lastPageSize: number; pageSize: number }): boolean {
  if (input.lastPageSize === 0) return false;
  if (input.total === undefined) return input.lastPageSize >= input.pageSize;
  return input.loaded < input.total;
}
