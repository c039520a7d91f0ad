'use client';

import { useId } from 'react';
import { FormattedMessage } from 'react-intl';
import type { ShopParams } from '@/lib/account/flows';
import { MARKETPLACE_MAX_TICKETS, marketplaceOption } from '@/lib/domain/resale-marketplace';
import { useResaleSiteSell } from './useResaleSiteSell';
import formStyles from '../shell/forms.module.css';
import styles from './ResellModal.module.css';

export interface MarketplaceSellOptionProps {
  shop: ShopParams;
  eventId: string;
  siteName: string;
  /** Some of the customer's tickets of the event are already listed on the site. */
  externalListing: boolean;
  /** The chosen tickets that can be offered. */
  chosen: readonly { id: string }[];
  /** The choice is a valid group of seats (spec 01 §5). */
  validSeats: boolean;
}

/**
 * The marketplace sell option of the Resell modal (spec 02 §6, spec 01 §5): selling the chosen
 * tickets on the seller's resale site instead. Hidden when an external listing exists; disabled
 * with the reason beside it until 1 to 69 resellable tickets of a valid group are chosen. Pressing
 * it records the click, sends the analytics event and leaves for the site.
 */
export function MarketplaceSellOption({ shop, eventId, siteName, externalListing, chosen, validSeats }: MarketplaceSellOptionProps) {
  const id = useId();
  const site = useResaleSiteSell(shop);
  const option = marketplaceOption({ offered: true, externalListing, selected: chosen.map(() => ({ resellable: true })), validSeats });
  if (!option.shown) return null;
  const reasonId = `${id}-reason`;
  return (
    <section className={styles.marketplace} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className={styles.marketplaceTitle}>
        <FormattedMessage id="account.resell.marketplace.title" values={{ site: siteName }} />
      </h3>
      <p className={formStyles.hint}>
        <FormattedMessage id="account.resell.marketplace.intro" values={{ site: siteName }} />
      </p>
      <div className={formStyles.actions}>
        <button
          type="button"
          className={formStyles.secondary}
          disabled={!option.enabled || site.pending}
          aria-describedby={option.enabled ? undefined : reasonId}
          onClick={() => void site.sell({ eventId, ticketIds: chosen.map((ticket) => ticket.id) })}
        >
          <FormattedMessage id="account.resell.marketplace.sell" values={{ site: siteName, count: chosen.length }} />
        </button>
      </div>
      {option.enabled ? null : (
        <p id={reasonId} className={formStyles.hint}>
          <FormattedMessage id={`account.resell.marketplace.disabled.${option.reason}`} values={{ max: MARKETPLACE_MAX_TICKETS }} />
        </p>
      )}
      <div role="alert">
        {site.failed ? (
          <p className={formStyles.fieldError}>
            <FormattedMessage id="account.resell.marketplace.failed" />
          </p>
        ) : null}
      </div>
    </section>
  );
}
