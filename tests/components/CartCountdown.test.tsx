// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import en from '../../messages/en.json';
import { CartCountdown } from '../../components/cart/CartCountdown.tsx';

const NOW = Date.parse('2030-01-01T12:00:00.000Z');

function renderCountdown(msLeft: number, onExpire = vi.fn()) {
  const expiresAt = new Date(NOW + msLeft).toISOString();
  const view = render(
    <IntlProvider locale="en" messages={en}>
      <CartCountdown expiresAt={expiresAt} onExpire={onExpire} />
    </IntlProvider>,
  );
  const warning = () => view.container.querySelector<HTMLElement>('p:last-child')!;
  return { ...view, onExpire, warning, clock: () => view.container.querySelector('time')!.textContent };
}

/** One second at a time, so every tick renders and schedules the next one as in a browser. */
function advanceSeconds(seconds: number, each?: () => void) {
  for (let second = 0; second < seconds; second += 1) {
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    each?.();
  }
}

beforeEach(() => {
  vi.useFakeTimers({ now: NOW });
});

afterEach(() => {
  vi.useRealTimers();
});

describe('CartCountdown', () => {
  it('ticks every second and omits leading zero units', () => {
    const { clock } = renderCountdown(65_000);
    expect(clock()).toBe('1:05');
    advanceSeconds(1);
    expect(clock()).toBe('1:04');
    advanceSeconds(4);
    expect(clock()).toBe('1:00');
    advanceSeconds(1);
    expect(clock()).toBe('59');
    advanceSeconds(50);
    expect(clock()).toBe('9');
  });

  it('shows hours only when there are some', () => {
    const { clock } = renderCountdown(3_909_000);
    expect(clock()).toBe('1:05:09');
    expect(screen.getByText(/Reserved for/)).toHaveTextContent('Reserved for 1:05:09');
  });

  it('rounds a part second up, so 0 appears only at expiry', () => {
    const { clock } = renderCountdown(4_300);
    expect(clock()).toBe('5');
    act(() => {
      vi.advanceTimersByTime(300);
    });
    expect(clock()).toBe('4');
  });

  it('shows the final-minute warning from 60 seconds on, and is not itself live (the announcer beside the pill speaks)', () => {
    const { warning, container } = renderCountdown(62_000);
    expect(warning()).toBeEmptyDOMElement();
    advanceSeconds(2);
    expect(warning()).toHaveTextContent(/less than a minute left/i);
    expect(warning()).toBeVisible();
    expect(container.querySelectorAll('[aria-live]')).toHaveLength(0);
  });

  it('calls the expiry callback once, at zero', () => {
    const { onExpire, clock, warning } = renderCountdown(3_000);
    advanceSeconds(2);
    expect(onExpire).not.toHaveBeenCalled();
    expect(clock()).toBe('1');
    advanceSeconds(1);
    expect(clock()).toBe('0');
    expect(onExpire).toHaveBeenCalledTimes(1);
    expect(warning()).toBeEmptyDOMElement();
    advanceSeconds(5);
    expect(onExpire).toHaveBeenCalledTimes(1);
  });

  it('calls the expiry callback at mount when the time is already up', () => {
    const { onExpire, clock } = renderCountdown(-5_000);
    expect(clock()).toBe('0');
    expect(onExpire).toHaveBeenCalledTimes(1);
  });
});
