import type { IntlShape } from 'react-intl';
import { isCheckoutErrorReason } from '@/lib/domain/checkout-errors';

/**
 * Texts for the reason codes the checkout, payment and personalization calls answer with
 * (lib/domain/checkout-errors.ts). A code without a text of its own adds nothing to the general
 * message it appears under; a message that is not a code (a provider's sentence) is shown as it is.
 */
const REASON_MESSAGE_IDS: Readonly<Record<string, string>> = {
  checkoutExpired: 'checkoutError.checkoutExpired',
  checkoutClosed: 'checkoutError.checkoutClosed',
  noCart: 'checkoutError.emptyCart',
  emptyCart: 'checkoutError.emptyCart',
  checkoutDetailsRequired: 'checkoutError.checkoutDetailsRequired',
  gatewayNotFound: 'checkoutError.gatewayNotFound',
  paymentRequestClosed: 'checkoutError.paymentRequestClosed',
  amountChanged: 'checkoutError.amountChanged',
  invalidRedirectResult: 'checkoutError.invalidRedirectResult',
  cardDeclined: 'checkoutError.cardDeclined',
  paymentNotAuthorized: 'checkoutError.paymentNotAuthorized',
  ticketNotPersonalizable: 'checkoutError.ticketNotPersonalizable',
  alreadyPersonalized: 'personalization.alreadyPersonalized',
  fileSizeTooLarge: 'upload.fileSizeTooLarge',
  fileTypeNotAllowed: 'validation.fileTypeNotAllowed',
  fetchError: 'errors.fetch',
};

export function reasonText(intl: Pick<IntlShape, 'formatMessage'>, codeOrMessage: string | undefined): string | undefined {
  if (!codeOrMessage) return undefined;
  const id = REASON_MESSAGE_IDS[codeOrMessage];
  if (id) return intl.formatMessage({ id }, { size: 5 });
  return isCheckoutErrorReason(codeOrMessage) ? undefined : codeOrMessage;
}
