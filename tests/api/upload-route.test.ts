import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { existsSync } from 'node:fs';
import { DatabaseSync } from 'node:sqlite';
import { routeSandbox } from '../support/route-sandbox.ts';
import { clearCookies } from '../support/next-server.ts';
import type { RouteHandler } from '../support/route-requests.ts';
import { MAX_UPLOADS_PER_OWNER } from '../../lib/domain/uploads.ts';
import { sandboxDatabasePath } from '../../lib/sandbox/instance-file.ts';
import type { Ticket } from '../../lib/ticketing/schemas/index.ts';
import { PDF_WITH_SCRIPT, PNG, SVG } from '../support/upload-files.ts';

/**
 * The storefront's upload route (app/api/uploads) against the embedded sandbox: an upload needs
 * an owner (the shop's cart from the cookie, or a ticket with its secret), and its content must
 * be of the declared type and free of script, before anything is sent on and stored.
 */

vi.mock('next/cache', () => import('../support/next-server.ts'));
vi.mock('next/headers', () => import('../support/next-server.ts'));

const SHOP = 'riverside-live';
const SELLER = 'sel_riverside';
const { dataDir } = routeSandbox('upload-route-', { SESSION_SECRET: 'test-secret-of-at-least-thirty-two-characters' });
let uploads: Record<string, RouteHandler>;
let items: Record<string, RouteHandler>;
let tickets: Record<string, RouteHandler>;

beforeAll(async () => {
  uploads = (await import('../../app/api/uploads/route.ts')) as unknown as Record<string, RouteHandler>;
  items = (await import('../../app/api/shops/[seller]/cart/items/route.ts')) as unknown as Record<string, RouteHandler>;
  tickets = (await import('../../app/api/shops/[seller]/cart/tickets/route.ts')) as unknown as Record<string, RouteHandler>;
});

beforeEach(() => clearCookies());

const SAME_ORIGIN = { 'sec-fetch-site': 'same-origin', origin: 'http://localhost' };
const params = (values: Record<string, string>) => ({ params: Promise.resolve(values) });

async function upload(bytes: Uint8Array<ArrayBuffer>, type: string, name: string, owner: Record<string, string>) {
  const form = new FormData();
  form.append('file', new Blob([bytes], { type }), name);
  for (const [key, value] of Object.entries(owner)) form.append(key, value);
  const handler = uploads.POST;
  if (!handler) throw new Error('no POST handler');
  const response = await handler(new Request('http://localhost/api/uploads', { method: 'POST', headers: SAME_ORIGIN, body: form }), params({}));
  return { status: response.status, body: (await response.json()) as { url?: string; fileName?: string; code?: string } };
}

/** Opens the shop's cart (the route sets the cookie in the test's jar) with one student ticket. */
async function openCart(): Promise<Ticket> {
  const add = items.POST;
  const list = tickets.GET;
  if (!add || !list) throw new Error('no cart handlers');
  const body = JSON.stringify({ eventId: 'evt_riverside_jazz', tickets: [{ ticketTypeId: 'tt_jazz_student', amount: 1 }] });
  const added = await add(new Request(`http://localhost/api/shops/${SHOP}/cart/items`, { method: 'POST', headers: { ...SAME_ORIGIN, 'content-type': 'application/json' }, body }), params({ seller: SHOP }));
  expect(added.status).toBe(200);
  const read = await list(new Request(`http://localhost/api/shops/${SHOP}/cart/tickets`), params({ seller: SHOP }));
  const [ticket] = ((await read.json()) as { tickets: Ticket[] }).tickets;
  if (!ticket) throw new Error('no ticket');
  return ticket;
}

/** Uploads stored by the sandbox, by owner kind, read through a connection of the test's own. */
function stored(): Record<string, number> {
  // The sandbox opens its database on first use.
  if (!existsSync(sandboxDatabasePath(dataDir))) return {};
  const db = new DatabaseSync(sandboxDatabasePath(dataDir), { readOnly: true });
  try {
    const rows = db.prepare('SELECT owner_kind AS kind, COUNT(*) AS n FROM uploads GROUP BY owner_kind').all();
    return Object.fromEntries(rows.map((row) => [String(row.kind), Number(row.n)]));
  } finally {
    db.close();
  }
}

describe('POST /api/uploads', () => {
  it('stops reading a chunked body at the limit (413 fileSizeTooLarge) and stores nothing', async () => {
    const before = stored();
    const chunk = new Uint8Array(256 * 1024);
    let pulled = 0;
    // Six megabytes announced by no Content-Length, as a chunked upload arrives.
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (pulled >= 6 * 1024 * 1024) return controller.close();
        pulled += chunk.byteLength;
        controller.enqueue(chunk);
      },
    });
    const request = new Request('http://localhost/api/uploads', {
      method: 'POST',
      headers: { ...SAME_ORIGIN, 'content-type': 'multipart/form-data; boundary=x' },
      body,
      duplex: 'half',
    } as RequestInit & { duplex: 'half' });
    const handler = uploads.POST;
    if (!handler) throw new Error('no POST handler');
    const response = await handler(request, params({}));
    expect(response.status).toBe(413);
    expect(((await response.json()) as { code?: string }).code).toBe('fileSizeTooLarge');
    expect(pulled).toBeLessThan(6 * 1024 * 1024);
    expect(stored()).toEqual(before);
  });

  it('refuses an upload without a cart or ticket to own it (403 uploadOwnerRequired), storing nothing', async () => {
    const before = stored();
    const owners: Record<string, string>[] = [{}, { sellerId: SELLER }, { sellerId: 'sel_unknown' }, { ticketId: 'tkt_x' }];
    for (const owner of owners) {
      expect(await upload(PNG, 'image/png', 'card.png', owner)).toEqual({ status: 403, body: expect.objectContaining({ code: 'uploadOwnerRequired' }) });
    }
    const ticket = await openCart();
    clearCookies();
    // A ticket with a wrong secret is no owner either (the service's 404, answered as the same 403).
    expect((await upload(PNG, 'image/png', 'card.png', { ticketId: ticket._id, ticketSecret: 'wrong' })).body.code).toBe('uploadOwnerRequired');
    expect(stored()).toEqual(before);
  });

  it.each<[string, Uint8Array<ArrayBuffer>, string, string]>([
    ['a script-bearing PDF declared as PDF', PDF_WITH_SCRIPT, 'application/pdf', 'id.pdf'],
    ['an SVG with script declared as PNG', SVG, 'image/png', 'card.png'],
    ['an SVG with script declared as PDF', SVG, 'application/pdf', 'id.pdf'],
  ])('refuses %s (415 fileTypeNotAllowed) before sending it on', async (_case, bytes, type, name) => {
    await openCart();
    const before = stored();
    const answer = await upload(bytes, type, name, { sellerId: SELLER });
    expect(answer.status).toBe(415);
    expect(answer.body.code).toBe('fileTypeNotAllowed');
    expect(stored()).toEqual(before);
  });

  it("stores a real PNG for the cart, or for a ticket named with its secret, up to the owner's cap", async () => {
    const ticket = await openCart();
    const before = stored();
    const forCart = await upload(PNG, 'image/png', 'card', { sellerId: SELLER });
    expect(forCart).toEqual({ status: 201, body: { url: expect.stringMatching(/^\/sandbox\/api\/upload\/upl_/), fileName: 'card.png' } });
    const forTicket = await upload(PNG, 'image/png', 'card.png', { ticketId: ticket._id, ticketSecret: ticket.secret ?? '' });
    expect(forTicket.status).toBe(201);
    expect(stored()).toEqual({ checkout: (before.checkout ?? 0) + 1, ticket: (before.ticket ?? 0) + 1 });

    for (let index = 1; index < MAX_UPLOADS_PER_OWNER; index += 1) expect((await upload(PNG, 'image/png', `${index}.png`, { sellerId: SELLER })).status).toBe(201);
    expect(await upload(PNG, 'image/png', 'one-more.png', { sellerId: SELLER })).toEqual({ status: 409, body: expect.objectContaining({ code: 'uploadLimitReached' }) });
  });
});
