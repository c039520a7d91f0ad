import { chromium } from '@playwright/test';
import type { Browser } from '@playwright/test';
import { gzipBytes, SHOP_ROUTE } from './js-per-route.ts';
import { SESSION_ORIGIN_HEADER } from './session.ts';

/**
 * (e) The seat map of the 5,676-seat hall (issue 14): what the widget costs to download, how long
 * the chart takes to appear, and how quickly a seat answers a click, each beside the shop page's
 * own figures from the same browser and server. Medians of ROUNDS fresh browser contexts (cold
 * cache, no cookies), so one slow round does not decide.
 */

export const HALL_EVENT = 'evt_riverside_philharmonic';
export const HALL_PATH = `/riverside-live/checkout/${HALL_EVENT}`;
const ROUNDS = 5;

export interface SeatMapRound {
  /** First contentful paint of the shop page. */
  shopFcpMs: number;
  /** First contentful paint of step 1 of the hall's event. */
  stepOneFcpMs: number;
  /** From navigation start to the drawn chart (the widget's onReady). */
  chartDrawnMs: number;
  /** Inside the widget: from mount to the drawn chart (window.SeatMap.metrics.firstDrawMs). */
  mountToDrawnMs: number;
  /** The seat click as the browser's first input: wait before its handler ran (Event Timing). */
  clickInputDelayMs: number;
  /** The click's whole event duration, to the next paint (Event Timing, 8 ms granularity). */
  clickDurationMs: number;
  /** From the click to the seat drawn as chosen (the hold answered by the service). */
  clickToChosenMs: number;
}

export interface SeatMapBench {
  scriptBytes: number;
  scriptGzipBytes: number;
  chartGzipBytes: number;
  seatCount: number;
  rounds: SeatMapRound[];
  median: SeatMapRound;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

async function fcp(browser: Browser, url: string): Promise<number> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.goto(url, { waitUntil: 'load' });
    return await page.evaluate(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN);
  } finally {
    await context.close();
  }
}

async function hallRound(browser: Browser, baseUrl: string): Promise<Omit<SeatMapRound, 'shopFcpMs'>> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  try {
    const page = await context.newPage();
    await page.goto(baseUrl + HALL_PATH, { waitUntil: 'load' });
    await page.waitForFunction(() => typeof window.SeatMap?.metrics?.firstDrawMs === 'number', undefined, { timeout: 30_000 });
    const drawn = await page.evaluate(() => ({
      chartDrawnMs: performance.now(),
      mountToDrawnMs: window.SeatMap?.metrics?.firstDrawMs ?? Number.NaN,
      stepOneFcpMs: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
    }));
    // performance.now() above is read after the wait; the widget's own stamps are the moment it
    // drew: the navigation's offset of the mount plus the draw.
    const mountedAt = await page.evaluate(() => window.SeatMap?.metrics?.mountedAt ?? Number.NaN);
    const seat = page.locator('svg .sm-seat:not(.sm-taken)').nth(200);
    const id = await seat.getAttribute('data-seat');
    await page.evaluate((seatId) => {
      const state = window as unknown as { __clickAt?: number; __chosenAt?: number };
      addEventListener('pointerdown', () => (state.__clickAt = performance.now()), { capture: true, once: true });
      const element = document.querySelector(`[data-seat="${CSS.escape(seatId ?? '')}"]`);
      if (!element) return;
      new MutationObserver((records, observer) => {
        if (element.classList.contains('sm-chosen')) {
          state.__chosenAt = performance.now();
          observer.disconnect();
        }
      }).observe(element, { attributes: true, attributeFilter: ['class'] });
    }, id);
    await seat.click();
    await page.waitForFunction(() => typeof (window as unknown as { __chosenAt?: number }).__chosenAt === 'number', undefined, { timeout: 15_000 });
    const click = await page.evaluate(() => {
      const state = window as unknown as { __clickAt?: number; __chosenAt?: number };
      const entry = performance.getEntriesByType('first-input')[0] as PerformanceEventTiming | undefined;
      return {
        clickInputDelayMs: entry ? entry.processingStart - entry.startTime : Number.NaN,
        clickDurationMs: entry?.duration ?? Number.NaN,
        clickToChosenMs: (state.__chosenAt ?? Number.NaN) - (state.__clickAt ?? Number.NaN),
      };
    });
    const chartDrawnMs = Number.isFinite(mountedAt) ? mountedAt + drawn.mountToDrawnMs : drawn.chartDrawnMs;
    return { stepOneFcpMs: drawn.stepOneFcpMs, chartDrawnMs, mountToDrawnMs: drawn.mountToDrawnMs, ...click };
  } finally {
    await context.close();
  }
}

async function chartGzip(baseUrl: string): Promise<{ bytes: number; seatCount: number }> {
  const open = await fetch(`${baseUrl}/api/shops/riverside-live/seat-map/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...SESSION_ORIGIN_HEADER(baseUrl) },
    body: '{}',
  });
  if (!open.ok) throw new Error(`opening the seat map answered ${open.status}`);
  const access = (await open.json()) as { host: string; headers: Record<string, string> };
  const chart = await fetch(`${baseUrl}${access.host}/events/${HALL_EVENT}/chart`, { headers: access.headers });
  if (!chart.ok) throw new Error(`the hall's chart answered ${chart.status}`);
  const body = Buffer.from(await chart.arrayBuffer());
  const { seatCount } = JSON.parse(body.toString('utf8')) as { seatCount: number };
  return { bytes: gzipBytes(body), seatCount };
}

export async function measureSeatMap(baseUrl: string): Promise<SeatMapBench> {
  const script = Buffer.from(await (await fetch(`${baseUrl}/sandbox/api/seatmap/js/init.js`)).arrayBuffer());
  const chart = await chartGzip(baseUrl);
  const browser = await chromium.launch({
    executablePath: process.env.PLAYWRIGHT_CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  try {
    const rounds: SeatMapRound[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const shopFcpMs = await fcp(browser, baseUrl + SHOP_ROUTE);
      rounds.push({ shopFcpMs, ...(await hallRound(browser, baseUrl)) });
    }
    const pick = (key: keyof SeatMapRound) => median(rounds.map((round) => round[key]));
    const median_: SeatMapRound = {
      shopFcpMs: pick('shopFcpMs'),
      stepOneFcpMs: pick('stepOneFcpMs'),
      chartDrawnMs: pick('chartDrawnMs'),
      mountToDrawnMs: pick('mountToDrawnMs'),
      clickInputDelayMs: pick('clickInputDelayMs'),
      clickDurationMs: pick('clickDurationMs'),
      clickToChosenMs: pick('clickToChosenMs'),
    };
    return { scriptBytes: script.length, scriptGzipBytes: gzipBytes(script), chartGzipBytes: chart.bytes, seatCount: chart.seatCount, rounds, median: median_ };
  } finally {
    await browser.close();
  }
}
