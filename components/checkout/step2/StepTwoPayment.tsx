'use client';

import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { useQuery } from '@tanstack/react-query';
import { moneyLabel } from '@/lib/i18n/format';
import { netTotals } from '@/lib/domain/net-totals';
import { cartNetLines } from '@/components/cart/cart-view';
import type { PaymentGateway } from '@/lib/ticketing/schemas/payment-gateway';
import { useCart } from '@/components/cart/cart-store';
import { useShop } from '@/components/shop/ShopContext';
import { useLoggedIn } from '@/components/shop/account-header';
import { PaymentSection } from '@/components/payments/PaymentSection';
import { gatewaysQuery } from '@/components/payments/queries';
import { payableGateways } from '@/components/payments/registry';
import paymentStyles from '@/components/payments/payments.module.css';
import { SkeletonBars } from '@/components/ui/SkeletonBars';
import { TryAgainAlert } from './TryAgainAlert';
import { InstalmentChooser } from '@/components/payments/instalments/InstalmentChooser';
import type { InstalmentEvent } from './instalment-choices';
import { useInstalmentChoice } from './useInstalmentChoice';
import { PAYMENT_HEADING_ID } from './anchors';
import type { PayFlow } from './usePayFlow';
import styles from './step2.module.css';

export interface StepTwoPaymentProps {
  flow: Pick<PayFlow, 'busy' | 'resetKey' | 'start' | 'onProcessing' | 'onOutcome' | 'releaseIfIdle'>;
  /** This step's path, where a payment provider's page sends the buyer back. */
  returnUrl: () => string;
  /** The event, whose payment strategy may offer paying by instalments (issue 12). */
  event?: InstalmentEvent | undefined;
}

/**
 * Step 2's payment section (spec 02 §4): the cart's total as the server computed it, then either
 * 'Complete order' for a free order or the shop's payable gateways with the chosen one's form.
 */
export function StepTwoPayment({ flow, returnUrl, event }: StepTwoPaymentProps) {
  const intl = useIntl();
  const shop = useShop();
  const loggedIn = useLoggedIn();
  const { data: cart } = useCart();
  const gatewaysAnswer = useQuery(gatewaysQuery(shop.slug));
  const instalments = useInstalmentChoice(event, cart ?? undefined, loggedIn);
  const allGateways = useMemo(() => payableGateways(gatewaysAnswer.data ?? []), [gatewaysAnswer.data]);
  // Paid by instalments, only through a gateway the strategy allows.
  const gateways = instalments.gateways(allGateways);
  const [gatewayId, setGatewayId] = useState<string>('');
  const selectedGateway: PaymentGateway | undefined = gateways.find((gateway) => gateway._id === gatewayId) ?? gateways[0];
  const amount = cart?.realPrice ?? 0;
  const currency = cart?.currency ?? shop.currency;
  // Net-price shops state the tax the gross total holds, as the cart panel does (issue 15).
  const taxIncluded = shop.netPrices && cart ? netTotals(cartNetLines(cart)).taxTotal : undefined;

  return (
    <section className={styles.section} aria-labelledby={PAYMENT_HEADING_ID}>
      <h2 id={PAYMENT_HEADING_ID} className={styles.sectionTitle} tabIndex={-1}>
        {intl.formatMessage({ id: 'checkout.step2.payment.title' })}
      </h2>
      <p className={styles.total}>
        <span>{shop.netPrices ? intl.formatMessage({ id: 'cart.summary.totalGross' }, { taxName: shop.taxName }) : intl.formatMessage({ id: 'checkout.step2.total' })}</span>
        <span>{cart ? moneyLabel(intl, amount, currency) : '…'}</span>
      </p>
      {cart && taxIncluded !== undefined ? (
        <p className={styles.notice}>{intl.formatMessage({ id: 'checkout.step2.taxIncluded' }, { amount: moneyLabel(intl, taxIncluded, currency), taxName: shop.taxName })}</p>
      ) : null}
      {!cart ? (
        <SkeletonBars className={styles.section} />
      ) : amount <= 0 ? (
        <div className={paymentStyles.cardForm}>
          <p className={styles.notice}>{intl.formatMessage({ id: 'checkout.step2.free' })}</p>
          <button type="button" className={paymentStyles.payButton} disabled={flow.busy} aria-busy={flow.busy || undefined} onClick={() => void flow.start(selectedGateway, { showProcessing: true })}>
            {intl.formatMessage({ id: 'checkout.step2.completeOrder' })}
          </button>
        </div>
      ) : gatewaysAnswer.isPending ? (
        <SkeletonBars className={styles.section} />
      ) : gatewaysAnswer.isError ? (
        <TryAgainAlert onRetry={() => void gatewaysAnswer.refetch()} />
      ) : (
        <>
          {instalments.choices ? (
            <InstalmentChooser
              choices={instalments.choices}
              chosenId={instalments.chosen?.optionId}
              onChoose={(optionId) => {
                flow.releaseIfIdle();
                instalments.choose(optionId);
              }}
              total={amount}
              currency={currency}
              timeZone={event?.timezone ?? shop.timezone}
              disabled={flow.busy}
            />
          ) : null}
          <PaymentSection
            gateways={gateways}
            selectedId={selectedGateway?._id ?? ''}
            onSelect={(id) => {
              flow.releaseIfIdle();
              setGatewayId(id);
            }}
            // Both only grow: a new choice of option starts the form over, for its amount.
            resetKey={flow.resetKey + instalments.changes}
            amount={instalments.amountNow(amount)}
            currency={currency}
            locale={shop.locale}
            returnUrl={returnUrl()}
            busy={flow.busy}
            start={(options) => flow.start(selectedGateway, { ...options, paymentOption: instalments.paymentOption })}
            onProcessing={flow.onProcessing}
            onOutcome={flow.onOutcome}
          />
        </>
      )}
    </section>
  );
}
