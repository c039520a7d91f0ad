'use client';

import { useQuery } from '@tanstack/react-query';
import { FormattedMessage, useIntl } from 'react-intl';
import { useShop } from '@/components/shop/ShopContext';
import { useCart } from '@/components/cart/cart-store';
import { call, queryKeyOf } from '@/lib/operations/call';
import { getCartAction } from '@/lib/operations/cart';
import { moneyLabel } from '@/lib/i18n/format';
import styles from './step1.module.css';

/**
 * Step 1 of a rebooking's or an upgrade's checkout says so (spec 02 §7 rebookings/info,
 * upgrades/info): how many tickets are given up, the credit they bring here and any fee. Nothing
 * for any other cart.
 */
export function CheckoutActionNotice({ eventId }: { eventId: string }) {
  const intl = useIntl();
  const shop = useShop();
  const { data: cart } = useCart();
  const args = { params: { seller: shop.slug } };
  const info = useQuery({
    queryKey: [...queryKeyOf(getCartAction, args), cart?._id ?? null],
    queryFn: ({ signal }) => call(getCartAction, { ...args, signal }),
    enabled: Boolean(cart?._id),
  });
  const action = info.data?.action;
  if (!action || action.targetEventId !== eventId) return null;
  const money = (amount: number) => moneyLabel(intl, amount, action.currency ?? shop.currency);
  const prefix = action.kind === 'rebooking' ? 'ticketActions.rebook' : 'ticketActions.upgrade';
  return (
    <section className={styles.actionNotice} aria-label={intl.formatMessage({ id: `${prefix}.title` })}>
      <p>
        <FormattedMessage id={`${prefix}.notice`} values={{ count: action.ticketCount, credit: money(action.credit) }} />
      </p>
      {action.fee > 0 ? (
        <p>
          <FormattedMessage id="ticketActions.rebook.noticeFee" values={{ fee: money(action.fee) }} />
        </p>
      ) : null}
    </section>
  );
}
