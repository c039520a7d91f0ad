'use client';

import { useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { useIntl } from 'react-intl';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import type { Event } from '@/lib/ticketing/schemas/event';
import type { Checkout } from '@/lib/ticketing/schemas/checkout';
import type { PaymentGateway } from '@/lib/ticketing/schemas/payment-gateway';
import type { Ticket } from '@/lib/ticketing/schemas/ticket';
import { moneyLabel } from '@/lib/i18n/format';
import { useShop } from '@/components/shop/ShopContext';
import { useCart } from '@/components/cart/cart-store';
import { PaymentSection } from '@/components/payments/PaymentSection';
import { PaymentProcessingModal } from '@/components/payments/PaymentProcessingModal';
import { gatewaysQuery } from '@/components/payments/queries';
import { loadPendingPayment } from '@/components/payments/pending-payment';
import { completeRedirectReturn, readRedirectReturn, stripReturnParams } from '@/components/payments/redirect-return';
import { payableGateways } from '@/components/payments/registry';
import paymentStyles from '@/components/payments/payments.module.css';
import { Dialog } from '@/components/ui/Dialog';
import { PersonalizationList, isPersonalizable } from '../personalization/PersonalizationList';
import { cartTicketsQuery, dataFieldsQuery } from '../personalization/queries';
import fieldStyles from '../personalization/fields/fields.module.css';
import { CheckoutDetailsForm, type CheckoutDetailsFormHandle } from './CheckoutDetailsForm';
import { StepTwoBackGuard } from './StepTwoBackGuard';
import { usePayFlow } from './usePayFlow';
import { SkeletonBars } from '@/components/ui/SkeletonBars';
import styles from './step2.module.css';

export interface CheckoutStepTwoProps {
  /** The public event with its ticket types, categories and slots. */
  event: Event;
  checkoutId: string;
  secret: string;
}

const noSubscription = () => () => {};
/** True only in the browser after hydration: step 2 reads sessionStorage and formats in the browser's ICU. */
function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
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

const consentTypesOf = (cart: Checkout | null | undefined) => [...new Set((cart?.items ?? []).flatMap((item) => (item.consents ?? []).map((consent) => consent.type)))];

/** A different delivery address is asked when something is posted: a hard ticket (as lib/domain/checkout-details-options.ts rules for the server). */
const shipsSomething = (cart: Checkout | null | undefined) =>
  (cart?.items ?? []).some((item) => [...(item.tickets ?? []), ...(item.products ?? []), ...(item.additionalItems ?? [])].some((line) => line.asHardTicket === true));

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
        <StepSkeleton />
      </div>
    );
  }
  return <StepTwo event={event} checkoutId={checkoutId} secret={secret} />;
}

function StepSkeleton() {
  return (
    <SkeletonBars className={styles.section} />
  );
}

function StepTwo({ event, checkoutId, secret }: CheckoutStepTwoProps) {
  const intl = useIntl();
  const shop = useShop();
  const router = useRouter();
  const queryClient = useQueryClient();
  const cartQuery = useCart();
  const cart = cartQuery.data;
  const detailsRef = useRef<CheckoutDetailsFormHandle>(null);
  const personalizationRef = useRef<HTMLElement>(null);

  const ticketsQuery = useQuery(cartTicketsQuery(shop.slug));
  const gatewaysAnswer = useQuery(gatewaysQuery(shop.slug));
  const checkoutFieldsQuery = { eventId: event._id, scope: 'CHECKOUT' as const };
  const fieldsQuery = useQuery(dataFieldsQuery(shop.slug, checkoutFieldsQuery));

  const gateways = useMemo(() => payableGateways(gatewaysAnswer.data ?? []), [gatewaysAnswer.data]);
  const [gatewayId, setGatewayId] = useState<string>('');
  const selectedGateway: PaymentGateway | undefined = gateways.find((gateway) => gateway._id === gatewayId) ?? gateways[0];

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

  const flow = usePayFlow({
    checkoutId,
    returnUrl,
    submitDetails: () => detailsRef.current?.submit() ?? Promise.resolve(false),
    onPersonalizationMissing: () => {
      personalizationRef.current?.scrollIntoView?.({ block: 'start' });
      personalizationRef.current?.focus();
    },
  });

  // The return from a payment provider's page, handled once the cart is known (spec 02 §4).
  const returnHandled = useRef(false);
  const { onProcessing, onOutcome } = flow;
  useEffect(() => {
    if (returnHandled.current || cartQuery.isPending) return;
    const found = readRedirectReturn(window.location.search);
    if (!found) return;
    returnHandled.current = true;
    window.history.replaceState(window.history.state, '', stripReturnParams(window.location.href));
    // An aborted payment context does not resume (spec 02 §4).
    if (cart?.status === 'aborted') return;
    onProcessing();
    void completeRedirectReturn({ found, pending: loadPendingPayment(checkoutId), locale: shop.locale, onOutcome });
  }, [cartQuery.isPending, cart?.status, checkoutId, shop.locale, onProcessing, onOutcome]);

  // The reservation's end (ADR 0009): a dialog, and everything typed stays in the form and in sessionStorage.
  const [expired, setExpired] = useState(false);
  useEffect(() => {
    if (!cart?.expiresAt || cart.status === 'completed') return;
    const left = Date.parse(cart.expiresAt) - Date.now();
    // setTimeout fires at once for delays beyond 2^31 − 1 ms (about 24.8 days); such a reservation is not ending soon.
    if (left > 2_147_483_647) return;
    const timer = window.setTimeout(() => setExpired(true), Math.max(0, left));
    return () => window.clearTimeout(timer);
  }, [cart?.expiresAt, cart?.status]);
  const reservationOver = (expired || cart?.status === 'expired') && flow.status === 'none';

  const onTicketChange = (ticket: Ticket) =>
    queryClient.setQueryData<Ticket[]>(cartTicketsQuery(shop.slug).queryKey, (tickets) => tickets?.map((candidate) => (candidate._id === ticket._id ? ticket : candidate)));

  const amount = cart?.realPrice ?? 0;
  const currency = cart?.currency ?? shop.currency;
  const personalizable = (ticketsQuery.data ?? []).filter(isPersonalizable);
  const settledForForm = !cartQuery.isPending && !fieldsQuery.isPending;
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
      <section className={styles.section} aria-busy={!settledForForm || undefined}>
        {settledForForm ? (
          fieldsQuery.isError ? (
            <div role="alert">
              <p>{intl.formatMessage({ id: 'errors.fetch' })}</p>
              <button type="button" className={fieldStyles.secondaryButton} onClick={() => void fieldsQuery.refetch()}>
                {intl.formatMessage({ id: 'common.tryAgain' })}
              </button>
            </div>
          ) : (
            <CheckoutDetailsForm
              ref={detailsRef}
              checkoutId={checkoutId}
              cart={cart}
              companyRequired={event.companyRequired}
              extraFields={fieldsQuery.data}
              consents={consentTypesOf(cart)}
              deliveryAddressAllowed={shipsSomething(cart)}
            />
          )
        ) : (
          <StepSkeleton />
        )}
      </section>

      {personalizable.length > 0 ? (
        <section className={styles.section} aria-labelledby="step2-personalization-title" ref={personalizationRef} tabIndex={-1}>
          <h2 id="step2-personalization-title" className={styles.sectionTitle}>
            {intl.formatMessage({ id: 'checkout.step2.personalization.title' })}
          </h2>
          <p className={styles.sectionLead}>{intl.formatMessage({ id: 'checkout.step2.personalization.lead' })}</p>
          <PersonalizationList tickets={personalizable} timeZone={event.timezone} checked={flow.checked} onTicketChange={onTicketChange} errorId="step2-personalization-error" />
        </section>
      ) : null}

      <section className={styles.section} aria-labelledby="step2-payment-title">
        <h2 id="step2-payment-title" className={styles.sectionTitle}>
          {intl.formatMessage({ id: 'checkout.step2.payment.title' })}
        </h2>
        <p className={styles.total}>
          <span>{intl.formatMessage({ id: 'checkout.step2.total' })}</span>
          <span>{cart ? moneyLabel(intl, amount, currency) : '…'}</span>
        </p>
        {!cart ? (
          <StepSkeleton />
        ) : amount <= 0 ? (
          <div className={paymentStyles.cardForm}>
            <p className={styles.notice}>{intl.formatMessage({ id: 'checkout.step2.free' })}</p>
            <button type="button" className={paymentStyles.payButton} disabled={flow.busy} aria-busy={flow.busy || undefined} onClick={() => void flow.start(selectedGateway, { showProcessing: true })}>
              {intl.formatMessage({ id: 'checkout.step2.completeOrder' })}
            </button>
          </div>
        ) : gatewaysAnswer.isPending ? (
          <StepSkeleton />
        ) : gatewaysAnswer.isError ? (
          <div role="alert">
            <p>{intl.formatMessage({ id: 'errors.fetch' })}</p>
            <button type="button" className={fieldStyles.secondaryButton} onClick={() => void gatewaysAnswer.refetch()}>
              {intl.formatMessage({ id: 'common.tryAgain' })}
            </button>
          </div>
        ) : (
          <PaymentSection
            gateways={gateways}
            selectedId={selectedGateway?._id ?? ''}
            onSelect={(id) => {
              flow.releaseIfIdle();
              setGatewayId(id);
            }}
            resetKey={flow.resetKey}
            amount={amount}
            currency={currency}
            locale={shop.locale}
            returnUrl={returnUrl()}
            busy={flow.busy}
            start={(options) => flow.start(selectedGateway, options)}
            onProcessing={flow.onProcessing}
            onOutcome={flow.onOutcome}
          />
        )}
      </section>

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
