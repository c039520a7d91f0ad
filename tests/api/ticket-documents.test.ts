import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SAME_SITE } from './route-requests.ts';
import type { Ticket } from '../../lib/ticketing/schemas/ticket.ts';
import { ALEX_IDS } from '../../lib/sandbox/seed/holdings/alex.ts';
import { CUSTOMERS } from '../../lib/sandbox/seed/ids.ts';

/**
 * The storefront's PDF and wallet route handlers against the embedded sandbox in a fresh data
 * directory: the PDF passes through as a download, wallet routes answer the pass url, bad input
 * and cross-site posts are refused, upstream refusals keep their status.
 */

// unstable_cache needs the incremental cache of a running Next server; here every read goes through.
vi.mock('next/cache', () => ({ unstable_cache: <F>(fn: F) => fn }));

const dataDir = mkdtempSync(join(tmpdir(), 'ticket-documents-'));
const savedEnv = { SANDBOX_DATA_DIR: process.env.SANDBOX_DATA_DIR, TICKETING_API_URL: process.env.TICKETING_API_URL };

type PdfHandler = (request: Request, context: { params: Promise<{ id: string; secret: string }> }) => Promise<Response>;
type ListHandler = (request: Request) => Promise<Response>;
type WalletHandler = (request: Request, context: { params: Promise<{ provider: string }> }) => Promise<Response>;
let onePdf: PdfHandler;
let manyPdf: ListHandler;
let walletTickets: WalletHandler;
let memberCard: WalletHandler;

async function sandbox() {
  const { sandboxInstance } = await import('../../lib/sandbox/instance.ts');
  return sandboxInstance(dataDir);
}

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
  process.env.SANDBOX_DATA_DIR = dataDir;
  delete process.env.TICKETING_API_URL;
  vi.resetModules();
  onePdf = (await import('../../app/api/tickets/[id]/[secret]/pdf/route.ts')).GET;
  manyPdf = (await import('../../app/api/tickets/pdf/route.ts')).GET;
  walletTickets = (await import('../../app/api/wallets/[provider]/tickets/route.ts')).POST;
  memberCard = (await import('../../app/api/wallets/[provider]/member-card/route.ts')).POST;
});

afterAll(async () => {
  (await sandbox()).close();
  delete (globalThis as Record<symbol, unknown>)[Symbol.for('ticket-shop.sandbox')];
  rmSync(dataDir, { recursive: true, force: true });
  for (const [key, value] of Object.entries(savedEnv)) {
    if (value === undefined) delete process.env[key];
    else process.env[key] = value;
  }
});

describe('GET /api/tickets/{id}/{secret}/pdf', () => {
  it('streams the e-ticket PDF through as an attachment', async () => {
    const [ticket] = await alexTickets();
    if (!ticket?.secret) throw new Error('no ticket');
    const response = await onePdf(new Request(`http://localhost/api/tickets/${ticket._id}/${ticket.secret}/pdf?lang=de`), { params: Promise.resolve({ id: ticket._id, secret: ticket.secret }) });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="ticket-${ticket._id}.pdf"`);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const pdf = Buffer.from(await response.arrayBuffer()).toString('latin1');
    expect(pdf.startsWith('%PDF-')).toBe(true);
    expect(pdf).toContain('(Inhaber: ');
  });

  it('passes the API refusals on: 403 wrong secret, 404 unknown ticket, 422 no PDF', async () => {
    const [ticket] = await alexTickets();
    if (!ticket) throw new Error('no ticket');
    const get = (id: string, secret: string) => onePdf(new Request(`http://localhost/api/tickets/${id}/${secret}/pdf`), { params: Promise.resolve({ id, secret }) });
    expect((await get(ticket._id, 'wrong')).status).toBe(403);
    expect((await get('tkt_nope', 'x')).status).toBe(404);
    const hard = (await sandbox()).store.get('tickets', ALEX_IDS.tickets.hard);
    expect((await get(ALEX_IDS.tickets.hard, hard?.secret ?? '')).status).toBe(422);
  });
});

describe('GET /api/tickets/pdf', () => {
  it('answers several tickets as one PDF', async () => {
    const tickets = (await alexTickets()).slice(0, 2);
    const response = await manyPdf(new Request(`http://localhost/api/tickets/pdf?${query(tickets)}`));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="tickets.pdf"');
    expect(Buffer.from(await response.arrayBuffer()).toString('latin1')).toContain('/Count 2');
  });

  it('answers 400 when ids and secrets do not pair up or are missing', async () => {
    const [ticket] = await alexTickets();
    expect((await manyPdf(new Request(`http://localhost/api/tickets/pdf?id=${ticket?._id ?? ''}&id=other&secret=x`))).status).toBe(400);
    expect((await manyPdf(new Request('http://localhost/api/tickets/pdf?lang=en'))).status).toBe(400);
  });
});

describe('POST /api/wallets/{provider}/tickets', () => {
  it('answers the pass url', async () => {
    const tickets = (await alexTickets()).slice(0, 2);
    const response = await walletTickets(new Request(`http://localhost/api/wallets/google/tickets?${query(tickets)}`, { method: 'POST', headers: SAME_SITE }), { params: Promise.resolve({ provider: 'google' }) });
    expect(response.status).toBe(200);
    expect(((await response.json()) as { url: string }).url).toMatch(/^\/sandbox\/wallet\/wps_/);
  });

  it('refuses cross-site posts, unknown wallets and more than 10 tickets', async () => {
    const [ticket] = await alexTickets();
    if (!ticket) throw new Error('no ticket');
    const post = (provider: string, search: string, headers: Record<string, string> = SAME_SITE) =>
      walletTickets(new Request(`http://localhost/api/wallets/${provider}/tickets?${search}`, { method: 'POST', headers }), { params: Promise.resolve({ provider }) });
    expect((await post('google', query([ticket]), { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' })).status).toBe(403);
    expect((await post('nokia', query([ticket]))).status).toBe(404);
    expect((await post('apple', query(Array.from({ length: 11 }, () => ticket)))).status).toBe(400);
    expect((await post('apple', query([{ ...ticket, secret: 'wrong' }]))).status).toBe(403);
  });
});

describe('POST /api/wallets/{provider}/member-card', () => {
  it('answers the member card pass url', async () => {
    const program = (await sandbox()).store.list('membershipPrograms', { customerId: CUSTOMERS.alex }).docs.find((candidate) => candidate.issuesPasses && candidate.membership?.secret);
    const membership = program?.membership;
    if (!membership?.secret) throw new Error('no membership');
    const search = new URLSearchParams({ id: membership._id, secret: membership.secret, lang: 'en' });
    const response = await memberCard(new Request(`http://localhost/api/wallets/apple/member-card?${search}`, { method: 'POST', headers: SAME_SITE }), { params: Promise.resolve({ provider: 'apple' }) });
    expect(response.status).toBe(200);
    expect(((await response.json()) as { url: string }).url).toMatch(/^\/sandbox\/wallet\//);
  });
});
