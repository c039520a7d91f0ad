/**
 * What the page and public/sw.js agree on (ADR 0025). The worker is a plain script that cannot
 * import this module, so tests/offline/sw.test.ts checks that it spells the same values.
 */

/** Every cache of the offline tickets worker starts with this; nothing else of ours does. */
export const OFFLINE_CACHE_PREFIX = 'tickets-';

/** Header of a stored page copy: when the worker stored it (ISO 8601). */
export const STORED_AT_HEADER = 'x-offline-stored-at';

/** Attribute of the status line holding the time the server rendered the page (ISO 8601). */
export const RENDERED_AT_ATTRIBUTE = 'data-offline-rendered-at';

/**
 * Attribute of an upcoming event card naming where its viewer reads the event's tickets (a route
 * of this site): storing the page, the worker stores these answers too, so that a viewer never
 * opened online still shows its barcodes offline.
 */
export const OFFLINE_DATA_ATTRIBUTE = 'data-offline-tickets';

/** The worker's script; a new build registers a new URL, so the worker and its cache start afresh. */
export const workerUrl = (version: string): string => `/sw.js?v=${encodeURIComponent(version)}`;

/** Messages the page posts to the worker. */
export type WorkerMessage =
  /** Forget every stored page and asset (logout, login). */
  | { type: 'clear' }
  /** Keep this ticket page: store it unless the stored copy is this very render. */
  | { type: 'store'; url: string; renderedAt: string };

/** The worker's answer to `store`: whether the page on screen is the stored copy (the network failed). */
export interface StoreAnswer {
  fromCache: boolean;
}

export const isOfflineCache = (name: string): boolean => name.startsWith(OFFLINE_CACHE_PREFIX);
