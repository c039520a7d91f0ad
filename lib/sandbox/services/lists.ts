import type { Page } from '../db/documents.ts';

/** Anything listed newest first: by its createdAt, ties (and undated documents) by id, descending. */
interface Dated {
  _id: string;
  createdAt?: string | null | undefined;
}

const time = (doc: Dated) => (doc.createdAt ? Date.parse(doc.createdAt) : Number.NEGATIVE_INFINITY);

/**
 * Newest first by the document's own createdAt rather than the store's created_at column: the
 * column is only as right as whoever wrote the document, the body is what the client shows.
 */
export function newestFirst(a: Dated, b: Dated): number {
  return time(b) - time(a) || (a._id < b._id ? 1 : a._id > b._id ? -1 : 0);
}

/** One page of an already filtered and sorted list (spec 02 §9: skip 0 and top 25 by default). */
export function pageFrom<T>(docs: readonly T[], paging: { skip: number; top: number }): Page<T> {
  return { docs: docs.slice(paging.skip, paging.skip + paging.top), total: docs.length };
}
