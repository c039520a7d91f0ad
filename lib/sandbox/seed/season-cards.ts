import type { SandboxContext } from '../context.ts';
import type { Customer } from '../../ticketing/schemas/customer.ts';
import type { CustomerPaymentMethod } from '../../ticketing/schemas/customer-payment-method.ts';
import type { TicketTransfer } from '../../ticketing/schemas/ticket-transfer.ts';
import { saveCredentials } from '../auth.ts';
import { add, replace, writeBatch, type SeedBatch, type SeedWorld } from './batch.ts';
import { EVENTS, GATEWAYS, SELLERS } from './ids.ts';
import { daysAgo } from './time.ts';
import { issueTicket, placeOrder, secretFor, seat, ticketKeys, type Holder, type TicketSpec } from './holdings/build.ts';

/**
 * Season cards in every transfer mode (issue 13): Quinn Hale holds six cards of the Riverside
 * Chamber Season — two without restriction (the journey sends two concerts of one and the whole
 * season of the other), one that goes only whole (groupOnly), one only by concert (childrenOnly),
 * one whose Opening Night went to Sasha Green already and whose Winter Quartets wait for her
 * answer (childrenAllowed), and one kept for selling a concert on the resale site. Quinn has a
 * SEPA payout method, so a concert can also be offered on the secondary market.
 */

export const SEASON_CUSTOMER = 'cus_quinn_hale';
export const SEASON_EMAIL = 'quinn.hale@example.com';
/** Someone without an account who receives concerts of Quinn's card. */
export const SEASON_FRIEND_EMAIL = 'sasha.green@example.com';

export const SEASON_IDS = {
  order: 'tx_robin_season',
  payout: 'cpm_robin_sepa',
  cards: {
    open: 'tkt_robin_season_1',
    openSecond: 'tkt_robin_season_2',
    groupOnly: 'tkt_robin_season_3',
    childrenOnly: 'tkt_robin_season_4',
    partly: 'tkt_robin_season_5',
    forSale: 'tkt_robin_season_6',
  },
  transfers: { opening: 'trf_robin_season_opening', winterPending: 'trf_robin_season_winter' },
  friendOpening: 'tkt_sasha_season_opening',
} as const;

const QUINN: Holder = { customerId: SEASON_CUSTOMER, email: SEASON_EMAIL, firstname: 'Quinn', lastname: 'Hale' };
const SASHA: Holder = { customerId: null, email: SEASON_FRIEND_EMAIL, firstname: 'Sasha', lastname: 'Green' };

const CARD_TYPE = 'tt_season_card';

function quinn(): Customer {
  return {
    _id: SEASON_CUSTOMER,
    sellerId: SELLERS.riverside.id,
    name: 'Quinn Hale',
    prename: 'Quinn',
    lastname: 'Hale',
    primaryEmail: SEASON_EMAIL,
    number: '100071',
    verified: true,
    location: { street: '17 Marylebone Lane', postal: 'W1U 2NE', city: 'London', country: 'GB' },
    _account: { loginType: 'password' },
  };
}

function holdings(world: SeedWorld): SeedBatch {
  const batch: SeedBatch = {};
  const { now } = world;
  const ordered = daysAgo(now, 30);
  const card = (id: string, seatName: number, extra: Partial<TicketSpec> = {}): TicketSpec => ({
    _id: id,
    ticketTypeId: CARD_TYPE,
    type: 'multi',
    seatingInfo: seat('Hall', 'Circle', 'S', seatName),
    excludedEventIds: [],
    resellable: true,
    ...extra,
  });
  const { cards } = SEASON_IDS;
  placeOrder(batch, world, {
    tid: SEASON_IDS.order,
    holder: QUINN,
    eventId: EVENTS.season,
    createdAt: ordered,
    tickets: [
      card(cards.open, 1),
      card(cards.openSecond, 2, { seasonTicketTransferMode: 'entireSeasonAllowed' }),
      card(cards.groupOnly, 3, { seasonTicketTransferMode: 'groupOnly' }),
      card(cards.childrenOnly, 4, { seasonTicketTransferMode: 'childrenOnly' }),
      card(cards.partly, 5, { seasonTicketTransferMode: 'childrenAllowed' }),
      card(cards.forSale, 6),
    ],
  });

  // The Opening Night of card 5 went to Sasha: the card keeps the other concerts.
  const given = daysAgo(now, 12);
  const opening = transfer(SEASON_IDS.transfers.opening, EVENTS.seasonOpening, 'transferred', daysAgo(now, 14), given);
  add(batch, 'ticketTransfers', opening, { sellerId: SELLERS.riverside.id, customerId: SEASON_CUSTOMER, eventId: EVENTS.seasonOpening, createdAt: opening.createdAt });
  replace(batch, 'tickets', cards.partly, (current) => ({
    ...current,
    excludedEventIds: [EVENTS.seasonOpening],
    history: [...(current.history ?? []), { type: 'transferredFromSeason', date: given, data: { transferId: opening._id, eventId: EVENTS.seasonOpening, recipientEmail: SEASON_FRIEND_EMAIL } }],
  }));
  const friendTicket = issueTicket(world, {
    spec: {
      _id: SEASON_IDS.friendOpening,
      eventId: EVENTS.seasonOpening,
      ticketTypeId: `tt_${EVENTS.seasonOpening}_single`,
      seatingInfo: seat('Hall', 'Circle', 'S', 5),
      origin: 'transfer',
      originTicketId: cards.partly,
      realPrice: 40,
      regularPrice: 40,
      history: [{ type: 'createdFromTransfer', date: given, data: { transferId: opening._id, originTicketId: cards.partly, groupEventId: EVENTS.season } }],
    },
    eventId: EVENTS.seasonOpening,
    holder: SASHA,
    createdAt: given,
  });
  add(batch, 'tickets', friendTicket, ticketKeys(friendTicket, given));

  // Its Winter Quartets wait for Sasha's answer.
  const pending = transfer(SEASON_IDS.transfers.winterPending, EVENTS.seasonWinter, 'created', daysAgo(now, 2));
  add(batch, 'ticketTransfers', pending, { sellerId: SELLERS.riverside.id, customerId: SEASON_CUSTOMER, eventId: EVENTS.seasonWinter, createdAt: pending.createdAt });

  const payout: CustomerPaymentMethod = {
    _id: SEASON_IDS.payout,
    sellerId: SELLERS.riverside.id,
    customerId: SEASON_CUSTOMER,
    primary: false,
    status: 'active',
    active: true,
    gatewayType: 'additionalMethod',
    gatewayId: GATEWAYS.riversideSepaPayout,
    channels: ['offSession'],
    data: { accountHolderName: 'Quinn Hale' },
    paymentDetails: { type: 'sepa', last4: '7781' },
    createdAt: daysAgo(now, 25),
  };
  add(batch, 'customerPaymentMethods', payout, { sellerId: SELLERS.riverside.id, customerId: SEASON_CUSTOMER, createdAt: payout.createdAt });
  return batch;
}

/** A transfer of one concert of card 5 to Sasha, as the sandbox records it (services/season-transfers.ts). */
function transfer(id: string, childEventId: string, status: 'created' | 'transferred', createdAt: string, transferredAt?: string): TicketTransfer {
  const card = SEASON_IDS.cards.partly;
  return {
    _id: id,
    secret: secretFor(id),
    status,
    sellerId: SELLERS.riverside.id,
    eventId: childEventId,
    groupEventId: EVENTS.season,
    childEventId,
    origin: 'customer',
    sender: { email: SEASON_EMAIL, customerId: SEASON_CUSTOMER },
    recipient: { email: SEASON_FRIEND_EMAIL, customerId: null },
    tickets: [{ id: card, secret: secretFor(card) }],
    requiresAcceptance: true,
    createdAt,
    updatedAt: transferredAt ?? createdAt,
  };
}

/** Writes the season-card demo (inside the seed's transaction): Quinn's login and holdings. */
export function seedSeasonCards(ctx: SandboxContext, input: { world: SeedWorld; passwordHash: string }): void {
  const customer = quinn();
  ctx.store.put('customers', customer, { sellerId: customer.sellerId, customerId: customer._id });
  saveCredentials(ctx.db, { customerId: customer._id, sellerId: customer.sellerId ?? '', email: SEASON_EMAIL, passwordHash: input.passwordHash });
  writeBatch(ctx.store, holdings(input.world));
}
