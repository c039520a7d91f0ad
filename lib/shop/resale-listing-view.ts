import type { IntlShape } from 'react-intl';
import type { ResaleListing } from '../ticketing/schemas/resale-market.ts';
import type { ResaleListingView } from '../operations/resale-listings.ts';
import { moneyLabel } from '../i18n/format.ts';
import { seatLabel, ticketWithSeat } from '../i18n/account-format.ts';

/** A listing as step 1 shows it: each ticket with its seat or area, the seller's price, the buyer fee and the total. */
export function resaleListingView(intl: IntlShape, listing: ResaleListing, fallbackCurrency: string | undefined): ResaleListingView {
  const currency = listing.currency ?? fallbackCurrency;
  const fallbackName = intl.formatMessage({ id: 'checkout.resale.ticket' });
  return {
    id: listing._id,
    tickets: listing.items.map((item) => ticketWithSeat(item.ticketName ?? item.categoryName ?? fallbackName, seatLabel(intl, item.seatingInfo))),
    priceLabel: moneyLabel(intl, listing.price, currency),
    ...(listing.buyerFee > 0 ? { feeLabel: moneyLabel(intl, listing.buyerFee, currency) } : {}),
    totalLabel: moneyLabel(intl, listing.total, currency),
  };
}
