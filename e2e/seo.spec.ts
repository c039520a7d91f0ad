import { readFileSync } from 'node:fs';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { HtmlValidate, type ConfigData } from 'html-validate';
import { secretFor } from '../lib/sandbox/seed/holdings/build.ts';

/**
 * What search engines read (issue 15, ADR 0023): the served HTML of the shop, event, legal,
 * order and account pages passes html-validate with the project's config; shop and event pages
 * carry schema.org Event JSON-LD; a page in several languages has a canonical per language and
 * hreflang alternates, a one-language shop neither; the sitemap lists canonical URLs only.
 */

const config = JSON.parse(readFileSync(new URL('../.htmlvalidate.json', import.meta.url), 'utf8')) as ConfigData;
const validator = new HtmlValidate(config);

async function htmlOf(request: APIRequestContext, path: string): Promise<string> {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  return response.text();
}

async function expectValidHtml(html: string, path: string): Promise<void> {
  const report = await validator.validateString(html, `${path}.html`);
  const messages = report.results.flatMap((result) =>
    result.messages.map((message) => `${message.ruleId} at ${message.line}:${message.column}: ${message.message} … ${html.slice(Math.max(0, message.offset - 40), message.offset + 80)}`),
  );
  expect(messages, `html-validate on ${path}`).toEqual([]);
}

function jsonLd(html: string): unknown[] {
  return [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map((match) => JSON.parse(match[1] ?? 'null') as unknown);
}

const canonicalOf = (html: string) => /<link rel="canonical" href="([^"]+)"/i.exec(html)?.[1];
const hreflangsOf = (html: string) =>
  Object.fromEntries([...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)"/gi)].map((match) => [match[1] ?? '', match[2] ?? '']));

/** Google's required Event properties, and the recommended ones the storefront always has. */
function expectEvent(event: unknown, context: string): void {
  expect(event, context).toMatchObject({
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: expect.any(String),
    startDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}[+-]\d{2}:\d{2}$/),
    endDate: expect.stringMatching(/[+-]\d{2}:\d{2}$/),
    eventStatus: 'https://schema.org/EventScheduled',
    url: expect.stringMatching(/^https?:\/\//),
    image: expect.arrayContaining([expect.stringMatching(/^https?:\/\//)]),
    location: { '@type': 'Place', name: expect.any(String), address: { '@type': 'PostalAddress', streetAddress: expect.any(String), addressLocality: expect.any(String) } },
    offers: {
      price: expect.any(Number),
      priceCurrency: expect.stringMatching(/^[A-Z]{3}$/),
      availability: expect.stringMatching(/^https:\/\/schema\.org\/(InStock|LimitedAvailability|SoldOut|PreOrder|Discontinued)$/),
      url: expect.stringMatching(/^https?:\/\//),
    },
    organizer: { '@type': 'Organization', name: expect.any(String), url: expect.stringMatching(/^https?:\/\//) },
  });
}

const PUBLIC_PAGES = [
  '/',
  '/riverside-live',
  '/riverside-live?lang=de',
  '/kulturhaus-lindenau',
  '/little-theatre',
  '/riverside-live/checkout/evt_riverside_jazz',
  '/riverside-live/checkout/evt_riverside_exhibition',
  '/kulturhaus-lindenau/checkout/evt_lindenau_faust',
  '/little-theatre/checkout/evt_little_our_town',
  '/riverside-live/imprint',
  `/transaction/tx_alex_001/${secretFor('tx_alex_001')}`,
];

test.describe('pages search engines read', () => {
  for (const path of PUBLIC_PAGES) {
    test(`${path.replace(/sec_\w+/, '<secret>')} is valid HTML`, async ({ request }) => {
      await expectValidHtml(await htmlOf(request, path), path);
    });
  }

  test('account pages are valid HTML', async ({ page, baseURL }) => {
    const login = await page.request.post('/api/shops/riverside-live/session', { headers: { origin: baseURL ?? '' }, data: { email: 'alex.morgan@example.com', password: 'demo1234' } });
    expect(login.status()).toBe(200);
    for (const screen of ['tickets', 'transactions', 'edit']) {
      const path = `/riverside-live/account/${screen}`;
      await expectValidHtml(await htmlOf(page.request, path), path);
    }
  });

  test('the shop page describes every listed event as a schema.org Event', async ({ request }) => {
    const html = await htmlOf(request, '/riverside-live');
    const blocks = jsonLd(html);
    expect(blocks).toHaveLength(1);
    const events = blocks[0];
    expect(Array.isArray(events)).toBe(true);
    const listed = [...html.matchAll(/href="\/riverside-live\/checkout\/([^"?]+)"/g)].map((match) => match[1]);
    expect((events as unknown[]).length).toBe(new Set(listed).size);
    for (const event of events as unknown[]) expectEvent(event, 'riverside-live');
    expect(events).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ name: 'Comedy Night: Stand Up Riverside', offers: expect.objectContaining({ availability: 'https://schema.org/SoldOut' }) }),
        expect.objectContaining({ name: 'Riverside Folk Festival', offers: expect.objectContaining({ availability: 'https://schema.org/PreOrder', validFrom: expect.any(String) }) }),
      ]),
    );
  });

  test('the event page describes its event, in the language of the page', async ({ request }) => {
    const [english] = jsonLd(await htmlOf(request, '/riverside-live/checkout/evt_riverside_jazz?lang=en'));
    expectEvent(english, 'jazz (en)');
    expect(english).toMatchObject({ name: 'Midnight Jazz Session', url: expect.stringMatching(/\/riverside-live\/checkout\/evt_riverside_jazz\?lang=en$/), offers: { priceCurrency: 'GBP' } });
    const [german] = jsonLd(await htmlOf(request, '/riverside-live/checkout/evt_riverside_jazz?lang=de'));
    expect(german).toMatchObject({ name: 'Mitternachts-Jazz-Session', url: expect.stringMatching(/\?lang=de$/), organizer: { url: expect.stringMatching(/\/riverside-live\?lang=de$/) } });
    const [faust] = jsonLd(await htmlOf(request, '/kulturhaus-lindenau/checkout/evt_lindenau_faust'));
    expectEvent(faust, 'faust');
    expect(faust).toMatchObject({ url: expect.stringMatching(/\/kulturhaus-lindenau\/checkout\/evt_lindenau_faust$/), startDate: expect.stringMatching(/\+0[12]:00$/) });
  });

  test('a page in two languages has a canonical per language and hreflang alternates; a one-language shop has neither', async ({ request }) => {
    const german = await htmlOf(request, '/riverside-live?lang=de');
    expect(canonicalOf(german)).toMatch(/\/riverside-live\?lang=de$/);
    expect(german).toMatch(/<meta property="og:url" content="[^"]*\/riverside-live\?lang=de"/);
    const alternates = hreflangsOf(german);
    expect(Object.keys(alternates).sort()).toEqual(['de', 'en', 'x-default']);
    expect(alternates.en).toMatch(/\/riverside-live\?lang=en$/);
    expect(alternates.de).toMatch(/\/riverside-live\?lang=de$/);
    expect(alternates['x-default']).toMatch(/\/riverside-live$/);
    expect(canonicalOf(await htmlOf(request, '/riverside-live?lang=en'))).toMatch(/\/riverside-live\?lang=en$/);
    expect(hreflangsOf(await htmlOf(request, '/riverside-live/checkout/evt_riverside_jazz?lang=de')).en).toMatch(/\/riverside-live\/checkout\/evt_riverside_jazz\?lang=en$/);

    const lindenau = await htmlOf(request, '/kulturhaus-lindenau');
    expect(canonicalOf(lindenau)).toMatch(/\/kulturhaus-lindenau$/);
    expect(hreflangsOf(lindenau)).toEqual({});
  });

  test('every indexable page has a meta description', async ({ request }) => {
    for (const path of ['/', '/riverside-live', '/kulturhaus-lindenau', '/riverside-live/checkout/evt_riverside_comedy', '/riverside-live/imprint', '/kulturhaus-lindenau/dataprivacy']) {
      expect(await htmlOf(request, path), path).toMatch(/<meta name="description" content="[^"]+"/);
    }
  });

  test('the sitemap lists canonical URLs with their languages and nothing personal', async ({ request }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text();
    expect(sitemap).toContain('/riverside-live?lang=en</loc>');
    expect(sitemap).toContain('/riverside-live?lang=de</loc>');
    expect(sitemap).toMatch(/hreflang="de" href="[^"]*\/riverside-live\/checkout\/evt_riverside_jazz\?lang=de"/);
    expect(sitemap).toContain('/kulturhaus-lindenau</loc>');
    expect(sitemap).toContain('/kulturhaus-lindenau/checkout/evt_lindenau_faust</loc>');
    expect(sitemap).toContain('/riverside-live/imprint?lang=en</loc>');
    // Kulturhaus Lindenau has written no terms: the page only says so and is not listed.
    expect(sitemap).not.toContain('/kulturhaus-lindenau/agb');
    expect(sitemap).not.toMatch(/\/(account|transaction|subscription|ticket-transfer|sandbox|api)\//);
    expect(sitemap).not.toMatch(/secret|checkoutId/);
  });
});
