import { beforeAll, describe, expect, it, vi } from 'vitest';
import { CROSS_SITE, SAME_SITE, postJson, segment, type RouteHandler } from '../support/route-requests.ts';
import { routeSandbox } from '../support/route-sandbox.ts';
import type { Ticket } from '../../lib/ticketing/schemas/ticket.ts';
import { ALEX_IDS } from '../../lib/sandbox/seed/holdings/alex.ts';
import { CUSTOMERS } from '../../lib/sandbox/seed/ids.ts';

/**
 * The storefront's PDF and wallet route handlers against the embedded sandbox in a fresh data
 * directory: the PDF passes through as a download, wallet routes answer the pass url, bad input
 * and cross-site posts are refused, upstream refusals keep their status.
 */

vi.mock('next/cache', () => import('../support/next-server.ts'));

const { sandbox } = routeSandbox('ticket-documents-');
let onePdf: RouteHandler;
let manyPdf: RouteHandler;
let walletTickets: RouteHandler;
let memberCard: RouteHandler;

async function alexTickets(): Promise<Ticket[]> {
  return (await sandbox()).store.list('tickets', { customerId: CUSTOMERS.alex }).docs.filter((t) => t.status === 'valid' && t.pdfEnabled === true && t.googleWalletEnabled === true && t.secret);
}

const query = (tickets: readonly Ticket[], lang = 'en') => {
  const params = new URLSearchParams();
  for (const t of tickets) {
    params.append('id', t._id);
    params.append('secret', t.secret ?? '');
  }
  params.set('lang', lang);
  return params.toString();
};


beforeAll(async () => {
  onePdf = (await import('../../app/api/tickets/[id]/[secret]/pdf/route.ts')).GET;
  manyPdf = (await import('../../app/api/tickets/pdf/route.ts')).GET;
  walletTickets = (await import('../../app/api/wallets/[provider]/tickets/route.ts')).POST;
  memberCard = (await import('../../app/api/wallets/[provider]/member-card/route.ts')).POST;
});

/** The wallet buttons' body: the tickets by id and secret, and the language. */
const walletBody = (tickets: readonly Ticket[], lang = 'en') => ({ tickets: tickets.map((t) => ({ id: t._id, secret: t.secret ?? '' })), lang });

describe('GET /api/tickets/{id}/{secret}/pdf', () => {
  it('streams the e-ticket PDF through as an attachment', async () => {
    const [ticket] = await alexTickets();
    if (!ticket?.secret) throw new Error('no ticket');
    const response = await onePdf(new Request(`http://localhost/api/tickets/${ticket._id}/${ticket.secret}/pdf?lang=de`), segment({ id: ticket._id, secret: ticket.secret }));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="ticket-${ticket._id}.pdf"`);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const pdf = Buffer.from(await response.arrayBuffer()).toString('latin1');
    expect(pdf.startsWith('%PDF-')).toBe(true);
    expect(pdf).toContain('(INHABER) Tj');
  });

  it('passes the API refusals on: 404 for a wrong secret as for an unknown ticket, 422 no PDF', async () => {
    const [ticket] = await alexTickets();
    if (!ticket) throw new Error('no ticket');
    const get = (id: string, secret: string) => onePdf(new Request(`http://localhost/api/tickets/${id}/${secret}/pdf`), segment({ id, secret }));
    expect((await get(ticket._id, 'wrong')).status).toBe(404);
    expect((await get('tkt_nope', 'x')).status).toBe(404);
    const hard = (await sandbox()).store.get('tickets', ALEX_IDS.tickets.hard);
    expect((await get(ALEX_IDS.tickets.hard, hard?.secret ?? '')).status).toBe(422);
  });
});

describe('GET /api/tickets/pdf', () => {
  it('answers several tickets as one PDF', async () => {
    const tickets = (await alexTickets()).slice(0, 2);
    const response = await manyPdf(new Request(`http://localhost/api/tickets/pdf?${query(tickets)}`), segment({}));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="tickets.pdf"');
    expect(Buffer.from(await response.arrayBuffer()).toString('latin1')).toContain('/Count 2');
  });

  it('answers 400 when ids and secrets do not pair up or are missing', async () => {
    const [ticket] = await alexTickets();
    expect((await manyPdf(new Request(`http://localhost/api/tickets/pdf?id=${ticket?._id ?? ''}&id=other&secret=x`), segment({}))).status).toBe(400);
    expect((await manyPdf(new Request('http://localhost/api/tickets/pdf?lang=en'), segment({}))).status).toBe(400);
  });
});

describe('POST /api/wallets/{provider}/tickets', () => {
  it('answers the pass url', async () => {
    const tickets = (await alexTickets()).slice(0, 2);
    const response = await walletTickets(postJson('http://localhost/api/wallets/google/tickets', walletBody(tickets)), segment({ provider: 'google' }));
    expect(response.status).toBe(200);
    expect(((await response.json()) as { url: string }).url).toMatch(/^\/sandbox\/wallet\/wps_/);
  });

  it('refuses cross-site posts, unknown wallets and more than 10 tickets', async () => {
    const [ticket] = await alexTickets();
    if (!ticket) throw new Error('no ticket');
    const post = (provider: string, body: unknown, headers: Record<string, string> = SAME_SITE) =>
      walletTickets(postJson(`http://localhost/api/wallets/${provider}/tickets`, body, headers), segment({ provider }));
    expect((await post('google', walletBody([ticket]), CROSS_SITE)).status).toBe(403);
    expect((await post('nokia', walletBody([ticket]))).status).toBe(404);
    expect((await post('apple', walletBody(Array.from({ length: 11 }, () => ticket)))).status).toBe(400);
    expect((await post('apple', walletBody([{ ...ticket, secret: 'wrong' }]))).status).toBe(404);
  });
});

describe('POST /api/wallets/{provider}/member-card', () => {
  it('answers the member card pass url', async () => {
    const program = (await sandbox()).store.list('membershipPrograms', { customerId: CUSTOMERS.alex }).docs.find((candidate) => candidate.issuesPasses && candidate.membership?.secret);
    const membership = program?.membership;
    if (!membership?.secret) throw new Error('no membership');
    const body = { membership: { id: membership._id, secret: membership.secret }, lang: 'en' };
    const response = await memberCard(postJson('http://localhost/api/wallets/apple/member-card', body), segment({ provider: 'apple' }));
    expect(response.status).toBe(200);
    expect(((await response.json()) as { url: string }).url).toMatch(/^\/sandbox\/wallet\//);
  });
});
