/**
 * The ticketing API contract: zod schemas of every entity of spec 01 and 02 §3, with their types.
 * Upstream data is parsed with these at the client boundary; the sandbox answers in the same shapes.
 */
export * from './common.ts';
export * from './seller.ts';
export * from './event.ts';
export * from './customer.ts';
export * from './data-field.ts';
export * from './ticket.ts';
export * from './voucher.ts';
export * from './fee-scheme.ts';
export * from './checkout.ts';
export * from './transaction.ts';
export * from './ticket-transfer.ts';
export * from './resell-offer.ts';
export * from './purchase-intent.ts';
export * from './payment-strategy.ts';
export * from './payment-plan.ts';
export * from './subscription.ts';
export * from './membership.ts';
export * from './payment-gateway.ts';
export * from './payment-request.ts';
export * from './customer-payment-method.ts';
export * from './package.ts';
export * from './product.ts';
export * from './bundle.ts';
export * from './rebooking-strategy.ts';
export * from './rebooking-info.ts';
export * from './upgrade-settings.ts';
export * from './upgrade-info.ts';
export * from './return-info.ts';
export * from './coupon.ts';
