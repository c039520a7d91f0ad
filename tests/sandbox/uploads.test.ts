import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { createSandbox, type Sandbox } from '../../lib/sandbox/index.ts';
import { MAX_UPLOADS_PER_OWNER } from '../../lib/domain/uploads.ts';
import { ORIGIN, caller } from './support/account-client.ts';
import type { Checkout, Ticket } from '../../lib/ticketing/schemas/index.ts';
import { HTML, PDF, PDF_WITH_COMPRESSED_SCRIPT, PDF_WITH_SCRIPT, PNG, SVG } from '../support/upload-files.ts';

/**
 * The sandbox's upload service on its own (it stands in for the upstream API): the content's real
 * type, the owner (a checkout or a ticket, with its secret), the cap per owner, and serving a file
 * only to its owner.
 */

let sandbox: Sandbox;
let dataDir: string;
// A database file, so that the test can count what was stored through a connection of its own.
beforeEach(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'sandbox-uploads-'));
  sandbox = createSandbox({ location: join(dataDir, 'sandbox.db'), seed: true, now: () => new Date('2025-03-14T12:00:00.000Z') });
});
afterEach(() => {
  sandbox.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const { call } = caller(() => sandbox);

type Owner = { checkoutId: string; secret: string } | { ticketId: string; secret: string } | Record<string, string>;
interface UploadBody {
  url: string;
  fileName: string;
  code?: string;
  errors?: Record<string, string[]>;
}

async function newCheckout(): Promise<{ checkoutId: string; secret: string }> {
  const answer = await call<Checkout>('POST', '/api/public/checkouts', { json: { sellerId: 'sel_riverside' } });
  expect(answer.status).toBe(201);
  return { checkoutId: answer.body._id, secret: answer.body.secret ?? '' };
}

async function newTicket(): Promise<Ticket> {
  const checkout = await newCheckout();
  const added = await call('POST', `/api/public/checkouts/${checkout.checkoutId}/items`, {
    json: { secret: checkout.secret, eventId: 'evt_riverside_jazz', items: [{ ticketTypeId: 'tt_jazz_student', amount: 1 }] },
  });
  expect(added.status).toBe(200);
  const tickets = await call<{ docs: Ticket[] }>('GET', `/api/public/checkouts/${checkout.checkoutId}/tickets?secret=${encodeURIComponent(checkout.secret)}`);
  const ticket = tickets.body.docs[0];
  if (!ticket?.secret) throw new Error('no ticket');
  return ticket;
}

async function upload(owner: Owner, bytes: Uint8Array<ArrayBuffer>, type: string, name: string) {
  const form = new FormData();
  form.append('file', new Blob([bytes], { type }), name);
  for (const [key, value] of Object.entries(owner)) form.append(key, value);
  const response = await sandbox.handle(new Request(`${ORIGIN}/api/upload`, { method: 'POST', body: form }));
  return { status: response.status, body: (await response.json()) as UploadBody };
}

function storedCount(): number {
  const db = new DatabaseSync(join(dataDir, 'sandbox.db'), { readOnly: true });
  try {
    return Number(db.prepare('SELECT COUNT(*) AS n FROM uploads').get()?.n);
  } finally {
    db.close();
  }
}
const fetchUpload = (url: string, secret?: string) =>
  sandbox.handle(new Request(`${ORIGIN}${url.replace(/^\/sandbox/, '')}${secret === undefined ? '' : `?secret=${encodeURIComponent(secret)}`}`));

describe('what the upload service takes', () => {
  it.each<[string, Uint8Array<ArrayBuffer>, string, string]>([
    ['an SVG declared as PNG', SVG, 'image/png', 'x.png'],
    ['an HTML page declared as PNG', HTML, 'image/png', 'x.png'],
    ['an HTML page declared as PDF', HTML, 'application/pdf', 'x.pdf'],
    ['a PDF with a script action', PDF_WITH_SCRIPT, 'application/pdf', 'id.pdf'],
    ['a PDF with a script in a compressed object stream', PDF_WITH_COMPRESSED_SCRIPT, 'application/pdf', 'id.pdf'],
    ['a PNG declared as PDF', PNG, 'application/pdf', 'id.pdf'],
    ['an SVG declared as SVG', SVG, 'image/svg+xml', 'x.svg'],
  ])('refuses %s (415 fileTypeNotAllowed), storing nothing', async (_case, bytes, type, name) => {
    const answer = await upload(await newCheckout(), bytes, type, name);
    expect(answer.status).toBe(415);
    expect(answer.body.code).toBe('fileTypeNotAllowed');
    expect(storedCount()).toBe(0);
  });

  it('takes a real PNG and a plain PDF, named with their type', async () => {
    const owner = await newCheckout();
    const png = await upload(owner, PNG, 'image/png', 'scan');
    expect(png.status).toBe(201);
    expect(png.body).toEqual({ url: expect.stringMatching(/^\/sandbox\/api\/upload\/upl_/), fileName: 'scan.png' });
    expect((await upload(owner, PDF, 'application/pdf', 'student id.pdf')).body.fileName).toBe('student id.pdf');
    expect(storedCount()).toBe(2);
  });
});

describe('the owner of an upload', () => {
  it('is required: no owner, both kinds, an unknown one or a wrong secret are refused', async () => {
    const checkout = await newCheckout();
    const none = await upload({}, PNG, 'image/png', 'a.png');
    expect(none.status).toBe(400);
    expect(none.body.errors).toEqual({ owner: ['required'] });
    expect((await upload({ checkoutId: checkout.checkoutId, ticketId: 'tkt_x', secret: checkout.secret }, PNG, 'image/png', 'a.png')).status).toBe(400);
    const unknown = await upload({ checkoutId: 'chk_unknown', secret: checkout.secret }, PNG, 'image/png', 'a.png');
    const wrong = await upload({ checkoutId: checkout.checkoutId, secret: 'wrong' }, PNG, 'image/png', 'a.png');
    const secretless = await upload({ checkoutId: checkout.checkoutId }, PNG, 'image/png', 'a.png');
    // The same answer for all three: nobody learns which checkouts exist.
    for (const answer of [unknown, wrong, secretless]) expect(answer).toEqual({ status: 404, body: expect.objectContaining({ code: 'uploadOwnerNotFound' }) });
    expect(storedCount()).toBe(0);
  });

  it(`stores at most ${MAX_UPLOADS_PER_OWNER} files per checkout (409 uploadLimitReached), other owners unaffected`, async () => {
    const checkout = await newCheckout();
    for (let index = 0; index < MAX_UPLOADS_PER_OWNER; index += 1) expect((await upload(checkout, PNG, 'image/png', `${index}.png`)).status).toBe(201);
    const over = await upload(checkout, PNG, 'image/png', 'one-more.png');
    expect(over.status).toBe(409);
    expect(over.body.code).toBe('uploadLimitReached');
    expect(storedCount()).toBe(MAX_UPLOADS_PER_OWNER);
    expect((await upload(await newCheckout(), PNG, 'image/png', 'other.png')).status).toBe(201);
  });
});

describe('serving an upload only to its owner', () => {
  it("answers the bytes, as an attachment with nosniff, only with the owning checkout's secret", async () => {
    const checkout = await newCheckout();
    const other = await newCheckout();
    const { body } = await upload(checkout, PDF, 'application/pdf', 'student id.pdf');
    for (const secret of [undefined, '', 'wrong', other.secret]) {
      const refused = await fetchUpload(body.url, secret);
      expect(refused.status).toBe(404);
      expect(await refused.json()).toMatchObject({ code: 'uploadNotFound' });
    }
    const unknown = await fetchUpload('/sandbox/api/upload/upl_unknown', checkout.secret);
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ code: 'uploadNotFound' });

    const served = await fetchUpload(body.url, checkout.secret);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('application/pdf');
    expect(served.headers.get('content-disposition')).toMatch(/^attachment; filename="student id.pdf"/);
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('cache-control')).toBe('private, no-store');
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(PDF);
  });

  it("binds a personalization's upload to its ticket: served with the ticket's secret, not the checkout's", async () => {
    const ticket = await newTicket();
    const { status, body } = await upload({ ticketId: ticket._id, secret: ticket.secret ?? '' }, PNG, 'image/png', 'card.png');
    expect(status).toBe(201);
    expect((await fetchUpload(body.url, ticket.secret)).status).toBe(200);
    expect((await fetchUpload(body.url, 'wrong')).status).toBe(404);
    expect((await upload({ ticketId: ticket._id, secret: 'wrong' }, PNG, 'image/png', 'card.png')).status).toBe(404);
  });
});
