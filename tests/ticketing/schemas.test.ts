import { describe, it, expect } from 'vitest';
import type { z } from 'zod';
import {
  bundleSchema,
  checkoutSchema,
  createdCheckoutSchema,
  currencySchema,
  customPaymentMethodPayloadSchema,
  customerPaymentMethodSchema,
  customerSchema,
  dataFieldSchema,
  eventSchema,
  feeSchemeSchema,
  isoDateTimeSchema,
  looseEnum,
  membershipProgramSchema,
  modifierSchema,
  myTransactionsResponseSchema,
  openEnum,
  packageConfigSchema,
  packageSchema,
  pageOf,
  paymentGatewaySchema,
  paymentPlanSchema,
  paymentProcessorResponseSchema,
  paymentRequestSchema,
  paymentStrategySchema,
  productSchema,
  purchaseIntentSchema,
  purchaseIntentStrategySchema,
  rebookingStrategySchema,
  resellOfferCreateSchema,
  resellOfferSchema,
  resellOfferStatusResponseSchema,
  returnInfoSchema,
  returnResultSchema,
  sellerSchema,
  subscriptionPlanSchema,
  subscriptionSchema,
  ticketSchema,
  ticketStatusSchema,
  ticketTransferSchema,
  transactionSchema,
  voucherSchema,
} from '../../lib/ticketing/schemas/index.ts';

const seller = {
  _id: 'sel_1',
  name: 'Harbour Hall',
  slug: 'harbour-hall',
  description: 'Concerts at the harbour',
  timezone: 'Europe/Berlin',
  currency: 'EUR',
  locationCountry: 'DE',
  image: 'https://img.example/logo.png',
  accentColor: '#0a7',
  supportUrl: 'https://help.example',
  localeSettings: { defaultLocale: 'de', availableLocales: ['de', 'EN'] },
  authentication: { active: true, enforceLogin: false },
  features: { ticketTransfers: true, resell: true, memberships: false },
  shopSettings: {
    accountPages: { tickets: { visible: true }, 'secondary-market': { visible: false } },
    hidePersonalInformation: false,
    identityProviderSettings: { customLogoutURL: null },
    sections: [{ _id: 'sec_1', label: 'Blog', targetType: 'externalLink', url: 'https://blog.example' }],
    useHeroHomepage: true,
    footer: { imprint: 'Harbour Hall GmbH', terms: 'AGB' },
  },
  brandingSettings: { brandColor: '#123456' },
  deliverySettings: { sms: { enabled: true } },
  taxSetting: { taxCalculationMethod: 'EXCLUSIVE', showTaxDetails: true, localTaxName: 'MwSt.' },
};

const event = {
  _id: 'ev_1',
  name: 'Summer Night',
  start: '2026-07-01T18:00:00Z',
  end: '2026-07-01T23:00:00.000+02:00',
  timezone: 'Europe/Berlin',
  eventType: 'single',
  rootId: 'ev_season',
  location: { locationName: 'Harbour Hall', city: 'Hamburg', country: 'DE' },
  saleStart: '2026-01-01T09:00:00Z',
  currency: 'EUR',
  startingPrice: 19.9,
  saleStatus: 'onSale',
  availabilityIndicator: 'green',
  styleOptions: { hideStartingPrice: false, brandTwo: '#ff0' },
  customSettings: { hideTicketsInTransactionPage: false },
  hardTicketSettings: { promotionName: 'Collector ticket', hardTicketOuterCharge: 2.5 },
  volume: 500,
  maxAmountPerOrder: 10,
  companyRequired: false,
  tickets: [
    { _id: 'tt_1', name: 'Standing', categoryRef: 'cat_a', price: 19.9, minAmountPerOrder: 2, minAmountPerOrderRule: { threshold: 1 } },
  ],
  categories: [{ ref: 'cat_a', name: 'Floor', volume: 300, slotIds: ['slot_1'] }],
  slots: [{ _id: 'slot_1', startTime: '2026-07-01T18:00:00Z' }],
  slotSettings: { selectionMode: 'afterTickets' },
  groups: [{ _id: 'grp_1', name: 'Main', tickets: ['tt_1'] }],
  productIds: ['prod_1'],
};

const customer = {
  _id: 'cus_1',
  name: 'Ada Lovelace',
  prename: 'Ada',
  lastname: 'Lovelace',
  company: null,
  primaryEmail: 'ada@example.com',
  number: 1042,
  sellerId: 'sel_1',
  verified: true,
  location: { street: 'Main St 1', postal: '20095', city: 'Hamburg', state: null, country: 'DE' },
  _account: { loginType: 'password', limitations: { nextVerificationMailRequest: '2026-01-01T10:00:00Z' } },
};

const ticket = {
  _id: 'tk_1',
  secret: 's3cr3t',
  eventId: 'ev_1',
  status: 'DETAILSREQUIRED',
  type: 'SINGLE',
  deliveryType: 'VIRTUAL',
  printStatus: 'pending',
  ticketName: 'Standing',
  categoryName: 'Floor',
  firstname: '',
  lastname: '',
  currency: 'EUR',
  regularPrice: 19.9,
  realPrice: 17.9,
  seatingInfo: { sectionName: 'A', rowName: '3', seatName: '12', seatType: 'limitedView' },
  extraFields: {
    shirt_size: 'M',
    newsletter: true,
    signature: { data: 'data:image/svg+xml;base64,PHN2Zz4=', format: 'image/svg', date: '2026-01-02T10:00:00Z' },
    passport: { fileName: 'passport.pdf', url: 'https://files.example/p.pdf' },
    age: 31,
    phone: null,
  },
  history: [{ type: 'created', date: '2026-01-01T10:00:00Z', data: { by: 'shop' } }, { type: 'someFutureType' }],
  capabilities: { selfServiceReturn: { enabled: true, phases: [{ refundPercentage: 0.5 }] } },
  packageInfo: { packageId: 'pkg_1', packageConfigId: 'pc_1', name: 'Weekend' },
  lock: false,
  transferable: true,
  upgradeable: false,
  appleWalletEnabled: true,
};

const cartLine = {
  _id: 'line_1',
  type: 'ticket',
  ticketTypeId: 'tt_1',
  amount: 2,
  price: 19.9,
  name: 'Standing',
  seatingInfo: null,
  slotInfo: { slotStartTime: '2026-07-01T18:00:00Z' },
  packageInfo: { packageId: 'pkg_1', packageConfigId: 'pc_1', name: 'Weekend' },
};

const checkout = {
  _id: 'co_1',
  secret: 'cs',
  sellerId: 'sel_1',
  status: 'open',
  type: 'transaction',
  expiresAt: '2026-01-01T10:15:00Z',
  currency: 'EUR',
  realPrice: 42.3,
  items: [
    {
      _id: 'ci_1',
      eventId: 'ev_1',
      shopId: 'shop_1',
      tickets: [cartLine],
      products: [
        {
          _id: 'line_2',
          type: 'bundle',
          amount: 1,
          price: 5,
          subItems: [{ _id: 'line_3', type: 'product', productId: 'prod_1', amount: 1, triggeredBy: 'line_2' }],
        },
      ],
      additionalItems: [{ _id: 'line_4', type: 'additionalFee', amount: 1, price: 2.5, name: 'Rebooking fee' }],
      appliedCoupons: [{ code: 'SUMMER' }],
      appliedDiscountInfo: { discounts: [{ type: 'waive_fees', absoluteDiscountValue: 1.5 }], items: [{ cartItemId: 'line_1' }] },
      outerFeeComponents: { var: [{ total: 1.2, netTotal: 1, name: 'Service fee', exposed: true }], fix: [] },
      realPrice: 42.3,
    },
  ],
  redeemedVouchers: { vouchers: [{ code: 'GIFT-10', amount: 10, origin: 'SHOP', type: 'upgrade_credit', internalBalance: 3 }] },
  email: 'ada@example.com',
  firstname: 'Ada',
  lastname: 'Lovelace',
  address: { street: 'Main St 1', postal: '20095', city: 'Hamburg', country: 'DE' },
  deliveryAddress: null,
  extraFields: { how_did_you_hear: 'radio' },
};

const samples: ReadonlyArray<readonly [string, z.ZodType, unknown]> = [
  ['seller', sellerSchema, seller],
  ['event', eventSchema, event],
  ['customer', customerSchema, customer],
  ['ticket', ticketSchema, ticket],
  ['checkout', checkoutSchema, checkout],
  ['created checkout', createdCheckoutSchema, { _id: 'co_2', secret: 'x', items: [{ eventId: 'ev_1', shopId: 'shop_1' }] }],
  ['voucher', voucherSchema, { code: 'GIFT-10', amount: 10, validUntil: '2027-01-01T00:00:00Z', origin: 'refund', printStatus: 'REPRINT' }],
  ['transaction', transactionSchema, { tid: 'tx_1', secret: 'ts', eventId: 'ev_1', tickets: [{ amount: 2 }], createdAt: '2026-01-01T10:00:00Z', realPrice: 39.8, currency: 'EUR' }],
  ['my transactions', myTransactionsResponseSchema, { transactions: [{ tid: 'tx_1' }], events: [event] }],
  [
    'ticket transfer',
    ticketTransferSchema,
    {
      _id: 'tr_1',
      secret: 'trs',
      eventId: 'ev_1',
      status: 'CREATED',
      origin: 'customer',
      sender: { email: 'ada@example.com' },
      recipient: { email: 'bob@example.com', phone: '+4915112345678' },
      tickets: [{ id: 'tk_1', secret: 's3cr3t' }],
      createdAt: '2026-01-01T10:00:00Z',
    },
  ],
  [
    'resell offer',
    resellOfferSchema,
    {
      _id: 'ro_1',
      eventId: 'ev_1',
      status: 'ACTIVE',
      createdAt: '2026-01-01T10:00:00Z',
      items: [{ ticketId: 'tk_1', ticket, seatingInfo: { name: 'Standing area' }, price: 19.9, resellFee: 1 }],
      cpmId: 'cpm_1',
      currency: 'EUR',
    },
  ],
  [
    'resell offer status',
    resellOfferStatusResponseSchema,
    { resellAble: true, proceeds: 18.9, resellFee: 1, events: [{ eventId: 'ev_1', offerAble: true, activeOffer: null }] },
  ],
  ['resell offer creation', resellOfferCreateSchema, { sellerId: 'sel_1', eventId: 'ev_1', ticketIds: ['tk_1'], cpmId: 'cpm_1' }],
  [
    'purchase intent',
    purchaseIntentSchema,
    {
      _id: 'pi_1',
      secret: 'pis',
      status: 'NEW',
      approvalStatus: 'AWAITING',
      eventId: 'ev_1',
      tickets: [{ ticketTypeId: 'tt_1', amount: 2 }],
      products: [],
      ticketsCreated: true,
      expiresAt: '2026-02-01T10:00:00Z',
      seatingReservationToken: 'tok',
      seatingReservationClaimed: true,
      outcome: { checkoutId: null },
      restrictedCompletion: ['POS', 'Online'],
      cancellationStrategy: 'cancellationAllowed',
      deposit: { method: 'percent', value: 0.2 },
      outerFeeComponents: { fix: [{ total: 1 }] },
      history: [{ type: 'created', date: '2026-01-01T10:00:00Z' }],
    },
  ],
  [
    'purchase intent strategy',
    purchaseIntentStrategySchema,
    { _id: 'pis_1', name: 'Groups', availabilityStrategy: 'createTickets', expirationStrategy: { type: 'hoursAfterCreation', hours: 48 }, needsApproval: true, restrictedCompletion: ['online'] },
  ],
  [
    'payment plan',
    paymentPlanSchema,
    {
      _id: 'pp_1',
      secret: 'pps',
      sellerId: 'sel_1',
      status: 'ACTIVE',
      currency: 'EUR',
      paymentStrategyId: 'ps_1',
      paymentOptionId: 'po_1',
      customerPaymentMethodId: 'cpm_1',
      schedules: [
        { type: 'DOWNPAYMENT', due: '2026-01-01T00:00:00Z', status: 'SUCCEEDED', notificationStatus: 'NOTIFIED', total: 20 },
        { type: 'INSTALLMENT', due: '2026-02-01T00:00:00Z', status: 'SCHEDULED', total: 20, attempts: 0 },
      ],
      canceledAt: null,
    },
  ],
  [
    'payment strategy',
    paymentStrategySchema,
    {
      _id: 'ps_1',
      name: 'Pay in 3',
      policy: { changePaymentMethodPolicy: 'ALWAYS', allowedPaymentGateways: [{ gatewayId: 'gw_1' }, 'gw_2'], completionPolicy: 'eventStartDate' },
      options: [
        {
          _id: 'po_1',
          name: '3 monthly installments',
          installmentOptions: { interval: 'month', every: 1, numberOfInstallments: 3, timing: { anchor: 'lastInstallment', target: 'eventStartDate', offset: -7, unit: 'days' } },
          downPaymentOptions: { type: 'percent', value: 0.1 },
          requirements: { minAmount: 50, maxAmount: null },
        },
      ],
    },
  ],
  [
    'subscription',
    subscriptionSchema,
    { _id: 'sub_1', secret: 'ss', planId: 'plan_1', status: 'pendingcancellation', items: [{ _id: 'si_1', productId: 'prod_1' }], consents: [{ type: 'autoRenewal' }], customerPaymentMethodId: 'cpm_1' },
  ],
  [
    'subscription plan',
    subscriptionPlanSchema,
    {
      _id: 'plan_1',
      name: 'Season pass',
      pricingPolicy: 'fixed',
      variants: [{ _id: 'var_1', canChangeVariant: true, allowedVariants: ['var_2'] }],
      billingCycle: { scheme: 'recurring', interval: 'month', every: 12, minimumIntervals: 1 },
      paymentSchedules: [{ type: 'installments', numberOfInstallments: 12 }],
      renewalPolicy: { changesPeriodStart: true, allowedChanges: { seat: true }, confirmationPeriod: 14 },
      paymentPolicy: { changePaymentMethodPolicy: 'onDraft', allowedPaymentGateways: ['gw_1'] },
      requestedConsents: ['autoRenewal', { type: 'newsletter' }],
    },
  ],
  [
    'membership program',
    membershipProgramSchema,
    {
      _id: 'mp_1',
      name: 'Friends',
      description: 'Collect points',
      tracksPoints: true,
      enrollmentStatus: 'enrolled',
      activeTierId: 'tier_1',
      balance: 150,
      tiers: [
        { _id: 'tier_1', name: 'Silver', criteria: { minBalance: 100 } },
        { _id: 'tier_2', name: 'Gold', criteria: { minBalance: 500 } },
      ],
      issuesPasses: true,
      membership: { _id: 'mem_1', secret: 'ms' },
      lastTransactions: [{ description: null, amount: -20, createdAt: '2026-01-01T10:00:00Z' }],
    },
  ],
  [
    'customer payment method',
    customerPaymentMethodSchema,
    {
      _id: 'cpm_1',
      primary: true,
      status: 'ACTIVE',
      gatewayId: 'gw_1',
      gatewayType: 'stripe',
      channels: ['offSession'],
      createdAt: '2026-01-01T10:00:00Z',
      paymentDetails: { type: 'visa', last4: '4242', expiration: { month: '04', year: 2028 } },
      data: { paymentMethodId: 'pm_123' },
    },
  ],
  ['custom payment method (SEPA)', customPaymentMethodPayloadSchema, { gatewayId: 'gw_3', data: { iban: 'DE89 3704 0044 0532 0130 00', bic: 'cobadeffxxx', accountHolderName: ' Ada Lovelace ' } }],
  ['custom payment method (ACH)', customPaymentMethodPayloadSchema, { gatewayId: 'gw_4', data: { accountNumber: '000123456789', routingNumber: '011000015', accountHolderName: 'Ada Lovelace' } }],
  [
    'payment request',
    paymentRequestSchema,
    {
      _id: 'pr_1',
      secret: 'prs',
      sellerId: 'sel_1',
      status: 'NEW',
      origin: 'SETUP',
      amount: 0,
      currency: 'EUR',
      processors: [{ gatewayType: 'sandbox', gatewayId: 'gw_0', reference: 'ref_1' }],
      customer: { customerId: 'cus_1', email: 'ada@example.com', country: 'DE' },
      paymentOptionSelection: { paymentOptionId: 'po_1', paymentStrategyId: 'ps_1' },
      expiresAt: '2026-01-01T10:15:00Z',
    },
  ],
  ['payment processor response', paymentProcessorResponseSchema, { reference: 'ref_1', data: { clientSecret: 'pi_123_secret_456' } }],
  [
    'payment gateway',
    paymentGatewaySchema,
    {
      _id: 'gw_3',
      type: 'additionalMethod',
      name: 'Bank payout',
      active: true,
      channels: ['online'],
      entitlements: { type: 'all' },
      data: { environment: 'test', requiredInformation: 'sepa', orderedPaymentMethods: ['card', 'sepa_debit'] },
    },
  ],
  [
    'data field',
    dataFieldSchema,
    { _id: 'df_1', slug: 'shirt_size', name: 'Shirt size', type: 'select', options: ['S', 'M', 'L'], required: true, scope: 'ticket', settings: { allowedMimeTypes: [] } },
  ],
  ['package', packageSchema, { packageId: 'pkg_1', packageConfigId: 'pc_1', name: 'Weekend', tickets: [ticket] }],
  ['package config', packageConfigSchema, { _id: 'pc_1', name: 'Weekend', slug: 'weekend', image: 'https://img.example/w.png' }],
  [
    'product',
    productSchema,
    {
      _id: 'prod_1',
      name: 'Donation',
      type: 'DONATION',
      variants: [{ _id: 'pv_1', priceType: 'range', priceRange: { min: 1, max: 100 }, taxable: false }],
      active: true,
      isFulfillable: false,
      subscription: null,
    },
  ],
  [
    'bundle',
    bundleSchema,
    {
      _id: 'bun_1',
      name: 'Ticket + shirt',
      showOnlyTotalPrice: true,
      components: [{ name: 'Shirt', options: [{ type: 'product', targetId: 'prod_2' }], minQuantity: 1, maxQuantity: 1 }],
      triggers: [{ type: 'tickettype', targetId: 'tt_1' }],
    },
  ],
  [
    'fee scheme',
    feeSchemeSchema,
    { _id: 'fs_1', fees: [{ name: 'Service fee', type: 'ticket', enabled: true, exposed: true, rules: [{ min: 0, max: 50, fix: 1, var: 0.05 }] }] },
  ],
  [
    'rebooking strategy',
    rebookingStrategySchema,
    {
      _id: 'rs_1',
      name: 'Flexible',
      deadline: { target: 'orderDate', offset: 7, unit: 'days' },
      defaultFee: { type: 'fix', value: 0, level: 'ticket', offsetable: true },
      rules: [{ sourceEventIds: ['ev_1'], targetEventIds: ['ev_2'], ticketTypeMapping: { tt_1: 'tt_9' } }],
      exceptions: [],
    },
  ],
  ['return info', returnInfoSchema, { refundAmount: 9.95, currency: 'EUR', tickets: [{ _id: 'tk_1', ticketName: 'Standing' }] }],
  ['return result', returnResultSchema, { amount: 9.95, reference: 'RF-1001' }],
];

describe('entity schemas parse realistic samples', () => {
  it.each(samples)('%s', (_name, schema, sample) => {
    const result = schema.safeParse(sample);
    expect(result.error?.issues).toBeUndefined();
    expect(result.success).toBe(true);
  });

  it('canonicalises the upper-case statuses of document 02', () => {
    const parsedTicket = ticketSchema.parse(ticket);
    expect(parsedTicket.status).toBe('detailsRequired');
    expect(parsedTicket.type).toBe('single');
    expect(parsedTicket.deliveryType).toBe('virtual');
    expect(parsedTicket.printStatus).toBe('PENDING');

    const plan = paymentPlanSchema.parse({ _id: 'pp_1', status: 'ACTIVE', schedules: [{ due: '2026-02-01T00:00:00Z', type: 'INSTALLMENT', status: 'REFUNDED' }] });
    expect(plan.status).toBe('active');
    expect(plan.schedules?.[0]?.type).toBe('installment');
    expect(plan.schedules?.[0]?.status).toBe('refunded');

    expect(sellerSchema.parse(seller).taxSetting?.taxCalculationMethod).toBe('Exclusive');
    expect(sellerSchema.parse(seller).localeSettings?.availableLocales).toEqual(['de', 'en']);
    expect(purchaseIntentSchema.parse({ _id: 'pi', status: 'NEW', restrictedCompletion: ['POS', 'Online'] }).restrictedCompletion).toEqual(['pos', 'online']);
    expect(voucherSchema.parse({ code: 'X', type: 'upgrade_credit' }).type).toBe('UPGRADE_CREDIT');
    expect(bundleSchema.parse({ _id: 'b', name: 'B', triggers: [{ type: 'TICKETTYPE', targetId: 'tt' }] }).triggers?.[0]?.type).toBe('ticketType');
    expect(paymentGatewaySchema.parse({ _id: 'g', type: 'PAYMENTSPROVIDER' }).type).toBe('paymentsProvider');
  });

  it('normalises a few loosely typed inputs', () => {
    expect(customerSchema.parse(customer).number).toBe('1042');
    const cpm = customerPaymentMethodSchema.parse({ _id: 'c', paymentDetails: { type: 'VISA', expiration: { month: '04', year: '28' } } });
    expect(cpm.paymentDetails?.expiration).toEqual({ month: 4, year: 28 });
    expect(cpm.paymentDetails?.type).toBe('visa');
    const strategy = paymentStrategySchema.parse({ _id: 'ps', policy: { allowedPaymentGateways: ['gw_1', { gatewayId: 'gw_2' }] } });
    expect(strategy.policy?.allowedPaymentGateways).toEqual([{ gatewayId: 'gw_1' }, { gatewayId: 'gw_2' }]);
    expect(subscriptionPlanSchema.parse({ _id: 'p', requestedConsents: [{ type: 'autoRenewal' }, 'x'] }).requestedConsents).toEqual(['autoRenewal', 'x']);
    const sepa = customPaymentMethodPayloadSchema.parse({ gatewayId: 'gw', data: { iban: 'de89 3704 0044 0532 0130 00', bic: 'COBADEFF', accountHolderName: ' Ada ' } });
    expect(sepa.data).toEqual({ iban: 'DE89370400440532013000', bic: 'COBADEFF', accountHolderName: 'Ada' });
  });

  it('keeps dates as the strings they were sent as', () => {
    expect(eventSchema.parse(event).end).toBe('2026-07-01T23:00:00.000+02:00');
  });
});

describe('looseEnum', () => {
  const statuses = looseEnum(['valid', 'invalid', 'reserved', 'detailsRequired', 'blank'] as const);

  it.each([
    ['DETAILSREQUIRED', 'detailsRequired'],
    ['detailsrequired', 'detailsRequired'],
    ['detailsRequired', 'detailsRequired'],
    ['Valid', 'valid'],
    ['VALID', 'valid'],
    ['blank', 'blank'],
  ])('maps %s to %s', (input, expected) => {
    expect(statuses.parse(input)).toBe(expected);
    expect(ticketStatusSchema.parse(input)).toBe(expected);
  });

  it.each([['bogus'], [''], ['valid '], [42], [null]])('rejects %j with a message listing the values', (input) => {
    const result = statuses.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toMatch(/expected one of valid, invalid, reserved, detailsRequired, blank/);
  });

  it('names the rejected value', () => {
    expect(statuses.safeParse('bogus').error?.issues[0]?.message).toContain('"bogus"');
  });

  it('refuses values that differ only by case', () => {
    expect(() => looseEnum(['a', 'A'] as const)).toThrow(/letter case/);
  });

  it('openEnum canonicalises known values and keeps unknown ones', () => {
    const origins = openEnum(['password', 'sso'] as const);
    expect(origins.parse('SSO')).toBe('sso');
    expect(origins.parse('saml-corp')).toBe('saml-corp');
    expect(origins.safeParse('').success).toBe(false);
  });
});

describe('unknown keys', () => {
  it('are stripped at every level', () => {
    const parsed = sellerSchema.parse({
      ...seller,
      internalNotes: 'do not leak',
      shopSettings: { ...seller.shopSettings, legacyFlag: true },
      features: { ...seller.features, betaThing: true },
    });
    expect(parsed).not.toHaveProperty('internalNotes');
    expect(parsed.shopSettings).not.toHaveProperty('legacyFlag');
    expect(parsed.features).not.toHaveProperty('betaThing');
    expect(parsed.name).toBe('Harbour Hall');
  });

  it('are stripped from tickets and cart lines', () => {
    const parsedTicket = ticketSchema.parse({ ...ticket, passwordHash: 'x' });
    expect(parsedTicket).not.toHaveProperty('passwordHash');
    const parsedCheckout = checkoutSchema.parse({ ...checkout, items: [{ ...checkout.items[0], debug: 1, tickets: [{ ...cartLine, cost: 3 }] }] });
    expect(parsedCheckout.items?.[0]).not.toHaveProperty('debug');
    expect(parsedCheckout.items?.[0]?.tickets?.[0]).not.toHaveProperty('cost');
  });
});

describe('missing required fields', () => {
  const withoutKey = (record: Record<string, unknown>, key: string) => Object.fromEntries(Object.entries(record).filter(([k]) => k !== key));

  const cases: ReadonlyArray<readonly [string, z.ZodType, unknown, ReadonlyArray<string | number>]> = [
    ['ticket without status', ticketSchema, withoutKey(ticket, 'status'), ['status']],
    ['ticket without eventId', ticketSchema, withoutKey(ticket, 'eventId'), ['eventId']],
    ['ticket without _id', ticketSchema, withoutKey(ticket, '_id'), ['_id']],
    ['event without name', eventSchema, withoutKey(event, 'name'), ['name']],
    ['event without start', eventSchema, withoutKey(event, 'start'), ['start']],
    ['event without timezone', eventSchema, withoutKey(event, 'timezone'), ['timezone']],
    ['seller without name', sellerSchema, withoutKey(seller, 'name'), ['name']],
    ['customer without _id', customerSchema, withoutKey(customer, '_id'), ['_id']],
    ['transaction without tid', transactionSchema, { secret: 'x' }, ['tid']],
    ['checkout item without eventId', checkoutSchema, { _id: 'co', items: [{ _id: 'ci' }] }, ['items', 0, 'eventId']],
    ['ticket type without price', eventSchema, { ...event, tickets: [{ _id: 'tt', name: 'A', categoryRef: 'c' }] }, ['tickets', 0, 'price']],
    ['return result without reference', returnResultSchema, { amount: 1 }, ['reference']],
  ];

  it.each(cases)('%s fails with a path naming the field', (_name, schema, sample, path) => {
    const result = schema.safeParse(sample);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path)).toContainEqual(path);
  });
});

describe('field validation', () => {
  it.each([
    ['2026-07-01T18:00:00Z', true],
    ['2026-07-01T18:00:00.123+02:00', true],
    ['2026-02-30T18:00:00Z', false],
    ['2026-07-01', false],
    ['2026-07-01T18:00:00', false],
    ['tomorrow', false],
  ])('isoDateTimeSchema %s -> %s', (input, ok) => {
    expect(isoDateTimeSchema.safeParse(input).success).toBe(ok);
  });

  it.each([
    ['EUR', true],
    ['eur', false],
    ['EURO', false],
  ])('currencySchema %s -> %s', (input, ok) => {
    expect(currencySchema.safeParse(input).success).toBe(ok);
  });

  it('rejects an IBAN with a wrong checksum and an ACH routing number with a wrong checksum', () => {
    expect(customPaymentMethodPayloadSchema.safeParse({ gatewayId: 'gw', data: { iban: 'DE89370400440532013001', bic: 'COBADEFF', accountHolderName: 'A' } }).success).toBe(false);
    expect(customPaymentMethodPayloadSchema.safeParse({ gatewayId: 'gw', data: { accountNumber: '12345678', routingNumber: '011000016', accountHolderName: 'A' } }).success).toBe(false);
    expect(customPaymentMethodPayloadSchema.safeParse({ gatewayId: 'gw', data: { iban: 'DE89370400440532013000', bic: 'COBADEFF', accountHolderName: '  ' } }).success).toBe(false);
  });

  it('bounds var_discount to 0..1 and discriminates modifiers by type', () => {
    expect(modifierSchema.parse({ type: 'var_discount', value: 0.25 })).toEqual({ type: 'var_discount', value: 0.25 });
    expect(modifierSchema.safeParse({ type: 'var_discount', value: 1.5 }).success).toBe(false);
    expect(modifierSchema.parse({ type: 'fix_discount', amount: 5 })).toEqual({ type: 'fix_discount', amount: 5 });
    expect(modifierSchema.parse({ type: 'waive_fees' })).toEqual({ type: 'waive_fees' });
  });

  it('bounds the refund percentage of a return phase to 0..1', () => {
    expect(ticketSchema.safeParse({ ...ticket, capabilities: { selfServiceReturn: { phases: [{ refundPercentage: 1.2 }] } } }).success).toBe(false);
  });
});

describe('pageOf', () => {
  const transfersPage = pageOf(ticketTransferSchema);

  it('parses docs with their item schema and a total', () => {
    const page = transfersPage.parse({ docs: [{ _id: 'tr_1', status: 'TRANSFERRED', extra: 1 }], total: 26 });
    expect(page).toEqual({ docs: [{ _id: 'tr_1', status: 'transferred' }], total: 26 });
  });

  it('accepts an empty page', () => {
    expect(transfersPage.parse({ docs: [], total: 0 })).toEqual({ docs: [], total: 0 });
  });

  it.each([
    ['a negative total', { docs: [], total: -1 }, ['total']],
    ['a fractional total', { docs: [], total: 1.5 }, ['total']],
    ['a missing total', { docs: [] }, ['total']],
    ['a bad item', { docs: [{ _id: 'tr_1' }], total: 1 }, ['docs', 0, 'status']],
  ])('rejects %s', (_name, input, path) => {
    const result = transfersPage.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path)).toContainEqual(path);
  });
});
