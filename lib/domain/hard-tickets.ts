import type { HardTicketSettings } from '../ticketing/schemas/event.ts';
import type { Seller } from '../ticketing/schemas/seller.ts';
import type { Ticket } from '../ticketing/schemas/ticket.ts';

/**
 * Hard tickets: printed tickets posted to the buyer (spec 02 §2 hard-ticket choice modal, §3 hard
 * ticket settings, §9).
 *
 * - An event offers them when it has hard-ticket settings; step 1 then asks, before adding, whether
 *   the tickets come as e-tickets or as its hard ticket (the promotion's name, text and preview).
 * - The outer charge is shown only when above 0 (spec 02 §9); the cart charges the postage as the
 *   seller's hard-ticket fee (lib/domain/fees.ts).
 * - Wallet (spec 02 §9 "Wallet needs virtual delivery or hard tickets allowed; Apple wallet also
 *   works with NFC"): a virtual ticket may go to either wallet; a hard ticket only when the seller
 *   allows hard tickets in wallets, or to Apple's wallet when the seller's passes carry NFC.
 */

export interface HardTicketOffer {
  promotionName?: string | undefined;
  promotionText?: string | undefined;
  previewUrl?: string | undefined;
  /** The per-ticket charge to show; absent when it is 0 or not set. */
  outerCharge?: number | undefined;
}

/** The hard ticket step 1 offers for an event, or undefined when the event has none. */
export function hardTicketOffer(settings: HardTicketSettings | null | undefined): HardTicketOffer | undefined {
  if (!settings) return undefined;
  const charge = settings.hardTicketOuterCharge;
  return {
    promotionName: settings.promotionName?.trim() || undefined,
    promotionText: settings.promotionText?.trim() || undefined,
    previewUrl: settings.hardTicketPreviewURL?.trim() || undefined,
    outerCharge: showsOuterCharge(charge) ? charge : undefined,
  };
}

/** Spec 02 §9: the hard ticket's outer charge is shown only if above 0. */
export function showsOuterCharge(charge: number | null | undefined): charge is number {
  return typeof charge === 'number' && Number.isFinite(charge) && charge > 0;
}

export type WalletProviderName = 'apple' | 'google';
export type WalletSettings = NonNullable<Seller['walletSettings']>;

/** Whether a ticket of this delivery may go into this wallet, by the seller's wallet settings. */
export function walletAllowsDelivery(deliveryType: Ticket['deliveryType'], provider: WalletProviderName, settings: WalletSettings | null | undefined): boolean {
  if (deliveryType !== 'hard') return true;
  if (settings?.hardTicketsAllowed === true) return true;
  return provider === 'apple' && settings?.nfcEnabled === true;
}

/**
 * The tickets with their wallet flags as the hard-ticket rule leaves them: a hard ticket the
 * seller keeps out of a wallet counts as not enabled for it, so the wallet buttons and passes
 * (lib/domain/ticket-actions.ts walletButtons) leave it out like any other.
 */
export function walletReadyTickets<T extends Pick<Ticket, 'deliveryType' | 'appleWalletEnabled' | 'googleWalletEnabled'>>(tickets: readonly T[], settings: WalletSettings | null | undefined): T[] {
  return tickets.map((ticket) =>
    ticket.deliveryType !== 'hard'
      ? ticket
      : {
          ...ticket,
          appleWalletEnabled: ticket.appleWalletEnabled === true && walletAllowsDelivery('hard', 'apple', settings),
          googleWalletEnabled: ticket.googleWalletEnabled === true && walletAllowsDelivery('hard', 'google', settings),
        },
  );
}
