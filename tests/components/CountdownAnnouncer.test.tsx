// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import en from '../../messages/en.json';
import { CountdownAnnouncer } from '../../components/cart/CountdownAnnouncer.tsx';

/**
 * Issue 15 (WCAG 2.2.1): the countdown is heard wherever the buyer is, not only with the cart
 * panel open — the announcer lives beside the pill, in regions directly in <body>.
 */

const NOW = Date.parse('2030-01-01T12:00:00.000Z');

function renderAnnouncer(msLeft: number) {
  const view = render(
    <IntlProvider locale="en" messages={en}>
      <main>
        <CountdownAnnouncer expiresAt={new Date(NOW + msLeft).toISOString()} />
      </main>
    </IntlProvider>,
  );
  const region = document.body.querySelector<HTMLElement>('[data-testid="countdown-announcer"]')!;
  return {
    ...view,
    region,
    polite: region.querySelector<HTMLElement>('[aria-live="polite"]')!,
    assertive: region.querySelector<HTMLElement>('[aria-live="assertive"]')!,
  };
}

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

describe('CountdownAnnouncer', () => {
  it('sits directly in <body>, outside the page a dialog makes inert, with both regions there from the start', () => {
    const { region, polite, assertive, container } = renderAnnouncer(5 * 60_000);
    expect(region.parentElement).toBe(document.body);
    expect(region).toHaveAttribute('data-above-dialogs');
    expect(container.contains(region)).toBe(false);
    expect(polite).toBeEmptyDOMElement();
    expect(assertive).toBeEmptyDOMElement();
  });

  it('announces the minutes remaining plus one, politely, once per minute', () => {
    const { polite, assertive } = renderAnnouncer(3 * 60_000 + 30_000);
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

  it('warns assertively once, from 60 seconds on, and is quiet after the expiry', () => {
    const { assertive } = renderAnnouncer(62_000);
    advanceSeconds(1);
    expect(assertive).toBeEmptyDOMElement();
    advanceSeconds(1);
    const warning = assertive.textContent;
    expect(warning).toMatch(/less than a minute left/i);
    advanceSeconds(30);
    // The same text stays, so it is not announced again each second.
    expect(assertive.textContent).toBe(warning);
    advanceSeconds(40);
    expect(assertive).toBeEmptyDOMElement();
  });
});
