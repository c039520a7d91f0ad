import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { cpus, platform, release, arch, totalmem } from 'node:os';
import { SHOP_ROUTE, type JsPerRoute } from './js-per-route.ts';
import type { LoadResult } from './load.ts';
import { LOAD_CONNECTIONS, LOAD_SECONDS } from './load.ts';
import type { ProxyOverhead } from './proxy-overhead.ts';
import type { SsrThroughput } from './ssr-throughput.ts';
import { SOAK, type Soak } from './soak.ts';
import type { SeatMapBench } from './seat-map.ts';

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
}

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

export function jsTable(js: JsPerRoute): Table {
  const head = ['Route', 'HTTP', 'Scripts', 'JS gzip KB', '× baseline', 'Route-specific KB'];
  const rows = js.routes.map((route) => [
    route.route,
    String(route.status ?? 'n/a'),
    String(route.scripts.length),
    kb(route.gzipBytes),
    times(route.gzipBytes / js.baseline.gzipBytes),
    (route.gzipBytes >= js.baseline.gzipBytes ? '+' : '') + kb(route.gzipBytes - js.baseline.gzipBytes),
  ]);
  rows.push(['bare framework page (baseline)', '', String(js.baseline.files.length), kb(js.baseline.gzipBytes), times(1), '0.0']);
  return { head, rows };
}

function loadRow(result: LoadResult): string[] {
  return [result.label, `\`${result.path}\``, rps(result.reqPerSec), ms(result.p50), ms(result.p99), String(result.requests), String(result.non2xx), statusNote(result) || '–'];
}

const SETTLE_MS_NOTE = 'read 5 s after each run';
const LOAD_HEAD = ['Target', 'Path', 'req/s', 'p50 ms', 'p99 ms', 'Requests', 'Non-2xx', 'Problems'];

export function ssrTable(ssr: SsrThroughput): Table {
  return {
    head: LOAD_HEAD,
    rows: [
      loadRow(ssr.shop),
      loadRow(ssr.account),
      loadRow(ssr.static),
      ['**shop ÷ static**', '', times(ssr.reqPerSecRatio), times(ssr.p50Ratio), '', '', '', ''],
      ['**account ÷ static**', '', times(ssr.accountReqPerSecRatio), times(ssr.accountP50Ratio), '', '', '', ''],
    ],
  };
}

export function soakTable(soak: Soak): Table {
  return { head: LOAD_HEAD, rows: [loadRow(soak.shop), loadRow(soak.account), loadRow(soak.accountAgain)] };
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

/** Memory after the two runs against before them: the rush must not leave the server bigger. */
function soakNotes(soak: Soak): string[] {
  const { before, afterShop, afterAccount, afterAccountAgain } = soak.rssMiB;
  const mib = (value: number) => (Number.isFinite(value) ? `${value.toFixed(0)} MiB` : 'n/a');
  const growth = Number.isFinite(afterAccount) && afterAccount > 0 ? times(afterAccountAgain / afterAccount) : 'n/a';
  const failures = [soak.shop, soak.account, soak.accountAgain].reduce((sum, run) => sum + run.errors + run.timeouts + run.non2xx, 0);
  return [
    `server memory (RSS, ${SETTLE_MS_NOTE}): before ${mib(before)}, after the shop run ${mib(afterShop)}, after the account run ${mib(afterAccount)}, after the second account run ${mib(afterAccountAgain)} (${growth} of the first: flat means no leak)`,
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
  const { js, ssr, proxy, soak, machine } = results;
  return [
    `Performance budget — ${results.date}`,
    `${machine.cpu}, ${machine.cores} cores, ${machine.memoryGiB.toFixed(1)} GiB, ${machine.platform}, Node ${machine.node}, Next ${machine.next}, ${machine.commit}`,
    '',
    '(a) JS per route (gzip -9 of every script loaded, cold cache)',
    textTable(jsTable(js)),
    ...jsNotes(js),
    '',
    `(b) SSR throughput (autocannon ${LOAD_SECONDS} s, ${LOAD_CONNECTIONS} connections)`,
    textTable(ssrTable(ssr)),
    '',
    `(c) Proxy overhead (autocannon ${LOAD_SECONDS} s, ${LOAD_CONNECTIONS} connections)`,
    textTable(proxyTable(proxy)),
    ...proxyNotes(proxy),
    '',
    `(d) The rush (autocannon ${SOAK.seconds} s, ${SOAK.connections} connections, 10 s client timeout)`,
    textTable(soakTable(soak)),
    ...soakNotes(soak),
    '',
    '(e) Seat map (medians of 5 fresh browser contexts)',
    textTable(seatMapTable(results.seatMap, js)),
  ].join('\n');
}

// ---- RESULTS.md --------------------------------------------------------------------------------

const RUN_START = '<!-- bench:run -->';
const RUN_END = '<!-- /bench:run -->';
const HISTORY_KEEP = 5;

/** One run's block: moved verbatim under "History" by the next run. */
export function runBlock(results: BenchResults): string {
  const { js, ssr, proxy, soak, machine } = results;
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
    `**(b) SSR throughput** — autocannon, ${LOAD_SECONDS} s per target, ${LOAD_CONNECTIONS} connections.`,
    '',
    markdownTable(ssrTable(ssr)),
    '',
    `**(c) Proxy overhead** — the route handler against the sandbox mounted directly, both on the same server; autocannon, ${LOAD_SECONDS} s, ${LOAD_CONNECTIONS} connections.`,
    '',
    markdownTable(proxyTable(proxy)),
    '',
    ...proxyNotes(proxy).map((note) => `- ${note}`),
    '',
    `**(d) The rush** — autocannon, ${SOAK.seconds} s per target, ${SOAK.connections} connections, 10 s client timeout; the server's resident memory before and after.`,
    '',
    markdownTable(soakTable(soak)),
    '',
    ...soakNotes(soak).map((note) => `- ${note}`),
    '',
    `**(e) Seat map** — step 1 of the 5,676-seat hall in Chromium (1280×900) beside the shop page, medians of ${results.seatMap.rounds.length} fresh browser contexts; input delay and duration from the Event Timing API (the seat click is the page's first input).`,
    '',
    markdownTable(seatMapTable(results.seatMap, js)),
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
    'Written by `npm run bench` (`bench/run.ts`): it builds if needed, starts the production server (`server/main.ts`) on a free port with a fresh sandbox database, measures, and stops the server. Run it with `npm run bench`; it takes about five minutes (the rush alone runs three minutes).',
    '',
    '## Latest run',
    '',
    runBlock(results),
    '',
    '## How to read this',
    '',
    'The budget is the ratios, not the absolute timings: milliseconds and requests per second depend on the machine and on what else it is doing, but each ratio compares two things measured by the same run on the same server a few seconds apart, so it travels between machines. ' +
      '"× baseline" says how many times the JavaScript of a bare App Router page of this build a route ships, and "route-specific KB" is what the route adds on top of the framework. ' +
      '"shop ÷ static" compares the server-rendered shop page with a static file of the same server (req/s: lower means rendering costs more; p50: how many times longer a page takes). ' +
      '"handler − direct" is the time our route handler (input parsing, the typed client, schema validation, the cached seller lookup) adds over asking the sandbox directly. ' +
      'Non-2xx should always be 0; otherwise the figures measure error pages. Timings are reported, never asserted.',
    '',
    '## History',
    '',
    history.length ? history.join('\n\n') : '_No earlier runs._',
    '',
  ].join('\n');
}
