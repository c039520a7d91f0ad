// @vitest-environment jsdom
import { describe, it, expect, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PaymentProcessingModal, type PaymentStatus } from '../../components/payments/PaymentProcessingModal.tsx';
import { renderWithProviders } from './step2-support.tsx';

function renderModal(status: PaymentStatus, message?: string) {
  const onTryAgain = vi.fn();
  const view = renderWithProviders(
    <>
      <button type="button">Pay</button>
      <PaymentProcessingModal status={status} message={message} onTryAgain={onTryAgain} />
    </>,
  );
  return { ...view, onTryAgain };
}

describe('PaymentProcessingModal', () => {
  it('shows nothing without a payment', () => {
    renderModal('none');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it("says 'One moment please' while the payment is in process, and cannot be dismissed", async () => {
    const user = userEvent.setup();
    renderModal('awaiting');
    const dialog = screen.getByRole('alertdialog', { name: 'One moment please' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription('Your payment is being processed. Please do not close this page.');
    expect(within(dialog).queryByRole('button')).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('alertdialog', { name: 'One moment please' })).toBeInTheDocument();
    // The page behind is inert while it shows.
    expect(screen.getByRole('button', { name: 'Pay', hidden: true }).closest('[inert]')).not.toBeNull();
  });

  it('says the payment was not verified, offers Try again, and closes only through it', async () => {
    const user = userEvent.setup();
    const { onTryAgain } = renderModal('failed', 'Your card was declined.');
    const dialog = screen.getByRole('alertdialog', { name: 'Payment not verified' });
    expect(dialog).toHaveTextContent('Your payment could not be verified. Please try again or use another payment method.');
    expect(dialog).toHaveTextContent('Your card was declined.');
    const tryAgain = within(dialog).getByRole('button', { name: 'Try again' });
    expect(tryAgain).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(onTryAgain).not.toHaveBeenCalled();
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    await user.click(tryAgain);
    expect(onTryAgain).toHaveBeenCalledTimes(1);
  });

  it('gives the text of a reason code, and nothing extra for a code without one', () => {
    const view = renderModal('failed', 'cardDeclined');
    expect(screen.getByRole('alertdialog')).toHaveTextContent('Your card was declined.');
    view.rerender(<PaymentProcessingModal status="failed" message="paymentNotVerified" onTryAgain={() => undefined} />);
    expect(screen.getByRole('alertdialog')).not.toHaveTextContent('paymentNotVerified');
  });

  it("says 'Done' when the payment was verified", () => {
    renderModal('succeeded');
    const dialog = screen.getByRole('alertdialog', { name: 'Done' });
    expect(dialog).toHaveAccessibleDescription('Your payment was verified. Your tickets are on their way.');
  });

  it('goes from one state to the next in the same place', () => {
    const view = renderModal('awaiting');
    expect(screen.getByRole('alertdialog', { name: 'One moment please' })).toBeInTheDocument();
    view.rerender(<PaymentProcessingModal status="succeeded" onTryAgain={() => undefined} />);
    expect(screen.getAllByRole('alertdialog')).toHaveLength(1);
    expect(screen.getByRole('alertdialog', { name: 'Done' })).toBeInTheDocument();
  });

  it('speaks German', () => {
    renderWithProviders(<PaymentProcessingModal status="failed" onTryAgain={() => undefined} />, { locale: 'de' });
    const dialog = screen.getByRole('alertdialog', { name: 'Zahlung nicht bestätigt' });
    expect(within(dialog).getByRole('button', { name: 'Erneut versuchen' })).toBeInTheDocument();
  });
});
