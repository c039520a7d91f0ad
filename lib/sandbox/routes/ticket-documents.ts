import { z } from 'zod';
import type { Route } from '../http/router.ts';
import type { SandboxContext } from '../context.ts';
import { json, parseOr400, queryObject, readJson } from '../http/respond.ts';
import { notFound } from '../http/errors.ts';
import { writePdf } from '../pdf/writer.ts';
import { issueMemberCardPass, issueTicketsPass, langOf, ticketPdfPages, type TicketRefInput } from '../services/ticket-documents.ts';

/**
 * E-ticket PDFs and wallet passes (spec 02 §7): get-pdf for one ticket, render for several, and
 * the wallet endpoints answering `{ url }`. Real passes need Apple's and Google's signing keys, so
 * the sandbox's url leads to its own page (/sandbox/wallet/{id}) listing what the pass holds.
 */

const refSchema = z.object({ id: z.string().min(1), secret: z.string() });
const renderBodySchema = z.object({ format: z.literal('pdf'), tickets: z.array(refSchema).min(1).max(200), lang: z.string().optional() });
const walletBodySchema = z.object({ tickets: z.array(refSchema).min(1), sellerId: z.string().optional() });
const memberCardBodySchema = refSchema;
const providerSchema = z.enum(['apple', 'google']);

function pdfResponse(refs: readonly TicketRefInput[], lang: string | undefined, ctx: SandboxContext, filename: string): Response {
  const { pages, title } = ticketPdfPages(ctx, refs, langOf(lang));
  const bytes = writePdf(pages, { title });
  return new Response(bytes, {
    headers: {
      'content-type': 'application/pdf',
      'content-disposition': `attachment; filename="${filename}"`,
      'content-length': String(bytes.byteLength),
      'cache-control': 'no-store',
    },
  });
}

const passUrl = (id: string) => ({ url: `/sandbox/wallet/${encodeURIComponent(id)}` });
const langParam = (url: URL) => z.string().optional().catch(undefined).parse(queryObject(url).lang);

export const ticketDocumentRoutes: Route<SandboxContext>[] = [
  {
    method: 'GET',
    path: '/api/public/tickets/get-pdf',
    handle: ({ url, ctx }) => {
      const query = parseOr400(z.object({ id: z.string().min(1), secret: z.string().optional().default(''), lang: z.string().optional() }), queryObject(url));
      return pdfResponse([{ id: query.id, secret: query.secret }], query.lang, ctx, `ticket-${query.id.replace(/[^\w-]/g, '')}.pdf`);
    },
  },
  {
    method: 'POST',
    path: '/api/public/tickets/render',
    handle: async ({ request, ctx }) => {
      const body = await readJson(request, renderBodySchema);
      return pdfResponse(body.tickets, body.lang, ctx, 'tickets.pdf');
    },
  },
  {
    method: 'POST',
    path: '/api/wallets/apple/tickets/icloud-binding',
    handle: async ({ request, url, ctx }) => {
      const body = await readJson(request, walletBodySchema);
      return json(passUrl(issueTicketsPass(ctx, { provider: 'apple', refs: body.tickets, lang: langOf(langParam(url)), sellerId: body.sellerId })._id));
    },
  },
  {
    method: 'POST',
    path: '/api/wallets/google/tickets',
    handle: async ({ request, url, ctx }) => {
      const body = await readJson(request, walletBodySchema);
      return json(passUrl(issueTicketsPass(ctx, { provider: 'google', refs: body.tickets, lang: langOf(langParam(url)), sellerId: body.sellerId })._id));
    },
  },
  {
    method: 'POST',
    path: '/api/wallets/:provider/member-cards',
    handle: async ({ request, url, params, ctx }) => {
      const provider = providerSchema.safeParse(params.provider);
      if (!provider.success) throw notFound('Wallet provider');
      const body = await readJson(request, memberCardBodySchema);
      return json(passUrl(issueMemberCardPass(ctx, { provider: provider.data, ref: body, lang: langOf(langParam(url)) })._id));
    },
  },
  {
    // Sandbox-only: what the pass page shows; a real API hands the pass to the phone instead.
    method: 'GET',
    path: '/api/sandbox/wallet-passes/:id',
    handle: ({ params, ctx }) => {
      const pass = ctx.store.get('walletPasses', params.id ?? '');
      if (!pass) throw notFound('Wallet pass');
      return json(pass);
    },
  },
];
