import type { IntlShape } from 'react-intl';

/**
 * When the next verification mail may be requested, in the seller's time zone (spec 01 §2), e.g.
 * "14:05 GMT". Formatted on the server (ADR 0006) by the account layout and the resend handler.
 */
export function nextVerificationLabel(intl: Pick<IntlShape, 'formatDate'>, iso: string, timeZone: string): string {
  return intl.formatDate(new Date(iso), { timeZone, hour: '2-digit', minute: '2-digit', timeZoneName: 'short' });
}

/** What the verification screen needs about the next allowed request: the time and its label. */
export interface NextVerificationMail {
  at: string;
  label: string;
}
