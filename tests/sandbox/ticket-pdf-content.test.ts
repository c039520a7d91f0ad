import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createSandbox, type Sandbox } from '../../lib/sandbox/index.ts';
import { CUSTOMERS } from '../../lib/sandbox/seed/ids.ts';
import { ALEX_IDS } from '../../lib/sandbox/seed/holdings/alex.ts';
import { orderNumber } from '../../lib/domain/order-number.ts';
import { sellerInitials } from '../../lib/sandbox/services/ticket-sheet.ts';
import type { Ticket } from '../../lib/ticketing/schemas/ticket.ts';

/**
 * What an e-ticket page says and draws (issue 15), read from the PDF's content streams: every text
 * is one `(…) Tj` in WinAnsi, every bar one black filled rectangle.
 */

const ORIGIN = 'http://sandbox.test';
let sandbox: Sandbox;

beforeEach(() => {
  const clock = new Date('2030-01-15T12:00:00.000Z');
  sandbox = createSandbox({ location: ':memory:', seed: true, now: () => clock });
});
afterEach(() => sandbox.close());

const latin1 = async (response: Response) => Buffer.from(await response.arrayBuffer()).toString('latin1');
const ticket = (id: string): Ticket => {
  const found = sandbox.store.get('tickets', id);
  if (!found?.secret) throw new Error(`no ticket ${id}`);
  return found;
};
const save = (t: Ticket) => sandbox.store.put('tickets', t, { customerId: CUSTOMERS.alex, eventId: t.eventId });
const getPdf = async (t: Ticket, lang = 'en') =>
  latin1(await sandbox.handle(new Request(`${ORIGIN}/api/public/tickets/get-pdf?${new URLSearchParams({ id: t._id, secret: t.secret ?? '', lang })}`)));
const render = async (tickets: readonly Ticket[], lang = 'en') =>
  latin1(
    await sandbox.handle(
      new Request(`${ORIGIN}/api/public/tickets/render`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ format: 'pdf', lang, tickets: tickets.map((t) => ({ id: t._id, secret: t.secret })) }),
      }),
    ),
  );
/** A text as the content stream draws it (the values here need no escaping). */
const shown = (value: string) => `(${value}) Tj`;
const utf16Title = (title: string) => `/Title <FEFF${[...title].map((char) => char.charCodeAt(0).toString(16).padStart(4, '0').toUpperCase()).join('')}>`;

interface Bar {
  x: number;
  y: number;
  width: number;
  height: number;
}
const bars = (pdf: string): Bar[] =>
  [...pdf.matchAll(/^0 0 0 rg ([\d.]+) ([\d.]+) ([\d.]+) ([\d.]+) re f$/gm)].map(([, x, y, width, height]) => ({ x: Number(x), y: Number(y), width: Number(width), height: Number(height) }));

describe('the e-ticket page', () => {
  const jazz = () => ticket(ALEX_IDS.tickets.personalized);

  it('carries the seller: a band in its accent colour, its initials in a mark and its name', async () => {
    const pdf = await getPdf(jazz());
    // Riverside's accent #0f5c8c across the page's top.
    expect(pdf).toContain('0.06 0.36 0.55 rg 0 750 595 92 re f');
    expect(pdf).toContain(shown('RL'));
    expect(pdf).toContain(shown('Riverside Live'));
    expect(pdf).toContain(shown('E-ticket'));
  });

  it('states event, time in the event time zone, venue, holder, type, seat, order number and price', async () => {
    const t = jazz();
    const event = sandbox.store.get('events', t.eventId);
    if (!event || !t.transactionId) throw new Error('jazz ticket without event or order');
    const pdf = await getPdf(t);
    expect(pdf).toContain(shown('Midnight Jazz Session'));
    const day = new Intl.DateTimeFormat('en-GB', { dateStyle: 'full', timeZone: event.timezone }).format(new Date(event.start));
    const time = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', timeZone: event.timezone }).format(new Date(event.start));
    // A zone name people read follows the time: London's in English is only "GMT", so its city (issue 15).
    expect(pdf).toMatch(new RegExp(`\\(${day} \xb7 ${time} (London time|BST)\\) Tj`));
    expect(pdf).toContain(shown('Riverside Hall'));
    expect(pdf).toContain(shown('1 Embankment Walk, SE1 9XX London, United Kingdom'));
    expect(pdf).toContain(shown(`${t.firstname} ${t.lastname}`));
    expect(pdf).toContain(shown('Seated'));
    for (const [label, value] of [
      ['SECTION', t.seatingInfo?.sectionName],
      ['BLOCK', t.seatingInfo?.groupName],
      ['ROW', t.seatingInfo?.rowName],
      ['SEAT', t.seatingInfo?.seatName],
    ]) {
      expect(pdf).toContain(shown(label ?? ''));
      expect(pdf).toContain(shown(value ?? 'missing'));
    }
    expect(pdf).toContain(shown('ORDER NUMBER'));
    expect(pdf).toContain(shown(orderNumber(t.transactionId)));
    expect(pdf).toContain(shown('\xa339.00'));
    expect(pdf).toContain(shown('Tickets are non-refundable unless an event is cancelled or the return policy of the event allows it.'));
    expect(pdf).toContain(utf16Title('Midnight Jazz Session'));
  });

  it('speaks German for lang=de: labels, date, country and price', async () => {
    const pdf = await getPdf(jazz(), 'de');
    expect(pdf).toContain(shown('INHABER'));
    expect(pdf).toContain(shown('BESTELLNUMMER'));
    expect(pdf).toContain(shown('REIHE'));
    expect(pdf).toContain(shown('Mitternachts-Jazz-Session'));
    expect(pdf).toMatch(/\((Montag|Dienstag|Mittwoch|Donnerstag|Freitag|Samstag|Sonntag), \d+\. \S+ \d{4} \xb7 \d\d:\d\d Ortszeit London\) Tj/);
    expect(pdf).toContain('Vereinigtes K\xf6nigreich');
    expect(pdf).toContain(shown('39,00\xa0\xa3'));
  });

  it('draws the revealed barcode as bars at least 0.9 pt per module and 50 pt high, with a quiet zone, and prints the value', async () => {
    const t = jazz();
    const pdf = await getPdf(t);
    const drawn = bars(pdf);
    expect(drawn.length).toBeGreaterThan(20);
    const moduleWidth = Math.min(...drawn.map((bar) => bar.width));
    expect(moduleWidth).toBeGreaterThanOrEqual(0.9);
    expect(Math.min(...drawn.map((bar) => bar.height))).toBeGreaterThanOrEqual(50);
    // The box's rim (x 40 to 555) is the nearest other drawing on either side.
    const left = Math.min(...drawn.map((bar) => bar.x));
    const right = Math.max(...drawn.map((bar) => bar.x + bar.width));
    expect(left - 40).toBeGreaterThanOrEqual(10 * moduleWidth);
    expect(555 - right).toBeGreaterThanOrEqual(10 * moduleWidth);
    expect(pdf).toContain(shown(t.barcode ?? 'missing'));
  });

  it('draws no bars before the reveal, only when the barcode will be available', async () => {
    const t = jazz();
    save({ ...t, barcodeRevealed: false, relevancyDate: '2031-01-01T19:00:00.000Z' });
    const pdf = await getPdf(t);
    expect(bars(pdf)).toHaveLength(0);
    expect(pdf).toContain('The barcode will be available from');
    expect(pdf).not.toContain(t.barcode ?? 'missing');
  });

  it('says free for a ticket that cost nothing and leaves the order number out without an order', async () => {
    const t = jazz();
    save({ ...t, realPrice: 0, transactionId: null });
    const en = await getPdf(t);
    expect(en).toContain(shown('Free'));
    expect(en).not.toContain(shown('ORDER NUMBER'));
    expect(await getPdf(t, 'de')).toContain(shown('Kostenlos'));
  });

  it('falls back to a generic admission line when the seller has no terms', async () => {
    const seller = sandbox.store.get('sellers', jazz().sellerId ?? '');
    if (!seller) throw new Error('no seller');
    sandbox.store.put('sellers', { ...seller, shopSettings: { ...seller.shopSettings, footer: {} } }, { sellerId: seller._id });
    expect(await getPdf(jazz())).toContain(shown('Valid for one admission. Keep this ticket safe: the first scan admits.'));
    expect(await getPdf(jazz(), 'de')).toContain('G\xfcltig f\xfcr einen Eintritt.');
  });

  it('names the document after the event, "Tickets – event" for several of one event, "Tickets" across events', async () => {
    const jazzTickets = [ticket(ALEX_IDS.tickets.personalized), ticket(ALEX_IDS.tickets.listedForResale)];
    const other = sandbox.store
      .list('tickets', { customerId: CUSTOMERS.alex })
      .docs.find((candidate) => candidate.status === 'valid' && candidate.pdfEnabled === true && candidate.eventId !== jazzTickets[0]?.eventId && candidate.secret);
    if (!other) throw new Error('needs a ticket of another event');
    const several = await render(jazzTickets);
    expect(several).toContain(utf16Title('Tickets – Midnight Jazz Session'));
    expect(several).toContain('/Count 2');
    expect(await render([...jazzTickets, other])).toContain(utf16Title('Tickets'));
  });
});

describe('sellerInitials', () => {
  it.each([
    ['Riverside Live', 'RL'],
    ['Kulturhaus Lindenau', 'KL'],
    ['The Little Theatre Co.', 'LT'],
    ['Oper', 'O'],
    ['Theater der Jugend', 'TJ'],
    ['', ''],
  ])('%s → %s', (name, initials) => {
    expect(sellerInitials(name)).toBe(initials);
  });
});
