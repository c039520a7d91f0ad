// @vitest-environment jsdom
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createRef } from 'react';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { http, HttpResponse } from 'msw';
import { CheckoutDetailsForm, type CheckoutDetailsFormHandle } from '../../components/checkout/step2/CheckoutDetailsForm.tsx';
import type { Checkout } from '../../lib/ticketing/schemas/checkout.ts';
import { PHONE_RULES } from '../../lib/domain/phone.ts';
import * as lazyPhoneRules from '../../components/checkout/phone/lazy-phone-rules.ts';
import { renderWithProviders } from './step2-support.tsx';

/**
 * Step 2 loads the phone library only when the buyer starts on the form (ADR 0043): not with the
 * page, and a failed load keeps everything typed and says so.
 */
// Spied, not mocked: test files share their worker's modules (vitest isolate: false), so the form
// already holds this module; a spy on its export is what the form calls.
const load = { calls: 0, fail: false };
beforeEach(() => {
  vi.spyOn(lazyPhoneRules, 'loadPhoneRules').mockImplementation(() => {
    load.calls += 1;
    return load.fail ? Promise.reject(new Error('chunk failed')) : Promise.resolve(PHONE_RULES);
  });
});

const cart: Checkout = { _id: 'chk_1', secret: 'sec', status: 'open', currency: 'GBP', realPrice: 50, items: [], phone: '+447700900123' };
let saved = 0;
const server = setupServer(
  http.post('*/api/shops/riverside-live/cart/details', () => {
    saved += 1;
    return HttpResponse.json({ cart });
  }),
);
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => {
  vi.restoreAllMocks();
  server.resetHandlers();
  load.calls = 0;
  load.fail = false;
  saved = 0;
  window.sessionStorage.clear();
});
afterAll(() => server.close());

function renderForm() {
  const ref = createRef<CheckoutDetailsFormHandle>();
  renderWithProviders(<CheckoutDetailsForm ref={ref} checkoutId="chk_1" cart={cart} deliveryAddressAllowed />, { shop: { capturePhone: true } });
  return ref;
}

describe('the phone library on step 2', () => {
  it('is not asked for by the page, and is once the buyer works in the form', async () => {
    renderForm();
    // The stored number is shown in international form under its calling code's country, without the library.
    expect(screen.getByRole('combobox', { name: /Country code/i })).toHaveValue('GB');
    expect(screen.getByRole('textbox', { name: /^Phone/ })).toHaveValue('+447700900123');
    expect(load.calls).toBe(0);
    await userEvent.setup().click(screen.getByRole('textbox', { name: /^First name/ }));
    expect(load.calls).toBeGreaterThan(0);
  });

  it('when it cannot load, nothing is sent, what was typed stays and the buyer is told', async () => {
    const ref = renderForm();
    load.fail = true;
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: /^First name/ }), 'Ada');
    let result = true;
    await act(async () => {
      result = (await ref.current?.submit()) ?? true;
    });
    expect(result).toBe(false);
    expect(saved).toBe(0);
    expect(screen.getByRole('textbox', { name: /^First name/ })).toHaveValue('Ada');
    expect(screen.getByText(/Your details could not be saved/)).toBeInTheDocument();
  });
});
