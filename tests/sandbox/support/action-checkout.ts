import type { Sandbox } from '../../../lib/sandbox/index.ts';
import { GATEWAYS } from '../../../lib/sandbox/seed/ids.ts';
import { TEST_CARDS } from '../../../lib/domain/test-cards.ts';
import { checkoutSchema, type Checkout } from '../../../lib/ticketing/schemas/index.ts';
import { BUYER_DETAILS } from '../../support/buyer-details.ts';
import { caller, type ErrorBody } from './account-client.ts';

/**
 * The buyer's side of a checkout a ticket action opened (rebooking, upgrade): read it, add the
 * target's tickets, give the details, and complete it for free or pay with the riverside test card.
 */

export type Coded = ErrorBody & { code?: string; reason?: string; ticketId?: string };
export interface Ref {
  _id: string;
  secret: string;
}

export function actionCheckoutCalls(sandbox: () => Sandbox) {
  const { call } = caller(sandbox);
  const q = encodeURIComponent;
  return {
    readCheckout: async (ref: Ref) => checkoutSchema.parse((await call<Checkout>('GET', `/api/public/checkouts/${ref._id}?secret=${q(ref.secret)}`)).body),
    addTickets: (ref: Ref, eventId: string, ticketTypeId: string, amount = 1) =>
      call<Checkout & Coded>('POST', `/api/public/checkouts/${ref._id}/items`, { json: { secret: ref.secret, eventId, items: [{ ticketTypeId, amount }] } }),
    putDetails: (ref: Ref) => call<Coded>('PUT', `/api/public/checkouts/${ref._id}/details`, { json: { secret: ref.secret, ...BUYER_DETAILS } }),
    completeFree: (ref: Ref) => call<{ transaction: { tid: string; secret: string } } & Coded>('POST', `/api/public/checkouts/${ref._id}/complete`, { json: { secret: ref.secret } }),
    openPayment: (ref: Ref) =>
      call<Ref & Coded & { amount: number }>('POST', `/api/public/checkouts/${ref._id}/payment-request`, { json: { secret: ref.secret, paymentGatewayId: GATEWAYS.riversideSandbox } }),
    verify: (request: Ref) =>
      call<{ status: string; transaction?: { tid: string; secret: string } } & Coded>('POST', `/api/payments/requests/${request._id}/verify`, {
        json: { secret: request.secret, paymentGatewayId: GATEWAYS.riversideSandbox, data: { cardNumber: TEST_CARDS.succeeds, expiry: '12/34', cvc: '123' } },
      }),
    /** The tickets an order issued. */
    newTicketsOf: (tid: string) => sandbox().store.list('tickets').docs.filter((ticket) => ticket.transactionId === tid),
  };
}
