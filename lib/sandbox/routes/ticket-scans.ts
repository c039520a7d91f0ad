import { z } from 'zod';
import type { Route } from '../http/router.ts';
import type { SandboxContext } from '../context.ts';
import { json, readJson } from '../http/respond.ts';
import { scanTicket } from '../services/ticket-scans.ts';

const scanSchema = z.object({ secret: z.string().min(1).max(200), gate: z.string().trim().min(1).max(100).optional() });

/** Sandbox-only test control: a ticket scanned at the entrance, so its transfer is refused (spec 02 §8). */
export const ticketScanRoutes: Route<SandboxContext>[] = [
  {
    method: 'POST',
    path: '/api/sandbox/tickets/:id/scan',
    handle: async ({ request, params, ctx }) => {
      const { secret, gate } = await readJson(request, scanSchema);
      const ticket = scanTicket(ctx, params.id ?? '', secret, gate);
      return json({ _id: ticket._id, history: ticket.history });
    },
  },
];
