import type { StoredSeller } from '../collections.ts';
import { SELLERS } from './ids.ts';

const ALL_ACCOUNT_PAGES_VISIBLE = Object.fromEntries(
  [
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
  ].map((page) => [page, { visible: true }]),
);

/** A full-featured English shop: every account feature on, more sections than fit in the bar. */
const riverside: StoredSeller = {
  _id: SELLERS.riverside.id,
  slug: SELLERS.riverside.slug,
  name: 'Riverside Live',
  description: 'Concerts, comedy and exhibitions on the riverside: tickets for every show at Riverside Live.',
  image: '/demo/sellers/riverside-live.svg',
  accentColor: '#0f5c8c',
  supportUrl: 'https://help.riverside-live.example/contact',
  timezone: 'Europe/London',
  currency: 'GBP',
  locationCountry: 'GB',
  localeSettings: { defaultLocale: 'en', availableLocales: ['en', 'de'] },
  authentication: { active: true, enforceLogin: false },
  // Hard tickets are posted to the buyer and stay theirs; virtual ones may be passed on, again too.
  transferSettings: { mode: 'allowed', hardTicketMode: 'notAllowed', retransferMode: 'allowed' },
  features: {
    ticketTransfers: true,
    subscriptions: true,
    customerPaymentMethods: true,
    purchaseIntents: true,
    paymentPlans: true,
    memberships: true,
    resell: true,
    resaleMarketplace: true,
    completeMultiple: true,
    moto: false,
    addressAutocomplete: true,
    // The feature; the Winter Gala enables secure ticket access for its tickets (seed/packages-and-access.ts).
    secureTicketAccess: true,
    upgrades: true,
    rebooking: true,
    returns: true,
    wallet: true,
    capturePhone: true,
  },
  shopSettings: {
    accountPages: ALL_ACCOUNT_PAGES_VISIBLE,
    hidePersonalInformation: false,
    identityProviderSettings: {},
    sections: [
      { _id: 'sec_events', label: 'Events', targetType: 'events', url: '/riverside-live' },
      { _id: 'sec_about', label: 'About us', targetType: 'page', url: '/riverside-live/imprint' },
      { _id: 'sec_season', label: 'Season tickets', targetType: 'events', url: '/riverside-live#events' },
      { _id: 'sec_gift', label: 'Gift vouchers', targetType: 'externalLink', url: 'https://gifts.riverside-live.example' },
      { _id: 'sec_access', label: 'Accessibility', targetType: 'externalLink', url: 'https://riverside-live.example/access' },
      { _id: 'sec_faq', label: 'FAQ', targetType: 'externalLink', url: 'https://riverside-live.example/faq' },
      { _id: 'sec_blog', label: 'Magazine', targetType: 'externalLink', url: 'https://magazine.riverside-live.example' },
    ],
    customHTML:
      '<div class="riverside-banner"><strong>Members save 10%</strong> on every concert this season. <a href="https://riverside-live.example/membership">Join the club</a></div>',
    customCSS:
      '.riverside-banner { background: #e8f2f8; border: 1px solid #b9d6e8; border-radius: 10px; padding: 12px 16px; color: #0b3d5e; } .riverside-banner a { color: #0b3d5e; font-weight: 600; }',
    useHeroHomepage: true,
    packageConfigIds: ['pkc_riverside_double_bill', 'pkc_riverside_weekend'],
    footer: {
      imprint: 'Riverside Live Ltd., 1 Embankment Walk, London SE1 9XX, United Kingdom. Registered in England No. 01234567.',
      dataPrivacy: 'We process your personal data only to sell and deliver your tickets, and never sell it to third parties.',
      terms: 'Tickets are non-refundable unless an event is cancelled or the return policy of the event allows it.',
    },
  },
  brandingSettings: { brandColor: '#0f5c8c', shopLogoUrl: '/demo/sellers/riverside-live.svg' },
  deliverySettings: { sms: { enabled: true } },
  taxSetting: { taxCalculationMethod: 'Inclusive', showTaxDetails: true, localTaxName: 'VAT' },
  // Posted hard tickets stay out of Google's wallet; Apple's passes carry NFC, so they may go there.
  walletSettings: { hardTicketsAllowed: false, nfcEnabled: true },
  // The third-party resale site (spec 02 §6): a made-up address, like the other external links of the demo.
  resaleSite: { enabled: true, name: 'Riverside Resale Exchange', url: 'https://resale.riverside-live.example/sell' },
};

/** A German shop with net prices, a custom logout URL and a support URL. */
const lindenau: StoredSeller = {
  _id: SELLERS.lindenau.id,
  slug: SELLERS.lindenau.slug,
  name: 'Kulturhaus Lindenau',
  description: 'Theater, Lesungen und Konzerte im Kulturhaus Lindenau in Leipzig.',
  image: '/demo/sellers/kulturhaus-lindenau.svg',
  accentColor: '#8c1d40',
  supportUrl: 'https://hilfe.kulturhaus-lindenau.example/kontakt',
  timezone: 'Europe/Berlin',
  currency: 'EUR',
  locationCountry: 'DE',
  localeSettings: { defaultLocale: 'de', availableLocales: ['de'] },
  authentication: { active: true, enforceLogin: false },
  // Hard tickets are posted to the buyer and stay theirs; virtual ones may be passed on, again too.
  transferSettings: { mode: 'allowed', hardTicketMode: 'notAllowed', retransferMode: 'allowed' },
  features: {
    ticketTransfers: true,
    subscriptions: false,
    customerPaymentMethods: true,
    purchaseIntents: false,
    paymentPlans: false,
    memberships: false,
    resell: false,
    returns: true,
    wallet: true,
  },
  shopSettings: {
    accountPages: ALL_ACCOUNT_PAGES_VISIBLE,
    identityProviderSettings: { customLogoutURL: 'https://www.kulturhaus-lindenau.example/abgemeldet' },
    sections: [
      { _id: 'sec_programm', label: 'Programm', targetType: 'events', url: '/kulturhaus-lindenau' },
      { _id: 'sec_haus', label: 'Das Haus', targetType: 'page', url: '/kulturhaus-lindenau/imprint' },
      { _id: 'sec_verein', label: 'Förderverein', targetType: 'externalLink', url: 'https://verein.kulturhaus-lindenau.example' },
    ],
    footer: {
      imprint: 'Kulturhaus Lindenau e. V., Karl-Heine-Straße 1, 04229 Leipzig. Vereinsregister Leipzig VR 1234.',
      dataPrivacy: 'Wir verarbeiten personenbezogene Daten ausschließlich zur Abwicklung Ihrer Ticketbestellung.',
    },
  },
  brandingSettings: { brandColor: '#8c1d40', shopLogoUrl: '/demo/sellers/kulturhaus-lindenau.svg' },
  deliverySettings: { sms: { enabled: false } },
  taxSetting: { taxCalculationMethod: 'Exclusive', showTaxDetails: true, localTaxName: 'MwSt.' },
};

/** A small shop: features off, personal information hidden, accounts managed elsewhere. */
const little: StoredSeller = {
  _id: SELLERS.little.id,
  slug: SELLERS.little.slug,
  name: 'The Little Theatre Co.',
  description: 'A small community theatre in Brooklyn: plays, improv and readings.',
  image: '/demo/sellers/little-theatre.svg',
  accentColor: '#2d6a4f',
  timezone: 'America/New_York',
  currency: 'USD',
  locationCountry: 'US',
  localeSettings: { defaultLocale: 'en', availableLocales: ['en'] },
  authentication: { active: true, enforceLogin: false },
  features: {},
  shopSettings: {
    accountPages: {
      tickets: { visible: true },
      transactions: { visible: true },
      edit: { visible: true },
      subscriptions: { visible: false },
      'ticket-transfers': { visible: false },
      'payment-methods': { visible: false },
    },
    hidePersonalInformation: true,
    identityProviderSettings: { customAccountSettingsURL: 'https://id.littletheatre.example/account' },
    sections: [],
  },
  brandingSettings: { brandColor: '#2d6a4f' },
  deliverySettings: { sms: { enabled: false } },
  taxSetting: { taxCalculationMethod: 'Inclusive' },
};

/**
 * A members' club: the whole shop asks for a login first (enforceLogin), tickets go out by SMS
 * too, and its custom HTML and CSS put a night-sky banner above the events.
 */
const nordlicht: StoredSeller = {
  _id: SELLERS.nordlicht.id,
  slug: SELLERS.nordlicht.slug,
  name: 'Nordlicht Club',
  description: "Members' nights, listening sessions and DJ sets at the Nordlicht Club in Hamburg.",
  image: '/demo/sellers/nordlicht-club.svg',
  accentColor: '#3b2f8f',
  supportUrl: 'https://help.nordlicht-club.example',
  timezone: 'Europe/Berlin',
  currency: 'EUR',
  locationCountry: 'DE',
  localeSettings: { defaultLocale: 'en', availableLocales: ['en', 'de'] },
  authentication: { active: true, enforceLogin: true },
  features: { ticketTransfers: true, wallet: true, capturePhone: true },
  shopSettings: {
    accountPages: { tickets: { visible: true }, transactions: { visible: true }, edit: { visible: true }, 'ticket-transfers': { visible: true } },
    sections: [{ _id: 'sec_nights', label: 'Club nights', targetType: 'events', url: '/nordlicht-club' }],
    customHTML: '<div class="nordlicht-banner"><strong>Members only.</strong> Every night at the club is for members and their guests.</div>',
    customCSS:
      '.nordlicht-banner { background: linear-gradient(120deg, #0b1026 0%, #2a2370 60%, #1f6f6b 100%); color: #ffffff; border-radius: 14px; padding: 20px 24px; font-size: 1.1rem; letter-spacing: 0.01em; } .nordlicht-banner strong { color: #b8f5e6; }',
    footer: { imprint: 'Nordlicht Club e. V., Hafenstraße 3, 20359 Hamburg.' },
  },
  brandingSettings: { brandColor: '#3b2f8f', shopLogoUrl: '/demo/sellers/nordlicht-club.svg' },
  deliverySettings: { sms: { enabled: true } },
  taxSetting: { taxCalculationMethod: 'Inclusive' },
};

/** An open-air cinema that sells without customer accounts: no login, no account pill. */
const openAir: StoredSeller = {
  _id: SELLERS.openAir.id,
  slug: SELLERS.openAir.slug,
  name: 'Open Air Kino Dresden',
  description: 'Sommerkino am Elbufer: Filme unter freiem Himmel.',
  image: '/demo/sellers/open-air-kino.svg',
  accentColor: '#9a3412',
  timezone: 'Europe/Berlin',
  currency: 'EUR',
  locationCountry: 'DE',
  localeSettings: { defaultLocale: 'de', availableLocales: ['de', 'en'] },
  authentication: { active: false },
  features: {},
  shopSettings: { sections: [], footer: { imprint: 'Open Air Kino Dresden GmbH, Königsufer 1, 01097 Dresden.' } },
  brandingSettings: { brandColor: '#9a3412', shopLogoUrl: '/demo/sellers/open-air-kino.svg' },
  deliverySettings: { sms: { enabled: false } },
  taxSetting: { taxCalculationMethod: 'Inclusive' },
};

export const DEMO_SELLERS: readonly StoredSeller[] = [riverside, lindenau, little, nordlicht, openAir];
