import { z } from 'zod';
import {
  addressSchema,
  appliedCouponSchema,
  consentSchema,
  currencySchema,
  idSchema,
  isoDateTimeSchema,
  looseEnum,
  moneySchema,
  opaqueObjectSchema,
  openEnum,
  secretSchema,
} from './common.ts';
import { bundleSchema } from './bundle.ts';
import { extraFieldsSchema } from './data-field.ts';
import { MODIFIER_TYPES } from './fee-scheme.ts';
import { packageInfoSchema, seatingInfoSchema } from './ticket.ts';
import { voucherSchema } from './voucher.ts';

/** The checkout (cart): checkout items per event, their cart lines, fees and discounts (spec 01 §3, spec 02 §3). */

export const CHECKOUT_STATUSES = ['open', 'completed', 'aborted', 'expired'] as const;
export const checkoutStatusSchema = looseEnum(CHECKOUT_STATUSES);
export type CheckoutStatus = z.infer<typeof checkoutStatusSchema>;

/** Transaction by default; purchaseIntent for reservations; subscription when the event triggers one. Open set. */
export const CHECKOUT_TYPES = ['transaction', 'purchaseIntent', 'subscription'] as const;
export const checkoutTypeSchema = openEnum(CHECKOUT_TYPES);
export type CheckoutType = z.infer<typeof checkoutTypeSchema>;

export const CART_LINE_TYPES = ['ticket', 'product', 'bundle', 'fulfillmentType', 'additionalFee', 'insurance'] as const;
export const cartLineTypeSchema = looseEnum(CART_LINE_TYPES);
export type CartLineType = z.infer<typeof cartLineTypeSchema>;

/** One fee of a fee component list; exposed fees are itemised in the cart, the others summed as other fees. */
export const feeComponentSchema = z.object({
  total: moneySchema,
  netTotal: moneySchema.optional(),
  name: z.string().optional(),
  exposed: z.boolean().optional(),
});
export type FeeComponent = z.infer<typeof feeComponentSchema>;

/** Variable and fixed fees of a checkout item or purchase intent. */
export const feeComponentsSchema = z.object({
  var: z.array(feeComponentSchema).optional(),
  fix: z.array(feeComponentSchema).optional(),
});
export type FeeComponents = z.infer<typeof feeComponentsSchema>;

export const appliedDiscountSchema = z.object({
  // var_discount, fix_discount or waive_fees (a waive-fees discount shows "fees waived").
  type: openEnum(MODIFIER_TYPES),
  absoluteDiscountValue: moneySchema.optional(),
});
export type AppliedDiscount = z.infer<typeof appliedDiscountSchema>;

export const appliedDiscountInfoSchema = z.object({
  discounts: z.array(appliedDiscountSchema).optional(),
  // Per-item discount breakdown; shape not shown in the spec.
  items: z.array(opaqueObjectSchema).optional(),
});
export type AppliedDiscountInfo = z.infer<typeof appliedDiscountInfoSchema>;

export const slotInfoSchema = z.object({
  slotId: idSchema.optional(),
  slotStartTime: isoDateTimeSchema.optional(),
});
export type SlotInfo = z.infer<typeof slotInfoSchema>;

const cartLineShape = {
  _id: idSchema,
  type: cartLineTypeSchema,
  amount: z.number().int().nonnegative(),
  price: moneySchema.optional(),
  name: z.string().optional(),
  ticketTypeId: idSchema.optional(),
  // Product and bundle lines name the product they sell.
  productId: idSchema.optional(),
  categoryRef: z.string().optional(),
  taxRate: z.number().nonnegative().optional(),
  asHardTicket: z.boolean().optional(),
  // A secondary-market listing bought through this line.
  listingId: idSchema.nullish(),
  seatingInfo: seatingInfoSchema.nullish(),
  slotInfo: slotInfoSchema.nullish(),
  // The cart line whose addition triggered this one (bundles, fees); removed with it.
  triggeredBy: idSchema.nullish(),
  // Lines merged for display once a cart exceeds 50 lines (spec 02 §9).
  isStacked: z.boolean().optional(),
  showPrice: z.boolean().optional(),
  planId: idSchema.nullish(),
  planVariantId: idSchema.nullish(),
  packageInfo: packageInfoSchema.nullish(),
  // false: an internal credit (rebooking, upgrade) does not pay this line; it is paid on top (spec 02 §9 "offsetable").
  offsetable: z.boolean().optional(),
  // The purchase intent whose reserved line this is (as on the ticket it becomes): such a line is
  // the agreed reservation, paid as a whole, not removed one by one.
  purchaseIntentId: idSchema.nullish(),
};

/** A line nested in another line (a bundle's components); one level deep. */
export const cartSubLineSchema = z.object(cartLineShape);
export type CartSubLine = z.infer<typeof cartSubLineSchema>;

/** One line of the cart panel: a ticket, product, bundle, fulfillment type, additional fee or insurance. */
export const cartLineSchema = z.object({
  ...cartLineShape,
  subItems: z.array(cartSubLineSchema).optional(),
});
export type CartLine = z.infer<typeof cartLineSchema>;

/** Spec 02 calls a cart line a "cart item"; same schema. */
export const cartItemSchema = cartLineSchema;
export type CartItem = z.infer<typeof cartItemSchema>;

/**
 * A bundle offered with a ticket line the buyer added (spec 02 §4; ADR 0026), kept on the checkout
 * item until the buyer chooses it (the add call with `bundle`) or declines it.
 */
export const bundleOfferSchema = z.object({
  bundleId: idSchema,
  // The ticket line the bundle goes with; removing that line takes the bundle along.
  triggeredBy: idSchema,
  bundle: bundleSchema,
  // One unit's price of each component, by component id: the Bundle names products, not prices.
  prices: z.array(z.object({ componentId: idSchema, price: moneySchema })).optional(),
  // A required bundle is already in the cart at its components' minimum: this is its line.
  lineId: idSchema.nullish(),
});
export type BundleOffer = z.infer<typeof bundleOfferSchema>;

/** Offers that do not parse are left out: a malformed offer must not cost the buyer the cart. */
const bundleOffersSchema = z
  .array(z.unknown())
  .transform((offers) =>
    offers.flatMap((offer) => {
      const parsed = bundleOfferSchema.safeParse(offer);
      return parsed.success ? [parsed.data] : [];
    }),
  )
  .optional();

/** The items of one event in a checkout. */
export const checkoutItemSchema = z.object({
  _id: idSchema,
  eventId: idSchema,
  shopId: idSchema.nullish(),
  channelId: idSchema.nullish(),
  transactionId: idSchema.nullish(),
  consents: z.array(consentSchema).optional(),
  seatingReservationToken: z.string().nullish(),
  tickets: z.array(cartLineSchema).optional(),
  products: z.array(cartLineSchema).optional(),
  additionalItems: z.array(cartLineSchema).optional(),
  // Bundles waiting for the buyer's choice (ADR 0026).
  bundleOffers: bundleOffersSchema,
  appliedCoupons: z.array(appliedCouponSchema).optional(),
  appliedDiscountInfo: appliedDiscountInfoSchema.nullish(),
  outerFeeComponents: feeComponentsSchema.optional(),
  realPrice: moneySchema.optional(),
});
export type CheckoutItem = z.infer<typeof checkoutItemSchema>;

/** A different delivery address of checkout step 2: an address plus the recipient's name. */
export const deliveryAddressSchema = addressSchema.extend({
  name: z.string().nullish(),
});
export type DeliveryAddress = z.infer<typeof deliveryAddressSchema>;

export const checkoutSchema = z.object({
  _id: idSchema,
  secret: secretSchema.optional(),
  sellerId: idSchema.optional(),
  // Only an open checkout is shown as the cart; the others end the countdown.
  status: checkoutStatusSchema.optional(),
  type: checkoutTypeSchema.optional(),
  // The cart countdown runs until this time.
  expiresAt: isoDateTimeSchema.optional(),
  currency: currencySchema.optional(),
  realPrice: moneySchema.optional(),
  items: z.array(checkoutItemSchema).optional(),
  redeemedVouchers: z.object({ vouchers: z.array(voucherSchema) }).optional(),
  // Checkout step 2 contact details (spec 02 §3).
  email: z.string().nullish(),
  phone: z.string().nullish(),
  firstname: z.string().nullish(),
  lastname: z.string().nullish(),
  company: z.string().nullish(),
  address: addressSchema.nullish(),
  deliveryAddress: deliveryAddressSchema.nullish(),
  extraFields: extraFieldsSchema.optional(),
});
export type Checkout = z.infer<typeof checkoutSchema>;

/**
 * The answer of calls that create a checkout and send the user to it (repersonalization,
 * rebooking, upgrade, packages, multiple purchase intents): id, secret and the first item's event.
 */
export const createdCheckoutSchema = z.object({
  _id: idSchema,
  secret: secretSchema,
  items: z.array(
    z.object({
      eventId: idSchema,
      shopId: idSchema.nullish(),
    }),
  ),
});
export type CreatedCheckout = z.infer<typeof createdCheckoutSchema>;
