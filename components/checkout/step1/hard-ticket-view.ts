import type { IntlShape } from 'react-intl';
import { hardTicketOffer } from '@/lib/domain/hard-tickets';
import { moneyLabel } from '@/lib/i18n/format';
import type { Event } from '@/lib/ticketing/schemas/event';

/** What the hard-ticket choice shows, shaped and formatted on the server (ADR 0006). */
export interface HardTicketChoiceView {
  promotionName?: string | undefined;
  promotionText?: string | undefined;
  previewUrl?: string | undefined;
  /** "£2.50": the per-ticket outer charge, only when above 0 (spec 02 §9). */
  outerChargeLabel?: string | undefined;
}

/** The event's hard ticket for step 1's choice, or undefined when the event offers none. */
export function hardTicketChoiceView(intl: IntlShape, event: Pick<Event, 'hardTicketSettings' | 'currency'>): HardTicketChoiceView | undefined {
  const offer = hardTicketOffer(event.hardTicketSettings);
  if (!offer) return undefined;
  return {
    ...(offer.promotionName ? { promotionName: offer.promotionName } : {}),
    ...(offer.promotionText ? { promotionText: offer.promotionText } : {}),
    ...(offer.previewUrl ? { previewUrl: offer.previewUrl } : {}),
    ...(offer.outerCharge !== undefined ? { outerChargeLabel: moneyLabel(intl, offer.outerCharge, event.currency) } : {}),
  };
}
