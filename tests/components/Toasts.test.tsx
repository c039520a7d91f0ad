// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import en from '../../messages/en.json';
import { TOAST_DURATION_MS, ToastProvider, useToast } from '../../components/ui/Toasts.tsx';

function Buttons() {
  const toast = useToast();
  return (
    <>
      <button type="button" onClick={() => toast.success('Saved.')}>ok</button>
      <button type="button" onClick={() => toast.error('Failed.')}>fail</button>
    </>
  );
}

function renderToasts() {
  return render(
    <IntlProvider locale="en" messages={en}>
      <ToastProvider>
        <Buttons />
      </ToastProvider>
    </IntlProvider>,
  );
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('Toasts', () => {
  it('dismisses itself after 3500 ms (spec 02 §9)', () => {
    expect(TOAST_DURATION_MS).toBe(3500);
    renderToasts();
    fireEvent.click(screen.getByRole('button', { name: 'ok' }));
    expect(screen.getByRole('status')).toHaveTextContent('Saved.');
    act(() => {
      vi.advanceTimersByTime(TOAST_DURATION_MS - 1);
    });
    expect(screen.getByText('Saved.')).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.queryByText('Saved.')).not.toBeInTheDocument();
  });

  it('puts successes in the polite region and errors in the assertive one, both present from the start', () => {
    renderToasts();
    const status = screen.getByRole('status');
    const alert = screen.getByRole('alert');
    expect(status).toBeEmptyDOMElement();
    expect(alert).toBeEmptyDOMElement();
    fireEvent.click(screen.getByRole('button', { name: 'fail' }));
    expect(alert).toHaveTextContent('Failed.');
    expect(status).toBeEmptyDOMElement();
  });

  it('can be dismissed, and holds while hovered', () => {
    renderToasts();
    fireEvent.click(screen.getByRole('button', { name: 'fail' }));
    const toast = screen.getByText('Failed.').parentElement!;
    fireEvent.pointerEnter(toast);
    act(() => {
      vi.advanceTimersByTime(TOAST_DURATION_MS * 2);
    });
    expect(screen.getByText('Failed.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss notification' }));
    expect(screen.queryByText('Failed.')).not.toBeInTheDocument();
  });
});
