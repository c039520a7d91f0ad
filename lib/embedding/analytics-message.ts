import { EMBEDDING_MESSAGE_SOURCE, EMBEDDING_MESSAGE_VERSION } from './parent-message.ts';

/**
 * Analytics events of the shop (spec 02 §7 "Analytics: an event 'sell clicked multi' is tracked
 * when the sell button is clicked"). The shop loads no analytics script of its own (CSP, privacy):
 * an event is posted to the embedding page like the other embedding messages, and dispatched on
 * `window` as a DOM event (ANALYTICS_DOM_EVENT) for a seller's tag manager on the shop's own page.
 */

/** The resale-site sell button was pressed (for one or several tickets, or a season card's event). */
export const SELL_CLICKED_MULTI = 'sell clicked multi';

/** The DOM event name on `window`; its `detail` is the AnalyticsEventMessage. */
export const ANALYTICS_DOM_EVENT = 'ticketshop:analytics';

export interface AnalyticsEventMessage {
  source: typeof EMBEDDING_MESSAGE_SOURCE;
  version: typeof EMBEDDING_MESSAGE_VERSION;
  type: 'analytics.event';
  name: string;
  /** Ids and counts only: nothing personal leaves the shop this way. */
  data: Record<string, string | number | boolean>;
}

export function analyticsEvent(name: string, data: Record<string, string | number | boolean>): AnalyticsEventMessage {
  return { source: EMBEDDING_MESSAGE_SOURCE, version: EMBEDDING_MESSAGE_VERSION, type: 'analytics.event', name, data: { ...data } };
}
