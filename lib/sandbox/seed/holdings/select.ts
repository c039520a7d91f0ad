import type { SandboxContext } from '../../context.ts';
import type { Customer } from '../../../ticketing/schemas/customer.ts';
import { saveCredentials } from '../../auth.ts';
import { add, replace, writeBatch, type SeedBatch, type SeedWorld } from '../batch.ts';
import { EVENTS, SELLERS } from '../ids.ts';
import { area, daysFromNow, placeOrder, seat, transferTickets, type Holder } from './build.ts';

/**
 * Selecting tickets to transfer (issue 13, spec 01 §5): Robin Hayes holds four seats side by side
 * (Midnight Jazz Session, Stalls, Block A, row 6, seats 3 to 6) and three Standing tickets of the
 * same night, two of which wait in a transfer to Casey (with a phone: Riverside delivers by SMS).
 * So Robin's Transfer modal shows adjacent and non-adjacent picks, the other seating kind
 * disabled, tickets of a pending transfer disabled, and a pending transfer to cancel. Nobody else's
 * tickets or counts change: Robin is a customer of their own (e2e/select.spec.ts).
 */

export const SELECT_IDS = {
  customer: 'cus_robin_hayes',
  email: 'robin.hayes@example.com',
  order: 'tx_robin_jazz',
  seats: ['tkt_robin_jazz_seat_3', 'tkt_robin_jazz_seat_4', 'tkt_robin_jazz_seat_5', 'tkt_robin_jazz_seat_6'],
  standing: ['tkt_robin_jazz_standing_1', 'tkt_robin_jazz_standing_2', 'tkt_robin_jazz_standing_3'],
  pendingTransfer: 'trf_robin_standing',
  recipient: 'casey.north@example.net',
  recipientPhone: '+447911123456',
} as const;

const ROBIN: Holder = { customerId: SELECT_IDS.customer, email: SELECT_IDS.email, firstname: 'Robin', lastname: 'Hayes' };
// Casey has no account: the transfer waits for the mailed link.
const CASEY: Holder = { customerId: null, email: SELECT_IDS.recipient, firstname: 'Casey', lastname: 'North' };

const robin: Customer = {
  _id: SELECT_IDS.customer,
  sellerId: SELLERS.riverside.id,
  name: 'Robin Hayes',
  prename: 'Robin',
  lastname: 'Hayes',
  primaryEmail: SELECT_IDS.email,
  number: '100048',
  verified: true,
  location: { street: '3 Canal Walk', postal: 'BS1 4QA', city: 'Bristol', country: 'GB' },
  _account: { loginType: 'password' },
};

export function selectHoldings(world: SeedWorld): SeedBatch {
  const batch: SeedBatch = {};
  const { now } = world;
  const ordered = daysFromNow(now, -9);
  const jazzSeat = (number: number) => seat('Stalls', 'Block A', '6', number, { gate: 'Gate B' });
  add(batch, 'customers', robin, { sellerId: robin.sellerId ?? '', customerId: robin._id });
  placeOrder(batch, world, {
    tid: SELECT_IDS.order,
    holder: ROBIN,
    eventId: EVENTS.jazz,
    createdAt: ordered,
    tickets: [
      ...SELECT_IDS.seats.map((_id, index) => ({ _id, ticketTypeId: 'tt_jazz_seated', seatingInfo: jazzSeat(3 + index) })),
      ...SELECT_IDS.standing.map((_id) => ({ _id, ticketTypeId: 'tt_jazz_standing', seatingInfo: area('Standing floor') })),
    ],
  });
  transferTickets(batch, world, {
    id: SELECT_IDS.pendingTransfer,
    from: ROBIN,
    to: CASEY,
    ticketIds: SELECT_IDS.standing.slice(0, 2),
    status: 'created',
    createdAt: daysFromNow(now, -2),
  });
  // The sender named Casey's mobile too (the seed's builder knows only e-mails).
  replace(batch, 'ticketTransfers', SELECT_IDS.pendingTransfer, (transfer) => ({ ...transfer, recipient: { ...transfer.recipient, phone: SELECT_IDS.recipientPhone } }));
  return batch;
}

/** Robin's documents and login (password as every demo login's), written in the seed's transaction. */
export function seedSelectDemo(ctx: SandboxContext, world: SeedWorld, passwordHash: string): void {
  writeBatch(ctx.store, selectHoldings(world));
  saveCredentials(ctx.db, { customerId: robin._id, sellerId: robin.sellerId ?? '', email: SELECT_IDS.email, passwordHash });
}
