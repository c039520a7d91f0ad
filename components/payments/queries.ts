import { queryOptions } from '@tanstack/react-query';
import { call, queryKeyOf } from '@/lib/operations/call';
import { getPaymentGateways } from '@/lib/operations/payments';

/** The shop's payment gateways, for step 2's gateway choice. */
export const gatewaysQuery = (seller: string) =>
  queryOptions({
    queryKey: queryKeyOf(getPaymentGateways, { params: { seller } }),
    queryFn: ({ signal }) => call(getPaymentGateways, { params: { seller }, signal }).then((answer) => answer.gateways),
    staleTime: 5 * 60_000,
  });
