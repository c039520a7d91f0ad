/** The payment section's heading: the details form sends the buyer's focus there once saved. */
export const PAYMENT_HEADING_ID = 'step2-payment-title';
