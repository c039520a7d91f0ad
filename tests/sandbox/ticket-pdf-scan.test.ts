import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { execFile } from 'node:child_process';
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { createSandbox, type Sandbox } from '../../lib/sandbox/index.ts';
import { CUSTOMERS } from '../../lib/sandbox/seed/ids.ts';
import { ALEX_IDS } from '../../lib/sandbox/seed/holdings/alex.ts';
import { orderNumber } from '../../lib/domain/order-number.ts';
import type { Ticket } from '../../lib/ticketing/schemas/ticket.ts';

/**
 * The e-ticket as the gate sees it (issue 15): the sandbox's PDFs rasterised at 150 dpi by poppler
 * and read by zbar, page by page, must give each ticket's barcode value; qpdf must find the file
 * sound; the text layer must name event, holder and order number. The tools are required: a missing
 * one fails the test with the Debian package to install, so a scanner check is never silently skipped.
 */

const exec = promisify(execFile);
const PACKAGE_OF: Record<string, string> = { qpdf: 'qpdf', pdftoppm: 'poppler-utils', pdftotext: 'poppler-utils', zbarimg: 'zbar-tools' };

interface ExecFailure {
  code?: number | string;
  stdout?: string;
  stderr?: string;
}
const isExecFailure = (error: unknown): error is ExecFailure => typeof error === 'object' && error !== null && 'code' in error;

/** Runs a tool; `okExitCodes` lists exits that are answers, not failures (zbarimg exits 4 when it finds no code). */
async function run(tool: string, args: readonly string[], okExitCodes: readonly number[] = [0]): Promise<string> {
  try {
    const { stdout } = await exec(tool, args, { timeout: 60_000, maxBuffer: 32 * 1024 * 1024, encoding: 'utf8' });
    return stdout;
  } catch (error) {
    if (!isExecFailure(error)) throw error;
    if (error.code === 'ENOENT') throw new Error(`${tool} is not installed; it comes with the Debian package ${PACKAGE_OF[tool] ?? tool} (apt-get install ${PACKAGE_OF[tool] ?? tool})`);
    if (typeof error.code === 'number' && okExitCodes.includes(error.code)) return error.stdout ?? '';
    throw new Error(`${tool} ${args.join(' ')} failed (${String(error.code)}): ${error.stderr ?? ''}${error.stdout ?? ''}`);
  }
}

const ORIGIN = 'http://sandbox.test';
let sandbox: Sandbox;
let dir: string;

beforeAll(async () => {
  const clock = new Date('2030-01-15T12:00:00.000Z');
  sandbox = createSandbox({ location: ':memory:', seed: true, now: () => clock });
  dir = await mkdtemp(join(tmpdir(), 'ticket-pdf-'));
});
afterAll(async () => {
  sandbox.close();
  await rm(dir, { recursive: true, force: true });
});

const ticket = (id: string): Ticket => {
  const found = sandbox.store.get('tickets', id);
  if (!found?.secret) throw new Error(`no ticket ${id}`);
  return found;
};
const ref = (t: Ticket) => ({ id: t._id, secret: t.secret ?? '' });

async function pdfOf(request: Request, name: string): Promise<string> {
  const response = await sandbox.handle(request);
  expect(response.status).toBe(200);
  const path = join(dir, name);
  await writeFile(path, Buffer.from(await response.arrayBuffer()));
  return path;
}

/** What zbar reads on each page, in page order: the decoded values (none when a page has no code). */
async function scanPages(pdf: string): Promise<string[][]> {
  const prefix = pdf.replace(/\.pdf$/, '');
  await run('pdftoppm', ['-r', '150', '-png', pdf, prefix]);
  const base = prefix.slice(dir.length + 1);
  const images = (await readdir(dir)).filter((file) => file.startsWith(`${base}-`) && file.endsWith('.png')).sort();
  const pages: string[][] = [];
  for (const image of images) {
    const output = await run('zbarimg', ['--raw', '-q', join(dir, image)], [4]);
    pages.push(output.split('\n').filter(Boolean));
  }
  return pages;
}

const pageText = (pdf: string, page: number) => run('pdftotext', ['-f', String(page), '-l', String(page), '-enc', 'UTF-8', pdf, '-']);

/** What a page must show in its text layer: event name in the language, holder, order number. */
function expectedTexts(t: Ticket, lang: 'en' | 'de'): string[] {
  const event = sandbox.store.get('events', t.eventId);
  const texts = [event?.translations?.[lang]?.name ?? event?.name ?? 'missing event', `${t.firstname ?? ''} ${t.lastname ?? ''}`.trim()];
  return t.transactionId ? [...texts, orderNumber(t.transactionId)] : texts;
}

describe.each(['en', 'de'] as const)('e-ticket PDFs read by a gate scanner (%s)', (lang) => {
  it('get-pdf: one page that scans to the ticket barcode, a sound file, and the ticket facts as text', async () => {
    const t = ticket(ALEX_IDS.tickets.personalized);
    const pdf = await pdfOf(new Request(`${ORIGIN}/api/public/tickets/get-pdf?${new URLSearchParams({ ...ref(t), lang })}`), `single-${lang}.pdf`);
    await run('qpdf', ['--check', pdf]);
    expect(await scanPages(pdf)).toEqual([[t.barcode]]);
    const text = await pageText(pdf, 1);
    for (const expected of expectedTexts(t, lang)) expect(text).toContain(expected);
  }, 120_000);

  it('render (download all): a page per ticket, each scanning to its own barcode; none before the reveal', async () => {
    const revealed = sandbox.store
      .list('tickets', { customerId: CUSTOMERS.alex })
      .docs.filter((candidate) => candidate.status === 'valid' && candidate.pdfEnabled === true && candidate.barcodeRevealed === true && candidate.barcode && candidate.secret);
    // Three revealed tickets of different events, and one whose barcode is months away.
    const picked = revealed.filter((candidate, index) => revealed.findIndex((other) => other.eventId === candidate.eventId) === index).slice(0, 3);
    expect(picked).toHaveLength(3);
    const later = ticket(ALEX_IDS.tickets.listedForResale);
    sandbox.store.put('tickets', { ...later, barcodeRevealed: false, relevancyDate: '2031-01-01T19:00:00.000Z' }, { customerId: CUSTOMERS.alex, eventId: later.eventId });
    const tickets = [picked[0], ticket(later._id), picked[1], picked[2]].filter((t): t is Ticket => t !== undefined);

    const pdf = await pdfOf(
      new Request(`${ORIGIN}/api/public/tickets/render`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ format: 'pdf', lang, tickets: tickets.map(ref) }),
      }),
      `all-${lang}.pdf`,
    );
    await run('qpdf', ['--check', pdf]);
    expect(await scanPages(pdf)).toEqual(tickets.map((t) => (t._id === later._id ? [] : [t.barcode])));
    for (const [index, t] of tickets.entries()) {
      const text = await pageText(pdf, index + 1);
      for (const expected of expectedTexts(t, lang)) expect(text).toContain(expected);
    }
  }, 180_000);
});
