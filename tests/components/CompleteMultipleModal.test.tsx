// @vitest-environment jsdom
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import { setupServer } from 'msw/node';
import { http, HttpResponse } from 'msw';
import en from '../../messages/en.json';
import { CompleteMultipleModal } from '../../components/account/intents/CompleteMultipleModal.tsx';
import { CompleteMultipleButton } from '../../components/account/intents/CompleteMultipleButton.tsx';
import type { CompleteMultipleChoice } from '../../lib/operations/purchase-intents.ts';

/**
 * The Complete multiple modal (spec 01 §2, §5, §8): selectable intents as checkboxes and the
 * others apart with why, one per event, at least one; it opens one checkout and goes to its
 * step 2; a failure says to try again later and keeps the choice.
 */

const navigateTo = vi.hoisted(() => vi.fn<(url: string) => void>());
vi.mock('../../components/account/shell/navigate.ts', () => ({ navigateTo }));

const URL_PATH = '*/api/shops/riverside-live/account/purchase-intents/checkout';
const STEP_2 = '/riverside-live/checkout/evt_blues?checkoutId=chk_1&secret=s&step=2';

const choices: CompleteMultipleChoice[] = [
  { id: 'pi_blues', eventId: 'evt_blues', eventName: 'Blues & Brews', eventDateLabel: 'Sat 14 Mar 2030, 19:30 GMT', ticketCount: 2, productCount: 0, priceLabel: '£44.00', expiresLabel: '24 Jan 2030, 12:00 GMT' },
  { id: 'pi_jazz_deposit', eventId: 'evt_jazz', eventName: 'Midnight Jazz Session', ticketCount: 2, productCount: 0, priceLabel: '£78.00' },
  { id: 'pi_jazz_products', eventId: 'evt_jazz', eventName: 'Midnight Jazz Session', ticketCount: 0, productCount: 6, priceLabel: '£38.00', reference: 'Bar' },
  { id: 'pi_pos', eventId: 'evt_orchestra', eventName: 'Symphony Under the Stars', ticketCount: 2, productCount: 0, refusal: 'posOnly' },
  { id: 'pi_awaiting', eventId: 'evt_jazz', eventName: 'Midnight Jazz Session', ticketCount: 4, productCount: 0, reference: 'Office outing', refusal: 'awaitingApproval' },
];

let sent: unknown[] = [];
let answer: () => Response = () => HttpResponse.json({ url: STEP_2 });
const server = setupServer(
  http.post(URL_PATH, async ({ request }) => {
    sent.push(await request.json());
    return answer();
  }),
);
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => {
  server.resetHandlers();
  sent = [];
  answer = () => HttpResponse.json({ url: STEP_2 });
  navigateTo.mockReset();
});
afterAll(() => server.close());

function renderModal() {
  let closed = 0;
  render(
    <IntlProvider locale="en" messages={en}>
      <CompleteMultipleModal shop={{ seller: 'riverside-live' }} choices={choices} onClose={() => (closed += 1)} />
    </IntlProvider>,
  );
  return { dialog: screen.getByRole('dialog', { name: 'Complete multiple purchase intents' }), closed: () => closed };
}

const box = (dialog: HTMLElement, name: RegExp) => within(dialog).getByRole('checkbox', { name });

describe('CompleteMultipleModal', () => {
  it('offers the intents that can be completed online and lists the others apart with why', () => {
    const { dialog } = renderModal();
    const group = within(dialog).getByRole('group', { name: 'Purchase intents you can complete online' });
    expect(within(group).getAllByRole('checkbox')).toHaveLength(3);
    expect(box(dialog, /^Blues & Brews 2 tickets · £44\.00$/)).toHaveAccessibleDescription('Sat 14 Mar 2030, 19:30 GMT · Expires 24 Jan 2030, 12:00 GMT');
    const apart = within(dialog).getByRole('region', { name: 'Cannot be completed online' });
    expect(within(apart).queryAllByRole('checkbox')).toHaveLength(0);
    expect(within(apart).getByText('It can only be completed at the box office.')).toBeInTheDocument();
    expect(within(apart).getByText('The seller has not approved this purchase intent yet.')).toBeInTheDocument();
  });

  it('needs at least one intent, and takes only one per event', async () => {
    const user = userEvent.setup();
    const { dialog } = renderModal();
    const submit = within(dialog).getByRole('button', { name: 'Continue to payment' });
    expect(submit).toBeDisabled();
    expect(within(dialog).getByText('Choose at least one purchase intent.')).toBeInTheDocument();

    await user.click(box(dialog, /^Midnight Jazz Session 2 tickets/));
    const products = box(dialog, /^Midnight Jazz Session 6 products/);
    expect(products).toBeDisabled();
    expect(products).toHaveAccessibleDescription(/Another purchase intent for this event is already chosen\.$/);
    await user.click(box(dialog, /^Blues & Brews/));
    expect(within(dialog).getByRole('button', { name: 'Continue with 2 purchase intents' })).toBeEnabled();

    // Unchecking the jazz intent frees the other one of its event.
    await user.click(box(dialog, /^Midnight Jazz Session 2 tickets/));
    expect(products).toBeEnabled();
    await user.click(products);
    expect(box(dialog, /^Midnight Jazz Session 2 tickets/)).toBeDisabled();
  });

  it('opens one checkout for the chosen intents and goes to its step 2', async () => {
    const user = userEvent.setup();
    const { dialog } = renderModal();
    await user.click(box(dialog, /^Blues & Brews/));
    await user.click(box(dialog, /^Midnight Jazz Session 2 tickets/));
    await user.click(within(dialog).getByRole('button', { name: 'Continue with 2 purchase intents' }));
    await waitFor(() => expect(navigateTo).toHaveBeenCalledWith(STEP_2));
    expect(sent).toEqual([{ intentIds: ['pi_blues', 'pi_jazz_deposit'] }]);
  });

  it('says the failure and to try again later, and goes back to the same choice', async () => {
    answer = () => HttpResponse.json({ message: 'This purchase intent cannot be completed online', code: 'purchaseIntentNotCompletable' }, { status: 409 });
    const user = userEvent.setup();
    const { dialog, closed } = renderModal();
    await user.click(box(dialog, /^Blues & Brews/));
    await user.click(within(dialog).getByRole('button', { name: 'Continue with 1 purchase intent' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('The purchase intents could not be completed');
    expect(alert).toHaveTextContent('An error occurred. Please try again later.');
    expect(navigateTo).not.toHaveBeenCalled();
    const back = within(dialog).getByRole('button', { name: 'Back to the selection' });
    expect(back).toHaveFocus();
    await user.click(back);
    expect(box(dialog, /^Blues & Brews/)).toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(closed()).toBe(1);
  });
});

describe('CompleteMultipleButton', () => {
  it('is disabled, saying why, when no open intent can be completed online', () => {
    render(
      <IntlProvider locale="en" messages={en}>
        <CompleteMultipleButton shop={{ seller: 'riverside-live' }} view={{ state: 'disabled', choices: choices.filter((choice) => choice.refusal) }} />
      </IntlProvider>,
    );
    const button = screen.getByRole('button', { name: 'Complete multiple' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription('None of your open purchase intents can be completed online right now.');
  });
});
