import type { PurchaseIntent } from '../../../ticketing/schemas/purchase-intent.ts';
import type { PaymentPlan, PaymentSchedule } from '../../../ticketing/schemas/payment-plan.ts';
import type { Subscription } from '../../../ticketing/schemas/subscription.ts';
import type { CustomerPaymentMethod } from '../../../ticketing/schemas/customer-payment-method.ts';
import type { MembershipProgram } from '../../../ticketing/schemas/membership.ts';
import type { StoredVoucher } from '../../collections.ts';
import type { PackageInfo, TicketCapabilities } from '../../../ticketing/schemas/ticket.ts';
import { add, type SeedBatch, type SeedWorld } from '../batch.ts';
import { AUTORENEWAL_CONSENT, DEMO_SIGNATURE_SVG, riversideClubProgram } from '../catalogue.ts';
import {
  CUSTOMERS,
  EVENTS,
  GATEWAYS,
  MEMBERSHIP_TIERS,
  PACKAGE_CONFIGS,
  PAYMENT_OPTIONS,
  PAYMENT_STRATEGIES,
  PRODUCTS,
  REBOOKING_STRATEGIES,
  SELLERS,
  SUBSCRIPTION_PLANS,
} from '../ids.ts';
import { addMinutes, daysAgo, localAt } from '../time.ts';
import { RIVERSIDE_FEES } from '../pricing.ts';
import {
  area,
  daysFromNow,
  type Holder,
  issueTicket,
  offerForResale,
  placeOrder,
  round2,
  seat,
  secretFor,
  ticketKeys,
  transferTickets,
} from './build.ts';

/**
 * Alex Morgan (riverside, verified, password login) owns something of everything the account area
 * shows: tickets in every status and kind, orders, transfers both ways, subscriptions, payment
 * plans, purchase intents, a club membership, resale offers, saved payment methods and vouchers.
 */

const RIVERSIDE = SELLERS.riverside.id;
const LONDON = 'Europe/London';

export const ALEX: Holder = { customerId: CUSTOMERS.alex, email: 'alex.morgan@example.com', firstname: 'Alex', lastname: 'Morgan' };

/** People without an account in the demo (transfer recipients, senders and resale buyers). */
const MAYA: Holder = { customerId: null, email: 'maya.patel@example.net', firstname: 'Maya', lastname: 'Patel' };
const JORDAN: Holder = { customerId: null, email: 'jordan.blake@example.net', firstname: 'Jordan', lastname: 'Blake' };
const PRIYA: Holder = { customerId: null, email: 'priya.shah@example.org', firstname: 'Priya', lastname: 'Shah' };
const RESALE_BUYER: Holder = { customerId: null, email: 'oliver.grant@example.org', firstname: 'Oliver', lastname: 'Grant' };

/** The ids later features and tests name. */
export const ALEX_IDS = {
  paymentMethods: { visa: 'cpm_alex_visa', expiredMastercard: 'cpm_alex_mc_expired', sepa: 'cpm_alex_sepa' },
  tickets: {
    personalized: 'tkt_alex_jazz_1',
    listedForResale: 'tkt_alex_jazz_2',
    pendingTransfer: 'tkt_alex_jazz_3',
    transferred: 'tkt_alex_jazz_4',
    detailsRequired: 'tkt_alex_jazz_5',
    hard: 'tkt_alex_jazz_6',
    canceled: 'tkt_alex_comedy_3',
    soldOnResale: 'tkt_alex_orchestra_1',
    blank: 'tkt_alex_blues_1',
    seasonCard: 'tkt_alex_season_1',
    hiddenEvent: 'tkt_alex_parking_1',
    receivedByTransfer: 'tkt_alex_winter_1',
  },
  packageId: 'pkg_alex_weekend_1',
  // Orders with a receipt (ADR 0024): tickets with a product, and products and vouchers alone.
  orders: { mixed: 'tx_alex_001', productsOnly: 'tx_alex_010' },
  transfers: { sentPending: 'trf_alex_sent_pending', sentTransferred: 'trf_alex_sent_done', receivedTransferred: 'trf_alex_received_done' },
  resellOffers: { active: 'rso_alex_jazz_active', sold: 'rso_alex_orchestra_sold' },
} as const;

const PERSONALIZED_EXTRA_FIELDS = (now: Date) => ({
  badgeName: 'Alex',
  holderEmail: ALEX.email,
  phone: '+447911123456',
  country: 'GB',
  previousVisits: 3,
  houseRules: true,
  dietary: 'Vegetarian',
  birthdate: '1990-04-12',
  waiver: { data: DEMO_SIGNATURE_SVG, format: 'image/svg', date: daysAgo(now, 20) },
});

/** Full refund until a week before, half until the day before the event. */
export const RETURN_PHASES: TicketCapabilities = {
  selfServiceReturn: {
    enabled: true,
    phases: [
      { refundPercentage: 1, deadline: { target: 'eventStart', offset: -7, unit: 'days' } },
      { refundPercentage: 0.5, deadline: { target: 'eventStart', offset: -1, unit: 'days' } },
    ],
  },
};

function orders(batch: SeedBatch, world: SeedWorld): void {
  const { now } = world;
  const jazzSeat = (number: number) => seat('Stalls', 'Block A', '4', number, { gate: 'Gate B' });

  // Four seated jazz tickets in a row: personalized, listed for resale, pending transfer, transferred.
  placeOrder(batch, world, {
    tid: 'tx_alex_001',
    holder: ALEX,
    eventId: EVENTS.jazz,
    createdAt: daysAgo(now, 21),
    tickets: [
      {
        _id: 'tkt_alex_jazz_1',
        ticketTypeId: 'tt_jazz_seated',
        seatingInfo: jazzSeat(12),
        personalized: true,
        requiresPersonalization: true,
        requiresExtraFields: true,
        extraFields: PERSONALIZED_EXTRA_FIELDS(now),
        upgradeable: true,
        returnable: true,
        cancellable: true,
        resellable: true,
        repersonalizationFee: 5,
        capabilities: { ...RETURN_PHASES, repersonalization: { enabled: true, fee: 5, limit: 2, deadline: { target: 'eventStart', offset: -1, unit: 'days' } } },
        addOns: [{ productId: PRODUCTS.programme, name: 'Programme booklet', amount: 1 }],
        history: [{ type: 'personalized', date: daysAgo(now, 20), data: { firstname: 'Alex', lastname: 'Morgan' } }],
      },
      { _id: 'tkt_alex_jazz_2', ticketTypeId: 'tt_jazz_seated', seatingInfo: jazzSeat(13), upgradeable: true },
      { _id: 'tkt_alex_jazz_3', ticketTypeId: 'tt_jazz_seated', seatingInfo: { ...jazzSeat(14), seatType: 'limitedView' } },
      { _id: 'tkt_alex_jazz_4', ticketTypeId: 'tt_jazz_seated', seatingInfo: jazzSeat(15) },
    ],
    // The first ticket's programme booklet was bought with the order, which paid the shop's fees too.
    items: [{ kind: 'product', productId: PRODUCTS.programme, name: 'Programme booklet', amount: 1, price: 5, taxRate: 0 }],
    fees: [
      { name: 'Booking fee', total: 4 * RIVERSIDE_FEES.bookingFeeFrom30, exposed: true },
      { name: 'Service fee', total: RIVERSIDE_FEES.serviceFee, exposed: false },
    ],
  });

  // A student ticket still to personalize (needs the student ID upload) and a posted hard ticket.
  placeOrder(batch, world, {
    tid: 'tx_alex_002',
    holder: ALEX,
    eventId: EVENTS.jazz,
    createdAt: daysAgo(now, 9),
    // The posted hard ticket's postage, a fee of its own so the order page's lines add up.
    fees: [{ name: 'Postage', total: RIVERSIDE_FEES.postage, exposed: true }],
    tickets: [
      {
        _id: 'tkt_alex_jazz_5',
        ticketTypeId: 'tt_jazz_student',
        status: 'detailsRequired',
        requiresExtraFields: true,
        seatingInfo: area('Standing floor'),
        history: [{ type: 'detailsRequired', date: daysAgo(now, 9) }],
      },
      {
        _id: 'tkt_alex_jazz_6',
        ticketTypeId: 'tt_jazz_standing',
        deliveryType: 'hard',
        printStatus: 'SUCCEEDED',
        seatingInfo: area('Standing floor'),
        pdfEnabled: false,
        appleWalletEnabled: false,
        googleWalletEnabled: false,
        transferable: false,
        history: [
          { type: 'readyForDelivery', date: daysAgo(now, 8) },
          { type: 'printStatusChanged', date: daysAgo(now, 7), data: { printStatus: 'SUCCEEDED' } },
        ],
      },
    ],
  });

  // A car park pass on an event whose tickets the account tickets page hides.
  placeOrder(batch, world, {
    tid: 'tx_alex_parking',
    holder: ALEX,
    eventId: EVENTS.parking,
    createdAt: addMinutes(daysAgo(now, 9), 4),
    tickets: [{ _id: 'tkt_alex_parking_1', ticketTypeId: 'tt_parking_car', seatingInfo: area('Level 1'), transferable: false }],
  });

  // Comedy (sold out): two valid seats, one canceled; completed from a purchase intent.
  placeOrder(batch, world, {
    tid: 'tx_alex_003',
    holder: ALEX,
    eventId: EVENTS.comedy,
    createdAt: daysAgo(now, 14),
    purchaseIntentId: 'pi_alex_comedy_complete',
    tickets: [
      {
        _id: 'tkt_alex_comedy_1',
        ticketTypeId: 'tt_comedy_seat',
        seatingInfo: seat('Club', 'Front tables', 'B', 3),
        upgradeable: true,
        returnable: true,
        cancellable: true,
        rebookingStrategyId: REBOOKING_STRATEGIES.standard,
        capabilities: RETURN_PHASES,
      },
      {
        _id: 'tkt_alex_comedy_2',
        ticketTypeId: 'tt_comedy_seat',
        seatingInfo: seat('Club', 'Front tables', 'B', 4),
        rebookingStrategyId: REBOOKING_STRATEGIES.standard,
        locks: [{ _id: 'lock_alex_comedy_2', type: 'boxOffice', reason: 'Seat under review by the box office', createdAt: daysAgo(now, 2), expiresAt: daysFromNow(now, 3) }],
      },
      {
        _id: 'tkt_alex_comedy_3',
        ticketTypeId: 'tt_comedy_seat',
        seatingInfo: seat('Club', 'Front tables', 'B', 5),
        status: 'invalid',
        pdfEnabled: false,
        appleWalletEnabled: false,
        googleWalletEnabled: false,
        transferable: false,
        history: [{ type: 'invalidated', date: daysAgo(now, 12), data: { reason: 'canceledByCustomer', refundVoucherId: 'vch_alex_refund' } }],
      },
    ],
  });

  // Timed entry to the exhibition: both tickets for the same slot.
  const slotStart = localAt(now, LONDON, 2, 14);
  const slot = { slotId: 'slot_exhibition_d2_h14', slotStartTime: slotStart, seatingInfo: area('Timed entry') };
  placeOrder(batch, world, {
    tid: 'tx_alex_004',
    holder: ALEX,
    eventId: EVENTS.exhibition,
    createdAt: daysAgo(now, 3),
    tickets: [
      // Resellable, for the Sell flow (e2e/ticket-resale.spec.ts offers both and cancels again).
      { _id: 'tkt_alex_exhibition_1', ticketTypeId: 'tt_exhibition_adult', ...slot, resellable: true },
      { _id: 'tkt_alex_exhibition_2', ticketTypeId: 'tt_exhibition_concession', ...slot, firstname: 'Robin', lastname: 'Morgan', resellable: true },
    ],
  });

  // A season card (multi) for the chamber season, paid by an active payment plan.
  placeOrder(batch, world, {
    tid: 'tx_alex_005',
    holder: ALEX,
    eventId: EVENTS.season,
    createdAt: daysAgo(now, 35),
    tickets: [
      {
        _id: 'tkt_alex_season_1',
        ticketTypeId: 'tt_season_card',
        type: 'multi',
        seatingInfo: seat('Hall', 'Stalls', 'C', 8),
        seasonTicketTransferMode: 'childrenAllowed',
        excludedEventIds: [],
        upgradeable: true,
        rebookingStrategyId: REBOOKING_STRATEGIES.standard,
      },
    ],
  });

  // Orchestra: one ticket kept, one sold on the secondary market.
  placeOrder(batch, world, {
    tid: 'tx_alex_006',
    holder: ALEX,
    eventId: EVENTS.orchestra,
    createdAt: daysAgo(now, 25),
    tickets: [
      { _id: 'tkt_alex_orchestra_1', ticketTypeId: 'tt_orchestra_lawn', seatingInfo: seat('Lawn', 'Terrace', 'T1', 7) },
      { _id: 'tkt_alex_orchestra_2', ticketTypeId: 'tt_orchestra_lawn', seatingInfo: seat('Lawn', 'Terrace', 'T1', 8), returnable: true, capabilities: RETURN_PHASES },
    ],
  });

  // A blank ticket: bought, not yet issued to anyone.
  placeOrder(batch, world, {
    tid: 'tx_alex_007',
    holder: ALEX,
    eventId: EVENTS.blues,
    createdAt: daysAgo(now, 6),
    tickets: [{ _id: 'tkt_alex_blues_1', ticketTypeId: 'tt_blues_floor', status: 'blank', firstname: null, lastname: null, email: null }],
  });

  // The Weekend Pass package: festival (far off: barcode not revealed yet, one still to personalize) plus a blues night.
  const weekendPass: PackageInfo = { packageId: ALEX_IDS.packageId, packageConfigId: PACKAGE_CONFIGS.weekendPass, name: 'Weekend Pass' };
  placeOrder(batch, world, {
    tid: 'tx_alex_008',
    holder: ALEX,
    eventId: EVENTS.festival,
    createdAt: daysAgo(now, 12),
    // The package price, £185, shared out over its tickets (list prices 89 + 89 + 22), so the lines add up.
    tickets: [
      { _id: 'tkt_alex_pkg_festival_1', ticketTypeId: 'tt_festival_weekend', packageInfo: weekendPass, seatingInfo: area('Festival grounds'), upgradeable: true, realPrice: 81.5 },
      {
        _id: 'tkt_alex_pkg_festival_2',
        ticketTypeId: 'tt_festival_weekend',
        packageInfo: weekendPass,
        status: 'detailsRequired',
        seatingInfo: area('Festival grounds'),
        realPrice: 81.5,
        history: [{ type: 'detailsRequired', date: daysAgo(now, 12) }],
      },
      { _id: 'tkt_alex_pkg_blues_1', eventId: EVENTS.blues, ticketTypeId: 'tt_blues_floor', packageInfo: weekendPass, seatingInfo: area('Floor'), realPrice: 22 },
    ],
  });

  // No tickets at all: two drink vouchers and a programme booklet for the jazz night. Older than the
  // jazz orders above, so the orders list still starts with those.
  placeOrder(batch, world, {
    tid: ALEX_IDS.orders.productsOnly,
    holder: ALEX,
    eventId: EVENTS.jazz,
    createdAt: daysAgo(now, 30),
    tickets: [],
    items: [
      { kind: 'voucher', productId: PRODUCTS.drinks, name: 'Drink voucher', amount: 2, price: 7, taxRate: 0.2 },
      { kind: 'product', productId: PRODUCTS.programme, name: 'Programme booklet', amount: 1, price: 5, taxRate: 0 },
    ],
    fees: [{ name: 'Service fee', total: RIVERSIDE_FEES.serviceFee, exposed: false }],
  });

  // A past event, so the past section of the tickets page is not empty.
  placeOrder(batch, world, {
    tid: 'tx_alex_009',
    holder: ALEX,
    eventId: EVENTS.openingParty,
    createdAt: daysAgo(now, 40),
    tickets: [
      { _id: 'tkt_alex_party_1', ticketTypeId: 'tt_party_entry', seatingInfo: area('Garden'), transferable: false },
      { _id: 'tkt_alex_party_2', ticketTypeId: 'tt_party_entry', seatingInfo: area('Garden'), transferable: false },
    ],
  });
}

function transfersAndResale(batch: SeedBatch, world: SeedWorld): void {
  const { now } = world;
  transferTickets(batch, world, {
    id: ALEX_IDS.transfers.sentPending,
    from: ALEX,
    to: MAYA,
    ticketIds: ['tkt_alex_jazz_3'],
    status: 'created',
    createdAt: daysAgo(now, 2),
  });
  transferTickets(batch, world, {
    id: ALEX_IDS.transfers.sentTransferred,
    from: ALEX,
    to: JORDAN,
    ticketIds: ['tkt_alex_jazz_4'],
    status: 'transferred',
    createdAt: daysAgo(now, 15),
    transferredAt: daysAgo(now, 14),
    successorIds: ['tkt_jordan_jazz_1'],
  });

  // Received: Priya (no account) sent Alex her winter concert ticket, and Alex accepted it.
  placeOrder(batch, world, {
    tid: 'tx_guest_priya_001',
    holder: PRIYA,
    eventId: EVENTS.seasonWinter,
    createdAt: daysAgo(now, 28),
    tickets: [{ _id: 'tkt_priya_winter_1', ticketTypeId: `tt_${EVENTS.seasonWinter}_single`, seatingInfo: seat('Hall', 'Balcony', 'A', 21) }],
  });
  transferTickets(batch, world, {
    id: ALEX_IDS.transfers.receivedTransferred,
    from: PRIYA,
    to: ALEX,
    ticketIds: ['tkt_priya_winter_1'],
    status: 'transferred',
    createdAt: daysAgo(now, 11),
    transferredAt: daysAgo(now, 10),
    successorIds: [ALEX_IDS.tickets.receivedByTransfer],
  });
  // (The pending transfer Alex received comes from Sam: see holdings/sam.ts.)

  offerForResale(batch, world, {
    id: ALEX_IDS.resellOffers.active,
    seller: ALEX,
    ticketIds: ['tkt_alex_jazz_2'],
    status: 'active',
    createdAt: daysAgo(now, 3),
    cpmId: ALEX_IDS.paymentMethods.sepa,
  });
  offerForResale(batch, world, {
    id: ALEX_IDS.resellOffers.sold,
    seller: ALEX,
    ticketIds: ['tkt_alex_orchestra_1'],
    status: 'sold',
    createdAt: daysAgo(now, 20),
    soldAt: daysAgo(now, 16),
    cpmId: ALEX_IDS.paymentMethods.sepa,
    buyer: RESALE_BUYER,
    successorIds: ['tkt_resale_orchestra_1'],
  });
}

function purchaseIntents(batch: SeedBatch, world: SeedWorld): void {
  const { now } = world;
  const contact = { email: ALEX.email, firstname: ALEX.firstname, lastname: ALEX.lastname, phone: '+447700900123', street: '22 Bankside Row', postal: 'SE1 9JT', city: 'London', country: 'GB' };
  const line = (eventId: string, ticketTypeId: string, amount: number) => {
    const type = world.event(eventId).tickets?.find((candidate) => candidate._id === ticketTypeId);
    if (!type) throw new Error(`demo seed: no ticket type ${ticketTypeId}`);
    return { type: 'ticket' as const, ticketTypeId, name: type.name, categoryRef: type.categoryRef, price: type.price, amount };
  };
  const productLine = (productId: string, name: string, price: number, amount: number) => ({ type: 'product' as const, productId, name, price, amount });
  const intent = (input: PurchaseIntent & { createdAt: string }): PurchaseIntent => {
    const lines = [...(input.tickets ?? []), ...(input.products ?? [])];
    const total = round2(lines.reduce((sum, item) => sum + (item.price ?? 0) * item.amount, 0));
    const doc: PurchaseIntent = {
      secret: secretFor(input._id),
      sellerId: RIVERSIDE,
      currency: 'GBP',
      regularPrice: total,
      realPrice: total,
      preferredLanguage: 'en',
      ...contact,
      ...input,
      tickets: (input.tickets ?? []).map((item, index) => ({ _id: `${input._id}_t${index + 1}`, ...item })),
      products: (input.products ?? []).map((item, index) => ({ _id: `${input._id}_p${index + 1}`, ...item })),
    };
    return add(batch, 'purchaseIntents', doc, { sellerId: RIVERSIDE, customerId: CUSTOMERS.alex, eventId: input.eventId ?? undefined, createdAt: input.createdAt });
  };
  const reservedTickets = (intentId: string, eventId: string, expiresAt: string, specs: { _id: string; ticketTypeId: string; seatingInfo: ReturnType<typeof area> }[], createdAt: string) => {
    for (const spec of specs) {
      const ticket = issueTicket(world, {
        spec: { ...spec, status: 'reserved', purchaseIntentId: intentId, expiresAt },
        eventId,
        holder: ALEX,
        createdAt,
      });
      add(batch, 'tickets', ticket, ticketKeys(ticket, createdAt));
    }
  };

  // Open (status new), newest first: awaiting approval, approved with tickets, approved with products only, POS-only.
  intent({
    _id: 'pi_alex_jazz_awaiting',
    status: 'new',
    approvalStatus: 'awaiting',
    eventId: EVENTS.jazz,
    reference: 'Office outing',
    tickets: [line(EVENTS.jazz, 'tt_jazz_standing', 4)],
    ticketsCreated: false,
    seatingReservationToken: 'srt_alex_jazz_awaiting_5b1c9e',
    seatingReservationClaimed: false,
    cancellationStrategy: 'cancellationAllowed',
    restrictedCompletion: ['online', 'pos'],
    expiresAt: daysFromNow(now, 5),
    createdAt: daysAgo(now, 1),
    history: [{ type: 'created', date: daysAgo(now, 1) }],
  });
  const approvedCreated = daysAgo(now, 4);
  const approvedExpiry = daysFromNow(now, 3);
  intent({
    _id: 'pi_alex_jazz_approved',
    status: 'new',
    approvalStatus: 'approved',
    eventId: EVENTS.jazz,
    tickets: [line(EVENTS.jazz, 'tt_jazz_seated', 2)],
    ticketsCreated: true,
    seatingReservationToken: 'srt_alex_jazz_approved_7d20aa',
    seatingReservationClaimed: true,
    deposit: { method: 'percent', value: 0.2 },
    cancellationStrategy: 'notAllowed',
    expiresAt: approvedExpiry,
    createdAt: approvedCreated,
    history: [
      { type: 'created', date: approvedCreated },
      { type: 'approved', date: addMinutes(approvedCreated, 90) },
    ],
  });
  reservedTickets(
    'pi_alex_jazz_approved',
    EVENTS.jazz,
    approvedExpiry,
    [
      { _id: 'tkt_alex_pi_jazz_1', ticketTypeId: 'tt_jazz_seated', seatingInfo: seat('Stalls', 'Block A', '6', 1) },
      { _id: 'tkt_alex_pi_jazz_2', ticketTypeId: 'tt_jazz_seated', seatingInfo: seat('Stalls', 'Block A', '6', 2) },
    ],
    approvedCreated,
  );
  intent({
    _id: 'pi_alex_jazz_products',
    status: 'new',
    approvalStatus: 'approved',
    eventId: EVENTS.jazz,
    products: [productLine(PRODUCTS.programme, 'Programme booklet', 5, 2), productLine(PRODUCTS.drinks, 'Drink voucher', 7, 4)],
    ticketsCreated: false,
    cancellationStrategy: 'cancellationAllowed',
    expiresAt: daysFromNow(now, 6),
    createdAt: daysAgo(now, 2),
    history: [
      { type: 'created', date: daysAgo(now, 2) },
      { type: 'approved', date: addMinutes(daysAgo(now, 2), 30) },
    ],
  });
  const posCreated = daysAgo(now, 3);
  const posExpiry = daysFromNow(now, 7);
  intent({
    _id: 'pi_alex_orchestra_pos',
    status: 'new',
    approvalStatus: 'approved',
    eventId: EVENTS.orchestra,
    tickets: [line(EVENTS.orchestra, 'tt_orchestra_lawn', 2)],
    ticketsCreated: true,
    restrictedCompletion: ['pos'],
    cancellationStrategy: 'notAllowed',
    expiresAt: posExpiry,
    createdAt: posCreated,
    history: [
      { type: 'created', date: posCreated },
      { type: 'approved', date: addMinutes(posCreated, 60) },
      { type: 'commented', date: addMinutes(posCreated, 65), data: { comment: 'Pay at the box office when you collect the tickets.' } },
    ],
  });
  reservedTickets(
    'pi_alex_orchestra_pos',
    EVENTS.orchestra,
    posExpiry,
    [
      { _id: 'tkt_alex_pi_orchestra_1', ticketTypeId: 'tt_orchestra_lawn', seatingInfo: area('Lawn') },
      { _id: 'tkt_alex_pi_orchestra_2', ticketTypeId: 'tt_orchestra_lawn', seatingInfo: area('Lawn') },
    ],
    posCreated,
  );
  const bluesCreated = addMinutes(now.toISOString(), -6 * 60);
  const bluesExpiry = daysFromNow(now, 9);
  intent({
    _id: 'pi_alex_blues_pair',
    status: 'new',
    approvalStatus: 'approved',
    eventId: EVENTS.blues,
    tickets: [line(EVENTS.blues, 'tt_blues_floor', 2)],
    ticketsCreated: true,
    restrictedCompletion: ['online'],
    cancellationStrategy: 'cancellationAllowed',
    expiresAt: bluesExpiry,
    createdAt: bluesCreated,
    history: [
      { type: 'created', date: bluesCreated },
      { type: 'approved', date: addMinutes(bluesCreated, 20) },
    ],
  });
  reservedTickets(
    'pi_alex_blues_pair',
    EVENTS.blues,
    bluesExpiry,
    [
      { _id: 'tkt_alex_pi_blues_1', ticketTypeId: 'tt_blues_floor', seatingInfo: area('Floor') },
      { _id: 'tkt_alex_pi_blues_2', ticketTypeId: 'tt_blues_floor', seatingInfo: area('Floor') },
    ],
    bluesCreated,
  );

  // Closed: completed (became tx_alex_003), canceled, rejected.
  const completeCreated = daysAgo(now, 16);
  intent({
    _id: 'pi_alex_comedy_complete',
    status: 'complete',
    approvalStatus: 'approved',
    eventId: EVENTS.comedy,
    tickets: [line(EVENTS.comedy, 'tt_comedy_seat', 3)],
    ticketsCreated: true,
    transactionId: 'tx_alex_003',
    expiresAt: daysAgo(now, 13),
    createdAt: completeCreated,
    history: [
      { type: 'created', date: completeCreated },
      { type: 'approved', date: addMinutes(completeCreated, 45) },
      { type: 'completed', date: daysAgo(now, 14) },
    ],
  });
  intent({
    _id: 'pi_alex_orchestra_canceled',
    status: 'canceled',
    approvalStatus: 'approved',
    eventId: EVENTS.orchestra,
    tickets: [line(EVENTS.orchestra, 'tt_orchestra_lawn', 4)],
    ticketsCreated: false,
    cancellationStrategy: 'cancellationAllowed',
    expiresAt: daysAgo(now, 22),
    createdAt: daysAgo(now, 30),
    history: [
      { type: 'created', date: daysAgo(now, 30) },
      { type: 'approved', date: daysAgo(now, 29) },
      { type: 'canceled', date: daysAgo(now, 26) },
    ],
  });
  intent({
    _id: 'pi_alex_season_rejected',
    status: 'canceled',
    approvalStatus: 'rejected',
    rejectionReason: 'Group bookings for the chamber season are full.',
    eventId: EVENTS.season,
    tickets: [line(EVENTS.season, 'tt_season_card', 4)],
    ticketsCreated: false,
    expiresAt: daysAgo(now, 40),
    createdAt: daysAgo(now, 45),
    history: [
      { type: 'created', date: daysAgo(now, 45) },
      { type: 'rejected', date: daysAgo(now, 44), data: { reason: 'Group bookings for the chamber season are full.' } },
    ],
  });
}

function paymentMethods(batch: SeedBatch, world: SeedWorld): void {
  const { now } = world;
  const year = now.getUTCFullYear();
  const methods: CustomerPaymentMethod[] = [
    {
      _id: ALEX_IDS.paymentMethods.visa,
      sellerId: RIVERSIDE,
      customerId: CUSTOMERS.alex,
      primary: true,
      status: 'active',
      active: true,
      gatewayType: 'stripe',
      gatewayId: GATEWAYS.riversideStripe,
      channels: ['onSession', 'offSession'],
      data: { paymentMethodId: 'pm_sandbox_visa_4242' },
      paymentDetails: { type: 'visa', last4: '4242', expiration: { month: 8, year: year + 3 } },
      createdAt: daysAgo(now, 120),
    },
    {
      _id: ALEX_IDS.paymentMethods.expiredMastercard,
      sellerId: RIVERSIDE,
      customerId: CUSTOMERS.alex,
      primary: false,
      status: 'expired',
      active: false,
      gatewayType: 'stripe',
      gatewayId: GATEWAYS.riversideStripe,
      channels: ['onSession', 'offSession'],
      data: { paymentMethodId: 'pm_sandbox_mc_4444' },
      paymentDetails: { type: 'mc', last4: '4444', expiration: { month: 3, year: year - 1 } },
      createdAt: daysAgo(now, 700),
    },
    {
      _id: ALEX_IDS.paymentMethods.sepa,
      sellerId: RIVERSIDE,
      customerId: CUSTOMERS.alex,
      primary: false,
      status: 'active',
      active: true,
      gatewayType: 'additionalMethod',
      gatewayId: GATEWAYS.riversideSepaPayout,
      channels: ['offSession'],
      data: { accountHolderName: 'Alex Morgan' },
      paymentDetails: { type: 'sepa', last4: '3000' },
      createdAt: daysAgo(now, 60),
    },
  ];
  for (const method of methods) add(batch, 'customerPaymentMethods', method, { sellerId: RIVERSIDE, customerId: CUSTOMERS.alex, createdAt: method.createdAt });
}

function subscriptions(batch: SeedBatch, world: SeedWorld): void {
  const { now } = world;
  const subscription = (doc: Subscription & { createdAt: string }) =>
    add(batch, 'subscriptions', { secret: secretFor(doc._id), sellerId: RIVERSIDE, customerId: CUSTOMERS.alex, currency: 'GBP', ...doc }, {
      sellerId: RIVERSIDE,
      customerId: CUSTOMERS.alex,
      createdAt: doc.createdAt,
    });
  // Active; the plan requests auto-renewal and Alex gave it (badge shown); may move to another card.
  subscription({
    _id: 'sub_alex_club',
    status: 'active',
    planId: SUBSCRIPTION_PLANS.club,
    planVariantId: 'spv_club_standard',
    items: [{ _id: 'sit_alex_club_1', type: 'product', name: 'Riverside Club membership', productId: PRODUCTS.clubMembership, amount: 1, price: 60 }],
    consents: [{ type: AUTORENEWAL_CONSENT }],
    customerPaymentMethodId: ALEX_IDS.paymentMethods.visa,
    createdAt: daysAgo(now, 200),
  });
  // Draft on an onDraft plan: may take a new payment method.
  subscription({
    _id: 'sub_alex_series_draft',
    status: 'draft',
    planId: SUBSCRIPTION_PLANS.concertSeries,
    planVariantId: 'spv_series_pair',
    items: [
      { _id: 'sit_alex_series_1', type: 'ticket', name: 'Single concert', ticketTypeId: `tt_${EVENTS.seasonOpening}_single`, amount: 2, price: 45 },
      { _id: 'sit_alex_series_2', type: 'product', name: 'Programme booklet', productId: PRODUCTS.programme, amount: 1, price: 5 },
    ],
    consents: [],
    customerPaymentMethodId: null,
    createdAt: daysAgo(now, 1),
  });
  // Incomplete: the renewal failed on the expired card; its plan never allows a change of method.
  subscription({
    _id: 'sub_alex_programme_incomplete',
    status: 'incomplete',
    planId: SUBSCRIPTION_PLANS.programmeByPost,
    planVariantId: 'spv_programme_post',
    items: [{ _id: 'sit_alex_programme_1', type: 'product', name: 'Programme booklet', productId: PRODUCTS.programme, amount: 1, price: 4 }],
    consents: [],
    customerPaymentMethodId: ALEX_IDS.paymentMethods.expiredMastercard,
    createdAt: daysAgo(now, 150),
  });
  // A gift membership ending at the period end: the plan requests auto-renewal, but it was withdrawn (no badge).
  subscription({
    _id: 'sub_alex_club_gift',
    status: 'pendingCancellation',
    planId: SUBSCRIPTION_PLANS.club,
    planVariantId: 'spv_club_plus',
    items: [{ _id: 'sit_alex_gift_1', type: 'product', name: 'Riverside Club membership (Plus)', productId: PRODUCTS.clubMembership, amount: 1, price: 95 }],
    consents: [],
    customerPaymentMethodId: ALEX_IDS.paymentMethods.visa,
    createdAt: daysAgo(now, 320),
  });
}

function paymentPlans(batch: SeedBatch, world: SeedWorld): void {
  const { now } = world;
  const plan = (doc: PaymentPlan & { createdAt: string }) =>
    add(batch, 'paymentPlans', { secret: secretFor(doc._id), sellerId: RIVERSIDE, customerId: CUSTOMERS.alex, currency: 'GBP', salesChannelId: 'online', preferredLanguage: 'en', ...doc }, {
      sellerId: RIVERSIDE,
      customerId: CUSTOMERS.alex,
      createdAt: doc.createdAt,
    });
  const schedule = (id: string, type: 'downpayment' | 'installment', due: string, total: number, status: PaymentSchedule['status'], extra: Partial<PaymentSchedule> = {}): PaymentSchedule => ({
    _id: id,
    type,
    due,
    total,
    status,
    notificationStatus: status === 'succeeded' || status === 'failed' ? 'notified' : 'pending',
    attempts: status === 'succeeded' ? 1 : 0,
    ...(status === 'succeeded' ? { paymentId: `pay_${id}` } : {}),
    ...extra,
  });

  // Active: the season card (120): 20% down, then 3 monthly instalments from 30 days after the order.
  plan({
    _id: 'pp_alex_season_active',
    status: 'active',
    paymentStrategyId: PAYMENT_STRATEGIES.instalments,
    paymentOptionId: PAYMENT_OPTIONS.threeMonthly,
    customerPaymentMethodId: ALEX_IDS.paymentMethods.visa,
    transactionId: 'tx_alex_005',
    createdAt: daysAgo(now, 35),
    schedules: [
      schedule('sch_alex_season_0', 'downpayment', daysAgo(now, 35), 24, 'succeeded'),
      schedule('sch_alex_season_1', 'installment', daysAgo(now, 5), 32, 'succeeded'),
      schedule('sch_alex_season_2', 'installment', daysFromNow(now, 25), 32, 'scheduled'),
      schedule('sch_alex_season_3', 'installment', daysFromNow(now, 55), 32, 'scheduled'),
    ],
  });
  // Completed: the opening party (30) in 4 weekly instalments.
  plan({
    _id: 'pp_alex_party_completed',
    status: 'completed',
    paymentStrategyId: PAYMENT_STRATEGIES.instalments,
    paymentOptionId: PAYMENT_OPTIONS.fourWeekly,
    customerPaymentMethodId: ALEX_IDS.paymentMethods.visa,
    transactionId: 'tx_alex_009',
    createdAt: daysAgo(now, 40),
    schedules: [40, 33, 26, 19].map((days, index) => schedule(`sch_alex_party_${index + 1}`, 'installment', daysAgo(now, days), 7.5, 'succeeded')),
  });
  // Canceled: the order was canceled; the down payment was refunded.
  plan({
    _id: 'pp_alex_canceled',
    status: 'canceled',
    paymentStrategyId: PAYMENT_STRATEGIES.instalments,
    paymentOptionId: PAYMENT_OPTIONS.threeMonthly,
    customerPaymentMethodId: ALEX_IDS.paymentMethods.visa,
    canceledAt: daysAgo(now, 50),
    createdAt: daysAgo(now, 58),
    schedules: [
      schedule('sch_alex_canceled_0', 'downpayment', daysAgo(now, 58), 36, 'refunded', { paymentId: 'pay_sch_alex_canceled_0', attempts: 1 }),
      schedule('sch_alex_canceled_1', 'installment', daysAgo(now, 28), 48, 'canceled'),
      schedule('sch_alex_canceled_2', 'installment', daysFromNow(now, 2), 48, 'canceled'),
      schedule('sch_alex_canceled_3', 'installment', daysFromNow(now, 32), 48, 'canceled'),
    ],
  });
  // Incomplete: the first instalment of the Weekend Pass (185) failed on the expired card.
  plan({
    _id: 'pp_alex_weekend_incomplete',
    status: 'incomplete',
    paymentStrategyId: PAYMENT_STRATEGIES.instalments,
    paymentOptionId: PAYMENT_OPTIONS.threeMonthly,
    customerPaymentMethodId: ALEX_IDS.paymentMethods.expiredMastercard,
    transactionId: 'tx_alex_008',
    createdAt: daysAgo(now, 12),
    schedules: [
      schedule('sch_alex_weekend_0', 'downpayment', daysAgo(now, 12), 37, 'succeeded'),
      schedule('sch_alex_weekend_1', 'installment', daysAgo(now, 2), 49.33, 'failed', { attempts: 3, nextAttempt: daysFromNow(now, 1) }),
      schedule('sch_alex_weekend_2', 'installment', daysFromNow(now, 28), 49.33, 'scheduled'),
      schedule('sch_alex_weekend_3', 'installment', daysFromNow(now, 58), 49.34, 'scheduled'),
    ],
  });
  // Draft: a deposit plan not yet started (strategy policy never: its method cannot be changed).
  plan({
    _id: 'pp_alex_deposit_draft',
    status: 'draft',
    paymentStrategyId: PAYMENT_STRATEGIES.deposit,
    paymentOptionId: PAYMENT_OPTIONS.depositAndBalance,
    customerPaymentMethodId: null,
    createdAt: addMinutes(now.toISOString(), -90),
    schedules: [
      schedule('sch_alex_deposit_0', 'downpayment', daysFromNow(now, 1), 50, 'pending'),
      schedule('sch_alex_deposit_1', 'installment', daysFromNow(now, 46), 130, 'scheduled'),
    ],
  });
}

function membership(batch: SeedBatch, world: SeedWorld): void {
  const { now } = world;
  const program: MembershipProgram = {
    ...riversideClubProgram(),
    enrollmentStatus: 'enrolled',
    activeTierId: MEMBERSHIP_TIERS.silver,
    balance: 820,
    membership: {
      _id: 'mbr_alex_club',
      secret: secretFor('mbr_alex_club'),
      customerId: CUSTOMERS.alex,
      programId: riversideClubProgram()._id,
      tierId: MEMBERSHIP_TIERS.silver,
      balance: 820,
      number: 'RC-100045',
    },
    lastTransactions: [
      { _id: 'mtx_alex_1', description: 'Weekend Pass', amount: 185, createdAt: daysAgo(now, 12) },
      { _id: 'mtx_alex_2', description: 'Redeemed: drink vouchers', amount: -140, createdAt: daysAgo(now, 10) },
      { _id: 'mtx_alex_3', description: 'Midnight Jazz Session', amount: 52, createdAt: daysAgo(now, 9) },
      { _id: 'mtx_alex_4', description: null, amount: 25, createdAt: daysAgo(now, 7) },
      { _id: 'mtx_alex_5', description: 'River Lights: Immersive Exhibition', amount: 27, createdAt: daysAgo(now, 3) },
      { _id: 'mtx_alex_6', description: 'Points expired', amount: -15, createdAt: daysAgo(now, 1) },
    ],
  };
  // The schema joins a program and one customer's enrollment; this document is the club as Alex sees it.
  add(batch, 'membershipPrograms', program, { sellerId: RIVERSIDE, customerId: CUSTOMERS.alex, createdAt: daysAgo(now, 400) });
}

function vouchers(batch: SeedBatch, world: SeedWorld): void {
  const { now } = world;
  const list: StoredVoucher[] = [
    {
      _id: 'vch_alex_upgrade_credit',
      code: 'UPG-ALEX-7QK2M',
      type: 'UPGRADE_CREDIT',
      internalBalance: 14,
      amount: 14,
      redeemedAmount: 0,
      origin: 'upgrade',
      sellerId: RIVERSIDE,
      customerId: CUSTOMERS.alex,
      transactionId: 'tx_alex_001',
      validUntil: daysFromNow(now, 365),
    },
    {
      _id: 'vch_alex_refund',
      code: 'RFD-ALEX-C3N8P',
      amount: 20,
      redeemedAmount: 5,
      origin: 'refund',
      refundId: 'rfd_alex_comedy_3',
      sellerId: RIVERSIDE,
      customerId: CUSTOMERS.alex,
      transactionId: 'tx_alex_003',
      validUntil: daysFromNow(now, 180),
    },
  ];
  list.forEach((voucher, index) => add(batch, 'vouchers', voucher, { sellerId: RIVERSIDE, customerId: CUSTOMERS.alex, createdAt: daysAgo(now, 12 - index) }));
}

export function alexHoldings(world: SeedWorld): SeedBatch {
  const batch: SeedBatch = {};
  paymentMethods(batch, world);
  orders(batch, world);
  transfersAndResale(batch, world);
  purchaseIntents(batch, world);
  subscriptions(batch, world);
  paymentPlans(batch, world);
  membership(batch, world);
  vouchers(batch, world);
  return batch;
}
