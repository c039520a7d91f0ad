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
  cvcIncorrect: 'checkoutError.cvcIncorrect',
  paymentNotAuthorized: 'checkoutError.paymentNotAuthorized',
  ticketNotPersonalizable: 'checkoutError.ticketNotPersonalizable',
  alreadyPersonalized: 'personalization.alreadyPersonalized',
  fileSizeTooLarge: 'upload.fileSizeTooLarge',
  fileTypeNotAllowed: 'validation.fileTypeNotAllowed',
  fetchError: 'errors.fetch',
  // Paying by instalments (issue 12): the chosen option no longer fits the order.
  loginRequired: 'checkout.instalments.error.loginRequired',
  paymentOptionNotOffered: 'checkout.instalments.error.unavailable',
  paymentOptionNotFound: 'checkout.instalments.error.unavailable',
  belowMinimum: 'checkout.instalments.error.unavailable',
  aboveMaximum: 'checkout.instalments.error.unavailable',
  completesTooLate: 'checkout.instalments.error.unavailable',
  nothingToSpread: 'checkout.instalments.error.unavailable',
  gatewayNotAllowed: 'checkout.instalments.error.gatewayNotAllowed',
};

export function reasonText(intl: Pick<IntlShape, 'formatMessage'>, codeOrMessage: string | undefined): string | undefined {
  if (!codeOrMessage) return undefined;
  const id = REASON_MESSAGE_IDS[codeOrMessage];
  if (id) return intl.formatMessage({ id }, { size: 5 });
  return isCheckoutErrorReason(codeOrMessage) ? undefined : codeOrMessage;
}
