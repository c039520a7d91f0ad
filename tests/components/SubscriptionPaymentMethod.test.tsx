// @vitest-environment jsdom
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ComponentType } from 'react';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { http, HttpResponse } from 'msw';
import type { SubscriptionPaymentMethodProps } from '../../components/account/by-secret/SubscriptionPaymentMethod.tsx';
import type { Seen, renderWithProviders as RenderWithProviders, remember as Remember } from './step2-support.tsx';

/**
 * The subscription page's change of payment method (spec 01 §5): by the plan's policy, to one of
 * the owner's qualifying methods; the page is read again to show the new one.
 */

const router = { refresh: vi.fn(), push: vi.fn(), replace: vi.fn(), prefetch: vi.fn() };
let SubscriptionPaymentMethod: ComponentType<SubscriptionPaymentMethodProps>;
let renderWithProviders: typeof RenderWithProviders;
let remember: typeof Remember;
const seen: Seen[] = [];
let status = 200;

const server = setupServer(
  http.put('*/api/shops/:seller/account/subscriptions/:id/payment-method', async ({ request }) => {
    await remember(seen, request);
    return status === 200 ? HttpResponse.json({ customerPaymentMethodId: 'cpm_sepa' }) : HttpResponse.json({ message: 'No', code: 'gatewayNotAllowed' }, { status });
  }),
);

beforeAll(async () => {
  vi.resetModules();
  vi.doMock('next/navigation', () => ({ useRouter: () => router }));
  SubscriptionPaymentMethod = (await import('../../components/account/by-secret/SubscriptionPaymentMethod.tsx')).SubscriptionPaymentMethod;
  ({ renderWithProviders, remember } = await import('./step2-support.tsx'));
  server.listen({ onUnhandledFrame: 'error' });
});
afterEach(() => {
  server.resetHandlers();
  seen.length = 0;
  status = 200;
  vi.clearAllMocks();
});
afterAll(() => {
  server.close();
  vi.doUnmock('next/navigation');
  vi.resetModules();
});

const props = (overrides: Partial<SubscriptionPaymentMethodProps> = {}): SubscriptionPaymentMethodProps => ({
  shop: { slug: 'riverside-live' },
  subscriptionId: 'sub_club',
  refusal: undefined,
  options: [
    { id: 'cpm_sepa', label: 'SEPA Direct Debit •••• 3000' },
    { id: 'cpm_amex', label: 'American Express •••• 0005' },
  ],
  paymentMethodsHref: '/riverside-live/account/payment-methods',
  ...overrides,
});

describe('SubscriptionPaymentMethod', () => {
  it('changes to the chosen method and reads the page again', async () => {
    const user = userEvent.setup();
    renderWithProviders(<SubscriptionPaymentMethod {...props()} />);
    await user.selectOptions(screen.getByRole('combobox', { name: 'New payment method' }), 'American Express •••• 0005');
    await user.click(screen.getByRole('button', { name: 'Change payment method' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Payment method changed.');
    expect(seen[0]?.url).toMatch(/\/api\/shops\/riverside-live\/account\/subscriptions\/sub_club\/payment-method$/);
    expect(seen[0]?.body).toEqual({ customerPaymentMethodId: 'cpm_amex' });
    expect(router.refresh).toHaveBeenCalled();
  });

  it('says when the change failed, and keeps the choice', async () => {
    status = 409;
    const user = userEvent.setup();
    renderWithProviders(<SubscriptionPaymentMethod {...props()} />);
    await user.click(screen.getByRole('button', { name: 'Change payment method' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The update failed. Please try again.');
    expect(screen.getByRole('combobox', { name: 'New payment method' })).toHaveValue('cpm_sepa');
    await waitFor(() => expect(router.refresh).not.toHaveBeenCalled());
  });

  it.each<[SubscriptionPaymentMethodProps['refusal'], string]>([
    ['policyNever', 'The payment method of this subscription cannot be changed.'],
    ['policyOnDraft', 'The payment method can only be changed while the subscription is a draft.'],
    ['statusNotMovable', 'This subscription ends at its period end; its payment method can no longer be changed.'],
  ])('explains the policy %s instead of offering a change', (refusal, text) => {
    renderWithProviders(<SubscriptionPaymentMethod {...props({ refusal })} />);
    expect(screen.getByText(text)).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('links to the payment methods page when no saved method qualifies', () => {
    renderWithProviders(<SubscriptionPaymentMethod {...props({ options: [] })} />);
    expect(screen.getByText(/None of your saved payment methods can pay this subscription\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add a payment method' })).toHaveAttribute('href', '/riverside-live/account/payment-methods');
  });
});
