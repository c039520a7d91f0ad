// @vitest-environment jsdom
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import { setupServer } from 'msw/node';
import { http, HttpResponse } from 'msw';
import en from '../../messages/en.json';
import { PurchaseIntentActions, type PurchaseIntentActionsProps } from '../../components/purchase-intents/PurchaseIntentActions.tsx';

/**
 * What the intent page lets the buyer do (issue 12): Complete online goes to step 2 of its
 * checkout; Cancel asks first, then says it was canceled and reads the page again; refusals and
 * failures say so; a closed intent only says that it is closed.
 */

const navigateTo = vi.hoisted(() => vi.fn<(url: string) => void>());
vi.mock('../../components/account/shell/navigate.ts', () => ({ navigateTo }));
const refresh = vi.hoisted(() => vi.fn());
vi.mock('next/navigation', () => ({ useRouter: () => ({ refresh, push: vi.fn(), replace: vi.fn() }) }));

const BASE = '*/api/purchase-intents/pi_1/s3cret';
const STEP_2 = '/riverside-live/checkout/evt_blues?checkoutId=chk_1&secret=x&step=2';
let completeAnswer: () => Response = () => HttpResponse.json({ url: STEP_2 });
let cancelAnswer: () => Response = () => HttpResponse.json({ id: 'pi_1', status: 'canceled' });
let cancels = 0;
const server = setupServer(
  http.post(`${BASE}/checkout`, () => completeAnswer()),
  http.post(`${BASE}/cancel`, () => {
    cancels += 1;
    return cancelAnswer();
  }),
);
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => {
  server.resetHandlers();
  completeAnswer = () => HttpResponse.json({ url: STEP_2 });
  cancelAnswer = () => HttpResponse.json({ id: 'pi_1', status: 'canceled' });
  cancels = 0;
  navigateTo.mockReset();
  refresh.mockReset();
});
afterAll(() => server.close());

const renderActions = (props: Partial<PurchaseIntentActionsProps> = {}) =>
  render(
    <IntlProvider locale="en" messages={en}>
      <PurchaseIntentActions id="pi_1" secret="s3cret" label="approved" completion={undefined} cancellable {...props} />
    </IntlProvider>,
  );

describe('PurchaseIntentActions', () => {
  it('completes online: step 2 of the intent’s checkout', async () => {
    const user = userEvent.setup();
    renderActions();
    await user.click(screen.getByRole('button', { name: 'Complete online' }));
    await waitFor(() => expect(navigateTo).toHaveBeenCalledWith(STEP_2));
  });

  it('says when the intent can no longer be completed, and reads the page again', async () => {
    completeAnswer = () => HttpResponse.json({ message: 'no', code: 'purchaseIntentNotCompletable' }, { status: 409 });
    const user = userEvent.setup();
    renderActions();
    await user.click(screen.getByRole('button', { name: 'Complete online' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This purchase intent can no longer be completed online.');
    expect(refresh).toHaveBeenCalled();
    expect(navigateTo).not.toHaveBeenCalled();
  });

  it('says why it cannot be completed online, without the button', () => {
    renderActions({ completion: 'posOnly', cancellable: false });
    expect(screen.getByText('It can only be completed at the box office.')).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('cancels after a confirmation whose safe answer has focus, then says so where focus goes', async () => {
    const user = userEvent.setup();
    renderActions();
    await user.click(screen.getByRole('button', { name: 'Cancel purchase intent' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Cancel this purchase intent?' });
    expect(within(dialog).getByRole('button', { name: 'Keep purchase intent' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel purchase intent' }));
    const done = await screen.findByText('Your purchase intent was canceled.');
    expect(done).toHaveFocus();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Complete online' })).toBeNull();
    expect(refresh).toHaveBeenCalled();
    expect(cancels).toBe(1);
  });

  it('keeps the intent when the buyer keeps it', async () => {
    const user = userEvent.setup();
    renderActions();
    await user.click(screen.getByRole('button', { name: 'Cancel purchase intent' }));
    await user.click(screen.getByRole('button', { name: 'Keep purchase intent' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(cancels).toBe(0);
  });

  it('says a failed cancellation and keeps the page as it was', async () => {
    cancelAnswer = () => HttpResponse.json({ message: 'boom', code: 'fetchError' }, { status: 503 });
    const user = userEvent.setup();
    renderActions();
    await user.click(screen.getByRole('button', { name: 'Cancel purchase intent' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Cancel purchase intent' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The purchase intent could not be canceled. Please try again later.');
    expect(screen.getByRole('button', { name: 'Complete online' })).toBeEnabled();
    expect(refresh).not.toHaveBeenCalled();
  });

  it('only says that a closed intent is closed', () => {
    renderActions({ label: 'completed', completion: 'closed', cancellable: false });
    expect(screen.getByRole('status')).toHaveTextContent('This purchase intent was completed.');
    expect(screen.queryByRole('button')).toBeNull();
  });
});
