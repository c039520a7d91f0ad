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
  const polite = view.container.querySelector<HTMLElement>('[aria-live="polite"]')!;
  const assertive = view.container.querySelector<HTMLElement>('[aria-live="assertive"]')!;
  return { ...view, onExpire, polite, assertive, clock: () => view.container.querySelector('time')!.textContent };
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

  it('announces the minutes remaining plus one, politely, once per minute', () => {
    const { polite, assertive } = renderCountdown(3 * 60_000 + 30_000);
    expect(polite).toBeEmptyDOMElement();

    const texts: string[] = [];
    advanceSeconds(150, () => {
      const text = polite.textContent ?? '';
      if (text && text !== texts.at(-1)) texts.push(text);
    });
    // Crossing 3:00 → 2:59 says "3 minutes", crossing 2:00 → 1:59 says "2 minutes"; the final
    // minute's warning replaces the "1 minute" announcement.
    expect(texts).toEqual(['3 minutes remaining', '2 minutes remaining']);
    expect(assertive).toHaveTextContent(/less than a minute left/i);
  });

  it('shows the final-minute warning visibly and assertively, once, from 60 seconds on', () => {
    const { assertive } = renderCountdown(62_000);
    expect(assertive).toBeEmptyDOMElement();
    advanceSeconds(1);
    expect(assertive).toBeEmptyDOMElement();
    advanceSeconds(1);
    const warning = assertive.textContent;
    expect(warning).toMatch(/less than a minute left/i);
    expect(assertive).toBeVisible();
    advanceSeconds(30);
    // The same text stays, so it is not announced again each second.
    expect(assertive.textContent).toBe(warning);
  });

  it('calls the expiry callback once, at zero', () => {
    const { onExpire, clock, assertive } = renderCountdown(3_000);
    advanceSeconds(2);
    expect(onExpire).not.toHaveBeenCalled();
    expect(clock()).toBe('1');
    advanceSeconds(1);
    expect(clock()).toBe('0');
    expect(onExpire).toHaveBeenCalledTimes(1);
    expect(assertive).toBeEmptyDOMElement();
    advanceSeconds(5);
    expect(onExpire).toHaveBeenCalledTimes(1);
  });

  it('calls the expiry callback at mount when the time is already up', () => {
    const { onExpire, clock } = renderCountdown(-5_000);
    expect(clock()).toBe('0');
    expect(onExpire).toHaveBeenCalledTimes(1);
  });
});
