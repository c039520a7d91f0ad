/** What the resell offer route handlers answer the Resell modal (no secrets, no customer token). */

/** A customer payment method that can receive payouts (spec 02 §6: a SEPA or ACH additional method). */
export interface PayoutMethodOption {
  id: string;
  label: string;
}

export interface ResellStatusView {
  /** Whether the event takes offers at all (upcoming, not a season, resale on). */
  offerAble: boolean;
  /** The customer's active offer on the event: the modal is then the single cancel step. */
  activeOffer: { id: string; ticketCount: number } | null;
  /** The tickets that would be offered, with their price; the others are left out. */
  tickets: { id: string; price: number }[];
  /** Total price, fees kept by the market and the payout, in `currency`. */
  price: number;
  resellFee: number;
  proceeds: number;
  currency: string;
  payoutMethods: PayoutMethodOption[];
}
