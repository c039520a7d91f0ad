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
import { measureSsrThroughput, SHOP_PATH, STATIC_PATH } from './ssr-throughput.ts';
import { measureSoak } from './soak.ts';
import { measureSeatMap } from './seat-map.ts';

/**
 * `npm run bench`: the performance budget report. One process builds if needed, starts the
 * production server on a fresh sandbox database, measures (a) JS per route, (b) SSR throughput and
 * (c) the route handler's overhead, prints a summary and writes bench/RESULTS.md. Nothing here
 * asserts a timing; the figures are for reading and comparing.
 */
const RESULTS_FILE = join('bench', 'RESULTS.md');
const DIST_DIR = process.env.NEXT_DIST_DIR ?? '.next';
const WARMUP_ROUNDS = 5;

const started = Date.now();
const elapsed = () => `${((Date.now() - started) / 1000).toFixed(0)} s`;

async function warmUp(server: BenchServer, now: Date): Promise<void> {
  const { handler, direct } = proxyPaths(now);
  const paths = [...new Set<string>([...ROUTES, SHOP_PATH, STATIC_PATH, handler, direct])];
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

let server: BenchServer | undefined;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    console.error(`\n${signal}: stopping the server…`);
    void (server?.stop() ?? Promise.resolve()).finally(() => process.exit(130));
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

  console.log(`(b) SSR throughput… (${elapsed()})`);
  const ssr = await measureSsrThroughput(server.baseUrl);
  await pause();

  console.log(`(c) Proxy overhead… (${elapsed()})`);
  const proxy = await measureProxyOverhead(server.baseUrl, now);
  await pause();

  console.log(`(d) The rush, 50 connections for a minute per page… (${elapsed()})`);
  const soak = await measureSoak(server.baseUrl, server.pid);
  await pause();

  console.log(`(e) The seat map of the 5,676-seat hall… (${elapsed()})`);
  const seatMap = await measureSeatMap(server.baseUrl);

  const results: BenchResults = { date: new Date().toISOString(), machine: machineInfo(), js, ssr, proxy, soak, seatMap };
  const stderr = server.stderrLines();
  await server.stop();

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
}
process.exit(exitCode);
