'use client';

import { useId, useRef, useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { FormattedMessage, useIntl } from 'react-intl';
import { useShop } from '@/components/shop/ShopContext';
import { useCartActions } from '@/components/cart/cart-store';
import { useToast } from '@/components/ui/Toasts';
import { ApiError, call, queryKeyOf } from '@/lib/operations/call';
import { listResaleListings, RESALE_LISTINGS_PAGE, type ResaleListingView } from '@/lib/operations/resale-listings';
import styles from './step1.module.css';
import resale from './ResaleTicketsSection.module.css';

/** Refusals of adding a listing, in the buyer's words; anything else is the generic failure. */
const REFUSALS: Readonly<Record<string, string>> = {
  listingNotFound: 'checkout.resale.error.unavailable',
  listingUnavailable: 'checkout.resale.error.unavailable',
  listingInCart: 'checkout.resale.error.inCart',
  ownListing: 'checkout.resale.error.ownListing',
  checkoutExpired: 'checkout.step1.error.checkoutClosed',
  checkoutClosed: 'checkout.step1.error.checkoutClosed',
  rateLimited: 'checkout.resale.error.tryLater',
};

function refusalMessage(error: unknown): string {
  if (!(error instanceof ApiError)) return 'checkout.step1.error.unexpected';
  if (error.status === 0) return 'checkout.step1.error.network';
  return (error.code && REFUSALS[error.code]) || 'checkout.step1.error.unexpected';
}

/**
 * Step 1's resale tickets (spec 02 §5 Resale, §9 resell buyer fees): the event's offers from other
 * ticket holders, each with what its seller asks plus the resell buyer fee, bought whole through
 * the cart's add (its `resaleListingId`). The list is read when the page opens and again after
 * each add, since an offer in someone's cart leaves it; no section shows when there is none.
 */
export function ResaleTicketsSection({ eventId }: { eventId: string }) {
  const intl = useIntl();
  const toast = useToast();
  const { slug } = useShop();
  const cartActions = useCartActions();
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const [top, setTop] = useState(RESALE_LISTINGS_PAGE);
  const [adding, setAdding] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const args = { params: { seller: slug, eventId }, input: { top } };
  const listings = useQuery({
    queryKey: queryKeyOf(listResaleListings, args),
    queryFn: ({ signal }) => call(listResaleListings, { ...args, signal }),
    placeholderData: keepPreviousData,
  });

  const add = async (listing: ResaleListingView) => {
    if (adding) return;
    setAdding(listing.id);
    setFailure(null);
    try {
      await cartActions.add({ eventId, resaleListingId: listing.id });
      toast.success(intl.formatMessage({ id: 'checkout.resale.added' }, { count: listing.tickets.length }));
      // The button is gone with the listing: the section's heading keeps the keyboard's place.
      heading.current?.focus();
    } catch (error) {
      setFailure(refusalMessage(error));
    } finally {
      setAdding(null);
      void listings.refetch();
    }
  };

  const titleId = `${id}-title`;
  const title = (
    <h2 className={styles.blockTitle} id={titleId} ref={heading} tabIndex={-1}>
      <FormattedMessage id="checkout.resale.title" />
    </h2>
  );

  if (listings.isPending) return null;
  if (listings.isError) {
    return (
      <section className={styles.block} aria-labelledby={titleId} data-view-mode="resale">
        {title}
        <p role="alert" className={resale.notice}>
          <FormattedMessage id="checkout.resale.loadFailed" />
        </p>
        <button type="button" className={resale.retry} onClick={() => void listings.refetch()}>
          <FormattedMessage id="checkout.resale.retry" />
        </button>
      </section>
    );
  }
  const { listings: shown, total } = listings.data;
  if (shown.length === 0 && !failure) return null;

  return (
    <section className={styles.block} aria-labelledby={titleId} data-view-mode="resale">
      {title}
      <p className={styles.hint}>
        <FormattedMessage id="checkout.resale.intro" />
      </p>
      <div role="alert" className={styles.error}>
        {failure ? <FormattedMessage id={failure} /> : null}
      </div>
      {shown.length === 0 ? (
        <p className={styles.hint}>
          <FormattedMessage id="checkout.resale.noneLeft" />
        </p>
      ) : (
        <ul className={styles.rows}>
          {shown.map((listing) => {
            const seatsId = `${id}-${listing.id}`;
            return (
              <li key={listing.id} className={`${styles.row} ${resale.listing}`}>
                <div className={styles.rowInfo}>
                  <h3 className={styles.rowName}>
                    <FormattedMessage id="checkout.resale.offerTitle" values={{ count: listing.tickets.length }} />
                  </h3>
                  <ul className={resale.tickets} id={seatsId}>
                    {listing.tickets.map((ticket, index) => (
                      <li key={index}>{ticket}</li>
                    ))}
                  </ul>
                </div>
                <p className={`${styles.price} ${resale.price}`}>
                  <span>{listing.totalLabel}</span>
                  <span className={resale.breakdown}>
                    {listing.feeLabel ? (
                      <FormattedMessage id="checkout.resale.priceWithFee" values={{ price: listing.priceLabel, fee: listing.feeLabel }} />
                    ) : (
                      <FormattedMessage id="checkout.resale.priceWithoutFee" />
                    )}
                  </span>
                </p>
                <button
                  type="button"
                  className={`${styles.primary} ${resale.add}`}
                  onClick={() => void add(listing)}
                  aria-disabled={adding !== null || undefined}
                  aria-describedby={seatsId}
                  aria-label={intl.formatMessage({ id: 'checkout.resale.addNamed' }, { seats: intl.formatList(listing.tickets, { type: 'unit' }) })}
                >
                  <FormattedMessage id="checkout.resale.add" />
                </button>
              </li>
            );
          })}
        </ul>
      )}
      {total > shown.length ? (
        <button type="button" className={resale.more} onClick={() => setTop((current) => current + RESALE_LISTINGS_PAGE)} disabled={listings.isFetching}>
          <FormattedMessage id="checkout.resale.showMore" values={{ count: total - shown.length }} />
        </button>
      ) : null}
    </section>
  );
}
