import type { IntlShape } from 'react-intl';
import type { CustomerPaymentMethod } from '@/lib/ticketing/schemas/customer-payment-method';

/** A saved method's brand as shown to the customer ("Visa", "SEPA Direct Debit"); unknown types as sent. */
export function brandName(intl: Pick<IntlShape, 'formatMessage' | 'messages'>, type: string | undefined): string {
  if (!type) return intl.formatMessage({ id: 'account.paymentMethods.brand.unknown' });
  const id = `account.paymentMethods.brand.${type}`;
  return id in intl.messages ? intl.formatMessage({ id }) : type;
}

/** "Visa •••• 4242". */
export function methodLabel(intl: Pick<IntlShape, 'formatMessage' | 'messages'>, method: Pick<CustomerPaymentMethod, 'paymentDetails'>): string {
  const brand = brandName(intl, method.paymentDetails?.type);
  return method.paymentDetails?.last4 ? `${brand} •••• ${method.paymentDetails.last4}` : brand;
}
