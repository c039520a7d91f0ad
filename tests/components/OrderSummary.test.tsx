// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { createIntl } from 'react-intl';
import en from '../../messages/en.json';
import de from '../../messages/de.json';
import { OrderSummary } from '../../components/order/OrderSummary.tsx';
import { orderItemGroup, orderSections, orderSummaryView } from '../../components/order/order-summary.ts';
import type { Transaction } from '../../lib/ticketing/schemas/transaction.ts';

/** The order page's summary (issue 15, ADR 0024): items in groups, fees, net totals and the total paid. */

function renderSummary(transaction: Transaction, { locale = 'en', currency = 'GBP', taxName = 'VAT' }: { locale?: 'en' | 'de'; currency?: string; taxName?: string } = {}) {
  const intl = createIntl({ locale, messages: locale === 'de' ? de : en });
  const view = orderSummaryView(transaction, { intl, currency, taxName });
  render(<OrderSummary view={view} title={intl.formatMessage({ id: 'order.summary.title' })} headingId="order-summary" />);
  return { view, region: screen.getByRole('region', { name: intl.formatMessage({ id: 'order.summary.title' }) }) };
}

/** The rows of the summary's description list as [term, amount]. */
const rows = (region: HTMLElement) =>
  [...region.querySelectorAll('dl > div')].map((row) => [row.querySelector('dt'), row.querySelector('dd')].map((cell) => cell?.textContent?.replace(/[\u00a0\u202f]/g, ' ')));

const mixed: Transaction = {
  tid: 'tx_mixed',
  tickets: [{ amount: 4, ticketTypeId: 'tt_jazz_seated', name: 'Seated', price: 39 }],
  items: [{ kind: 'product', productId: 'prd_programme', name: 'Programme booklet', amount: 1, price: 5, total: 5 }],
  fees: [
    { name: 'Booking fee', total: 10, exposed: true },
    { name: 'Service fee', total: 0.99, exposed: false },
  ],
  totals: { gross: 171.99 },
  realPrice: 171.99,
  currency: 'GBP',
};

describe('OrderSummary', () => {
  it('lists the tickets and the product of a mixed order, the fees as in the cart, and the total paid', () => {
    const { region } = renderSummary(mixed);
    const tickets = within(region).getByRole('list', { name: 'Tickets' });
    expect(tickets).toHaveTextContent('4 × Seated');
    expect(tickets).toHaveTextContent('£156.00');
    expect(tickets).toHaveTextContent('£39.00 each');
    expect(within(region).getByRole('list', { name: 'Products' })).toHaveTextContent('1 × Programme booklet£5.00');
    expect(within(region).queryByRole('list', { name: 'Vouchers' })).toBeNull();
    expect(rows(region)).toEqual([
      ['Booking fee', '£10.00'],
      ['Other fees', '£0.99'],
      ['Total', '£171.99'],
    ]);
  });

  it('lists a products-only order: its products and gift vouchers, no tickets group', () => {
    const { region, view } = renderSummary({
      tid: 'tx_products',
      tickets: [],
      items: [
        { kind: 'voucher', name: 'Drink voucher', amount: 2, price: 7, total: 14 },
        { kind: 'product', name: 'Programme booklet', amount: 1, price: 5, total: 5 },
      ],
      fees: [{ name: 'Service fee', total: 0.99, exposed: false }],
      realPrice: 19.99,
    });
    expect(within(region).queryByRole('list', { name: 'Tickets' })).toBeNull();
    expect(within(region).getByRole('list', { name: 'Vouchers' })).toHaveTextContent('2 × Drink voucher£14.00£7.00 each');
    expect(within(region).getByRole('list', { name: 'Products' })).toHaveTextContent('1 × Programme booklet£5.00');
    expect(rows(region).at(-1)).toEqual(['Total', '£19.99']);
    // The page then shows no tickets section (and so no "This order has no tickets").
    expect(orderSections({ ticketCount: 0, view })).toEqual({ tickets: false, summary: true });
  });

  it('shows net prices as net subtotal, tax by rate with its name and the gross total, adding up (kulturhaus-lindenau, German)', () => {
    const { region } = renderSummary(
      {
        tid: 'tx_net',
        tickets: [{ amount: 2, name: 'Parkett', price: 24.3 }],
        fees: [{ name: 'Vorverkaufsgebühr', total: 4.86, exposed: true }],
        totals: { net: 48.6, taxes: [{ rate: 0.07, amount: 3.4, name: 'MwSt.' }], gross: 56.86 },
        realPrice: 56.86,
      },
      { locale: 'de', currency: 'EUR', taxName: 'MwSt.' },
    );
    expect(within(region).getByRole('list', { name: 'Tickets' })).toHaveTextContent('2 × Parkett48,60 €je 24,30 €');
    expect(rows(region)).toEqual([
      ['Zwischensumme (netto)', '48,60 €'],
      ['MwSt. 7 %', '3,40 €'],
      ['Vorverkaufsgebühr', '4,86 €'],
      ['Gesamt inkl. MwSt.', '56,86 €'],
    ]);
  });

  it('takes discounts, waived fees and a credit off, and names the seller tax when the API sent none', () => {
    const { region } = renderSummary({
      tid: 'tx_credit',
      tickets: [{ amount: 2, name: 'Club seat', price: 20 }],
      items: [{ kind: 'additionalFee', name: 'Rebooking fee', amount: 1, price: 3 }],
      discounts: [{ type: 'fix_discount', absoluteDiscountValue: 5 }, { type: 'waive_fees' }],
      credits: [{ type: 'REBOOKING_CREDIT', amount: 20 }, { type: 'GIFT_CARD', amount: 1 }],
      totals: { net: 38, taxes: [{ rate: 0.19, amount: 7.22 }], gross: 24.22 },
      realPrice: 24.22,
    });
    expect(within(region).getByRole('list', { name: 'Extras' })).toHaveTextContent('1 × Rebooking fee£3.00');
    expect(rows(region)).toEqual([
      ['Discount', '-£5.00'],
      ['Fees waived', ''],
      ['Subtotal (net)', '£38.00'],
      ['VAT 19%', '£7.22'],
      ['Rebooking credit', '-£20.00'],
      ['Credit', '-£1.00'],
      ['Total incl. VAT', '£24.22'],
    ]);
  });

  it('shows an order of the spec’s shape (ticket amounts only) with unnamed lines and its total', () => {
    const { region, view } = renderSummary({ tid: 'tx_bare', tickets: [{ amount: 2 }], realPrice: 50 });
    expect(within(region).getByRole('list', { name: 'Tickets' })).toHaveTextContent('2 × Ticket');
    expect(rows(region)).toEqual([['Total', '£50.00']]);
    expect(orderSections({ ticketCount: 2, view })).toEqual({ tickets: true, summary: true });
  });

  it('an order with nothing to list keeps the tickets section, which says it has no tickets', () => {
    const intl = createIntl({ locale: 'en', messages: en });
    const view = orderSummaryView({ tid: 'tx_empty', realPrice: 0 }, { intl, currency: 'GBP', taxName: 'VAT' });
    expect(orderSections({ ticketCount: 0, view })).toEqual({ tickets: true, summary: false });
  });
});

describe('orderItemGroup', () => {
  it.each([
    ['voucher', 'vouchers'],
    ['product', 'products'],
    ['addOn', 'products'],
    ['donation', 'products'],
    ['membership', 'products'],
    ['bundle', 'products'],
    ['fulfillmentType', 'extras'],
    ['insurance', 'extras'],
    ['additionalFee', 'extras'],
    ['somethingNew', 'products'],
    [undefined, 'products'],
  ] as const)('%s → %s', (kind, group) => {
    expect(orderItemGroup(kind)).toBe(group);
  });
});
