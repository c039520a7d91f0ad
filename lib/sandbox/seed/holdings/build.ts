import type { StoredEvent, StoredTransaction } from '../../collections.ts';
import type { SeatingInfo, Ticket, TicketHistoryEntry } from '../../../ticketing/schemas/ticket.ts';
import type { TicketTransfer } from '../../../ticketing/schemas/ticket-transfer.ts';
import type { ResellOffer } from '../../../ticketing/schemas/resell-offer.ts';
import type { TransactionItem, TransactionTicket } from '../../../ticketing/schemas/transaction.ts';
import type { FeeComponent } from '../../../ticketing/schemas/checkout.ts';
import { add, find, replace, type SeedBatch, type SeedWorld } from '../batch.ts';
import { SELLERS } from '../ids.ts';
import { DEMO_SELLERS } from '../sellers.ts';
import { BARCODE_REVEAL_HOURS } from '../../../domain/barcode.ts';
import { showsNetPrices } from '../../../domain/pricing.ts';
import { receiptOf, type OrderReceipt } from '../../services/order-receipt.ts';
// The seeded offers charge what a new offer would.
import { RESELL_FEE_SHARE } from '../../services/resell-offers.ts';

/** Builders for what customers hold: orders with their tickets, transfers and resale offers. */

/** Whoever holds a ticket: a demo customer, or someone without an account (customerId null). */
export interface Holder {
  customerId: string | null;
  email: string;
  firstname: string;
  lastname: string;
}

/** A ticket to issue: its id and type, plus any field that differs from the defaults of `issueTicket`. */
export type TicketSpec = Partial<Ticket> & { _id: string; ticketTypeId: string };

/** Barcodes become visible this long before the ticket's relevancy date (near events show them). */
const BARCODE_REVEAL_MS = BARCODE_REVEAL_HOURS * 3_600_000;

const BARCODE_PREFIX: Readonly<Record<string, string>> = {
  [SELLERS.riverside.id]: 'RVL',
  [SELLERS.lindenau.id]: 'KHL',
  [SELLERS.little.id]: 'LTC',
};

/** FNV-1a: a tiny deterministic hash, so secrets and barcodes look random but never change. */
function fnv1a(text: string, seed = 0x811c9dc5): number {
  let hash = seed >>> 0;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash >>> 0;
}

const hex = (value: number) => value.toString(16).padStart(8, '0');

/** A deterministic secret for a document id (>= 16 characters; the id keeps it readable in logs). */
export function secretFor(id: string): string {
  return `sec_${id}_${hex(fnv1a(id))}${hex(fnv1a(id, 0x9e3779b9))}`;
}

/** A deterministic CODE128-friendly barcode: seller prefix plus 15 digits. */
export function barcodeFor(sellerId: string, id: string): string {
  const digits = `${String(fnv1a(id)).padStart(10, '0')}${String(fnv1a(id, 0x2545f491) % 100_000).padStart(5, '0')}`;
  return `${BARCODE_PREFIX[sellerId] ?? 'TKT'}${digits}`;
}

export function daysFromNow(now: Date, days: number): string {
  return new Date(now.getTime() + days * 86_400_000).toISOString();
}

export const round2 = (value: number) => Math.round(value * 100) / 100;

/** Seat `seat` in row `row` of a block: the seated kind of seating info. */
export function seat(sectionName: string, groupName: string, rowName: string, seatName: number | string, extra: Partial<SeatingInfo> = {}): SeatingInfo {
  return { sectionName, groupName, rowName, seatName: String(seatName), ...extra };
}

/** A general-admission area: the other kind of seating info. */
export function area(name: string, extra: Partial<SeatingInfo> = {}): SeatingInfo {
  return { name, ...extra };
}

/**
 * A ticket with the defaults of an online order: virtual delivery, a barcode on issued tickets
 * (revealed within 14 days of the event), PDF and wallet passes for valid ones, transferable while
 * valid or awaiting details. `spec` overrides any of it; its history entries follow 'created'.
 */
export function issueTicket(
  world: SeedWorld,
  input: { spec: TicketSpec; eventId: string; holder: Holder; createdAt: string; transactionId?: string | null },
): Ticket {
  const { spec, holder, createdAt } = input;
  const eventId = spec.eventId ?? input.eventId;
  const event = world.event(eventId);
  const type = event.tickets?.find((candidate) => candidate._id === spec.ticketTypeId);
  if (!type) throw new Error(`demo seed: event ${eventId} has no ticket type ${spec.ticketTypeId}`);
  const category = event.categories?.find((candidate) => candidate.ref === type.categoryRef);
  const status = spec.status ?? 'valid';
  const relevancyDate = spec.slotStartTime ?? event.start;
  const issued = status === 'valid' || status === 'invalid';
  const live = status === 'valid';
  const awaitingDetails = status === 'detailsRequired';
  const sellerId = event.sellerId;
  const { history: laterHistory, ...overrides } = spec;
  const history: TicketHistoryEntry[] = [{ type: 'created', date: createdAt }, ...(laterHistory ?? [])];
  return {
    secret: secretFor(spec._id),
    sellerId,
    eventId,
    ...(event.rootId ? { rootEventId: event.rootId } : {}),
    transactionId: input.transactionId ?? null,
    customerId: holder.customerId,
    ticketName: type.name,
    name: type.name,
    ...(category ? { categoryName: category.name } : {}),
    categoryRef: type.categoryRef,
    relevancyDate,
    email: holder.email,
    firstname: awaitingDetails ? '' : holder.firstname,
    lastname: awaitingDetails ? '' : holder.lastname,
    ...(event.currency ? { currency: event.currency } : {}),
    regularPrice: type.price,
    realPrice: type.price,
    status,
    ...(issued ? { barcode: barcodeFor(sellerId, spec._id), barcodeRevealed: Date.parse(relevancyDate) - world.now.getTime() <= BARCODE_REVEAL_MS } : {}),
    type: 'single',
    origin: 'online',
    deliveryType: 'virtual',
    personalized: false,
    requiresPersonalization: awaitingDetails,
    requiresExtraFields: false,
    pdfEnabled: live,
    appleWalletEnabled: live,
    googleWalletEnabled: live,
    transferable: live || awaitingDetails,
    upgradeable: false,
    cancellable: false,
    returnable: false,
    resellable: false,
    ...overrides,
    history,
  };
}

export function ticketKeys(ticket: Ticket, createdAt: string) {
  return { sellerId: ticket.sellerId, customerId: ticket.customerId ?? undefined, eventId: ticket.eventId, createdAt };
}

export interface OrderInput {
  tid: string;
  holder: Holder;
  /** The order's event; a ticket spec may name another one (a package spans events). */
  eventId: string;
  createdAt: string;
  tickets: readonly TicketSpec[];
  /** The paid total, when it is not the sum of the lines (a package price). */
  realPrice?: number;
  purchaseIntentId?: string;
  /** Products, vouchers and extras bought with the tickets, or alone (ADR 0024); `total` defaults to price × amount. */
  items?: readonly TransactionItem[];
  /** The fees the order's checkout charged, as its fee components. */
  fees?: readonly FeeComponent[];
}

/**
 * The receipt of a seeded order, as a sandbox checkout would keep it: for orders with items or
 * fees, and for every order of a seller with net prices (its lines are net, the order page adds
 * the tax on top). Other seeded orders keep only their ticket lines, as before.
 */
function seedReceipt(world: SeedWorld, input: OrderInput, tickets: readonly Ticket[], sellerId: string): OrderReceipt | undefined {
  const seller = DEMO_SELLERS.find((candidate) => candidate._id === sellerId);
  const netPrices = showsNetPrices(seller?.taxSetting);
  if (!input.items && !input.fees && !netPrices) return undefined;
  const items = (input.items ?? []).map((item) => ({ ...item, total: item.total ?? round2((item.price ?? 0) * item.amount) }));
  const taxRateOf = (ticket: Ticket) => world.event(ticket.eventId).tickets?.find((type) => type._id === ticket.ticketTypeId)?.taxRate;
  return receiptOf({
    lines: [...tickets.map((ticket) => ({ total: ticket.realPrice ?? 0, taxRate: taxRateOf(ticket) })), ...items.map((item) => ({ total: item.total, taxRate: item.taxRate }))],
    items,
    fees: input.fees ?? [],
    netPrices,
    taxName: seller?.taxSetting?.localTaxName,
  });
}

/** An order (a transaction stored under its tid) and its tickets, one line per ticket type. */
export function placeOrder(batch: SeedBatch, world: SeedWorld, input: OrderInput): { transaction: StoredTransaction; tickets: Ticket[] } {
  const event = world.event(input.eventId);
  const tickets = input.tickets.map((spec) => {
    const ticket = issueTicket(world, {
      spec: input.purchaseIntentId ? { purchaseIntentId: input.purchaseIntentId, ...spec } : spec,
      eventId: input.eventId,
      holder: input.holder,
      createdAt: input.createdAt,
      transactionId: input.tid,
    });
    return add(batch, 'tickets', ticket, ticketKeys(ticket, input.createdAt));
  });
  const lines = new Map<string, TransactionTicket>();
  for (const ticket of tickets) {
    const key = ticket.ticketTypeId ?? '';
    const line = lines.get(key);
    if (line) line.amount += 1;
    else lines.set(key, { ticketTypeId: key, name: ticket.ticketName ?? '', price: ticket.realPrice ?? 0, categoryRef: ticket.categoryRef ?? '', amount: 1 });
  }
  const receipt = seedReceipt(world, input, tickets, event.sellerId);
  const sum = receipt?.totals.gross ?? tickets.reduce((total, ticket) => total + (ticket.realPrice ?? 0), 0);
  const transaction: StoredTransaction = {
    _id: input.tid,
    tid: input.tid,
    secret: secretFor(input.tid),
    eventId: input.eventId,
    sellerId: event.sellerId,
    customerId: input.holder.customerId,
    tickets: [...lines.values()],
    createdAt: input.createdAt,
    realPrice: round2(input.realPrice ?? sum),
    ...(event.currency ? { currency: event.currency } : {}),
    ...receipt,
  };
  add(batch, 'transactions', transaction, {
    sellerId: event.sellerId,
    customerId: input.holder.customerId ?? undefined,
    eventId: input.eventId,
    createdAt: input.createdAt,
  });
  return { transaction, tickets };
}

/** The ticket a new holder gets when a transfer completes or a resale offer sells. */
function successorTicket(
  world: SeedWorld,
  original: Ticket,
  input: { id: string; holder: Holder; origin: string; date: string; data: Record<string, string> },
): Ticket {
  return {
    ...original,
    _id: input.id,
    secret: secretFor(input.id),
    customerId: input.holder.customerId,
    email: input.holder.email,
    firstname: input.holder.firstname,
    lastname: input.holder.lastname,
    transactionId: null,
    purchaseIntentId: null,
    origin: input.origin,
    originTicketId: original._id,
    status: 'valid',
    barcode: barcodeFor(original.sellerId ?? '', input.id),
    barcodeRevealed: Date.parse(original.relevancyDate ?? '') - world.now.getTime() <= BARCODE_REVEAL_MS,
    personalized: false,
    extraFields: {},
    history: [{ type: 'createdFromTransfer', date: input.date, data: { ...input.data, originTicketId: original._id } }],
    pdfEnabled: true,
    appleWalletEnabled: true,
    googleWalletEnabled: true,
    transferable: true,
    resellable: false,
    upgradeable: false,
    returnable: false,
    cancellable: false,
  };
}

export interface TransferInput {
  id: string;
  from: Holder;
  to: Holder;
  ticketIds: readonly string[];
  status: 'created' | 'transferred';
  createdAt: string;
  /** When the recipient accepted (status transferred). */
  transferredAt?: string;
  /** Ids of the recipient's new tickets, one per transferred ticket (status transferred). */
  successorIds?: readonly string[];
  origin?: string;
}

/**
 * A ticket transfer of the sender's tickets. A completed one invalidates the sender's tickets
 * with a 'transferred' history entry (so they count as transferred, spec 02 §4) and issues the
 * recipient a new ticket each. The store's customer column holds the sender.
 */
export function transferTickets(batch: SeedBatch, world: SeedWorld, input: TransferInput): TicketTransfer {
  const tickets = input.ticketIds.map((id) => find(batch, 'tickets', id));
  const first = tickets[0];
  if (!first) throw new Error(`demo seed: transfer ${input.id} has no tickets`);
  if (tickets.some((ticket) => ticket.customerId !== input.from.customerId || ticket.eventId !== first.eventId)) {
    throw new Error(`demo seed: transfer ${input.id} must move tickets of its sender on one event`);
  }
  const event = world.event(first.eventId);
  const updatedAt = input.status === 'transferred' ? (input.transferredAt ?? input.createdAt) : input.createdAt;
  const transfer: TicketTransfer = {
    _id: input.id,
    secret: secretFor(input.id),
    status: input.status,
    sellerId: event.sellerId,
    eventId: event._id,
    ...(event.rootId ? { groupEventId: event.rootId, childEventId: event._id } : {}),
    origin: input.origin ?? 'customer',
    sender: { email: input.from.email, customerId: input.from.customerId },
    recipient: { email: input.to.email, customerId: input.to.customerId },
    tickets: tickets.map((ticket) => ({ id: ticket._id, secret: ticket.secret ?? secretFor(ticket._id) })),
    requiresAcceptance: true,
    createdAt: input.createdAt,
    updatedAt,
  };
  add(batch, 'ticketTransfers', transfer, {
    sellerId: event.sellerId,
    customerId: input.from.customerId ?? undefined,
    eventId: event._id,
    createdAt: input.createdAt,
  });
  if (input.status === 'transferred') {
    tickets.forEach((ticket, index) => {
      const successorId = input.successorIds?.[index];
      if (!successorId) throw new Error(`demo seed: transfer ${input.id} needs a successor id per ticket`);
      replace(batch, 'tickets', ticket._id, (current) => ({
        ...current,
        status: 'invalid',
        pdfEnabled: false,
        transferable: false,
        resellable: false,
        upgradeable: false,
        history: [
          ...(current.history ?? []),
          { type: 'transferred', date: updatedAt, data: { transferId: input.id, recipientEmail: input.to.email } },
        ],
      }));
      const next = successorTicket(world, ticket, { id: successorId, holder: input.to, origin: 'transfer', date: updatedAt, data: { transferId: input.id } });
      add(batch, 'tickets', next, ticketKeys(next, updatedAt));
    });
  }
  return transfer;
}

export interface ResaleInput {
  id: string;
  seller: Holder;
  ticketIds: readonly string[];
  status: 'active' | 'sold';
  createdAt: string;
  /** The customer payment method the payout goes to. */
  cpmId: string;
  /** Sold offers: when, to whom, and the buyer's new ticket ids. */
  soldAt?: string;
  buyer?: Holder;
  successorIds?: readonly string[];
}


/** A secondary-market offer of the seller's tickets; a sold one invalidates them and issues the buyer new ones. */
export function offerForResale(batch: SeedBatch, world: SeedWorld, input: ResaleInput): ResellOffer {
  const tickets = input.ticketIds.map((id) => find(batch, 'tickets', id));
  const first = tickets[0];
  if (!first) throw new Error(`demo seed: resell offer ${input.id} has no tickets`);
  if (tickets.some((ticket) => ticket.customerId !== input.seller.customerId || ticket.eventId !== first.eventId || !ticket.seatingInfo)) {
    throw new Error(`demo seed: resell offer ${input.id} must offer seated tickets of its seller on one event`);
  }
  const event: StoredEvent = world.event(first.eventId);
  const offer: ResellOffer = {
    _id: input.id,
    status: input.status,
    customerId: input.seller.customerId ?? undefined,
    sellerId: event.sellerId,
    eventId: event._id,
    items: tickets.map((ticket) => ({
      ticketId: ticket._id,
      ...(ticket.ticketTypeId ? { ticketTypeId: ticket.ticketTypeId } : {}),
      ...(ticket.categoryRef ? { categoryRef: ticket.categoryRef } : {}),
      seatingInfo: ticket.seatingInfo ?? null,
      price: ticket.realPrice ?? 0,
      resellFee: round2((ticket.realPrice ?? 0) * RESELL_FEE_SHARE),
    })),
    cpmId: input.cpmId,
    ...(event.currency ? { currency: event.currency } : {}),
    transferId: null,
    createdAt: input.createdAt,
  };
  add(batch, 'resellOffers', offer, {
    sellerId: event.sellerId,
    customerId: input.seller.customerId ?? undefined,
    eventId: event._id,
    createdAt: input.createdAt,
  });
  if (input.status === 'sold') {
    const soldAt = input.soldAt ?? input.createdAt;
    const buyer = input.buyer;
    if (!buyer) throw new Error(`demo seed: sold offer ${input.id} needs a buyer`);
    tickets.forEach((ticket, index) => {
      const successorId = input.successorIds?.[index];
      if (!successorId) throw new Error(`demo seed: sold offer ${input.id} needs a successor id per ticket`);
      replace(batch, 'tickets', ticket._id, (current) => ({
        ...current,
        status: 'invalid',
        pdfEnabled: false,
        appleWalletEnabled: false,
        googleWalletEnabled: false,
        transferable: false,
        resellable: false,
        upgradeable: false,
        history: [...(current.history ?? []), { type: 'invalidated', date: soldAt, data: { reason: 'resold', resellOfferId: input.id } }],
      }));
      const next = successorTicket(world, ticket, { id: successorId, holder: buyer, origin: 'resale', date: soldAt, data: { resellOfferId: input.id } });
      add(batch, 'tickets', next, ticketKeys(next, soldAt));
    });
  } else {
    for (const ticket of tickets) replace(batch, 'tickets', ticket._id, (current) => ({ ...current, resellable: true }));
  }
  return offer;
}

/** Non-invalid tickets per event in some batches: the seats they take (services/capacity.ts counts the same). */
export function seatsTaken(batches: readonly SeedBatch[]): Map<string, number> {
  const taken = new Map<string, number>();
  for (const batch of batches) {
    for (const entry of batch.tickets ?? []) {
      if (entry.doc.status === 'invalid') continue;
      taken.set(entry.doc.eventId, (taken.get(entry.doc.eventId) ?? 0) + 1);
    }
  }
  return taken;
}

/** Non-invalid tickets per ticket type of one event in some batches. */
export function seatsTakenByType(batches: readonly SeedBatch[], eventId: string): Map<string, number> {
  const taken = new Map<string, number>();
  for (const batch of batches) {
    for (const entry of batch.tickets ?? []) {
      if (entry.doc.status === 'invalid' || entry.doc.eventId !== eventId) continue;
      const type = entry.doc.ticketTypeId ?? '';
      taken.set(type, (taken.get(type) ?? 0) + 1);
    }
  }
  return taken;
}
