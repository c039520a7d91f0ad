import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** WCAG 2.2 A/AA rules; serious and critical findings fail the journey. */
export async function expectNoSeriousA11yViolations(page: Page, context: string): Promise<void> {
  // Next streams a dynamic page's metadata after its first content: the title arrives a moment
  // after the heading. Wait for it (a page that never gets one still fails, here or in axe).
  await expect(page, `title of ${context}`).toHaveTitle(/\S/);
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
  const blocking = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  const summary = blocking.map((violation) => `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
  expect(summary, `axe on ${context}`).toEqual([]);
}

/** Collects uncaught page errors and console errors (hydration mismatches show up here). */
export function collectPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(String(error)));
  page.on('console', (message) => {
    if (message.type() === 'error' && !/Failed to load resource/.test(message.text())) errors.push(message.text());
  });
  return errors;
}

type Catalogue = Record<string, string>;
const catalogues = new Map<string, Catalogue>();

function catalogue(locale: 'en' | 'de'): Catalogue {
  let found = catalogues.get(locale);
  if (!found) {
    found = JSON.parse(readFileSync(new URL(`../messages/${locale}.json`, import.meta.url), 'utf8')) as Catalogue;
    catalogues.set(locale, found);
  }
  return found;
}

/**
 * The journeys read their labels from the catalogues, so one journey runs in both languages.
 * Handles `{name}` arguments and a flat `{count, plural, =0 {…} one {…} other {…}}`, which is all
 * the labels the journeys use need.
 */
export function messagesFor(locale: 'en' | 'de') {
  const messages = catalogue(locale);
  const t = (key: string, values: Record<string, string | number> = {}): string => {
    const template = messages[key];
    if (template === undefined) throw new Error(`no message ${key} in ${locale}`);
    return withPlurals(template, values).replace(/\{(\w+)\}/g, (_, name: string) => String(values[name] ?? `{${name}}`));
  };
  return { locale, t };
}

/** Replaces each `{count, plural, …}` in a message by its branch for the count (brace-matched, one level deep). */
function withPlurals(template: string, values: Record<string, string | number>): string {
  const opening = /\{(\w+), plural, /g;
  let result = '';
  let from = 0;
  for (let match = opening.exec(template); match; match = opening.exec(template)) {
    let depth = 1;
    let end = match.index + match[0].length;
    for (; end < template.length && depth > 0; end += 1) depth += template[end] === '{' ? 1 : template[end] === '}' ? -1 : 0;
    const count = Number(values[match[1] ?? '']);
    const body = template.slice(match.index + match[0].length, end - 1);
    const branches = new Map([...body.matchAll(/(=\d+|zero|one|few|many|other) \{([^{}]*)\}/g)].map((branch) => [branch[1] ?? '', branch[2] ?? '']));
    const chosen = branches.get(`=${count}`) ?? (count === 1 ? branches.get('one') : undefined) ?? branches.get('other') ?? '';
    result += template.slice(from, match.index) + chosen.replaceAll('#', String(count));
    from = end;
    opening.lastIndex = end;
  }
  return result + template.slice(from);
}

/** A message with its arguments left open, as a regular expression (for amounts and times). */
export function messagePattern(text: string): RegExp {
  const escaped = text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\\\{\w+\\\}/g, '.+');
  return new RegExp(`^${escaped}$`);
}

/**
 * Step 2 of a checkout as Alex fills it: the buyer's details, then the sandbox's success card,
 * ready for the Pay button (the ticket-action journeys pay their checkouts this way).
 */
export async function fillStepTwoAsAlex(page: Page): Promise<void> {
  const box = (label: string) => page.getByRole('textbox', { name: new RegExp(`^${label}`) }).first();
  await box('First name').fill('Alex');
  await box('Last name').fill('Morgan');
  await box('Street and house number').fill('22 Bankside Row');
  await box('Postcode').fill('SE1 9JT');
  await box('Town or city').fill('London');
  await box('E-mail').fill('alex.morgan@example.com');
  await box('Repeat e-mail').fill('alex.morgan@example.com');
  const card = page.locator('form').filter({ has: page.getByLabel('Card number') }).first();
  await card.getByLabel('Card number').fill('4242 4242 4242 4242');
  await card.getByLabel('Expiry date (MM/YY)').fill('12/34');
  await card.getByLabel('Security code (CVC)').fill('123');
}
