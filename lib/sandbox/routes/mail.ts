import { z } from 'zod';
import type { Route } from '../http/router.ts';
import type { SandboxContext } from '../context.ts';
import { json, parseOr400, queryObject } from '../http/respond.ts';
import { pagingQuerySchema } from '../http/query.ts';
import { listOutbox } from '../mail.ts';

/**
 * GET /api/sandbox/outbox: the mails the sandbox "sent", newest first, for the sandbox mail page
 * and e2e journeys. Sandbox-only: a real ticketing API has no such endpoint.
 */

const outboxQuerySchema = pagingQuerySchema.extend({ recipient: z.string().trim().min(1).optional() });

export const mailRoutes: Route<SandboxContext>[] = [
  {
    method: 'GET',
    path: '/api/sandbox/outbox',
    handle: ({ url, ctx }) => json(listOutbox(ctx.db, parseOr400(outboxQuerySchema, queryObject(url)))),
  },
];
