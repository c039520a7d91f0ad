import { z } from 'zod';
import { currencySchema, idSchema, looseEnum, opaqueObjectSchema } from './common.ts';
import { transferSettingsSchema } from './transfer-settings.ts';

/** Seller (spec 01 §3 and spec 02 §3), plus what the storefront needs to render a shop. */

/** Locales the storefront ships catalogues for. */
export const LOCALES = ['en', 'de'] as const;
export const localeSchema = looseEnum(LOCALES);
export type Locale = z.infer<typeof localeSchema>;

/** Account page route values (spec 01 §2): {seller}/account/{page}. */
export const ACCOUNT_PAGES = [
  'tickets',
  'ticket-transfers',
  'transactions',
  'subscriptions',
  'edit',
  'payment-methods',
  'security',
  'payment-plans',
  'purchaseintents',
  'memberships',
  'secondary-market',
] as const;
export const accountPageSchema = looseEnum(ACCOUNT_PAGES);
export type AccountPage = z.infer<typeof accountPageSchema>;

export const TAX_CALCULATION_METHODS = ['Inclusive', 'Exclusive'] as const;
export const taxCalculationMethodSchema = looseEnum(TAX_CALCULATION_METHODS);
export type TaxCalculationMethod = z.infer<typeof taxCalculationMethodSchema>;

export const taxSettingSchema = z.object({
  taxCalculationMethod: taxCalculationMethodSchema,
  showTaxDetails: z.boolean().optional(),
  localTaxName: z.string().optional(),
});
export type TaxSetting = z.infer<typeof taxSettingSchema>;

export const SECTION_TARGET_TYPES = ['page', 'events', 'externalLink'] as const;
export const sectionTargetTypeSchema = looseEnum(SECTION_TARGET_TYPES);
export type SectionTargetType = z.infer<typeof sectionTargetTypeSchema>;

/** A navigation-bar section link (spec 02 §2, seller navigation bar). */
export const shopSectionSchema = z.object({
  _id: idSchema,
  label: z.string().min(1),
  targetType: sectionTargetTypeSchema,
  // A page slug or an external URL; an 'events' section may carry none.
  url: z.string().optional(),
});
export type ShopSection = z.infer<typeof shopSectionSchema>;

export const accountPageVisibilitySchema = z.object({
  visible: z.boolean(),
});
export type AccountPageVisibility = z.infer<typeof accountPageVisibilitySchema>;

export const identityProviderSettingsSchema = z.object({
  customLogoutURL: z.string().nullish(),
  customAccountSettingsURL: z.string().nullish(),
});
export type IdentityProviderSettings = z.infer<typeof identityProviderSettingsSchema>;

export const shopSettingsSchema = z.object({
  // Keyed by account page name; the menu shows a page only when its entry allows it (spec 01 §2).
  accountPages: z.record(z.string(), accountPageVisibilitySchema).optional(),
  // Hides the Edit (my account) entry (spec 01 §2).
  hidePersonalInformation: z.boolean().optional(),
  identityProviderSettings: identityProviderSettingsSchema.optional(),
  sections: z.array(shopSectionSchema).optional(),
  customHTML: z.string().optional(),
  customCSS: z.string().optional(),
  useHeroHomepage: z.boolean().optional(),
  // Package configs the shop page offers, in this order (its packages section; ADR draft "packages").
  packageConfigIds: z.array(idSchema).optional(),
  // Plain-text bodies of the /imprint, /dataprivacy and /agb pages linked from the footer (spec 02 §2).
  footer: z
    .object({
      imprint: z.string().optional(),
      dataPrivacy: z.string().optional(),
      terms: z.string().optional(),
    })
    .optional(),
});
export type ShopSettings = z.infer<typeof shopSettingsSchema>;

export const brandingSettingsSchema = z.object({
  brandColor: z.string().optional(),
  shopLogoUrl: z.string().optional(),
});
export type BrandingSettings = z.infer<typeof brandingSettingsSchema>;

export const deliverySettingsSchema = z.object({
  // SMS delivery enables the recipient phone field of the transfer modal (spec 02 §2).
  sms: z.object({ enabled: z.boolean() }).optional(),
});
export type DeliverySettings = z.infer<typeof deliverySettingsSchema>;

export const localeSettingsSchema = z.object({
  defaultLocale: localeSchema,
  availableLocales: z.array(localeSchema).optional(),
});
export type LocaleSettings = z.infer<typeof localeSettingsSchema>;

export const sellerAuthenticationSchema = z.object({
  // The account pill is hidden unless authentication is active (spec 02 §2).
  active: z.boolean(),
  // The enforce-login gate of the authentication wrapper (spec 01 §2).
  enforceLogin: z.boolean().optional(),
});
export type SellerAuthentication = z.infer<typeof sellerAuthenticationSchema>;

/** Seller features that switch account pages and ticket actions on (spec 01 §2, spec 02 §6). */
export const sellerFeaturesSchema = z.object({
  ticketTransfers: z.boolean().optional(),
  subscriptions: z.boolean().optional(),
  customerPaymentMethods: z.boolean().optional(),
  purchaseIntents: z.boolean().optional(),
  paymentPlans: z.boolean().optional(),
  memberships: z.boolean().optional(),
  resell: z.boolean().optional(),
  resaleMarketplace: z.boolean().optional(),
  completeMultiple: z.boolean().optional(),
  moto: z.boolean().optional(),
  addressAutocomplete: z.boolean().optional(),
  secureTicketAccess: z.boolean().optional(),
  upgrades: z.boolean().optional(),
  rebooking: z.boolean().optional(),
  returns: z.boolean().optional(),
  wallet: z.boolean().optional(),
  capturePhone: z.boolean().optional(),
});
export type SellerFeatures = z.infer<typeof sellerFeaturesSchema>;

export const sellerSchema = z.object({
  _id: idSchema,
  name: z.string().min(1),
  // The shop's URL segment ({seller}/...); routes fall back to _id when absent.
  slug: z.string().min(1).optional(),
  // Meta description of the shop pages.
  description: z.string().optional(),
  image: z.string().optional(),
  accentColor: z.string().optional(),
  supportUrl: z.string().optional(),
  // IANA time zone: events are listed from the start of the current day in the seller's time zone (spec 02 §9).
  timezone: z.string().min(1).optional(),
  currency: currencySchema.optional(),
  locationCountry: z.string().optional(),
  localeSettings: localeSettingsSchema.optional(),
  // Whether customers can log in at all, and whether the shop forces it.
  authentication: sellerAuthenticationSchema.optional(),
  // Feature switches for account pages and ticket actions.
  features: sellerFeaturesSchema.optional(),
  shopSettings: shopSettingsSchema.optional(),
  brandingSettings: brandingSettingsSchema.optional(),
  deliverySettings: deliverySettingsSchema.optional(),
  taxSetting: taxSettingSchema.optional(),
  transferSettings: transferSettingsSchema.optional(),
  // Secure ticket access for all the seller's events (spec 02 §6); it applies only with features.secureTicketAccess.
  secureTicketAccess: z.object({ enabled: z.boolean() }).optional(),
  // Wallet passes of hard tickets (spec 02 §9): allowed at all, and Apple passes with NFC (lib/domain/hard-tickets.ts).
  walletSettings: z.object({ hardTicketsAllowed: z.boolean().optional(), nfcEnabled: z.boolean().optional() }).optional(),
  // The third-party resale site capability (spec 02 §6): its name and sell page (lib/domain/resale-marketplace.ts).
  resaleSite: z.object({ enabled: z.boolean(), name: z.string().min(1), url: z.string().min(1) }).optional(),
  // Shape not shown in the spec (spec 02 §3 lists it by name only).
  dataRequestSettings: opaqueObjectSchema.optional(),
});
export type Seller = z.infer<typeof sellerSchema>;
