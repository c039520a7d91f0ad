import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import type { APIRequestContext, Browser, Response } from '@playwright/test';
import { CART_LINE, SESSION_ORIGIN_HEADER, logIn, SAM } from './session.ts';

export const ROUTES = ['/', '/riverside-live', '/kulturhaus-lindenau', '/little-theatre', '/riverside-live/imprint', '/no-such-shop'] as const;
export const SHOP_ROUTE = '/riverside-live';
const JAZZ = '/riverside-live/checkout/evt_riverside_jazz';

/** A route that needs state first (a cart, a login): `prepare` makes it in the route's own context and returns the path. */
export interface PreparedRoute {
  label: string;
  prepare: (request: APIRequestContext, baseUrl: string) => Promise<string>;
}

/** The buying road and the largest account page: where a buyer and a ticket holder spend their time. */
export const PREPARED_ROUTES: readonly PreparedRoute[] = [
  { label: `${JAZZ} (step 1)`, prepare: async () => JAZZ },
  {
    label: `${JAZZ}?step=2 (1 ticket in the cart)`,
    prepare: async (request, baseUrl) => {
      const answer = await request.post(`${baseUrl}/api/shops/riverside-live/cart/items`, {
        headers: SESSION_ORIGIN_HEADER(baseUrl),
        data: CART_LINE,
      });
      if (!answer.ok()) throw new Error(`adding to the cart answered ${answer.status()}`);
      const { cart } = (await answer.json()) as { cart: { _id: string; secret: string } };
      return `${JAZZ}?checkoutId=${encodeURIComponent(cart._id)}&secret=${encodeURIComponent(cart.secret)}&step=2`;
    },
  },
  samsTicketsRoute('/riverside-live/account/tickets (Sam, 298 tickets)'),
];

/** Sam's tickets page, logged in; (g) measures it again once Sam holds 3,000 tickets. */
export function samsTicketsRoute(label: string): PreparedRoute {
  return {
    label,
    prepare: async (request, baseUrl) => {
      await logIn(request, baseUrl, SAM);
      return '/riverside-live/account/tickets';
    },
  };
}
const SETTLE_MS = 1_000;
/** Provider SDK code and our forms that load it; a gateway's type name ('stripe') in the registry is not payment code. */
const PAYMENT_PATTERN = /js\.stripe\.com|AdyenCheckout|checkoutshopper/;

export function gzipBytes(body: Buffer | Uint8Array): number {
  return gzipSync(body, { level: 9 }).length;
}

/** The scripts every App Router page of this build loads: build-manifest rootMainFiles (polyfills are nomodule). */
export interface Baseline {
  files: string[];
  gzipBytes: number;
}

export function frameworkBaseline(distDir: string): Baseline {
  const manifest = JSON.parse(readFileSync(join(distDir, 'build-manifest.json'), 'utf8')) as { rootMainFiles?: string[]; polyfillFiles?: string[] };
  const polyfills = new Set(manifest.polyfillFiles ?? []);
  const files = (manifest.rootMainFiles ?? []).filter((file) => file.endsWith('.js') && !polyfills.has(file));
  if (files.length === 0) throw new Error(`${distDir}/build-manifest.json lists no rootMainFiles`);
  const total = files.reduce((sum, file) => sum + gzipBytes(readFileSync(join(distDir, file))), 0);
  return { files, gzipBytes: total };
}

export interface ScriptLoad {
  url: string;
  gzipBytes: number;
  payment: boolean;
}

export interface RouteJs {
  route: string;
  status: number | null;
  scripts: ScriptLoad[];
  gzipBytes: number;
  /** Baseline files the route did not load (should be none; otherwise "extra" is not route minus framework). */
  missingBaseline: string[];
  /** Script responses whose body could not be read. */
  unreadable: string[];
}

export interface JsPerRoute {
  baseline: Baseline;
  routes: RouteJs[];
  /** Scripts on the shop page whose URL or body mentions a payment provider. */
  shopPayment: ScriptLoad[];
}

function isScript(response: Response): boolean {
  return response.request().resourceType() === 'script' && new URL(response.url()).pathname.endsWith('.js');
}

async function measureRoute(browser: Browser, baseUrl: string, route: string | PreparedRoute, baseline: Baseline): Promise<RouteJs> {
  // A new context per route: empty cache, no cookies, nothing shared with the previous route.
  const context = await browser.newContext();
  try {
    const path = typeof route === 'string' ? route : await route.prepare(context.request, baseUrl);
    const page = await context.newPage();
    const pending = new Map<string, Promise<ScriptLoad | string>>();
    page.on('response', (response) => {
      if (!isScript(response) || pending.has(response.url())) return;
      pending.set(
        response.url(),
        response.body().then(
          (body) => ({ url: response.url(), gzipBytes: gzipBytes(body), payment: PAYMENT_PATTERN.test(response.url()) || PAYMENT_PATTERN.test(body.toString('utf8')) }),
          () => response.url(),
        ),
      );
    });
    const navigation = await page.goto(baseUrl + path, { waitUntil: 'load' });
    await page.waitForTimeout(SETTLE_MS);
    const settled = await Promise.all(pending.values());
    const scripts = settled.filter((entry): entry is ScriptLoad => typeof entry !== 'string');
    const loadedPaths = new Set(scripts.map((script) => new URL(script.url).pathname));
    return {
      route: typeof route === 'string' ? route : route.label,
      status: navigation?.status() ?? null,
      scripts,
      gzipBytes: scripts.reduce((sum, script) => sum + script.gzipBytes, 0),
      missingBaseline: baseline.files.filter((file) => !loadedPaths.has(`/_next/${file}`)),
      unreadable: settled.filter((entry): entry is string => typeof entry === 'string'),
    };
  } finally {
    await context.close();
  }
}

/** Each route in a new context of one browser, against the build's framework baseline. */
export async function measureRoutesJs(baseUrl: string, distDir: string, routes: readonly (string | PreparedRoute)[]): Promise<{ baseline: Baseline; routes: RouteJs[] }> {
  const baseline = frameworkBaseline(distDir);
  const browser = await chromium.launch({
    executablePath: process.env.PLAYWRIGHT_CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  try {
    const measured: RouteJs[] = [];
    for (const route of routes) measured.push(await measureRoute(browser, baseUrl, route, baseline));
    return { baseline, routes: measured };
  } finally {
    await browser.close();
  }
}

export async function measureJsPerRoute(baseUrl: string, distDir: string): Promise<JsPerRoute> {
  const { baseline, routes } = await measureRoutesJs(baseUrl, distDir, [...ROUTES, ...PREPARED_ROUTES]);
  const shop = routes.find((entry) => entry.route === SHOP_ROUTE);
  return { baseline, routes, shopPayment: shop?.scripts.filter((script) => script.payment) ?? [] };
}
