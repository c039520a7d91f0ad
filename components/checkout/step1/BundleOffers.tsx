'use client';

import { useEffect, useRef, useState, type RefObject } from 'react';
import { useIntl } from 'react-intl';
import { useCart, useCartActions } from '@/components/cart/cart-store';
import { useShop } from '@/components/shop/ShopContext';
import { useToast } from '@/components/ui/Toasts';
import { ApiError } from '@/lib/operations/call';
import { isRequiredBundle, type ComponentAmount } from '@/lib/domain/bundle-choice';
import { BundleDialog } from './BundleDialog';
import { offerKey, pendingBundleOffers } from './bundle-offers';
import { seatText } from './picking';

export interface BundleOffersProps {
  eventId: string;
  /** Where focus goes once the offers are answered, if the dialog had no opener to return to (a reload). */
  returnFocusRef: RefObject<HTMLElement | null>;
}

/** Message ids of the refusals an answer may meet; anything else is "could not be added". */
const REFUSALS: Record<string, string> = {
  bundleEmpty: 'checkout.bundle.error.empty',
  network: 'checkout.step1.error.network',
  checkoutExpired: 'checkout.step1.error.checkoutClosed',
  checkoutClosed: 'checkout.step1.error.checkoutClosed',
  noCart: 'checkout.step1.error.checkoutClosed',
};

/**
 * The bundle offers of this event's part of the cart, one dialog at a time (ADR 0026). They come
 * from the cart itself, so an offer made by the last add shows at once and one left unanswered
 * shows again after a reload. Every answer goes through the cart store.
 */
export function BundleOffers({ eventId, returnFocusRef }: BundleOffersProps) {
  const intl = useIntl();
  const shop = useShop();
  const toast = useToast();
  const actions = useCartActions();
  const { data: cart } = useCart();
  const [busy, setBusy] = useState<'add' | 'decline' | null>(null);
  const [error, setError] = useState<{ key: string; id: string } | null>(null);
  const pending = pendingBundleOffers(cart, eventId)[0];
  const key = pending ? offerKey(pending.offer) : null;

  // The dialog gives focus back to whatever opened it; after a reload nothing did, so the
  // buyer continues at "Add to cart" instead of the top of the page. Only when a dialog was
  // answered: a page that never showed one keeps the focus (and the scroll) where it was.
  const shownKey = useRef<string | null>(null);
  useEffect(() => {
    if (key !== null) {
      shownKey.current = key;
      return;
    }
    if (shownKey.current === null) return;
    shownKey.current = null;
    const active = document.activeElement;
    if (!active || active === document.body) returnFocusRef.current?.focus();
  }, [key, returnFocusRef]);

  if (!pending) return null;
  const { offer, trigger } = pending;
  const ticketName = trigger.name ?? intl.formatMessage({ id: 'cart.line.unnamed' });
  const seat = seatText(trigger.seatingInfo, { row: intl.formatMessage({ id: 'checkout.step1.seat.row' }), seat: intl.formatMessage({ id: 'checkout.step1.seat.seat' }) });
  const ticketLabel = seat ? `${ticketName}, ${seat}` : ticketName;

  const answer = async (kind: 'add' | 'decline', run: () => Promise<unknown>, done: () => void) => {
    setBusy(kind);
    setError(null);
    try {
      await run();
      done();
    } catch (failure) {
      const code = failure instanceof ApiError ? failure.code : undefined;
      setError({ key: offerKey(offer), id: (code && REFUSALS[code]) || 'checkout.bundle.error.refused' });
    } finally {
      setBusy(null);
    }
  };

  const add = (components: ComponentAmount[]) =>
    void answer(
      'add',
      () => actions.add({ eventId, bundle: { bundleId: offer.bundleId, triggeredBy: offer.triggeredBy, components } }),
      () => toast.success(intl.formatMessage({ id: 'checkout.bundle.added' }, { name: offer.bundle.name })),
    );
  const decline = () =>
    void answer(
      'decline',
      () => actions.declineBundle(offer.bundleId, offer.triggeredBy),
      () => {
        if (isRequiredBundle(offer.bundle)) toast.success(intl.formatMessage({ id: 'checkout.bundle.ticketRemoved' }, { ticket: ticketLabel }));
      },
    );

  return (
    <BundleDialog
      key={key}
      offer={offer}
      ticketLabel={ticketLabel}
      currency={cart?.currency ?? shop.currency}
      netTaxName={shop.netPrices ? shop.taxName : undefined}
      busy={busy}
      error={error?.key === key ? error.id : null}
      onAdd={add}
      onDecline={decline}
    />
  );
}
