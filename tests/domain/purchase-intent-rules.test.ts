import { describe, it, expect } from 'vitest';
import {
  canCancelPurchaseIntent,
  canCompletePurchaseIntent,
  canCompletePurchaseIntentOnline,
  canJoinSelection,
  canResendPurchaseIntentEmail,
  canSplitPurchaseIntent,
  canUpdatePurchaseIntent,
  canUpdatePurchaseIntentItems,
  completeMultipleButton,
  completeMultipleSelectionRefusal,
  isOpenPurchaseIntent,
  onlineCompletionRefusal,
  purchaseIntentCheckoutType,
  purchaseIntentDeposit,
  purchaseIntentTicketCount,
  type CompletableIntent,
  type CompletionRefusal,
} from '../../lib/domain/purchase-intent-rules.ts';
import type { PurchaseIntent } from '../../lib/ticketing/schemas/purchase-intent.ts';

/** Spec 01 §4 purchase intent rules and §5 "Complete multiple intents", each as a table. */

type Intent = Pick<PurchaseIntent, 'status' | 'ticketsCreated' | 'products' | 'outcome' | 'restrictedCompletion'>;
const product = { type: 'product' as const, productId: 'p', name: 'Programme', price: 5, amount: 1 };
const ticketLine = (amount: number) => ({ type: 'ticket' as const, ticketTypeId: 'tt', name: 'Seat', price: 20, amount });
const open: Intent = { status: 'new', ticketsCreated: true };
const NOW = new Date('2030-01-15T12:00:00.000Z');
const later = '2030-01-20T12:00:00.000Z';
const earlier = '2030-01-15T11:59:59.000Z';

describe('isOpenPurchaseIntent (the Open tab is status new)', () => {
  it.each([
    ['new', true],
    ['complete', false],
    ['canceled', false],
  ] as const)('%s -> %s', (status, expected) => {
    expect(isOpenPurchaseIntent({ status })).toBe(expected);
  });
});

describe('items can be updated only when status is new, the seating reservation (if any) is claimed, and no checkout outcome exists', () => {
  type Row = Pick<PurchaseIntent, 'status' | 'seatingReservationToken' | 'seatingReservationClaimed' | 'outcome'>;
  it.each<[string, Row, boolean]>([
    ['new, no seating reservation', { status: 'new' }, true],
    ['new, reservation claimed', { status: 'new', seatingReservationToken: 'srt', seatingReservationClaimed: true }, true],
    ['new, reservation not claimed', { status: 'new', seatingReservationToken: 'srt', seatingReservationClaimed: false }, false],
    ['new, reservation with no claimed flag', { status: 'new', seatingReservationToken: 'srt' }, false],
    ['new, checkout outcome exists', { status: 'new', outcome: { checkoutId: 'chk_1' } }, false],
    ['new, outcome without a checkout', { status: 'new', outcome: { checkoutId: null } }, true],
    ['complete', { status: 'complete' }, false],
    ['canceled', { status: 'canceled' }, false],
  ])('%s -> %s', (_case, intent, expected) => {
    expect(canUpdatePurchaseIntentItems(intent)).toBe(expected);
  });
});

describe('it can be updated and its email resent only when new', () => {
  it.each([
    ['new', true],
    ['complete', false],
    ['canceled', false],
  ] as const)('%s -> %s', (status, expected) => {
    expect(canUpdatePurchaseIntent({ status })).toBe(expected);
    expect(canResendPurchaseIntentEmail({ status })).toBe(expected);
  });
});

describe('it can be split when items are updatable and it has at least 2 tickets', () => {
  type Row = Parameters<typeof canSplitPurchaseIntent>[0];
  it.each<[string, Row, boolean]>([
    ['two tickets on one line', { status: 'new', tickets: [ticketLine(2)] }, true],
    ['one ticket each on two lines', { status: 'new', tickets: [ticketLine(1), ticketLine(1)] }, true],
    ['one ticket', { status: 'new', tickets: [ticketLine(1)] }, false],
    ['products only', { status: 'new', tickets: [], products: [product] } as Row, false],
    ['two tickets, items not updatable (outcome)', { status: 'new', tickets: [ticketLine(2)], outcome: { checkoutId: 'chk_1' } }, false],
    ['two tickets, reservation unclaimed', { status: 'new', tickets: [ticketLine(2)], seatingReservationToken: 'srt', seatingReservationClaimed: false }, false],
    ['two tickets, complete', { status: 'complete', tickets: [ticketLine(2)] }, false],
  ])('%s -> %s', (_case, intent, expected) => {
    expect(canSplitPurchaseIntent(intent)).toBe(expected);
  });

  it('counts tickets by their amounts', () => {
    expect(purchaseIntentTicketCount({ tickets: [ticketLine(3), ticketLine(2)] })).toBe(5);
    expect(purchaseIntentTicketCount({})).toBe(0);
  });
});

describe('completable: tickets created or products, new, and (Moto or no checkout outcome); online: restrictedCompletion absent or including online', () => {
  it.each<[string, Intent, boolean, boolean, boolean]>([
    // case, intent, moto, completable, online
    ['tickets created, new', open, false, true, true],
    ['products only', { status: 'new', ticketsCreated: false, products: [product] }, false, true, true],
    ['nothing created', { status: 'new', ticketsCreated: false, products: [] }, false, false, false],
    ['complete already', { ...open, status: 'complete' }, false, false, false],
    ['canceled', { ...open, status: 'canceled' }, false, false, false],
    ['checkout outcome exists', { ...open, outcome: { checkoutId: 'chk_1' } }, false, false, false],
    ['checkout outcome, seller has Moto', { ...open, outcome: { checkoutId: 'chk_1' } }, true, true, true],
    ['outcome without checkout id', { ...open, outcome: { checkoutId: null } }, false, true, true],
    ['POS only', { ...open, restrictedCompletion: ['pos'] }, false, true, false],
    ['online and POS', { ...open, restrictedCompletion: ['online', 'pos'] }, false, true, true],
    ['online only', { ...open, restrictedCompletion: ['online'] }, false, true, true],
    ['restriction null', { ...open, restrictedCompletion: null }, false, true, true],
    ['empty restriction list: no restriction', { ...open, restrictedCompletion: [] }, false, true, true],
  ])('%s', (_case, intent, moto, completable, online) => {
    expect(canCompletePurchaseIntent(intent, { moto })).toBe(completable);
    expect(canCompletePurchaseIntentOnline(intent, { moto })).toBe(online);
  });
});

describe('the checkout type is subscription if the event triggers a subscription, otherwise transaction', () => {
  it.each([
    [true, 'subscription'],
    [false, 'transaction'],
  ] as const)('triggers a subscription: %s -> %s', (triggersSubscription, expected) => {
    expect(purchaseIntentCheckoutType({ triggersSubscription })).toBe(expected);
  });
});

describe('onlineCompletionRefusal: why an intent cannot be completed online now', () => {
  const approved: CompletableIntent = { ...open, approvalStatus: 'approved', expiresAt: later };
  it.each<[string, CompletableIntent, boolean, CompletionRefusal | undefined]>([
    ['approved, tickets created, not expired', approved, false, undefined],
    ['no approval needed (no approval status)', { ...open }, false, undefined],
    ['no expiry', { ...approved, expiresAt: null }, false, undefined],
    ['complete', { ...approved, status: 'complete' }, false, 'closed'],
    ['canceled', { ...approved, status: 'canceled' }, false, 'closed'],
    ['rejected (canceled upstream)', { ...approved, status: 'canceled', approvalStatus: 'rejected' }, false, 'rejected'],
    ['rejected, still new', { ...approved, approvalStatus: 'rejected' }, false, 'rejected'],
    ['awaiting approval', { ...approved, approvalStatus: 'awaiting' }, false, 'awaitingApproval'],
    ['expired a second ago', { ...approved, expiresAt: earlier }, false, 'expired'],
    ['expires exactly now', { ...approved, expiresAt: NOW.toISOString() }, false, 'expired'],
    ['nothing created yet', { ...approved, ticketsCreated: false, products: [] }, false, 'nothingToComplete'],
    ['in a checkout already', { ...approved, outcome: { checkoutId: 'chk_1' } }, false, 'inCheckout'],
    ['in a checkout, seller has Moto', { ...approved, outcome: { checkoutId: 'chk_1' } }, true, undefined],
    ['POS only', { ...approved, restrictedCompletion: ['pos'] }, false, 'posOnly'],
  ])('%s -> %s', (_case, intent, moto, expected) => {
    const refusal = onlineCompletionRefusal(intent, { moto, now: NOW });
    expect(refusal).toBe(expected);
    // Never allowed where the spec's rule refuses.
    if (refusal === undefined) expect(canCompletePurchaseIntentOnline(intent, { moto })).toBe(true);
  });
});

describe('completeMultipleButton: only with the feature and an open intent; disabled when none can be completed online', () => {
  const posOnly: CompletableIntent = { ...open, restrictedCompletion: ['pos'] };
  const awaiting: CompletableIntent = { status: 'new', approvalStatus: 'awaiting', ticketsCreated: true };
  const expired: CompletableIntent = { ...open, expiresAt: earlier };
  it.each<[string, boolean, CompletableIntent[], string]>([
    ['feature off', false, [open], 'hidden'],
    ['no open intents', true, [], 'hidden'],
    ['only closed intents given', true, [{ ...open, status: 'complete' }], 'hidden'],
    ['one completable online', true, [posOnly, open], 'enabled'],
    ['none completable online', true, [posOnly, { status: 'new', ticketsCreated: false }], 'disabled'],
    ['awaiting approval and expired only', true, [awaiting, expired], 'disabled'],
  ])('%s -> %s', (_case, feature, openIntents, expected) => {
    expect(completeMultipleButton({ feature, moto: false, now: NOW, openIntents })).toBe(expected);
  });
});

describe('complete multiple intents: at least one intent must be selected; only one per event', () => {
  const a = { id: 'pi_a', eventId: 'evt_jazz' };
  const b = { id: 'pi_b', eventId: 'evt_blues' };
  const c = { id: 'pi_c', eventId: 'evt_jazz' };
  it.each<[string, { id: string; eventId?: string }[], string | undefined]>([
    ['none', [], 'noneSelected'],
    ['one', [a], undefined],
    ['two of different events', [a, b], undefined],
    ['two of one event', [a, c], 'onePerEvent'],
    ['three, two of one event', [a, b, c], 'onePerEvent'],
  ])('%s -> %s', (_case, selected, expected) => {
    expect(completeMultipleSelectionRefusal(selected)).toBe(expected);
  });

  it.each<[string, { id: string; eventId?: string }, { id: string; eventId?: string }[], boolean]>([
    ['into an empty selection', a, [], true],
    ['beside another event', b, [a], true],
    ['beside the same event', c, [a], false],
    ['itself, already selected', a, [a, b], true],
  ])('joining %s -> %s', (_case, intent, selected, expected) => {
    expect(canJoinSelection(intent, selected)).toBe(expected);
  });
});

describe('purchaseIntentDeposit: an amount, or the strategy rule applied to the price, never above it', () => {
  it.each<[string, Pick<PurchaseIntent, 'deposit' | 'realPrice'>, number]>([
    ['no deposit', { realPrice: 78 }, 0],
    ['null deposit', { realPrice: 78, deposit: null }, 0],
    ['an amount', { realPrice: 78, deposit: 15 }, 15],
    ['an amount above the price', { realPrice: 78, deposit: 100 }, 78],
    ['method none', { realPrice: 78, deposit: { method: 'none' } }, 0],
    ['20 percent', { realPrice: 78, deposit: { method: 'percent', value: 0.2 } }, 15.6],
    ['percent rounded to cents', { realPrice: 33.33, deposit: { method: 'percent', value: 0.25 } }, 8.33],
    ['percent above 1 is the whole price', { realPrice: 40, deposit: { method: 'percent', value: 1.5 } }, 40],
    ['fixed', { realPrice: 78, deposit: { method: 'fixed', value: 20 } }, 20],
    ['fixed above the price', { realPrice: 12, deposit: { method: 'fixed', value: 20 } }, 12],
    ['no price', { deposit: { method: 'percent', value: 0.2 } }, 0],
  ])('%s -> %s', (_case, intent, expected) => {
    expect(purchaseIntentDeposit(intent)).toBe(expected);
  });
});

describe('canCancelPurchaseIntent: new and cancellationAllowed', () => {
  it.each<[string, Pick<PurchaseIntent, 'status' | 'cancellationStrategy'>, boolean]>([
    ['new, cancellationAllowed', { status: 'new', cancellationStrategy: 'cancellationAllowed' }, true],
    ['new, notAllowed', { status: 'new', cancellationStrategy: 'notAllowed' }, false],
    ['new, no strategy', { status: 'new' }, false],
    ['complete, cancellationAllowed', { status: 'complete', cancellationStrategy: 'cancellationAllowed' }, false],
    ['canceled, cancellationAllowed', { status: 'canceled', cancellationStrategy: 'cancellationAllowed' }, false],
  ])('%s -> %s', (_case, intent, expected) => {
    expect(canCancelPurchaseIntent(intent)).toBe(expected);
  });
});
