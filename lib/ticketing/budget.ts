import 'server-only';
import { cache } from 'react';

/**
 * The time a page may spend on the ticketing API, all its calls together (issue 10, finding 12).
 * Past it, the calls still waiting fail as timeouts and the page shows its friendly error page,
 * instead of holding the buyer for one full timeout per call.
 */
export const PAGE_BUDGET_MS = 8_000;

/**
 * The deadline of the page being rendered: React's cache() makes it one per request in server
 * components, so the layout's and the page's calls share it. Outside a render (route handlers)
 * each call gets a whole budget, capped anyway by the per-call timeout.
 */
export const requestDeadline = cache((): { at: number } => ({ at: Date.now() + PAGE_BUDGET_MS }));
