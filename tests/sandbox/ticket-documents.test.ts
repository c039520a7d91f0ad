import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createSandbox, type Sandbox } from '../../lib/sandbox/index.ts';
import { CUSTOMERS } from '../../lib/sandbox/seed/ids.ts';
import { ALEX_IDS } from '../../lib/sandbox/seed/holdings/alex.ts';
import type { Ticket } from '../../lib/ticketing/schemas/ticket.ts';
import { walletPassSchema, walletUrlSchema } from '../../lib/ticketing/ticket-documents.ts';

/** The sandbox's e-ticket PDFs and wallet passes against the seeded demo data. */

const ORIGIN = 'http://sandbox.test';
let sandbox: Sandbox;

beforeEach(() => {
  const clock = new Date('2030-01-15T12:00:00.000Z');
  sandbox = createSandbox({ location: ':memory:', seed: true, now: () => clock });
});
afterEach(() => sandbox.close());

const send = (method: string, path: string, json?: unknown) =>
  sandbox.handle(new Request(`${ORIGIN}${path}`, { method, ...(json === undefined ? {} : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(json) }) }));
const latin1 = async (response: Response) => Buffer.from(await response.arrayBuffer()).toString('latin1');

const ticket = (id: string): Ticket => {
  const found = sandbox.store.get('tickets', id);
  if (!found?.secret) throw new Error(`no ticket ${id}`);
  return found;
};
/** Alex's valid tickets with a PDF and both wallet passes. */
const documentTickets = () =>
  sandbox.store.list('tickets', { customerId: CUSTOMERS.alex }).docs.filter((t) => t.status === 'valid' && t.pdfEnabled === true && t.googleWalletEnabled === true && t.appleWalletEnabled === true && t.secret);
const ref = (t: Ticket) => ({ id: t._id, secret: t.secret ?? '' });
const pdfPath = (t: { id: string; secret: string }, lang = 'en') => `/api/public/tickets/get-pdf?${new URLSearchParams({ id: t.id, secret: t.secret, lang })}`;

describe('GET /api/public/tickets/get-pdf', () => {
  it('answers one ticket as a PDF attachment with its event, date, type, holder, seat and barcode or reveal notice', async () => {
    const jazz = ticket(ALEX_IDS.tickets.personalized);
    const response = await send('GET', pdfPath(ref(jazz)));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="ticket-${jazz._id}.pdf"`);
    const pdf = await latin1(response);
    expect(pdf.startsWith('%PDF-1.4')).toBe(true);
    expect(pdf).toContain('(Midnight Jazz Session) Tj');
    expect(pdf).toContain(`(${jazz.ticketName}) Tj`);
    expect(pdf).toContain(`(${jazz.firstname} ${jazz.lastname}) Tj`);
    if (jazz.seatingInfo) expect(pdf).toContain('(SEAT) Tj');
    expect(pdf).toMatch(jazz.barcodeRevealed ? new RegExp(`\\(${jazz.barcode}\\) Tj`) : /The barcode will be available from/);
  });

  it('writes German texts for lang=de', async () => {
    const pdf = await latin1(await send('GET', pdfPath(ref(ticket(ALEX_IDS.tickets.personalized)), 'de')));
    expect(pdf).toContain('(INHABER) Tj');
  });

  it('hides a barcode before its reveal period and says when it comes', async () => {
    const jazz = ticket(ALEX_IDS.tickets.personalized);
    sandbox.store.put('tickets', { ...jazz, barcodeRevealed: false, relevancyDate: '2031-01-01T19:00:00.000Z' }, { customerId: CUSTOMERS.alex, eventId: jazz.eventId });
    const pdf = await latin1(await send('GET', pdfPath(ref(jazz))));
    expect(pdf).not.toContain(jazz.barcode ?? 'no barcode');
    expect(pdf).toContain('The barcode will be available from');
  });

  it('answers 404 for an unknown ticket and for a wrong or missing secret alike', async () => {
    const jazz = ticket(ALEX_IDS.tickets.personalized);
    expect((await send('GET', pdfPath({ id: 'tkt_nope', secret: 'x' }))).status).toBe(404);
    expect((await send('GET', pdfPath({ id: jazz._id, secret: 'wrong' }))).status).toBe(404);
    expect((await send('GET', `/api/public/tickets/get-pdf?id=${jazz._id}`)).status).toBe(404);
  });

  it('answers 422 for a ticket without a PDF or one that is not valid', async () => {
    const hard = await send('GET', pdfPath(ref(ticket(ALEX_IDS.tickets.hard))));
    expect(hard.status).toBe(422);
    expect(((await hard.json()) as { code: string }).code).toBe('pdfDisabled');
    const canceled = ticket(ALEX_IDS.tickets.canceled);
    sandbox.store.put('tickets', { ...canceled, pdfEnabled: true }, { customerId: CUSTOMERS.alex, eventId: canceled.eventId });
    expect((await send('GET', pdfPath(ref(canceled)))).status).toBe(422);
  });
});

describe('POST /api/public/tickets/render', () => {
  it('renders several tickets as one PDF, a page each', async () => {
    const tickets = documentTickets().slice(0, 3);
    expect(tickets.length).toBeGreaterThanOrEqual(2);
    const response = await send('POST', '/api/public/tickets/render', { format: 'pdf', tickets: tickets.map(ref), lang: 'en' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="tickets.pdf"');
    expect(await latin1(response)).toContain(`/Count ${tickets.length}`);
  });

  it('checks every secret', async () => {
    const [first, second] = documentTickets();
    if (!first || !second) throw new Error('needs two tickets');
    const response = await send('POST', '/api/public/tickets/render', { format: 'pdf', tickets: [ref(first), { id: second._id, secret: 'wrong' }] });
    expect(response.status).toBe(404);
  });
});

describe('wallet passes', () => {
  it('issues an Apple and a Google pass whose url leads to the sandbox pass page', async () => {
    const tickets = documentTickets().slice(0, 2);
    for (const path of ['/api/wallets/apple/tickets/icloud-binding?lang=en&asPackage=true', '/api/wallets/google/tickets?lang=en']) {
      const response = await send('POST', path, { tickets: tickets.map(ref), sellerId: 'sel_riverside' });
      expect(response.status).toBe(200);
      const { url } = walletUrlSchema.parse(await response.json());
      expect(url).toMatch(/^\/sandbox\/wallet\/wps_/);
      const pass = walletPassSchema.parse(await (await send('GET', `/api/sandbox/wallet-passes/${url.split('/').pop() ?? ''}`)).json());
      expect(pass.kind).toBe('tickets');
      expect(pass.items).toHaveLength(tickets.length);
    }
  });

  it('answers 404 for a wrong secret as for an unknown ticket, 422 for a ticket without passes', async () => {
    const [first] = documentTickets();
    if (!first) throw new Error('needs a ticket');
    expect((await send('POST', '/api/wallets/google/tickets', { tickets: [{ id: first._id, secret: 'wrong' }] })).status).toBe(404);
    expect((await send('POST', '/api/wallets/google/tickets', { tickets: [{ id: 'tkt_nope', secret: 'x' }] })).status).toBe(404);
    expect((await send('POST', '/api/wallets/google/tickets', { tickets: [ref(ticket(ALEX_IDS.tickets.hard))] })).status).toBe(422);
  });

  it('refuses more than 10 tickets in one pass', async () => {
    const [first] = documentTickets();
    if (!first) throw new Error('needs a ticket');
    const response = await send('POST', '/api/wallets/apple/tickets/icloud-binding', { tickets: Array.from({ length: 11 }, () => ref(first)) });
    expect(response.status).toBe(400);
  });

  it('issues a member card pass by the membership id and secret', async () => {
    const program = sandbox.store.list('membershipPrograms', { customerId: CUSTOMERS.alex }).docs.find((candidate) => candidate.membership?.secret && candidate.issuesPasses);
    const membership = program?.membership;
    if (!membership?.secret) throw new Error('Alex has no membership with passes');
    const ok = await send('POST', '/api/wallets/google/member-cards?lang=de', { id: membership._id, secret: membership.secret });
    expect(ok.status).toBe(200);
    const { url } = walletUrlSchema.parse(await ok.json());
    const pass = walletPassSchema.parse(await (await send('GET', `/api/sandbox/wallet-passes/${url.split('/').pop() ?? ''}`)).json());
    expect(pass).toMatchObject({ kind: 'memberCard', provider: 'google', lang: 'de' });
    expect(pass.items[0]?.lines).toContain('Mitgliedskarte');
    expect((await send('POST', '/api/wallets/apple/member-cards', { id: membership._id, secret: 'wrong' })).status).toBe(404);
    expect((await send('POST', '/api/wallets/nokia/member-cards', { id: membership._id, secret: membership.secret })).status).toBe(404);
  });
});
