/**
 * A cart that a ticket action opened (a rebooking or an upgrade): what step 1 and the cart panel
 * say about it — how many tickets are given up, what they are worth here, and the fee.
 */
export interface CartAction {
  kind: 'rebooking' | 'upgrade';
  credit: number;
  fee: number;
  currency?: string | undefined;
  ticketCount: number;
  /** The tickets given up, which the embedding page is told about once the checkout is paid. */
  ticketIds: string[];
  targetEventId: string;
}
