import { describe, expect, it, vi } from 'vitest';
import { ticketActionOffers, type OfferLoaders, type OfferSource } from '../../lib/ticket-actions/offers.ts';
import type { ActionPolicy, TicketActionName, TicketActionOffer } from '../../lib/ticket-actions/policy.ts';
import type { Event } from '../../lib/ticketing/schemas/event.ts';
import type { RebookingStrategy } from '../../lib/ticketing/schemas/rebooking-strategy.ts';
import type { Ticket } from '../../lib/ticketing/schemas/ticket.ts';
import type { Transaction } from '../../lib/ticketing/schemas/transaction.ts';

/**
 * The offers each ticket's buttons come from (issue 11): which actions a ticket has at all, which
 * are possible, and what the policy preview says — built from the rules in lib/domain.
 */

/** What a case checks of an offer. */
interface Expected {
  possible?: boolean;
  policy?: Partial<ActionPolicy>;
}

const NOW = new Date('2026-12-01T12:00:00.000Z');
const DAY = 86_400_000;
const at = (days: number) => new Date(NOW.getTime() + days * DAY).toISOString();

const event: Event = {
  _id: 'evt_1',
  name: 'Concert',
  start: at(10),
  end: at(10.2),
  timezone: 'Europe/London',
  currency: 'GBP',
  upgradeSettings: { enabled: true, targetEventIds: ['evt_2'] },
  tickets: [{ _id: 'tt_1', name: 'Stalls', categoryRef: 'cat', price: 40 }],
};
const strategy: RebookingStrategy = { _id: 'rbs_1', rules: [{ _id: 'r1', sourceEventIds: ['evt_1'], targetEventIds: ['evt_2'] }] };
const transaction: Transaction = { tid: 'tx_1', secret: 'tx_secret', createdAt: at(-2), currency: 'GBP' };

const base: Ticket = { _id: 'tkt_1', eventId: 'evt_1', status: 'valid', secret: 's', transactionId: 'tx_1', ticketTypeId: 'tt_1', realPrice: 40, currency: 'GBP' };

function loaders(overrides: Partial<{ transaction: Transaction | undefined; strategy: RebookingStrategy | undefined; fail: boolean }> = {}): OfferLoaders {
  return {
    transaction: async () => {
      if (overrides.fail) throw new Error('upstream down');
      return 'transaction' in overrides ? overrides.transaction : transaction;
    },
    rebookingStrategy: async () => ('strategy' in overrides ? overrides.strategy : strategy),
  };
}

async function offersOf(ticket: Partial<Ticket>, options: { event?: Event; load?: OfferLoaders; now?: Date } = {}): Promise<Partial<Record<TicketActionName, TicketActionOffer>>> {
  const source: OfferSource = { ticket: { ...base, ...ticket }, event: options.event ?? event, seller: undefined, now: options.now ?? NOW, load: options.load ?? loaders() };
  return Object.fromEntries((await ticketActionOffers(source)).map((offer) => [offer.action, offer]));
}

describe('ticketActionOffers', () => {
  it('a plain ticket offers nothing: every action needs its flag, strategy or capability', async () => {
    expect(await offersOf({})).toEqual({});
  });

  it('lists the offers in the buttons’ order', async () => {
    const all = await ticketActionOffers({
      ticket: {
        ...base,
        cancellable: true,
        returnable: true,
        upgradeable: true,
        rebookingStrategyId: 'rbs_1',
        personalized: true,
        requiresPersonalization: true,
        capabilities: { repersonalization: { enabled: true } },
      },
      event,
      seller: undefined,
      now: NOW,
      load: loaders(),
    });
    expect(all.map((offer) => offer.action)).toEqual(['repersonalize', 'cancel', 'return', 'rebook', 'upgrade']);
  });

  it.each<[string, Partial<Ticket>, { now?: Date }, Expected]>([
    ['cancel until the start', { cancellable: true }, {}, { possible: true, policy: { fee: 0, deadline: event.start } }],
    ['cancel after the start', { cancellable: true }, { now: new Date(at(11)) }, { possible: false, policy: { reason: 'eventStarted' } }],
  ])('%s', async (_, ticket, options, expected) => {
    expect((await offersOf(ticket, options)).cancel).toMatchObject(expected);
  });

  it.each<[string, Partial<Ticket>, { now?: Date }, Expected]>([
    ['return in full without phases', { returnable: true }, {}, { possible: true, policy: { refund: 40 } }],
    [
      'return for half in the second phase',
      { returnable: true, capabilities: { selfServiceReturn: { phases: [{ refundPercentage: 1, deadline: { offset: -7, unit: 'days' } }, { refundPercentage: 0.5, deadline: { offset: -1, unit: 'days' } }] } } },
      { now: new Date(at(5)) },
      { possible: true, policy: { refund: 20 } },
    ],
    ['return after the 2-hour cap', { returnable: true }, { now: new Date(at(9.95)) }, { possible: false, policy: { reason: 'deadline' } }],
  ])('%s', async (_, ticket, options, expected) => {
    expect((await offersOf(ticket, options)).return).toMatchObject(expected);
  });

  it.each<[string, Partial<Ticket>, Expected]>([
    ['re-personalize for the capability’s fee', { personalized: true, requiresPersonalization: true, capabilities: { repersonalization: { enabled: true, fee: 5, limit: 2 } } }, { possible: true, policy: { fee: 5, remaining: 2 } }],
    [
      're-personalize free once the fee is paid',
      { personalized: true, requiresPersonalization: true, capabilities: { repersonalization: { enabled: true, fee: 5 } }, history: [{ type: 'personalized' }, { type: 'repersonalizationPaid' }] },
      { possible: true, policy: { fee: 0 } },
    ],
    ['re-personalize when the limit is used', { personalized: true, requiresPersonalization: true, capabilities: { repersonalization: { enabled: true, limit: 1 } }, history: [{ type: 'personalized' }, { type: 'personalized' }] }, { possible: false, policy: { reason: 'limitReached' } }],
  ])('%s', async (_, ticket, expected) => {
    expect((await offersOf(ticket)).repersonalize).toMatchObject(expected);
  });

  it('no re-personalize before the first personalization', async () => {
    expect((await offersOf({ personalized: false, requiresPersonalization: true, capabilities: { repersonalization: { enabled: true } } })).repersonalize).toBeUndefined();
  });

  it.each<[string, Partial<Ticket>, OfferLoaders, Expected]>([
    ['rebook with the ticket’s value as credit, until 7 days after the order', { rebookingStrategyId: 'rbs_1' }, loaders(), { possible: true, policy: { credit: 40, deadline: at(5) } }],
    ['rebook a locked ticket', { rebookingStrategyId: 'rbs_1', lock: true }, loaders(), { possible: false, policy: { reason: 'rebookingLocked' } }],
    ['rebook a box-office ticket', { rebookingStrategyId: 'rbs_1' }, loaders({ transaction: { ...transaction, origin: 'pos' } }), { possible: false, policy: { reason: 'posOrigin' } }],
    ['rebook with a strategy that cannot be read', { rebookingStrategyId: 'rbs_gone' }, loaders({ strategy: undefined }), { possible: false, policy: { reason: 'technicalError' } }],
  ])('%s', async (_, ticket, load, expected) => {
    expect((await offersOf(ticket, { load })).rebook).toMatchObject(expected);
  });

  it.each<[string, Partial<Ticket>, Event, Expected]>([
    ['upgrade with the ticket’s value as credit, until the start', { upgradeable: true }, event, { possible: true, policy: { credit: 40, deadline: event.start } }],
    ['upgrade where the event names no targets', { upgradeable: true }, { ...event, upgradeSettings: { enabled: true } }, { possible: false, policy: { reason: 'noTargets' } }],
    ['upgrade a hard ticket', { upgradeable: true, deliveryType: 'hard' }, event, { possible: false, policy: { reason: 'hardTicket' } }],
    ['upgrade where the event switches upgrades off', { upgradeable: true }, { ...event, upgradeSettings: { enabled: false, targetEventIds: ['evt_2'] } }, { possible: false, policy: { reason: 'upgradesDisabled' } }],
  ])('%s', async (_, ticket, ofEvent, expected) => {
    expect((await offersOf(ticket, { event: ofEvent })).upgrade).toMatchObject(expected);
  });

  it('no upgrade without the upgradeable flag (spec 02 §6)', async () => {
    expect((await offersOf({ upgradeable: false })).upgrade).toBeUndefined();
  });

  it('an offer whose upstream read fails is left out, the others stay', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const offers = await offersOf({ cancellable: true, rebookingStrategyId: 'rbs_1' }, { load: loaders({ fail: true }) });
    expect(Object.keys(offers)).toEqual(['cancel']);
    expect(logged).toHaveBeenCalledWith('ticket action offer rebook failed', 'upstream down');
  });
});
