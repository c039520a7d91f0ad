import { queryOptions } from '@tanstack/react-query';
import { call, queryKeyOf } from '@/lib/operations/call';
import { listPaymentMethods } from '@/lib/operations/payment-methods';

/** The Payment methods screen's data, first rendered by the server and refreshed after each change. */
export const paymentMethodsQuery = (seller: string) =>
  queryOptions({
    queryKey: queryKeyOf(listPaymentMethods, { params: { seller } }),
    queryFn: ({ signal }) => call(listPaymentMethods, { params: { seller }, signal }),
  });
