// @vitest-environment jsdom
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { http, HttpResponse } from 'msw';
import { HtmlValidate, type ConfigData } from 'html-validate';
import { StepTwoDetails } from '../../components/checkout/step2/StepTwoDetails.tsx';
import type { Checkout } from '../../lib/ticketing/schemas/checkout.ts';
import { renderWithProviders } from './step2-support.tsx';

/**
 * The step-2 details form against the HTML standard (html-validate with the project's config,
 * ADR 0023): step 2 needs a live checkout, so the page-level e2e check cannot reach it.
 */

const project = JSON.parse(readFileSync(join(process.cwd(), '.htmlvalidate.json'), 'utf8')) as ConfigData;
// The project's rules as they are, WCAG H32 included: the details form has its own submit button.
const config: ConfigData = project;

const cart: Checkout = {
  _id: 'chk_1',
  secret: 'sec',
  status: 'open',
  currency: 'GBP',
  realPrice: 64,
  items: [{ _id: 'item_1', eventId: 'evt_jazz', consents: [{ type: 'autorenewal' }], tickets: [{ _id: 'line_1', type: 'ticket', amount: 1, price: 64, asHardTicket: true }] }],
};

const server = setupServer(
  http.get('*/api/shops/riverside-live/cart', () => HttpResponse.json({ cart })),
  http.get('*/api/shops/riverside-live/data-fields', () => HttpResponse.json({ fields: [{ _id: 'df_note', slug: 'note', type: 'text', title: 'A note for us' }] })),
);
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterAll(() => server.close());

async function problems(html: string): Promise<string[]> {
  const report = await new HtmlValidate(config).validateString(html);
  return report.results.flatMap((result) => result.messages.map((message) => `${message.ruleId}: ${message.message} (${html.slice(message.offset, message.offset + 80)})`));
}

describe('step 2 markup', () => {
  it('has no HTML errors, with the delivery address open too', async () => {
    const user = userEvent.setup();
    const { container } = renderWithProviders(<StepTwoDetails event={{ _id: 'evt_jazz', companyRequired: true }} checkoutId="chk_1" />, { shop: { capturePhone: true } });
    await screen.findByRole('textbox', { name: /^First name/ });
    await user.click(screen.getByRole('checkbox', { name: 'Deliver to a different address' }));
    expect(await problems(container.innerHTML)).toEqual([]);
  });
});
