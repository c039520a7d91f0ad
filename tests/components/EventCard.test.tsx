// @vitest-environment jsdom
import { describe, it, expect, vi, beforeEach } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { IntlProvider, createIntl } from 'react-intl';
import en from '../../messages/en.json';
import de from '../../messages/de.json';
import { EventCard, type EventCardEvent } from '../../components/shop/EventCard.tsx';
import { eventDateLabel, moneyLabel, startingPriceLabel } from '../../lib/i18n/format.ts';
import type { AvailabilityState } from '../../lib/domain/availability-indicator.ts';

const prefetch = vi.fn();
vi.mock('next/navigation', () => ({ useRouter: () => ({ prefetch }) }));
beforeEach(() => prefetch.mockClear());

const english = createIntl({ locale: 'en', messages: en });
const german = createIntl({ locale: 'de', messages: de });

/** Text with any kind of space (ICU uses narrow no-break spaces) as a plain space. */
const plain = (text: string | undefined) => text?.replace(/[\s\u00a0\u202f]+/g, ' ');

describe('eventDateLabel', () => {
  it("shows the time in the event's time zone, not the server's", () => {
    const start = '2030-01-10T19:00:00Z';
    const berlin = plain(eventDateLabel(english, { start, timezone: 'Europe/Berlin' }));
    const newYork = plain(eventDateLabel(english, { start, timezone: 'America/New_York' }));
    const london = plain(eventDateLabel(english, { start, timezone: 'Europe/London' }));
    expect(berlin).toMatch(/\b08:00 PM\b|\b20:00\b/);
    expect(newYork).toMatch(/\b02:00 PM\b|\b14:00\b/);
    expect(london).toMatch(/\b07:00 PM\b|\b19:00\b/);
    for (const label of [berlin, newYork, london]) expect(label).toMatch(/Jan/);
    expect(berlin).toMatch(/\b10\b/);
    expect(berlin).toMatch(/2030/);
  });

  it('shows the local calendar day, which can differ from the UTC day', () => {
    // 03:00 UTC on 11 January is still the evening of 10 January in New York.
    const label = plain(eventDateLabel(english, { start: '2030-01-11T03:00:00Z', timezone: 'America/New_York' }));
    expect(label).toMatch(/Thu/);
    expect(label).toMatch(/\b10\b/);
    expect(label).toMatch(/\b10:00 PM\b|\b22:00\b/);
  });

  it('follows summer time', () => {
    expect(plain(eventDateLabel(english, { start: '2030-07-10T19:00:00Z', timezone: 'Europe/Berlin' }))).toMatch(/\b09:00 PM\b|\b21:00\b/);
  });

  it('names the time zone', () => {
    expect(plain(eventDateLabel(english, { start: '2030-01-10T19:00:00Z', timezone: 'America/New_York' }))).toMatch(/EST/);
  });

  it('uses the language of the page', () => {
    const label = plain(eventDateLabel(german, { start: '2030-01-10T19:00:00Z', timezone: 'Europe/Berlin' }));
    expect(label).toMatch(/Jan/);
    expect(label).toMatch(/Do\.?/);
    expect(label).toMatch(/20:00/);
    expect(label).not.toMatch(/PM/);
  });

  it('shows a range of days for multi-day events', () => {
    const festival = { start: '2030-07-01T11:00:00Z', end: '2030-07-03T22:00:00Z', timezone: 'Europe/London' };
    const label = plain(eventDateLabel(english, festival)) ?? '';
    expect(label).toMatch(/\b1\b/);
    expect(label).toMatch(/\b3\b/);
    expect(label).toMatch(/Jul/);
    expect(label).toMatch(/[–-]/);
    // A range shows days, not a start time.
    expect(label).not.toMatch(/\d{1,2}:\d{2}/);
  });

  it('shows a single date and time for an evening event that ends after midnight', () => {
    const late = { start: '2030-01-10T20:00:00Z', end: '2030-01-11T01:00:00Z', timezone: 'Europe/London' };
    const label = plain(eventDateLabel(english, late)) ?? '';
    expect(label).toMatch(/\b08:00 PM\b|\b20:00\b/);
    expect(label).not.toMatch(/[–]/);
  });
});

describe('startingPriceLabel', () => {
  it('says "From £25.00" in English', () => {
    expect(plain(startingPriceLabel(english, { startingPrice: 25, currency: 'GBP' }))).toBe('From £25.00');
  });

  it('shows net prices with the tax name', () => {
    expect(plain(startingPriceLabel(english, { startingPrice: 24.3, currency: 'EUR' }, 'MwSt.'))).toBe('From €24.30 plus MwSt.');
    expect(plain(startingPriceLabel(german, { startingPrice: 24.3, currency: 'EUR' }, 'MwSt.'))).toBe('Ab 24,30 € zzgl. MwSt.');
  });

  it('formats in German with the German catalogue', () => {
    expect(plain(startingPriceLabel(german, { startingPrice: 1234.5, currency: 'EUR' }))).toBe('Ab 1.234,50 €');
  });

  it('defaults to euro without a currency', () => {
    expect(plain(moneyLabel(english, 8, undefined))).toBe('€8.00');
  });

  it('shows a free starting price', () => {
    expect(plain(startingPriceLabel(english, { startingPrice: 0, currency: 'USD' }))).toBe('From $0.00');
  });

  it('is undefined when the price is hidden or unknown', () => {
    expect(startingPriceLabel(english, { startingPrice: 10, currency: 'USD', styleOptions: { hideStartingPrice: true } })).toBeUndefined();
    expect(startingPriceLabel(english, { currency: 'USD' })).toBeUndefined();
  });
});

const baseEvent: EventCardEvent = {
  _id: 'evt_jazz',
  name: 'Midnight Jazz Session',
  start: '2030-01-10T20:00:00Z',
  image: '/demo/events/jazz.jpg',
  location: { locationName: 'Riverside Hall', city: 'London' },
  saleStatus: 'onSale',
  availabilityIndicator: 'green',
  eventType: 'single',
  styleOptions: { showAvailabilityIndicator: true },
};

function renderCard(event: Partial<EventCardEvent> = {}, props: { selected?: boolean; priceLabel?: string | undefined } = {}) {
  return render(
    <IntlProvider locale="en" messages={en}>
      <EventCard
        event={{ ...baseEvent, ...event }}
        href="/riverside-live/checkout/evt_jazz"
        dateLabel="Thu, 10 Jan 2030, 20:00 GMT"
        priceLabel={'priceLabel' in props ? props.priceLabel : 'From £25.00'}
        {...(props.selected === undefined ? {} : { selected: props.selected })}
      />
    </IntlProvider>,
  );
}

describe('EventCard', () => {
  it('links the event name to the given href', () => {
    renderCard();
    const link = screen.getByRole('link', { name: 'Midnight Jazz Session' });
    expect(link).toHaveAttribute('href', '/riverside-live/checkout/evt_jazz');
    expect(screen.getByRole('article', { name: 'Midnight Jazz Session' })).toBeInTheDocument();
  });

  it('prefetches the event page on intent (pointer, focus), not when it is merely shown', () => {
    renderCard();
    const link = screen.getByRole('link', { name: 'Midnight Jazz Session' });
    expect(prefetch).not.toHaveBeenCalled();
    fireEvent.pointerEnter(link);
    fireEvent.focus(link);
    expect(prefetch).toHaveBeenCalledWith('/riverside-live/checkout/evt_jazz');
  });

  it('shows the date, the location and the price', () => {
    renderCard();
    const time = screen.getByText('Thu, 10 Jan 2030, 20:00 GMT');
    expect(time.tagName).toBe('TIME');
    expect(time).toHaveAttribute('datetime', '2030-01-10T20:00:00Z');
    expect(screen.getByText('Riverside Hall, London')).toBeInTheDocument();
    expect(screen.getByText('From £25.00')).toBeInTheDocument();
  });

  it('shows no price when the label is absent', () => {
    renderCard({}, { priceLabel: undefined });
    expect(screen.queryByText(/From/)).not.toBeInTheDocument();
  });

  it.each<[AvailabilityState, string, Partial<EventCardEvent>]>([
    ['soldOut', 'Sold out', { saleStatus: 'soldOut', availabilityIndicator: 'red' }],
    ['salePlanned', 'Sale planned', { saleStatus: 'planned', availabilityIndicator: 'green' }],
    ['almostSoldOut', 'Almost sold out', { saleStatus: 'onSale', availabilityIndicator: 'red' }],
    ['fewerTickets', 'Few tickets left', { saleStatus: 'onSale', availabilityIndicator: 'yellow' }],
    ['ticketsAvailable', 'Tickets available', { saleStatus: 'onSale', availabilityIndicator: 'green' }],
  ])('shows the %s state as "%s"', (_state, text, event) => {
    renderCard(event);
    expect(screen.getByText(text)).toBeInTheDocument();
    const others = ['Sold out', 'Sale planned', 'Almost sold out', 'Few tickets left', 'Tickets available'].filter((other) => other !== text);
    for (const other of others) expect(screen.queryByText(other)).not.toBeInTheDocument();
  });

  it('hides the colour states when the seller turns the indicator off, but not "Sold out"', () => {
    const { unmount } = renderCard({ styleOptions: { showAvailabilityIndicator: false } });
    expect(screen.queryByText('Tickets available')).not.toBeInTheDocument();
    unmount();

    const red = renderCard({ styleOptions: { showAvailabilityIndicator: false }, saleStatus: 'onSale', availabilityIndicator: 'red' });
    expect(screen.queryByText('Almost sold out')).not.toBeInTheDocument();
    red.unmount();

    renderCard({ styleOptions: { showAvailabilityIndicator: false }, saleStatus: 'soldOut' });
    expect(screen.getByText('Sold out')).toBeInTheDocument();
  });

  it('still says "Sale planned" with the indicator off', () => {
    renderCard({ styleOptions: { showAvailabilityIndicator: false }, saleStatus: 'planned' });
    expect(screen.getByText('Sale planned')).toBeInTheDocument();
  });

  it('tags a season (group event)', () => {
    renderCard({ eventType: 'group' });
    expect(screen.getByText('Season ticket')).toBeInTheDocument();
    expect(screen.queryByText('Time slots')).not.toBeInTheDocument();
  });

  it('tags an event with time slots', () => {
    renderCard({ slots: [{ _id: 'slot_1', startTime: '2030-01-10T10:00:00Z' }] });
    expect(screen.getByText('Time slots')).toBeInTheDocument();
  });

  it('tags nothing for a plain event or an empty slot list', () => {
    renderCard({ slots: [] });
    expect(screen.queryByText('Season ticket')).not.toBeInTheDocument();
    expect(screen.queryByText('Time slots')).not.toBeInTheDocument();
  });

  it('says "Select", or "Selected" when selected', () => {
    const { unmount } = renderCard();
    expect(screen.getByText('Select')).toBeInTheDocument();
    expect(screen.queryByText('Selected')).not.toBeInTheDocument();
    unmount();
    renderCard({}, { selected: true });
    expect(screen.getByText('Selected')).toBeInTheDocument();
    expect(screen.queryByText('Select')).not.toBeInTheDocument();
  });

  it('renders the event image as decoration, and a placeholder without one', () => {
    const { container, unmount } = renderCard();
    const image = container.querySelector('img');
    expect(image).not.toBeNull();
    expect(image).toHaveAttribute('alt', '');
    expect(decodeURIComponent(image?.getAttribute('src') ?? '')).toContain('/demo/events/jazz.jpg');
    unmount();

    const { image: _none, ...withoutImage } = baseEvent;
    const bare = render(
      <IntlProvider locale="en" messages={en}>
        <EventCard event={withoutImage} href="/x" dateLabel="today" />
      </IntlProvider>,
    );
    expect(bare.container.querySelector('img')).toBeNull();
    expect(within(bare.container).getByRole('link', { name: 'Midnight Jazz Session' })).toHaveAttribute('href', '/x');
  });
});
