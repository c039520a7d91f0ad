import type { Product } from '../../ticketing/schemas/product.ts';
import type { StoredPackageConfig } from '../services/packages.ts';
import type { Bundle } from '../../ticketing/schemas/bundle.ts';
import type { PaymentGateway } from '../../ticketing/schemas/payment-gateway.ts';
import type { DataField } from '../../ticketing/schemas/data-field.ts';
import type { SubscriptionPlan } from '../../ticketing/schemas/subscription.ts';
import type { PaymentStrategy } from '../../ticketing/schemas/payment-strategy.ts';
import type { MembershipProgram } from '../../ticketing/schemas/membership.ts';
import type { RebookingStrategy } from '../../ticketing/schemas/rebooking-strategy.ts';
import { add, type SeedBatch } from './batch.ts';
import {
  BUNDLES,
  EVENTS,
  GATEWAYS,
  MEMBERSHIP_PROGRAMS,
  MEMBERSHIP_TIERS,
  PACKAGE_CONFIGS,
  PAYMENT_OPTIONS,
  PAYMENT_STRATEGIES,
  PRODUCTS,
  REBOOKING_STRATEGIES,
  SELLERS,
  SUBSCRIPTION_PLANS,
} from './ids.ts';
import { daysAgo } from './time.ts';

/**
 * The sellers' catalogue besides events: products, the package config, a bundle, payment gateways,
 * data field definitions, subscription plans, payment strategies, membership programs and a
 * rebooking strategy. Nothing here belongs to a customer.
 */

const RIVERSIDE = SELLERS.riverside.id;
const LINDENAU = SELLERS.lindenau.id;
const LITTLE = SELLERS.little.id;
const NORDLICHT = SELLERS.nordlicht.id;
const OPEN_AIR = SELLERS.openAir.id;

/** The jazz ticket types whose holders are personalized with the extra data fields in checkout. */
export const PERSONALIZED_TICKET_TYPES = ['tt_jazz_standing', 'tt_jazz_seated', 'tt_jazz_student'] as const;

export const AUTORENEWAL_CONSENT = 'autorenewal';

function products(): Product[] {
  return [
    {
      _id: PRODUCTS.programme,
      name: 'Programme booklet',
      sellerId: RIVERSIDE,
      type: 'product',
      description: 'The printed programme with the set list and notes on the musicians.',
      image: '/demo/events/jazz.jpg',
      currency: 'GBP',
      active: true,
      isFulfillable: true,
      variants: [{ _id: 'var_programme_standard', name: 'Booklet', price: 5, taxable: true, taxRate: 0, priceType: 'fixed' }],
    },
    {
      _id: PRODUCTS.drinks,
      name: 'Drink voucher',
      sellerId: RIVERSIDE,
      type: 'voucher',
      description: 'One drink of your choice at any Riverside bar, valid for a year.',
      currency: 'GBP',
      active: true,
      isFulfillable: false,
      variants: [{ _id: 'var_drinks_single', name: 'One drink', price: 7, compareAtPrice: 8, taxable: true, taxRate: 0.2, priceType: 'fixed' }],
      voucher: { validityDays: 365, codePrefix: 'DRINK' },
    },
    {
      _id: PRODUCTS.dinner,
      name: 'Two-course dinner',
      sellerId: RIVERSIDE,
      type: 'addOn',
      description: 'A two-course dinner in the Riverside Brasserie before the show.',
      currency: 'GBP',
      active: true,
      isFulfillable: false,
      variants: [{ _id: 'var_dinner_standard', name: 'Set menu', price: 29, taxable: true, taxRate: 0.2, priceType: 'fixed' }],
      addOn: { servedFrom: '18:00' },
    },
    {
      _id: PRODUCTS.cloakroom,
      name: 'Cloakroom',
      sellerId: RIVERSIDE,
      type: 'addOn',
      currency: 'GBP',
      active: true,
      variants: [{ _id: 'var_cloakroom', name: 'One item', price: 2, taxable: true, taxRate: 0.2, priceType: 'fixed' }],
      addOn: { perTicket: true },
    },
    {
      _id: PRODUCTS.donation,
      name: 'Support the Riverside Music Fund',
      sellerId: RIVERSIDE,
      type: 'donation',
      description: 'Your donation pays for free school concerts.',
      currency: 'GBP',
      active: true,
      variants: [{ _id: 'var_donation_free', name: 'Donation', taxable: false, priceType: 'range', priceRange: { min: 1, max: 500 } }],
      donation: { suggestedAmounts: [5, 10, 25] },
    },
    {
      _id: PRODUCTS.clubMembership,
      name: 'Riverside Club membership',
      sellerId: RIVERSIDE,
      type: 'membership',
      description: 'A year in the Riverside Club: points on every ticket, member prices and a wallet card.',
      currency: 'GBP',
      active: true,
      variants: [{ _id: 'var_club_standard', name: 'Standard', price: 60, taxable: true, taxRate: 0.2, priceType: 'fixed' }],
      membership: { programId: MEMBERSHIP_PROGRAMS.club, tierId: MEMBERSHIP_TIERS.bronze },
      subscription: { planId: SUBSCRIPTION_PLANS.club, planVariantId: 'spv_club_standard' },
    },
    {
      _id: PRODUCTS.seriesSubscription,
      name: 'Chamber concert series',
      sellerId: RIVERSIDE,
      type: 'product',
      description: 'Two chamber concert tickets every month, billed monthly.',
      currency: 'GBP',
      active: true,
      variants: [{ _id: 'var_series_pair', name: 'Two seats', price: 70, taxable: true, taxRate: 0, priceType: 'fixed' }],
      subscription: { planId: SUBSCRIPTION_PLANS.concertSeries, planVariantId: 'spv_series_pair' },
    },
  ];
}

function packageConfigs(): StoredPackageConfig[] {
  return [
    {
      _id: PACKAGE_CONFIGS.weekendPass,
      name: 'Weekend Pass',
      sellerId: RIVERSIDE,
      slug: 'weekend-pass',
      description: 'The Riverside Folk Festival weekend plus a night of Blues & Brews, in one pass.',
      image: '/demo/events/festival.jpg',
      headerImage: '/demo/events/festival.jpg',
      // Two festival weekends and a blues night for £185 (list £200); on sale with the festival.
      price: 185,
      currency: 'GBP',
      contents: [
        { eventId: EVENTS.festival, ticketTypeId: 'tt_festival_weekend', amount: 2 },
        { eventId: EVENTS.blues, ticketTypeId: 'tt_blues_floor', amount: 1 },
      ],
    },
  ];
}

function bundles(): Bundle[] {
  return [
    {
      _id: BUNDLES.dinnerAndShow,
      name: 'Dinner & Show',
      description: 'Add a two-course dinner in the Riverside Brasserie to your seated jazz ticket.',
      image: '/demo/events/jazz.jpg',
      active: true,
      showOnlyTotalPrice: true,
      triggers: [{ type: 'ticketType', targetId: 'tt_jazz_seated' }],
      components: [
        {
          _id: 'bnc_dinner',
          name: 'Dinner',
          options: [{ type: 'product', targetId: PRODUCTS.dinner, name: 'Two-course dinner' }],
          minQuantity: 0,
          maxQuantity: 6,
        },
        {
          _id: 'bnc_drink',
          name: 'Welcome drink',
          options: [{ type: 'product', targetId: PRODUCTS.drinks, name: 'Drink voucher' }],
          minQuantity: 0,
          maxQuantity: 6,
        },
      ],
    },
  ];
}

function gateways(): PaymentGateway[] {
  const only = (sellerId: string) => ({ type: 'selection', sellerIds: [sellerId] });
  return [
    {
      _id: GATEWAYS.riversideSandbox,
      type: 'sandbox',
      name: 'Test card',
      description: 'Pays instantly in the sandbox; no real money moves.',
      active: true,
      sellerId: RIVERSIDE,
      channels: ['online'],
      refundable: true,
      entitlements: only(RIVERSIDE),
      data: { environment: 'test', orderedPaymentMethods: ['card'] },
    },
    {
      _id: GATEWAYS.riversideStripe,
      type: 'stripe',
      name: 'Card, Apple Pay and Google Pay',
      active: true,
      sellerId: RIVERSIDE,
      orgId: 'org_riverside',
      channels: ['online', 'subscription'],
      refundable: true,
      entitlements: only(RIVERSIDE),
      data: {
        environment: 'test',
        publicKey: 'pk_test_sandbox',
        accountId: 'acct_sandbox_riverside',
        applePayEnabled: true,
        googlePayEnabled: true,
        orderedPaymentMethods: ['apple_pay', 'google_pay', 'card', 'sepa_debit', 'klarna'],
      },
    },
    {
      _id: GATEWAYS.riversideAdyen,
      type: 'adyen',
      name: 'iDEAL, Bancontact and cards',
      active: true,
      sellerId: RIVERSIDE,
      channels: ['online', 'subscription'],
      refundable: true,
      redirectUrl: 'https://checkoutshopper-test.adyen.com/checkoutshopper/',
      entitlements: only(RIVERSIDE),
      data: {
        environment: 'test',
        clientKey: 'test_sandbox',
        verificationMode: 'onPaymentCompleted',
        orderedPaymentMethods: ['ideal', 'bancontact', 'card'],
      },
    },
    {
      _id: GATEWAYS.riversideSepaPayout,
      type: 'additionalMethod',
      name: 'Bank account (SEPA)',
      description: 'Payouts of secondary-market sales to a euro bank account.',
      active: true,
      sellerId: RIVERSIDE,
      channels: ['online'],
      entitlements: only(RIVERSIDE),
      data: { requiredInformation: 'SEPA' },
    },
    {
      _id: GATEWAYS.riversideAchPayout,
      type: 'additionalMethod',
      name: 'Bank account (ACH)',
      description: 'Payouts of secondary-market sales to a US bank account.',
      active: true,
      sellerId: RIVERSIDE,
      channels: ['online'],
      entitlements: only(RIVERSIDE),
      data: { requiredInformation: 'ACH' },
    },
    {
      _id: GATEWAYS.lindenauSandbox,
      type: 'sandbox',
      name: 'Testzahlung',
      description: 'Zahlt sofort in der Sandbox; es fließt kein echtes Geld.',
      active: true,
      sellerId: LINDENAU,
      channels: ['online'],
      refundable: true,
      entitlements: only(LINDENAU),
      data: { environment: 'test', orderedPaymentMethods: ['card'] },
    },
    {
      _id: GATEWAYS.lindenauSepa,
      type: 'additionalMethod',
      name: 'SEPA-Bankkonto',
      active: true,
      sellerId: LINDENAU,
      channels: ['online'],
      entitlements: only(LINDENAU),
      data: { requiredInformation: 'SEPA' },
    },
    {
      _id: GATEWAYS.littleSandbox,
      type: 'sandbox',
      name: 'Test card',
      active: true,
      sellerId: LITTLE,
      channels: ['online'],
      refundable: true,
      entitlements: only(LITTLE),
      data: { environment: 'test', orderedPaymentMethods: ['card'] },
    },
    {
      _id: GATEWAYS.nordlichtSandbox,
      type: 'sandbox',
      name: 'Test card',
      active: true,
      sellerId: NORDLICHT,
      channels: ['online'],
      refundable: true,
      entitlements: only(NORDLICHT),
      data: { environment: 'test', orderedPaymentMethods: ['card'] },
    },
    {
      _id: GATEWAYS.openAirSandbox,
      type: 'sandbox',
      name: 'Testkarte',
      active: true,
      sellerId: OPEN_AIR,
      channels: ['online'],
      refundable: true,
      entitlements: only(OPEN_AIR),
      data: { environment: 'test', orderedPaymentMethods: ['card'] },
    },
  ];
}

/** Signature pad answer of the demo data: a small SVG stroke. */
export const DEMO_SIGNATURE_SVG = `data:image/svg+xml;utf8,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="240" height="80"><path d="M10 60 C 40 10, 70 10, 90 50 S 150 80, 230 20" stroke="#0b3d5e" fill="none" stroke-width="3"/></svg>',
)}`;

/** Extra data fields of every type, asked per jazz ticket when personalizing in checkout. */
function dataFields(): DataField[] {
  const ticketField = (field: Omit<DataField, 'sellerId' | 'scope'>): DataField => ({
    sellerId: RIVERSIDE,
    scope: 'TICKET',
    ticketTypeIds: [...PERSONALIZED_TICKET_TYPES],
    ...field,
  });
  return [
    ticketField({ _id: 'df_riverside_badge_name', slug: 'badgeName', type: 'text', name: 'Name on badge', title: 'Name on your badge', maxLength: 30, required: false }),
    ticketField({ _id: 'df_riverside_holder_email', slug: 'holderEmail', type: 'email', name: 'Holder e-mail', title: 'E-mail of the ticket holder', isPersonalData: true, required: true }),
    ticketField({ _id: 'df_riverside_phone', slug: 'phone', type: 'tel', name: 'Mobile phone', title: 'Mobile number for show-day updates', isPersonalData: true, required: true }),
    ticketField({ _id: 'df_riverside_country', slug: 'country', type: 'country', name: 'Country', title: 'Country of residence', isPersonalData: true, required: false }),
    ticketField({ _id: 'df_riverside_previous_visits', slug: 'previousVisits', type: 'number', name: 'Previous visits', title: 'How many Riverside shows have you seen this year?', required: false }),
    ticketField({ _id: 'df_riverside_house_rules', slug: 'houseRules', type: 'checkbox', name: 'House rules', title: 'I have read and accept the house rules', required: true }),
    ticketField({
      _id: 'df_riverside_dietary',
      slug: 'dietary',
      type: 'select',
      name: 'Dietary needs',
      title: 'Dietary needs for the interval snacks',
      options: ['None', 'Vegetarian', 'Vegan', 'Gluten-free', 'Other'],
      required: false,
    }),
    ticketField({
      _id: 'df_riverside_dietary_other',
      slug: 'dietaryOther',
      type: 'text',
      name: 'Other dietary needs',
      title: 'Please describe your dietary needs',
      maxLength: 200,
      required: true,
      conditions: [{ field: 'dietary', values: ['Other'] }],
    }),
    ticketField({
      _id: 'df_riverside_birthdate',
      slug: 'birthdate',
      type: 'date',
      name: 'Date of birth',
      title: 'Date of birth (late show: 16 and over)',
      description: 'Counted at the start of the show.',
      isPersonalData: true,
      required: true,
      settings: { minimumAge: 16 },
    }),
    ticketField({
      _id: 'df_riverside_student_id',
      slug: 'studentId',
      type: 'documentUpload',
      name: 'Student ID',
      title: 'Upload your student ID (PDF, JPEG or PNG, max 5 MB)',
      isPersonalData: true,
      required: true,
      ticketTypeIds: ['tt_jazz_student'],
      settings: { allowedMimeTypes: ['application/pdf', 'image/jpeg', 'image/png'] },
    }),
    ticketField({ _id: 'df_riverside_waiver', slug: 'waiver', type: 'signature', name: 'Photo consent', title: 'Sign to agree to be filmed for the live recording', required: false }),
    {
      _id: 'df_riverside_heard_about',
      sellerId: RIVERSIDE,
      scope: 'CHECKOUT',
      slug: 'heardAbout',
      type: 'select',
      name: 'How did you hear about us?',
      options: ['Friends', 'Newsletter', 'Social media', 'Poster', 'Other'],
      required: false,
    },
  ];
}

function subscriptionPlans(): SubscriptionPlan[] {
  return [
    {
      _id: SUBSCRIPTION_PLANS.club,
      name: 'Riverside Club annual membership',
      sellerId: RIVERSIDE,
      pricingPolicy: 'fixed',
      variants: [
        { _id: 'spv_club_standard', name: 'Standard', price: 60, canChangeVariant: true, allowedVariants: ['spv_club_plus'] },
        { _id: 'spv_club_plus', name: 'Plus (with a guest)', price: 95, canChangeVariant: true, allowedVariants: ['spv_club_standard'] },
      ],
      billingCycle: { scheme: 'recurring', interval: 'month', every: 12, minimumIntervals: 1 },
      paymentSchedules: [{ type: 'oneOff' }],
      renewalPolicy: { changesPeriodStart: false, changesPeriodEnd: true, allowedChanges: { ticketType: false, seat: false }, confirmationPeriod: { offset: 14, unit: 'days' } },
      paymentPolicy: {
        changePaymentMethodPolicy: 'always',
        // The SEPA account is allowed too: a new one may take the subscription or plan over (issue 12, spec 01 §5).
        allowedPaymentGateways: [{ gatewayId: GATEWAYS.riversideStripe }, { gatewayId: GATEWAYS.riversideAdyen }, { gatewayId: GATEWAYS.riversideSepaPayout }],
      },
      requestedConsents: [AUTORENEWAL_CONSENT],
    },
    {
      _id: SUBSCRIPTION_PLANS.concertSeries,
      name: 'Chamber concert series (monthly)',
      sellerId: RIVERSIDE,
      pricingPolicy: 'inherited',
      variants: [{ _id: 'spv_series_pair', name: 'Two seats', price: 70, canChangeVariant: false }],
      billingCycle: { scheme: 'recurring', interval: 'month', every: 1, minimumIntervals: 6 },
      paymentSchedules: [{ type: 'installments', numberOfInstallments: 6 }],
      renewalPolicy: { changesPeriodStart: true, allowedChanges: { ticketType: true, seat: true }, confirmationPeriod: 7 },
      paymentPolicy: { changePaymentMethodPolicy: 'onDraft', allowedPaymentGateways: [{ gatewayId: GATEWAYS.riversideStripe }] },
      requestedConsents: [AUTORENEWAL_CONSENT],
    },
    {
      _id: SUBSCRIPTION_PLANS.programmeByPost,
      name: 'Programme by post',
      sellerId: RIVERSIDE,
      pricingPolicy: 'fixed',
      variants: [{ _id: 'spv_programme_post', name: 'Monthly', price: 4 }],
      billingCycle: { scheme: 'recurring', interval: 'week', every: 4 },
      paymentSchedules: [{ type: 'oneOff' }],
      paymentPolicy: {
        changePaymentMethodPolicy: 'never',
        allowedPaymentGateways: [{ gatewayId: GATEWAYS.riversideStripe }, { gatewayId: GATEWAYS.riversideSandbox }],
      },
      requestedConsents: [],
    },
  ];
}

function paymentStrategies(): PaymentStrategy[] {
  return [
    {
      _id: PAYMENT_STRATEGIES.instalments,
      name: 'Pay in instalments',
      sellerId: RIVERSIDE,
      policy: {
        changePaymentMethodPolicy: 'always',
        // The SEPA account is allowed too: a new one may take the subscription or plan over (issue 12, spec 01 §5).
        allowedPaymentGateways: [{ gatewayId: GATEWAYS.riversideStripe }, { gatewayId: GATEWAYS.riversideAdyen }, { gatewayId: GATEWAYS.riversideSepaPayout }],
        completionPolicy: 'none',
      },
      options: [
        {
          _id: PAYMENT_OPTIONS.threeMonthly,
          name: '20% now, then 3 monthly instalments',
          status: 'active',
          scheme: 'installments',
          installmentOptions: { interval: 'month', every: 1, numberOfInstallments: 3, timing: { anchor: 'firstInstallment', target: 'orderDate', offset: 30, unit: 'days' } },
          downPaymentOptions: { type: 'percent', value: 0.2 },
          requirements: { minAmount: 25, maxAmount: 2000 },
        },
        {
          _id: PAYMENT_OPTIONS.fourWeekly,
          name: '4 weekly instalments',
          status: 'active',
          scheme: 'installments',
          installmentOptions: { interval: 'week', every: 1, numberOfInstallments: 4, timing: { anchor: 'firstInstallment', target: 'orderDate', offset: 0, unit: 'days' } },
          downPaymentOptions: { type: 'none' },
          requirements: { minAmount: 20, maxAmount: 500 },
        },
      ],
    },
    {
      _id: PAYMENT_STRATEGIES.deposit,
      name: 'Deposit now, balance before the event',
      sellerId: RIVERSIDE,
      policy: { changePaymentMethodPolicy: 'never', allowedPaymentGateways: [{ gatewayId: GATEWAYS.riversideStripe }], completionPolicy: 'eventStartDate' },
      options: [
        {
          _id: PAYMENT_OPTIONS.depositAndBalance,
          name: '£50 deposit, balance two weeks before the event',
          status: 'active',
          scheme: 'installments',
          installmentOptions: { interval: 'month', every: 1, numberOfInstallments: 1, timing: { anchor: 'lastInstallment', target: 'eventStartDate', offset: -14, unit: 'days' } },
          downPaymentOptions: { type: 'fixed', value: 50 },
          requirements: { minAmount: 100, maxAmount: null },
        },
      ],
    },
  ];
}

/** The Riverside Club without anyone's enrollment; Alex's holdings store it with hers (see holdings/alex.ts). */
export function riversideClubProgram(): MembershipProgram {
  return {
    _id: MEMBERSHIP_PROGRAMS.club,
    name: 'Riverside Club',
    description: 'Collect a point for every pound you spend on tickets and climb from Bronze to Gold.',
    tracksPoints: true,
    issuesPasses: true,
    tiers: [
      { _id: MEMBERSHIP_TIERS.bronze, name: 'Bronze', criteria: { minBalance: 0 } },
      { _id: MEMBERSHIP_TIERS.silver, name: 'Silver', criteria: { minBalance: 500 } },
      { _id: MEMBERSHIP_TIERS.gold, name: 'Gold', criteria: { minBalance: 1500 } },
    ],
  };
}

function patronsProgram(): MembershipProgram {
  return {
    _id: MEMBERSHIP_PROGRAMS.patrons,
    name: 'Patrons Circle',
    description: 'For supporters of the Riverside Music Fund: rehearsal visits and a yearly patrons evening.',
    tracksPoints: false,
    issuesPasses: false,
    enrollmentStatus: 'notEnrolled',
    tiers: [{ _id: 'tier_patrons_friend', name: 'Friend', criteria: { minBalance: 0 } }],
  };
}

function rebookingStrategies(): RebookingStrategy[] {
  const seasonChildren = [EVENTS.seasonOpening, EVENTS.seasonWinter, EVENTS.seasonSpring];
  return [
    {
      _id: REBOOKING_STRATEGIES.standard,
      name: 'Rebook up to two days before the show',
      sellerId: RIVERSIDE,
      deadline: { target: 'eventStart', offset: -2, unit: 'days' },
      defaultFee: { type: 'fix', value: 0, level: 'ticket', offsetable: true },
      rules: [
        {
          _id: 'rbr_comedy_to_blues',
          sourceEventIds: [EVENTS.comedy],
          targetEventIds: [EVENTS.blues],
          ticketTypeMapping: { tt_comedy_seat: 'tt_blues_floor' },
          fee: { type: 'fix', value: 2.5, level: 'ticket', offsetable: true },
        },
        // One rule per target: a mapping names one target type per source type, and each concert sells its own.
        ...seasonChildren.map((to) => ({
          _id: `rbr_season_children_to_${to}`,
          sourceEventIds: seasonChildren,
          targetEventIds: [to],
          ticketTypeMapping: Object.fromEntries(seasonChildren.map((from) => [`tt_${from}_single`, `tt_${to}_single`])),
        })),
      ],
      exceptions: [],
    },
  ];
}

/** The whole catalogue of the three demo sellers, set up a year before the seeding day. */
export function demoCatalogue(now: Date): SeedBatch {
  const batch: SeedBatch = {};
  const createdAt = daysAgo(now, 365);
  const bySeller = (sellerId: string | undefined) => ({ sellerId, createdAt });
  for (const product of products()) add(batch, 'products', product, bySeller(product.sellerId));
  for (const config of packageConfigs()) add(batch, 'packageConfigs', config, bySeller(config.sellerId));
  for (const bundle of bundles()) add(batch, 'bundles', bundle, bySeller(RIVERSIDE));
  for (const gateway of gateways()) add(batch, 'paymentGateways', gateway, bySeller(gateway.sellerId));
  for (const field of dataFields()) add(batch, 'dataFields', field, bySeller(field.sellerId));
  for (const plan of subscriptionPlans()) add(batch, 'subscriptionPlans', plan, bySeller(plan.sellerId));
  for (const strategy of paymentStrategies()) add(batch, 'paymentStrategies', strategy, bySeller(strategy.sellerId));
  add(batch, 'membershipPrograms', patronsProgram(), bySeller(RIVERSIDE));
  for (const strategy of rebookingStrategies()) add(batch, 'rebookingStrategies', strategy, bySeller(strategy.sellerId));
  return batch;
}
