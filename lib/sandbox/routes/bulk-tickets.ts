import { z } from 'zod';
import type { Route } from '../http/router.ts';
import type { SandboxContext } from '../context.ts';
import { json, readJson } from '../http/respond.ts';
import { addBulkTickets, BULK_TICKETS_MAX } from '../services/bulk-tickets.ts';

const bulkSchema = z.object({ count: z.number().int().min(0).max(BULK_TICKETS_MAX) }).strict();

/**
 * Sandbox-only test control (issue 9): gives a customer `count` more tickets (0 to 5,000 a
 * call) in real orders for the seller's ended events, so that the tickets page can be measured at
 * thousands of tickets without slowing the demo seed. Answers what it added and the new total.
 */
export const bulkTicketRoutes: Route<SandboxContext>[] = [
  {
    method: 'POST',
    path: '/api/sandbox/customers/:id/bulk-tickets',
    handle: async ({ request, params, ctx }) => {
      const { count } = await readJson(request, bulkSchema);
      return json(addBulkTickets(ctx, params.id ?? '', count), 201);
    },
  },
];
