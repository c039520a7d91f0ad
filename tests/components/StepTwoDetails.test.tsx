// @vitest-environment jsdom
import { afterAll, afterEach, beforeAll, beforeEach, describe, it, expect } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { http, HttpResponse } from 'msw';
import { StepTwoDetails } from '../../components/checkout/step2/StepTwoDetails.tsx';
import type { Checkout } from '../../lib/ticketing/schemas/checkout.ts';
import { renderWithProviders } from './step2-support.tsx';

const cart: Checkout = {
  _id: 'chk_1',
  secret: 'sec',
  status: 'open',
  currency: 'GBP',
  realPrice: 64,
  firstname: 'Ada',
  items: [{ _id: 'item_1', eventId: 'evt_jazz', consents: [{ type: 'autorenewal' }], tickets: [{ _id: 'line_1', type: 'ticket', amount: 1, price: 64, asHardTicket: true }] }],
};

let fieldReads: URL[] = [];
let fieldsFail = false;
const server = setupServer(
  http.get('*/api/shops/riverside-live/cart', () => HttpResponse.json({ cart })),
  http.get('*/api/shops/riverside-live/data-fields', ({ request }) => {
    fieldReads.push(new URL(request.url));
    return fieldsFail ? HttpResponse.json({ message: 'Unavailable', code: 'fetchError' }, { status: 503 }) : HttpResponse.json({ fields: [{ _id: 'df_note', slug: 'note', type: 'text', title: 'A note for us' }] });
  }),
);
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
beforeEach(() => {
  window.sessionStorage.clear();
  fieldReads = [];
  fieldsFail = false;
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('StepTwoDetails', () => {
  it("shows the details form from the cart and the event's checkout fields once both are read", async () => {
    const { container } = renderWithProviders(<StepTwoDetails event={{ _id: 'evt_jazz', companyRequired: true }} checkoutId="chk_1" />);
    expect(container.querySelector('section')).toHaveAttribute('aria-busy', 'true');
    expect(await screen.findByRole('textbox', { name: /^First name/ })).toHaveValue('Ada');
    expect(container.querySelector('section')).not.toHaveAttribute('aria-busy');
    expect(fieldReads[0]?.searchParams.get('eventId')).toBe('evt_jazz');
    expect(fieldReads[0]?.searchParams.get('scope')).toBe('CHECKOUT');
    expect(screen.getByRole('textbox', { name: 'A note for us' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Company/ })).toHaveAttribute('aria-required', 'true');
    // The item asks for a consent, and a hard ticket is posted.
    expect(screen.getByRole('checkbox', { name: /renews automatically/ })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Deliver to a different address' })).toBeInTheDocument();
  });

  it('offers to read the fields again when they could not be read', async () => {
    fieldsFail = true;
    const user = userEvent.setup();
    renderWithProviders(<StepTwoDetails event={{ _id: 'evt_jazz' }} checkoutId="chk_1" />);
    expect(await screen.findByRole('alert')).toHaveTextContent('An error occurred while fetching the data');
    fieldsFail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('textbox', { name: /^First name/ })).toBeInTheDocument();
  });
});
