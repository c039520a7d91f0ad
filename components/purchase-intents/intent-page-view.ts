import type { IntlShape } from 'react-intl';
import { purchaseIntentLabel, type PurchaseIntentLabel, type StatusLabel } from '@/lib/domain/account-labels';
import { groupFees } from '@/lib/domain/fees';
import { roundMoney, sumMoney } from '@/lib/domain/money';
import { canCancelPurchaseIntent, onlineCompletionRefusal, purchaseIntentDeposit, type CompletionRefusal } from '@/lib/domain/purchase-intent-rules';
import { dateTimeLabel, seatLabel } from '@/lib/i18n/account-format';
import { eventDateLabel, moneyLabel } from '@/lib/i18n/format';
import type { Event } from '@/lib/ticketing/schemas/event';
import type { PurchaseIntent, PurchaseIntentItem } from '@/lib/ticketing/schemas/purchase-intent';
import type { Seller } from '@/lib/ticketing/schemas/seller';
import type { Ticket } from '@/lib/ticketing/schemas/ticket';
import type { OrderLineView, OrderSummaryView } from '@/components/order/order-summary';

/**
 * The purchase intent page (/purchaseintent/{id}/{secret}) as formatted text, built on the server
 * (ADR 0006): its label (spec 01 §4), event, reference, expiry in the event's time zone named as
 * people read it, what it reserves at which price with its fees, the deposit already paid and what
 * is left to pay, the seller's notes, and what the buyer may do (complete online, cancel).
 */

export interface IntentPageView {
  title: string;
  eventDateLabel?: string | undefined;
  status: StatusLabel<PurchaseIntentLabel>;
  rejectionReason?: string | undefined;
  reference?: string | undefined;
  created?: { iso: string; label: string } | undefined;
  /** Open intents: until when the reservation holds; `past` once it no longer does. */
  expires?: { iso: string; label: string; past: boolean } | undefined;
  summary: OrderSummaryView;
  /** The reserved tickets' seats or areas, when they are known. */
  seats: string[];
  /** What the seller wrote on the intent (history entries of type commented). */
  notes: string[];
  /** Undefined: it can be completed online now. */
  completion: CompletionRefusal | undefined;
  cancellable: boolean;
}

export interface IntentPageInput {
  intent: PurchaseIntent;
  event?: Event | undefined;
  seller?: Seller | undefined;
  tickets: readonly Ticket[];
  intl: IntlShape;
  now: Date;
}

const commentOf = (data: Record<string, unknown> | null | undefined) => (typeof data?.comment === 'string' && data.comment.trim() ? data.comment.trim() : undefined);

export function intentPageView({ intent, event, seller, tickets, intl, now }: IntentPageInput): IntentPageView {
  const currency = intent.currency ?? event?.currency ?? seller?.currency ?? 'EUR';
  const zone = event?.timezone ?? seller?.timezone ?? 'UTC';
  const money = (amount: number) => moneyLabel(intl, amount, currency);
  const status = purchaseIntentLabel(intent);
  const open = intent.status === 'new';

  const lineView = (key: string, line: PurchaseIntentItem, fallback: string): OrderLineView => ({
    key,
    label: intl.formatMessage({ id: 'cart.line.nameWithAmount' }, { amount: line.amount, name: line.name?.trim() || fallback }),
    amount: line.price !== undefined ? money(roundMoney(line.price * line.amount)) : '',
    unitPrice: line.amount > 1 && line.price !== undefined ? intl.formatMessage({ id: 'cart.line.unitPrice' }, { price: money(line.price) }) : undefined,
  });
  const ticketName = intl.formatMessage({ id: 'order.summary.unnamedTicket' });
  const itemName = intl.formatMessage({ id: 'order.summary.unnamedItem' });
  const groups = (
    [
      ['tickets', (intent.tickets ?? []).map((line, index) => lineView(`ticket-${index}`, line, ticketName))],
      ['products', (intent.products ?? []).map((line, index) => lineView(`product-${index}`, line, itemName))],
      ['extras', (intent.additionalItems ?? []).map((line, index) => lineView(`extra-${index}`, line, itemName))],
    ] as const
  )
    .filter(([, lines]) => lines.length > 0)
    .map(([key, lines]) => ({ key, title: intl.formatMessage({ id: `order.summary.${key}` }), lines: [...lines] }));

  const fees = groupFees(intent.outerFeeComponents);
  const rows = [
    ...fees.itemised.map((fee) => ({ key: `fee-${fee.name}`, label: fee.name, amount: money(fee.total) })),
    ...(fees.otherFees > 0 ? [{ key: 'other-fees', label: intl.formatMessage({ id: 'cart.summary.otherFees' }), amount: money(fees.otherFees) }] : []),
  ];
  const lines = [...(intent.tickets ?? []), ...(intent.products ?? []), ...(intent.additionalItems ?? [])];
  const price = intent.realPrice ?? sumMoney([...lines.map((line) => (line.price ?? 0) * line.amount), fees.total]);
  const deposit = purchaseIntentDeposit({ deposit: intent.deposit, realPrice: price });
  // With a deposit paid on an open intent, the total is what is left to pay, after the price and the deposit.
  let total = { label: intl.formatMessage({ id: 'order.total' }), amount: money(price) };
  if (deposit > 0 && open) {
    rows.push(
      { key: 'price', label: intl.formatMessage({ id: 'intentPage.price' }), amount: money(price) },
      { key: 'deposit', label: intl.formatMessage({ id: 'intentPage.depositPaid' }), amount: money(-deposit) },
    );
    total = { label: intl.formatMessage({ id: 'intentPage.leftToPay' }), amount: money(roundMoney(price - deposit)) };
  } else if (deposit > 0) {
    rows.push({ key: 'deposit', label: intl.formatMessage({ id: 'intentPage.deposit' }), amount: money(deposit) });
  }

  const seats = tickets.filter((ticket) => ticket.status !== 'invalid').flatMap((ticket) => {
    const seat = seatLabel(intl, ticket.seatingInfo);
    const name = ticket.ticketName ?? ticket.name;
    return seat && name ? [seat === name ? name : `${name} · ${seat}`] : seat ? [seat] : [];
  });

  return {
    title: event?.name ?? intl.formatMessage({ id: 'account.intents.fallbackName' }),
    eventDateLabel: event ? eventDateLabel(intl, event) : undefined,
    status,
    rejectionReason: status.label === 'rejected' ? (intent.rejectionReason ?? undefined) : undefined,
    reference: intent.reference ?? undefined,
    created: intent.createdAt ? { iso: intent.createdAt, label: dateTimeLabel(intl, intent.createdAt, zone) } : undefined,
    expires: open && intent.expiresAt ? { iso: intent.expiresAt, label: dateTimeLabel(intl, intent.expiresAt, zone), past: Date.parse(intent.expiresAt) <= now.getTime() } : undefined,
    summary: { groups, rows, total },
    seats,
    notes: (intent.history ?? []).filter((entry) => entry.type === 'commented').flatMap((entry) => commentOf(entry.data) ?? []),
    completion: onlineCompletionRefusal(intent, { moto: seller?.features?.moto === true, now }),
    cancellable: canCancelPurchaseIntent(intent),
  };
}
