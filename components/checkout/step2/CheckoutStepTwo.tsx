'use client';

import { useMemo, useRef } from 'react';
import { useHydrated } from '@/components/ui/useHydrated';
import { useIntl } from 'react-intl';
import { useRouter } from 'next/navigation';
import type { Event } from '@/lib/ticketing/schemas/event';
import { useShop } from '@/components/shop/ShopContext';
import { useCart } from '@/components/cart/cart-store';
import { PaymentProcessingModal } from '@/components/payments/PaymentProcessingModal';
import { Dialog } from '@/components/ui/Dialog';
import fieldStyles from '../personalization/fields/fields.module.css';
import type { CheckoutDetailsFormHandle } from './CheckoutDetailsForm';
import { StepTwoBackGuard } from './StepTwoBackGuard';
import { StepTwoDetails } from './StepTwoDetails';
import { StepTwoPayment } from './StepTwoPayment';
import { StepTwoPersonalization } from './StepTwoPersonalization';
import { usePayFlow } from './usePayFlow';
import { useActionCompleted } from './useActionCompleted';
import { usePaymentReturn } from './usePaymentReturn';
import { useReservationExpired } from './useReservationExpired';
import { SkeletonBars } from '@/components/ui/SkeletonBars';
import styles from './step2.module.css';

export interface CheckoutStepTwoProps {
  /** The public event with its ticket types, categories and slots. */
  event: Event;
  checkoutId: string;
  secret: string;
}


/** Query parameters the checkout keeps on every step link (display flags of the embedding). */
const CARRIED_PARAMS = ['underShop', 'noSteps'] as const;

function carriedQuery(): URLSearchParams {
  const current = new URLSearchParams(window.location.search);
  const carried = new URLSearchParams();
  for (const name of CARRIED_PARAMS) {
    const value = current.get(name);
    if (value) carried.set(name, value);
  }
  return carried;
}

/**
 * Checkout step 2 (spec 02 §2, §4, §5): the buyer's details, the ticket personalization list and
 * the payment, with the processing modal, the return from a payment redirect, the browser-back
 * question and the expiry dialog. Amounts shown and paid are the server's (the cart's realPrice).
 */
export function CheckoutStepTwo({ event, checkoutId, secret }: CheckoutStepTwoProps) {
  const hydrated = useHydrated();
  const intl = useIntl();
  if (!hydrated) {
    return (
      <div className={styles.page} aria-busy="true">
        <span className="visually-hidden" role="status">
          {intl.formatMessage({ id: 'checkout.step2.loading' })}
        </span>
        <SkeletonBars className={styles.section} />
      </div>
    );
  }
  return <StepTwo event={event} checkoutId={checkoutId} secret={secret} />;
}

/**
 * The page around the three sections, which read what they show themselves (details: the cart
 * and the extra fields; personalization: the cart's tickets; payment: the cart and the gateways).
 * It holds what spans them: the pay flow, the links back, and the cart's end.
 */
function StepTwo({ event, checkoutId, secret }: CheckoutStepTwoProps) {
  const intl = useIntl();
  const shop = useShop();
  const router = useRouter();
  const cartQuery = useCart();
  const cart = cartQuery.data;
  const detailsRef = useRef<CheckoutDetailsFormHandle>(null);
  const personalizationRef = useRef<HTMLElement>(null);

  const eventHref = useMemo(() => {
    const query = carriedQuery().toString();
    return `/${encodeURIComponent(shop.slug)}/checkout/${encodeURIComponent(event._id)}${query ? `?${query}` : ''}`;
  }, [shop.slug, event._id]);

  /** This step's path (the route handler takes only a path of this site); providers that need a full URL add the origin. */
  const returnUrl = () => {
    const query = new URLSearchParams({ checkoutId, secret, step: '2' });
    for (const [name, value] of carriedQuery()) query.set(name, value);
    return `/${encodeURIComponent(shop.slug)}/checkout/${encodeURIComponent(event._id)}?${query}`;
  };

  const announceActionCompleted = useActionCompleted();
  const flow = usePayFlow({
    checkoutId,
    returnUrl,
    onPaid: announceActionCompleted,
    submitDetails: () => detailsRef.current?.submit() ?? Promise.resolve(false),
    onPersonalizationMissing: () => {
      personalizationRef.current?.scrollIntoView?.({ block: 'start' });
      personalizationRef.current?.focus();
    },
  });

  usePaymentReturn({ checkoutId, locale: shop.locale, cartPending: cartQuery.isPending, cartStatus: cart?.status, onProcessing: flow.onProcessing, onOutcome: flow.onOutcome });

  // The reservation's end (ADR 0009): a dialog, and everything typed stays in the form and in sessionStorage.
  const expired = useReservationExpired(cart);
  const reservationOver = (expired || cart?.status === 'expired') && flow.status === 'none';
  const cartGone = !cartQuery.isPending && (!cart || cart.status === 'aborted' || cart.status === 'completed' || (cart.items ?? []).length === 0);

  if (cartGone && flow.status === 'none') {
    return (
      <div className={styles.page}>
        <section className={styles.section}>
          <h2 className={styles.sectionTitle}>{intl.formatMessage({ id: 'checkout.step2.noCart.title' })}</h2>
          <p className={styles.sectionLead}>{intl.formatMessage({ id: 'checkout.step2.noCart.text' })}</p>
          <p>
            <a className={fieldStyles.button} href={eventHref}>
              {intl.formatMessage({ id: 'checkout.step2.startAgain' })}
            </a>
          </p>
        </section>
      </div>
    );
  }

  return (
    <div className={styles.page}>
      <StepTwoDetails ref={detailsRef} event={event} checkoutId={checkoutId} />
      <StepTwoPersonalization ref={personalizationRef} timeZone={event.timezone} checked={flow.checked} />
      <StepTwoPayment flow={flow} returnUrl={returnUrl} event={event} />

      <PaymentProcessingModal status={flow.status} message={flow.message} onTryAgain={flow.reset} />
      <StepTwoBackGuard eventHref={eventHref} active={flow.status === 'none' && !reservationOver} />
      <Dialog open={reservationOver} role="alertdialog" title={intl.formatMessage({ id: 'checkout.step2.expired.title' })} size="small" describedBy="step2-expired-text">
        <p id="step2-expired-text" className={styles.dialogText}>
          {intl.formatMessage({ id: 'checkout.step2.expired.text' })}
        </p>
        <div className={styles.dialogActions}>
          <button type="button" className={fieldStyles.button} onClick={() => router.push(eventHref)}>
            {intl.formatMessage({ id: 'checkout.step2.startAgain' })}
          </button>
        </div>
      </Dialog>
    </div>
  );
}
