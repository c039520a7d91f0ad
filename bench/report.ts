import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { cpus, platform, release, arch, totalmem } from 'node:os';
import { SHOP_ROUTE, type JsPerRoute, type RouteJs } from './js-per-route.ts';
import type { LoadResult } from './load.ts';
import { LOAD_CONNECTIONS, LOAD_SECONDS } from './load.ts';
import type { ProxyOverhead } from './proxy-overhead.ts';
import type { PageThroughput, SsrThroughput } from './ssr-throughput.ts';
import { SOAK, type Soak } from './soak.ts';
import type { SeatMapBench } from './seat-map.ts';
import { GIVE_UP_AFTER_MS, POLL_EVERY_MS, type EditPropagation } from './edit-propagation.ts';
import { GROWN_TICKETS, type TicketsGrowth } from './tickets-growth.ts';

export interface Machine {
  cpu: string;
  cores: number;
  memoryGiB: number;
  platform: string;
  node: string;
  next: string;
  commit: string;
}

export interface BenchResults {
  date: string;
  machine: Machine;
  js: JsPerRoute;
  ssr: SsrThroughput;
  proxy: ProxyOverhead;
  soak: Soak;
  seatMap: SeatMapBench;
  edit: EditPropagation;
  tickets: TicketsGrowth;
}

/** Issue 9's targets, for reading the figures (never asserted: timings depend on the machine). */
export const TARGETS = {
  /** Cached page req/s ÷ static req/s at 10 connections, at least. */
  cachedReqPerSecRatio: 0.5,
  /** Cached page p99 at 10 connections, at most (ms). */
  cachedP99Ms: 100,
  /** An edit seen on each instance within (ms). */
  editSeenMs: 5_000,
  /** Tickets page server time at 3,000 tickets ÷ at ~300, at most. */
  ticketsGrowthRatio: 1.5,
} as const;

export function machineInfo(): Machine {
  const cpuList = cpus();
  const nextPackage = JSON.parse(readFileSync('node_modules/next/package.json', 'utf8')) as { version: string };
  const head = spawnSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' });
  const dirty = spawnSync('git', ['status', '--porcelain', '--untracked-files=no'], { encoding: 'utf8' });
  const commit = head.status === 0 ? head.stdout.trim() + (dirty.stdout.trim() ? ' (with uncommitted changes)' : '') : 'unknown';
  return {
    cpu: cpuList[0]?.model.trim() ?? 'unknown CPU',
    cores: cpuList.length,
    memoryGiB: totalmem() / 1024 ** 3,
    platform: `${platform()} ${release()} ${arch()}`,
    node: process.version,
    next: nextPackage.version,
    commit,
  };
}

// ---- number formatting -------------------------------------------------------------------------

const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const ms = (value: number) => (Number.isFinite(value) ? value.toFixed(1) : 'n/a');
const signedMs = (value: number) => (Number.isFinite(value) ? (value >= 0 ? '+' : '') + value.toFixed(1) : 'n/a');
const times = (value: number) => (Number.isFinite(value) ? `${value.toFixed(2)}×` : 'n/a');
const rps = (value: number) => value.toFixed(0);

function statusNote(result: LoadResult): string {
  const problems: string[] = [];
  const odd = Object.entries(result.statusCodes).filter(([code]) => !code.startsWith('2'));
  if (odd.length) problems.push(odd.map(([code, count]) => `${count}× ${code}`).join(', '));
  if (result.errors) problems.push(`${result.errors} errors`);
  if (result.timeouts) problems.push(`${result.timeouts} timeouts`);
  return problems.join('; ');
}

// ---- tables (rows of cells) --------------------------------------------------------------------

type Table = { head: string[]; rows: string[][] };

const JS_HEAD = ['Route', 'HTTP', 'Scripts', 'JS gzip KB', '× baseline', 'Route-specific KB'];

function jsRow(route: RouteJs, baselineGzipBytes: number): string[] {
  return [
    route.route,
    String(route.status ?? 'n/a'),
    String(route.scripts.length),
    kb(route.gzipBytes),
    times(route.gzipBytes / baselineGzipBytes),
    (route.gzipBytes >= baselineGzipBytes ? '+' : '') + kb(route.gzipBytes - baselineGzipBytes),
  ];
}

export function jsTable(js: JsPerRoute): Table {
  const rows = js.routes.map((route) => jsRow(route, js.baseline.gzipBytes));
  rows.push(['bare framework page (baseline)', '', String(js.baseline.files.length), kb(js.baseline.gzipBytes), times(1), '0.0']);
  return { head: JS_HEAD, rows };
}

function loadRow(result: LoadResult): string[] {
  return [result.label, `\`${result.path}\``, rps(result.reqPerSec), ms(result.p50), ms(result.p99), String(result.requests), String(result.non2xx), statusNote(result) || '–'];
}

const SETTLE_MS_NOTE = 'read 5 s after each run';
const LOAD_HEAD = ['Target', 'Path', 'req/s', 'p50 ms', 'p99 ms', 'Requests', 'Non-2xx', 'Problems'];

export function ssrTable(ssr: SsrThroughput): Table {
  return {
    head: [...LOAD_HEAD, 'Cache'],
    rows: [
      ...ssr.pages.map((page) => [...loadRow(page.load), page.cache]),
      [...loadRow(ssr.static), 'static file'],
      ...ssr.pages.map((page) => [`**${page.load.label} ÷ static**`, '', times(page.reqPerSecRatio), times(page.p50Ratio), '', '', '', '', '']),
    ],
  };
}

/** A cached page held against issue 9's targets: a reading, not an assertion. */
function targetReading(page: PageThroughput): string {
  const misses: string[] = [];
  if (!(page.reqPerSecRatio >= TARGETS.cachedReqPerSecRatio)) misses.push(`req/s ${times(page.reqPerSecRatio)} of static < ${TARGETS.cachedReqPerSecRatio}×`);
  if (!(page.load.p99 <= TARGETS.cachedP99Ms)) misses.push(`p99 ${ms(page.load.p99)} ms > ${TARGETS.cachedP99Ms} ms`);
  if (page.load.non2xx + page.load.errors + page.load.timeouts > 0) misses.push(`${page.load.non2xx} non-2xx, ${page.load.errors} errors, ${page.load.timeouts} timeouts`);
  // Next's own cache, or the server's copy of what Next answered (ADR 0042).
  if (!/^(HIT|STALE)|copy (HIT|STALE)/.test(page.cache)) misses.push(`served ${page.cache}, not from the cache`);
  return `${page.load.label}: ${misses.length ? `misses the target (${misses.join('; ')})` : `within the target (≥ ${TARGETS.cachedReqPerSecRatio}× static req/s, p99 ≤ ${TARGETS.cachedP99Ms} ms, 0 non-2xx, from the cache)`}`;
}

function ssrNotes(ssr: SsrThroughput): string[] {
  // The account page is rendered per request by design (private, no-store): no cache target.
  return ssr.pages.filter((page) => page.cache !== 'none').map(targetReading);
}

export function soakTable(soak: Soak): Table {
  return { head: LOAD_HEAD, rows: [loadRow(soak.shop), loadRow(soak.account)] };
}

const EDIT_HEAD = ['Instance', 'URL', 'Cached before', 'Listed the event', 'Seen after ms', 'Served as', 'Polls'];

export function editTable(edit: EditPropagation): Table {
  return {
    head: EDIT_HEAD,
    rows: edit.sightings.map((sighting, index) => [
      `${String.fromCharCode(65 + index)}${index === 0 ? ' (edited through)' : ''}`,
      `\`${sighting.instanceUrl}\``,
      sighting.cachedBefore,
      sighting.listedBefore ? 'yes' : 'no',
      sighting.seenAfterMs === null ? `not in ${GIVE_UP_AFTER_MS / 1000} s` : sighting.seenAfterMs.toFixed(0),
      sighting.seenCache ?? '–',
      String(sighting.polls),
    ]),
  };
}

function editNotes(edit: EditPropagation): string[] {
  const notes = [`\`PUT /sandbox/api/sandbox/events/${edit.eventId}\` with the name "${edit.newName}" answered ${edit.editStatus} in ${edit.editMs.toFixed(0)} ms`];
  const seen = edit.sightings.map((sighting) => sighting.seenAfterMs);
  const within = seen.every((value) => value !== null && value <= TARGETS.editSeenMs);
  notes.push(within ? `seen on every instance within the target (≤ ${TARGETS.editSeenMs / 1000} s)` : `misses the target: not seen on every instance within ${TARGETS.editSeenMs / 1000} s`);
  if (edit.sightings.some((sighting) => !sighting.listedBefore)) notes.push('an instance\'s shop page did not link the event before the edit: its row says nothing');
  return notes;
}

const TICKETS_HEAD = ['Tickets page (Sam)', 'Path', 'Tickets', 'HTTP', 'req/s', 'p50 ms', 'p99 ms', 'Requests', 'HTML KB', 'HTML gzip KB', 'Problems'];

function ticketsRow(label: string, at: TicketsGrowth['seeded']): string[] {
  const { load } = at;
  return [label, `\`${load.path}\``, at.tickets === null ? 'n/a' : at.tickets.toLocaleString('en'), String(at.status), rps(load.reqPerSec), ms(load.p50), ms(load.p99), String(load.requests), kb(at.htmlBytes), kb(at.htmlGzipBytes), statusNote(load) || '–'];
}

export function ticketsTable(tickets: TicketsGrowth): Table {
  return {
    head: TICKETS_HEAD,
    rows: [
      ticketsRow('as seeded', tickets.seeded),
      ticketsRow(`raised to ${GROWN_TICKETS.toLocaleString('en')}`, tickets.grown),
      ['**raised ÷ seeded**', '', '', '', '', times(tickets.p50Ratio), times(tickets.p99Ratio), '', times(tickets.htmlRatio), '', ''],
    ],
  };
}

/** The tickets page's JS row from (a) beside the same route measured at the grown count. */
export function ticketsJsTable(tickets: TicketsGrowth, js: JsPerRoute): Table {
  const seeded = js.routes.find((route) => route.route.includes('/account/tickets'));
  const rows = [seeded, tickets.grownJs].filter((route): route is RouteJs => route !== undefined && route !== null).map((route) => jsRow(route, js.baseline.gzipBytes));
  return { head: JS_HEAD, rows };
}

function ticketsNotes(tickets: TicketsGrowth, js: JsPerRoute): string[] {
  const { bulk } = tickets;
  const notes = [`\`POST ${bulk.path}\` with \`{ "count": ${bulk.count} }\` answered ${bulk.status} in ${(bulk.ms / 1000).toFixed(1)} s`];
  // p50 is the page's server time; p99 of a few dozen requests is nearly their slowest, shown beside it.
  const within = tickets.p50Ratio <= TARGETS.ticketsGrowthRatio;
  notes.push(`server time raised ÷ as seeded: p50 ${times(tickets.p50Ratio)}, p99 ${times(tickets.p99Ratio)}; ${within ? 'within' : 'misses'} the target (p50 ≤ ${TARGETS.ticketsGrowthRatio}×)`);
  const seeded = js.routes.find((route) => route.route.includes('/account/tickets'));
  if (seeded && tickets.grownJs) {
    const diff = tickets.grownJs.gzipBytes - seeded.gzipBytes;
    notes.push(`JS of the tickets page: ${kb(seeded.gzipBytes)} KB as seeded, ${kb(tickets.grownJs.gzipBytes)} KB raised (${diff >= 0 ? '+' : ''}${kb(diff)} KB)`);
  }
  return notes;
}

const SEAT_MAP_HEAD = ['Measure', 'Seat map (5,676-seat hall)', 'Beside it', 'Ratio'];

/** The seat map's figures beside the shop page's, from the same run (issue 14). */
export function seatMapTable(seatMap: SeatMapBench, js: JsPerRoute): Table {
  const ms = (value: number) => (Number.isFinite(value) ? `${value.toFixed(0)} ms` : 'n/a');
  const shopJs = js.routes.find((route) => route.route === SHOP_ROUTE)?.gzipBytes ?? Number.NaN;
  const m = seatMap.median;
  return {
    head: SEAT_MAP_HEAD,
    rows: [
      ['widget script (gzip)', `${kb(seatMap.scriptGzipBytes)} KB (${kb(seatMap.scriptBytes)} KB raw)`, `shop page JS ${kb(shopJs)} KB`, times(seatMap.scriptGzipBytes / shopJs)],
      ['chart JSON (gzip)', `${kb(seatMap.chartGzipBytes)} KB, ${seatMap.seatCount} seats`, '', ''],
      ['first contentful paint', `step 1 ${ms(m.stepOneFcpMs)}`, `shop page ${ms(m.shopFcpMs)}`, times(m.stepOneFcpMs / m.shopFcpMs)],
      ['chart drawn, from navigation', ms(m.chartDrawnMs), `shop page FCP ${ms(m.shopFcpMs)}`, times(m.chartDrawnMs / m.shopFcpMs)],
      ['chart drawn, from mount', ms(m.mountToDrawnMs), '', ''],
      ['seat click: input delay', ms(m.clickInputDelayMs), '', ''],
      ['seat click: event duration to next paint', ms(m.clickDurationMs), '', ''],
      ['seat click: until drawn as chosen (hold answered)', ms(m.clickToChosenMs), '', ''],
    ],
  };
}

/** Each instance's memory after the two runs against before them: the rush must not leave them bigger. */
function soakNotes(soak: Soak): string[] {
  const mib = (value: number) => (Number.isFinite(value) ? `${value.toFixed(0)} MiB` : 'n/a');
  const failures = [soak.shop, soak.account].reduce((sum, run) => sum + run.errors + run.timeouts + run.non2xx, 0);
  return [
    `through nginx (${soak.via}) to two instances sharing Redis; the shop page came ${soak.shopCache} before the run`,
    ...soak.rssMiB.map(
      (memory, index) =>
        `instance ${String.fromCharCode(65 + index)} memory (RSS, ${SETTLE_MS_NOTE}): before ${mib(memory.before)}, after the shop run ${mib(memory.afterShop)}, after the account run ${mib(memory.afterAccount)}`,
    ),
    failures === 0 ? 'no errors, no client timeouts, no non-2xx' : `${failures} failed requests (errors, timeouts over 10 s or non-2xx): see Problems`,
  ];
}

export function proxyTable(proxy: ProxyOverhead): Table {
  return {
    head: LOAD_HEAD,
    rows: [
      loadRow(proxy.handler),
      loadRow(proxy.direct),
      ['**handler − direct**', '', '', signedMs(proxy.p50DiffMs), signedMs(proxy.p99DiffMs), '', '', ''],
      ['**handler ÷ direct**', '', times(proxy.reqPerSecRatio), times(proxy.p50Ratio), times(proxy.p99Ratio), '', '', ''],
    ],
  };
}

function markdownTable(table: Table): string {
  const escape = (cell: string) => cell.replaceAll('|', '\\|');
  const line = (cells: string[]) => `| ${cells.map(escape).join(' | ')} |`;
  const align = table.head.map((_, index) => (index === 0 || index === 1 ? '---' : '---:'));
  return [line(table.head), `|${align.map((a) => ` ${a} `).join('|')}|`, ...table.rows.map(line)].join('\n');
}

function textTable(table: Table): string {
  const plain = (cell: string) => cell.replaceAll('**', '').replaceAll('`', '');
  const all = [table.head, ...table.rows].map((row) => row.map(plain));
  const widths = table.head.map((_, column) => Math.max(...all.map((row) => (row[column] ?? '').length)));
  const format = (row: string[]) =>
    row
      .map((cell, column) => (column <= 1 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0)))
      .join('  ')
      .trimEnd();
  const [head, ...rows] = all;
  return [format(head ?? []), widths.map((width) => '-'.repeat(width)).join('  '), ...rows.map(format)].join('\n');
}

// ---- notes shared by the terminal and the file -------------------------------------------------

function paymentLine(js: JsPerRoute): string {
  if (js.shopPayment.length === 0) return 'payment code on shop page: none';
  return `payment code on shop page: ${js.shopPayment.map((script) => `${new URL(script.url).pathname} (${kb(script.gzipBytes)} KB gzip)`).join(', ')}`;
}

/** Stripe's and Adyen's form code loads only with their gateway chosen; the sandbox card form is the default in step 2. */
function paymentElsewhereLines(js: JsPerRoute): string[] {
  return js.routes
    .filter((route) => route.route !== SHOP_ROUTE)
    .map((route) => ({ route: route.route, payment: route.scripts.filter((script) => script.payment) }))
    .filter((entry) => entry.payment.length > 0)
    .map((entry) => `payment code on ${entry.route}: ${entry.payment.map((script) => `${kb(script.gzipBytes)} KB gzip`).join(', ')}`);
}

function jsNotes(js: JsPerRoute): string[] {
  const notes = [paymentLine(js), ...paymentElsewhereLines(js)];
  for (const route of js.routes) {
    if (route.missingBaseline.length) notes.push(`${route.route} did not load baseline file(s) ${route.missingBaseline.join(', ')}`);
    if (route.unreadable.length) notes.push(`${route.route}: could not read the body of ${route.unreadable.join(', ')}`);
  }
  return notes;
}

function proxyNotes(proxy: ProxyOverhead): string[] {
  const notes: string[] = [];
  if (proxy.handlerItems !== proxy.directItems) {
    notes.push(`the two sides returned different numbers of events before the load (handler ${proxy.handlerItems ?? 'error'}, direct ${proxy.directItems ?? 'error'})`);
  } else {
    notes.push(`both sides return the same ${proxy.handlerItems ?? '?'} events`);
  }
  return notes;
}

// ---- terminal ----------------------------------------------------------------------------------

export function terminalSummary(results: BenchResults): string {
  const { js, ssr, proxy, soak, edit, tickets, machine } = results;
  return [
    `Performance budget — ${results.date}`,
    `${machine.cpu}, ${machine.cores} cores, ${machine.memoryGiB.toFixed(1)} GiB, ${machine.platform}, Node ${machine.node}, Next ${machine.next}, ${machine.commit}`,
    '',
    '(a) JS per route (gzip -9 of every script loaded, cold cache)',
    textTable(jsTable(js)),
    ...jsNotes(js),
    '',
    `(b) Throughput from the cache (autocannon ${LOAD_SECONDS} s, ${LOAD_CONNECTIONS} connections; Cache: x-nextjs-cache of one response before the run, with x-page-cache when the server's copy answered)`,
    textTable(ssrTable(ssr)),
    ...ssrNotes(ssr),
    '',
    `(c) Proxy overhead (autocannon ${LOAD_SECONDS} s, ${LOAD_CONNECTIONS} connections)`,
    textTable(proxyTable(proxy)),
    ...proxyNotes(proxy),
    '',
    `(d) The rush through the production shape (autocannon ${SOAK.seconds} s, ${SOAK.connections} connections, 10 s client timeout)`,
    textTable(soakTable(soak)),
    ...soakNotes(soak),
    '',
    '(e) Seat map (medians of 5 fresh browser contexts)',
    textTable(seatMapTable(results.seatMap, js)),
    '',
    `(f) An edit seen on both instances (polled every ${POLL_EVERY_MS} ms, for up to ${GIVE_UP_AFTER_MS / 1000} s)`,
    textTable(editTable(edit)),
    ...editNotes(edit).map((note) => note.replaceAll('`', '')),
    '',
    `(g) Sam's tickets page as seeded and at ${GROWN_TICKETS.toLocaleString('en')} tickets (autocannon ${LOAD_SECONDS} s, 1 connection)`,
    textTable(ticketsTable(tickets)),
    '',
    textTable(ticketsJsTable(tickets, js)),
    ...ticketsNotes(tickets, js).map((note) => note.replaceAll('`', '')),
  ].join('\n');
}

// ---- RESULTS.md --------------------------------------------------------------------------------

const RUN_START = '<!-- bench:run -->';
const RUN_END = '<!-- /bench:run -->';
const HISTORY_KEEP = 5;

/** One run's block: moved verbatim under "History" by the next run. */
export function runBlock(results: BenchResults): string {
  const { js, ssr, proxy, soak, edit, tickets, machine } = results;
  return [
    RUN_START,
    `### ${results.date}`,
    '',
    `Machine: ${machine.cpu}, ${machine.cores} cores, ${machine.memoryGiB.toFixed(1)} GiB RAM, ${machine.platform}, Node ${machine.node}, Next ${machine.next}. Commit ${machine.commit}.`,
    '',
    '**(a) JS per route** — every script the page loads until `load` + 1 s (with what Next prefetches for the links in view), gzip level 9, new browser context per route (cold cache). Baseline: `rootMainFiles` of `build-manifest.json`.',
    '',
    markdownTable(jsTable(js)),
    '',
    ...jsNotes(js).map((note) => `- ${note}`),
    '',
    `**(b) Throughput from the cache** — autocannon, ${LOAD_SECONDS} s per target, ${LOAD_CONNECTIONS} connections; the logged-in visitor has one ticket in the cart (session and cart cookies in one Cookie header); Cache is \`x-nextjs-cache\` of one response read before the run, with \`x-page-cache\` when the server's one-second copy answered it (ADR 0042).`,
    '',
    markdownTable(ssrTable(ssr)),
    '',
    ...ssrNotes(ssr).map((note) => `- ${note}`),
    '',
    `**(c) Proxy overhead** — the route handler against the sandbox mounted directly, both on the same server; autocannon, ${LOAD_SECONDS} s, ${LOAD_CONNECTIONS} connections.`,
    '',
    markdownTable(proxyTable(proxy)),
    '',
    ...proxyNotes(proxy).map((note) => `- ${note}`),
    '',
    `**(d) The rush through the production shape** — nginx in front of two instances sharing Redis and one sandbox (\`scripts/production-shape.ts\`); autocannon through nginx, ${SOAK.seconds} s per target, ${SOAK.connections} connections, 10 s client timeout; each instance's resident memory before and after.`,
    '',
    markdownTable(soakTable(soak)),
    '',
    ...soakNotes(soak).map((note) => `- ${note}`),
    '',
    `**(e) Seat map** — step 1 of the 5,676-seat hall in Chromium (1280×900) beside the shop page, medians of ${results.seatMap.rounds.length} fresh browser contexts; input delay and duration from the Event Timing API (the seat click is the page's first input).`,
    '',
    markdownTable(seatMapTable(results.seatMap, js)),
    '',
    `**(f) An edit seen on both instances** — in the production shape, the shop page cached on both instances, \`${edit.eventId}\` renamed through instance A's sandbox control; each instance's \`/riverside-live\` polled every ${POLL_EVERY_MS} ms (for up to ${GIVE_UP_AFTER_MS / 1000} s) until its HTML carries the new name; ms from sending the edit.`,
    '',
    markdownTable(editTable(edit)),
    '',
    ...editNotes(edit).map((note) => `- ${note}`),
    '',
    `**(g) The tickets page as seeded and at ${GROWN_TICKETS.toLocaleString('en')} tickets** — on the single server, last (it changes Sam's data): Sam's \`/riverside-live/account/tickets\` with 1 connection for ${LOAD_SECONDS} s (the latency is the server's time for one page), and the HTML of one response; then the JS of the route as in (a).`,
    '',
    markdownTable(ticketsTable(tickets)),
    '',
    markdownTable(ticketsJsTable(tickets, js)),
    '',
    ...ticketsNotes(tickets, js).map((note) => `- ${note}`),
    RUN_END,
  ].join('\n');
}

/** Run blocks of an existing RESULTS.md, newest first (the latest run, then its history). */
export function previousRuns(path: string): string[] {
  if (!existsSync(path)) return [];
  const text = readFileSync(path, 'utf8');
  const blocks: string[] = [];
  let from = 0;
  for (;;) {
    const start = text.indexOf(RUN_START, from);
    if (start < 0) break;
    const end = text.indexOf(RUN_END, start);
    if (end < 0) break;
    blocks.push(text.slice(start, end + RUN_END.length));
    from = end + RUN_END.length;
  }
  if (blocks.length === 0 && text.trim()) {
    // A file this script did not write: keep it rather than lose it.
    blocks.push(`${RUN_START}\n### Earlier results (not written by this script)\n\n${text.trim()}\n${RUN_END}`);
  }
  return blocks;
}

export function resultsMarkdown(results: BenchResults, previous: string[]): string {
  const history = previous.slice(0, HISTORY_KEEP);
  return [
    '# Performance budget results',
    '',
    'Written by `npm run bench` (`bench/run.ts`): it builds if needed, starts the production server (`server/main.ts`) on a free port with a fresh sandbox database and measures (a), (b), (c), (e) and (g) on it, stops it, then starts the production shape (`scripts/production-shape.ts`: Redis, two instances, nginx, a fresh sandbox) for (d) and (f) and stops that. Run it with `npm run bench`; it takes about seven minutes (the rush alone runs two minutes).',
    '',
    '## Latest run',
    '',
    runBlock(results),
    '',
    '## How to read this',
    '',
    'The budget is the ratios, not the absolute timings: milliseconds and requests per second depend on the machine and on what else it is doing, but each ratio compares two things measured by the same run on the same server a few seconds apart, so it travels between machines. ' +
      '"× baseline" says how many times the JavaScript of a bare App Router page of this build a route ships, and "route-specific KB" is what the route adds on top of the framework. ' +
      '"… ÷ static" compares a page with a static file of the same server (req/s: lower means rendering costs more; p50: how many times longer a page takes). ' +
      `The shop page and step 1 are served from Next's cache, for an anonymous visitor and for a logged-in one with a cart alike (ADR 0038); "Cache" says what Next answered for one response before the run (HIT or STALE: from the cache; MISS: rendered; none: a page rendered per request by design, like the account area), and "copy HIT" that the server answered it from its one-second copy without asking Next (ADR 0042). Issue 9's targets for these pages, read not asserted: at least ${TARGETS.cachedReqPerSecRatio}× the static file's req/s, p99 ≤ ${TARGETS.cachedP99Ms} ms, 0 non-2xx. ` +
      '(d) runs the rush through nginx in front of two instances, as production would: what counts is 0 errors, 0 timeouts and 0 non-2xx, and each instance\'s memory settling rather than growing. ' +
      `(f) is how long an organiser's edit takes to reach the cached shop page of the instance it was made through and of the other one, through the signed webhook and Redis (ADR 0039); the target is ${TARGETS.editSeenMs / 1000} s on each. ` +
      `(g) measures Sam's tickets page with one connection, so p50 and p99 are the server's time for one page: the ratio at ${GROWN_TICKETS.toLocaleString('en')} tickets to as seeded (~300) should stay ≤ ${TARGETS.ticketsGrowthRatio}×, the HTML should stay near flat, and its JS the same as in (a). ` +
      '"handler − direct" is the time our route handler (input parsing, the typed client, schema validation, the cached seller lookup) adds over asking the sandbox directly. ' +
      'Non-2xx should always be 0; otherwise the figures measure error pages. Timings are reported, never asserted.',
    '',
    '## History',
    '',
    history.length ? history.join('\n\n') : '_No earlier runs._',
    '',
  ].join('\n');
}
