// @vitest-environment jsdom
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { http, HttpResponse } from 'msw';
import { NewMethodFollowUp } from '../../components/account/payment-methods/NewMethodFollowUp.tsx';
import { ToastProvider } from '../../components/ui/Toasts.tsx';
import type { CustomerPaymentMethod } from '../../lib/ticketing/schemas/customer-payment-method.ts';
import type { MoveOffer, MoveResult } from '../../lib/operations/payment-method-move.ts';
import { remember, renderWithProviders, type Seen } from './step2-support.tsx';

/**
 * The update modal after a new payment method (spec 01 §4, §5, §8, §9): it opens for a method
 * created less than a minute ago when something qualifies, moves the chosen subscriptions and
 * plans, and stays open with the update-error notification when an update fails.
 */

const seen: Seen[] = [];
const OFFER: MoveOffer = {
  subscriptions: [{ id: 'sub_club', name: 'Riverside Club annual membership', status: 'active' }],
  paymentPlans: [
    { id: 'pp_season', name: '20% now, then 3 monthly instalments', status: 'active' },
    { id: 'pp_weekend', status: 'incomplete' },
  ],
};
let offer: MoveOffer = OFFER;
let result: MoveResult | 'fail' = { moved: { subscriptions: [], paymentPlans: [] }, failed: { subscriptions: [], paymentPlans: [] } };

const server = setupServer(
  http.get('*/api/shops/:seller/account/payment-methods/:id/move', async ({ request }) => {
    await remember(seen, request);
    return HttpResponse.json(offer);
  }),
  http.post('*/api/shops/:seller/account/payment-methods/:id/move', async ({ request }) => {
    await remember(seen, request);
    if (result === 'fail') return HttpResponse.json({ message: 'Upstream failed', code: 'fetchError' }, { status: 502 });
    return HttpResponse.json(result);
  }),
  // The payment methods list is read again after a move.
  http.get('*/api/shops/:seller/account/payment-methods', () => HttpResponse.json({ methods: [], inUse: {}, customGateways: [] })),
);
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
beforeEach(() => window.sessionStorage.clear());
afterEach(() => {
  server.resetHandlers();
  seen.length = 0;
  offer = OFFER;
});
afterAll(() => server.close());

const sepa = (id: string, ageMs: number): CustomerPaymentMethod => ({
  _id: id,
  status: 'active',
  gatewayId: 'gw_sepa',
  gatewayType: 'additionalMethod',
  paymentDetails: { type: 'sepa', last4: '0130' },
  createdAt: new Date(Date.now() - ageMs).toISOString(),
});
const visa: CustomerPaymentMethod = { _id: 'cpm_visa', status: 'active', primary: true, paymentDetails: { type: 'visa', last4: '4242' }, createdAt: '2020-01-01T00:00:00.000Z' };

const show = (methods: CustomerPaymentMethod[], addedMethodId?: string) =>
  renderWithProviders(
    <ToastProvider>
      <NewMethodFollowUp methods={methods} addedMethodId={addedMethodId} />
    </ToastProvider>,
    { loggedIn: true },
  );

const moves = () => seen.filter((entry) => entry.method === 'POST');

describe('NewMethodFollowUp', () => {
  it('offers the qualifying subscriptions and plans for a method added seconds ago, all chosen, and moves them', async () => {
    result = { moved: { subscriptions: ['sub_club'], paymentPlans: ['pp_season', 'pp_weekend'] }, failed: { subscriptions: [], paymentPlans: [] } };
    const user = userEvent.setup();
    show([visa, sepa('cpm_new_1', 5_000)]);
    const dialog = await screen.findByRole('dialog', { name: 'Use your new payment method?' });
    expect(dialog).toHaveAccessibleDescription('These subscriptions and payment plans can be paid with SEPA Direct Debit •••• 0130 from now on. Choose the ones to move.');
    expect(seen[0]?.url).toMatch(/\/account\/payment-methods\/cpm_new_1\/move$/);
    const subscriptions = within(dialog).getByRole('group', { name: 'Subscriptions' });
    const plans = within(dialog).getByRole('group', { name: 'Payment plans' });
    expect(within(subscriptions).getByRole('checkbox', { name: /Riverside Club annual membership/ })).toBeChecked();
    expect(within(plans).getAllByRole('checkbox')).toHaveLength(2);
    // A plan without an option name is still named.
    expect(within(plans).getByRole('checkbox', { name: /^Payment plan/ })).toBeChecked();

    await user.click(within(dialog).getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(moves()[0]?.body).toEqual({ subscriptionIds: ['sub_club'], paymentPlanIds: ['pp_season', 'pp_weekend'] });
    expect(await screen.findByText('Moved to SEPA Direct Debit •••• 0130.')).toBeInTheDocument();
  });

  it('moves only the chosen ones, and Update needs at least one', async () => {
    result = { moved: { subscriptions: [], paymentPlans: ['pp_season'] }, failed: { subscriptions: [], paymentPlans: [] } };
    const user = userEvent.setup();
    show([sepa('cpm_new_2', 1_000)]);
    const dialog = await screen.findByRole('dialog', { name: 'Use your new payment method?' });
    for (const box of within(dialog).getAllByRole('checkbox')) await user.click(box);
    expect(within(dialog).getByRole('button', { name: 'Update' })).toBeDisabled();
    await user.click(within(dialog).getByRole('checkbox', { name: /20% now/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(moves()).toHaveLength(1));
    expect(moves()[0]?.body).toEqual({ subscriptionIds: [], paymentPlanIds: ['pp_season'] });
    // The other two stay offered: the modal is still open without the moved plan.
    await waitFor(() => expect(within(dialog).queryByRole('checkbox', { name: /20% now/ })).toBeNull());
    expect(within(dialog).getAllByRole('checkbox')).toHaveLength(2);
  });

  it('keeps the modal open with the update-error notification when an update fails', async () => {
    result = { moved: { subscriptions: ['sub_club'], paymentPlans: [] }, failed: { subscriptions: [], paymentPlans: ['pp_season', 'pp_weekend'] } };
    const user = userEvent.setup();
    show([sepa('cpm_new_3', 1_000)]);
    const dialog = await screen.findByRole('dialog', { name: 'Use your new payment method?' });
    await user.click(within(dialog).getByRole('button', { name: 'Update' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The update failed. Please try again.');
    expect(screen.getByRole('dialog', { name: 'Use your new payment method?' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('group', { name: 'Subscriptions' })).toBeNull();
    expect(within(dialog).getAllByRole('checkbox')).toHaveLength(2);
  });

  it('keeps it open too when the call itself fails', async () => {
    result = 'fail';
    const user = userEvent.setup();
    show([sepa('cpm_new_4', 1_000)]);
    const dialog = await screen.findByRole('dialog', { name: 'Use your new payment method?' });
    await user.click(within(dialog).getByRole('button', { name: 'Update' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The update failed. Please try again.');
    expect(within(dialog).getAllByRole('checkbox')).toHaveLength(3);
  });

  it('asks nothing for a method older than a minute, or when nothing qualifies', async () => {
    show([visa, sepa('cpm_old', 61_000)]);
    offer = { subscriptions: [], paymentPlans: [] };
    show([sepa('cpm_new_5', 1_000)]);
    await waitFor(() => expect(seen).toHaveLength(1));
    expect(seen[0]?.url).toMatch(/cpm_new_5\/move$/);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('Not now closes it, and the same method is not offered again in this tab', async () => {
    const user = userEvent.setup();
    const { unmount } = show([sepa('cpm_new_6', 1_000)]);
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Not now' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    unmount();
    show([sepa('cpm_new_6', 2_000)]);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(seen).toHaveLength(1);
  });
});
