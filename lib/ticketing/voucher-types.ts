/**
 * Internal credit vouchers created by an upgrade or a rebooking, and the deposit already paid on a
 * purchase intent its checkout credits (ADR 0030); they carry an internalBalance. Apart from the
 * voucher schema, so that the cart pill on every shop page can tell credits apart without
 * downloading the ticket schemas.
 */
export const VOUCHER_INTERNAL_TYPES = ['UPGRADE_CREDIT', 'REBOOKING_CREDIT', 'DEPOSIT_CREDIT'] as const;
