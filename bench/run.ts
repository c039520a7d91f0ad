import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildIfNeeded } from '../scripts/build-if-needed.ts';
import { measureJsPerRoute, ROUTES } from './js-per-route.ts';
import { pause } from './load.ts';
import { measureProxyOverhead, proxyPaths } from './proxy-overhead.ts';
import { machineInfo, previousRuns, resultsMarkdown, terminalSummary } from './report.ts';
import type { BenchResults } from './report.ts';
import { ServerStartError, startServer } from './server.ts';
import type { BenchServer } from './server.ts';
import { ACCOUNT_PATH, cacheState, measureSsrThroughput, SHOP_PATH, STATIC_PATH, STEP_ONE_PATH } from './ssr-throughput.ts';
import { measureSoak } from './soak.ts';
import { measureSeatMap } from './seat-map.ts';
import { measureEditPropagation } from './edit-propagation.ts';
import { measureTicketsGrowth } from './tickets-growth.ts';
import { startProductionShape } from '../scripts/production-shape.ts';
import type { ProductionShape } from '../scripts/production-shape.ts';
import { SAM, sessionCookie } from './session.ts';

/**
 * `npm run bench`: the performance budget report. One process builds if needed, starts the
 * production server on a fresh sandbox database and measures (a) JS per route, (b) throughput from
 * the cache, (c) the route handler's overhead, (e) the seat map and, last because it changes Sam's
 * data, (g) the tickets page as seeded and at 3,000 tickets; stops it; then starts the production
 * shape (Redis, two instances, nginx, its own fresh sandbox) for (d) the rush and (f) an edit seen
 * on both instances. One set of servers runs at a time. It prints a summary and writes
 * bench/RESULTS.md. Nothing here asserts a timing; the figures are for reading and comparing.
 */
const RESULTS_FILE = join('bench', 'RESULTS.md');
const DIST_DIR = process.env.NEXT_DIST_DIR ?? '.next';
const WARMUP_ROUNDS = 5;

const started = Date.now();
const elapsed = () => `${((Date.now() - started) / 1000).toFixed(0)} s`;

async function warmUp(server: BenchServer, now: Date): Promise<void> {
  const { handler, direct } = proxyPaths(now);
  const paths = [...new Set<string>([...ROUTES, SHOP_PATH, STEP_ONE_PATH, STATIC_PATH, handler, direct])];
  const statuses = new Map<string, number>();
  for (let round = 0; round < WARMUP_ROUNDS; round++) {
    for (const path of paths) {
      const response = await fetch(server.baseUrl + path, { signal: AbortSignal.timeout(30_000) });
      await response.arrayBuffer();
      statuses.set(path, response.status);
    }
  }
  console.log(`Warmed up ${paths.length} URLs × ${WARMUP_ROUNDS}: ${[...statuses].map(([path, status]) => `${path} ${status}`).join(', ')}`);
}

/** The shape's pages once through nginx and on each instance, so the rush and the edit start from a cached page. */
async function warmUpShape(running: ProductionShape): Promise<void> {
  const cookie = await sessionCookie(running.baseUrl, SAM);
  const states: string[] = [];
  for (const url of [running.baseUrl, ...running.instanceUrls]) {
    states.push(`${url}${SHOP_PATH} ${await cacheState(url + SHOP_PATH)}`);
    await cacheState(url + ACCOUNT_PATH, { cookie });
  }
  console.log(`Warmed up the shape: ${states.join(', ')}`);
}

let server: BenchServer | undefined;
let shape: ProductionShape | undefined;
/** Stops the shape once, whoever asks first. */
const stopShape = async () => {
  const running = shape;
  shape = undefined;
  await running?.stop();
};
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    console.error(`\n${signal}: stopping the servers…`);
    void Promise.all([server?.stop(), stopShape()]).finally(() => process.exit(130));
  });
}

let exitCode = 0;
try {
  buildIfNeeded();
  console.log('Starting the production server…');
  server = await startServer();
  console.log(`Server on ${server.baseUrl} (pid ${server.pid}, sandbox data in ${server.dataDir}) after ${elapsed()}`);

  const now = new Date();
  await warmUp(server, now);

  console.log(`(a) JS per route with Chromium… (${elapsed()})`);
  const js = await measureJsPerRoute(server.baseUrl, DIST_DIR);
  await pause();

  console.log(`(b) Throughput from the cache… (${elapsed()})`);
  const ssr = await measureSsrThroughput(server.baseUrl);
  await pause();

  console.log(`(c) Proxy overhead… (${elapsed()})`);
  const proxy = await measureProxyOverhead(server.baseUrl, now);
  await pause();

  console.log(`(e) The seat map of the 5,676-seat hall… (${elapsed()})`);
  const seatMap = await measureSeatMap(server.baseUrl);
  await pause();

  console.log(`(g) Sam's tickets page as seeded and at 3,000 tickets… (${elapsed()})`);
  const tickets = await measureTicketsGrowth(server.baseUrl, DIST_DIR);

  const stderr = server.stderrLines();
  await server.stop();
  // Its output is no help once the shape runs (which prints nothing: quiet).
  server = undefined;

  console.log(`Starting the production shape (Redis, two instances, nginx)… (${elapsed()})`);
  shape = await startProductionShape({ quiet: true });
  console.log(`Shape on ${shape.baseUrl} → ${shape.instanceUrls.join(' and ')} (pids ${shape.instancePids.join(', ')}) after ${elapsed()}`);
  await warmUpShape(shape);

  console.log(`(d) The rush through nginx, 50 connections for a minute per page… (${elapsed()})`);
  const soak = await measureSoak(shape.baseUrl, shape.instancePids);
  await pause();

  console.log(`(f) An edit seen on both instances… (${elapsed()})`);
  const edit = await measureEditPropagation(shape.instanceUrls);
  await stopShape();

  const results: BenchResults = { date: new Date().toISOString(), machine: machineInfo(), js, ssr, proxy, soak, seatMap, edit, tickets };

  console.log(`\n${terminalSummary(results)}\n`);
  if (stderr.length) {
    console.log(`The server wrote ${stderr.length} line(s) to stderr during the run; the last ones:`);
    for (const line of stderr.slice(-15)) console.log(`  ${line}`);
    console.log('');
  }
  writeFileSync(RESULTS_FILE, resultsMarkdown(results, previousRuns(RESULTS_FILE)));
  console.log(`Wrote ${RESULTS_FILE} after ${elapsed()}.`);
} catch (error) {
  exitCode = 1;
  if (error instanceof ServerStartError) {
    console.error(`The server did not start: ${error.message}\nIts last output:\n${error.output.map((line) => `  ${line}`).join('\n')}`);
  } else {
    console.error('Benchmark failed:', error);
    if (server) console.error(`Last server output:\n${server.tail(30).map((line) => `  ${line}`).join('\n')}`);
  }
} finally {
  await server?.stop();
  await stopShape();
}
process.exit(exitCode);
