'use client';

import { useQuery } from '@tanstack/react-query';
import { FormattedMessage, useIntl } from 'react-intl';
import { useShop } from '@/components/shop/ShopContext';
import { useCart } from '@/components/cart/cart-store';
import { call, queryKeyOf } from '@/lib/operations/call';
import { getCartRebooking } from '@/lib/operations/rebooking';
import { moneyLabel } from '@/lib/i18n/format';
import styles from './step1.module.css';

/**
 * Step 1 of a rebooking's checkout says so (spec 02 §7 rebookings/info): how many tickets are
 * given up, the credit they bring and the fee. Nothing for any other cart.
 */
export function RebookingNotice({ eventId }: { eventId: string }) {
  const intl = useIntl();
  const shop = useShop();
  const { data: cart } = useCart();
  const args = { params: { seller: shop.slug } };
  const info = useQuery({
    queryKey: [...queryKeyOf(getCartRebooking, args), cart?._id ?? null],
    queryFn: ({ signal }) => call(getCartRebooking, { ...args, signal }),
    enabled: Boolean(cart?._id),
  });
  const rebooking = info.data?.rebooking;
  if (!rebooking || rebooking.targetEventId !== eventId) return null;
  const money = (amount: number) => moneyLabel(intl, amount, rebooking.currency ?? shop.currency);
  return (
    <section className={styles.rebookingNotice} aria-label={intl.formatMessage({ id: 'ticketActions.rebook.title' })}>
      <p>
        <FormattedMessage id="ticketActions.rebook.notice" values={{ count: rebooking.ticketIds.length, credit: money(rebooking.credit) }} />
      </p>
      {rebooking.fee > 0 ? (
        <p>
          <FormattedMessage id="ticketActions.rebook.noticeFee" values={{ fee: money(rebooking.fee) }} />
        </p>
      ) : null}
    </section>
  );
}
