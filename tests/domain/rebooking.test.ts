import { describe, expect, it } from 'vitest';
import {
  DEFAULT_REBOOKING_DEADLINE,
  DEFAULT_REBOOKING_FEE,
  REBOOKING_REASONS,
  canRebookTicket,
  rebookingCredit,
  rebookingDeadline,
  rebookingDecision,
  rebookingFee,
  rebookingFeeTotal,
  rebookingRefusal,
  rebookingTargetIds,
  rebookingTicketDecision,
  rebookingValue,
  type RebookingEvent,
  type RebookingFeeCharge,
  type RebookingInput,
  type RebookingReason,
  type RebookingTicket,
} from '../../lib/domain/rebooking.ts';
import type { RebookingFee, RebookingStrategy } from '../../lib/ticketing/schemas/rebooking-strategy.ts';
import type { TicketType } from '../../lib/ticketing/schemas/event.ts';

const at = (iso: string) => new Date(iso);
const ORDER_DATE = '2026-11-01T10:00:00.000Z';
const SELLER = 'sel_riverside';

const type = (_id: string, active = true): TicketType => ({ _id, name: _id, categoryRef: 'cat', price: 22, active });
const event = (_id: string, start: string, extra: Partial<RebookingEvent> = {}): RebookingEvent => ({ _id, start, sellerId: SELLER, eventType: 'single', ...extra });

const COMEDY = event('evt_comedy', '2026-12-20T19:00:00.000Z', { end: '2026-12-20T22:00:00.000Z' });
const BLUES = event('evt_blues', '2027-01-10T19:00:00.000Z', { tickets: [type('tt_blues_floor'), type('tt_blues_retired', false)] });
const JAZZ = event('evt_jazz', '2027-01-12T20:00:00.000Z', { tickets: [type('tt_jazz_standing')] });
const SEASON = 'evt_season';
const OPENING = event('evt_opening', '2026-12-10T19:30:00.000Z', { rootId: SEASON, tickets: [type('tt_opening_single')] });
const WINTER = event('evt_winter', '2027-02-10T19:30:00.000Z', { rootId: SEASON, tickets: [type('tt_winter_single')] });

/** Up to two days before the show; comedy to blues (seat to floor), season concerts among each other. */
const STRATEGY: RebookingStrategy = {
  _id: 'rbs_standard',
  sellerId: SELLER,
  deadline: { target: 'eventStart', offset: -2, unit: 'days' },
  rules: [
    { _id: 'rbr_comedy_blues', sourceEventIds: [COMEDY._id], targetEventIds: [BLUES._id], ticketTypeMapping: { tt_comedy_seat: 'tt_blues_floor', tt_comedy_box: 'tt_blues_retired' } },
    { _id: 'rbr_season', sourceEventIds: [OPENING._id, WINTER._id], targetEventIds: [OPENING._id, WINTER._id], ticketTypeMapping: { tt_season_card: 'tt_winter_single' } },
  ],
};

const TICKET: RebookingTicket = { eventId: COMEDY._id, status: 'valid', type: 'single', ticketTypeId: 'tt_comedy_seat', origin: 'online', rebookingStrategyId: STRATEGY._id };
const SEASON_CARD: RebookingTicket = { eventId: SEASON, status: 'valid', type: 'multi', ticketTypeId: 'tt_season_card', excludedEventIds: [], rebookingStrategyId: STRATEGY._id };
const NOW = at('2026-12-01T12:00:00.000Z');

const BASE: RebookingInput = {
  ticket: TICKET,
  strategy: STRATEGY,
  transaction: { origin: 'online' },
  sourceEvent: COMEDY,
  targetEvent: BLUES,
  dates: { eventStart: COMEDY.start, eventEnd: COMEDY.end, orderDate: ORDER_DATE },
  now: NOW,
};

type Change = Partial<Omit<RebookingInput, 'ticket'>> & { ticket?: Partial<RebookingTicket> | undefined; noTicket?: true };
const input = ({ ticket, noTicket, ...rest }: Change = {}): RebookingInput => ({ ...BASE, ...rest, ticket: noTicket ? undefined : { ...TICKET, ...ticket } });
const seasonInput = (change: Change = {}): RebookingInput => ({
  ...input(change),
  ticket: { ...SEASON_CARD, ...change.ticket },
  sourceEvent: 'sourceEvent' in change ? change.sourceEvent : OPENING,
  targetEvent: change.targetEvent ?? WINTER,
  dates: change.dates ?? { eventStart: OPENING.start, orderDate: ORDER_DATE },
});

describe('REBOOKING_REASONS (spec 02 §5 "Rebooking eligibility reasons")', () => {
  it('are the spec’s nine reasons, in its order', () => {
    expect(REBOOKING_REASONS).toEqual([
      'technicalError',
      'ticketLocked',
      'childEventExcluded',
      'noMappedTicketType',
      'posOrigin',
      'transactionNotComplete',
      'ticketStatusNotValid',
      'deadline',
      'noRules',
    ]);
  });

  it('checks in order: a ticket refused for several reasons gets the earliest', () => {
    const everything = input({
      ticket: { lock: true, origin: 'pos', status: 'invalid', ticketTypeId: 'tt_unmapped' },
      transaction: { origin: 'pos', status: 'new' },
      targetEvent: JAZZ,
      now: at('2026-12-19T00:00:00.000Z'),
    });
    expect(rebookingRefusal(everything)).toBe('ticketLocked');
    expect(rebookingRefusal({ ...everything, ticket: { ...TICKET, origin: 'pos', status: 'invalid' } })).toBe('posOrigin');
    expect(rebookingRefusal({ ...everything, ticket: { ...TICKET, status: 'invalid' }, transaction: { status: 'new' } })).toBe('transactionNotComplete');
    expect(rebookingRefusal({ ...everything, ticket: { ...TICKET, status: 'invalid' }, transaction: {} })).toBe('ticketStatusNotValid');
    expect(rebookingRefusal({ ...everything, ticket: TICKET, transaction: {} })).toBe('deadline');
    expect(rebookingRefusal({ ...everything, ticket: { ...TICKET, ticketTypeId: 'tt_unmapped' }, transaction: {}, now: NOW })).toBe('noRules');
    expect(rebookingRefusal({ ...everything, ticket: { ...TICKET, ticketTypeId: 'tt_unmapped' }, transaction: {}, now: NOW, targetEvent: BLUES })).toBe('noMappedTicketType');
  });
});

describe('rebookingRefusal', () => {
  const future = '2026-12-05T00:00:00.000Z';
  const past = '2026-11-30T00:00:00.000Z';
  it.each<[string, RebookingInput, RebookingReason | undefined]>([
    ['a valid ticket, before the deadline, its type mapped: allowed', input(), undefined],
    ['a ticket waiting for its details: allowed', input({ ticket: { status: 'detailsRequired' } }), undefined],
    ['an order marked complete (any letter case): allowed', input({ transaction: { status: 'COMPLETE' } }), undefined],
    ['a lock that expired: allowed', input({ ticket: { locks: [{ type: 'boxOffice', expiresAt: past }] } }), undefined],

    ['no ticket: missing context', input({ noTicket: true }), 'technicalError'],
    ['no order: missing context', input({ transaction: undefined }), 'technicalError'],
    ['no target event: missing context', input({ targetEvent: undefined }), 'technicalError'],
    ['no source event: missing context', input({ sourceEvent: undefined }), 'technicalError'],
    ['a strategy named but not found: missing context', input({ strategy: undefined }), 'technicalError'],
    ['a source that is not the ticket’s event', input({ sourceEvent: JAZZ }), 'technicalError'],
    ['a deadline that cannot be placed (no order date)', input({ strategy: { ...STRATEGY, deadline: DEFAULT_REBOOKING_DEADLINE }, dates: { eventStart: COMEDY.start } }), 'technicalError'],

    ['an active lock', input({ ticket: { locks: [{ type: 'boxOffice', expiresAt: future }] } }), 'ticketLocked'],
    ['a lock without expiry', input({ ticket: { lock: true } }), 'ticketLocked'],
    ['locked and invalid: the lock is named first', input({ ticket: { status: 'invalid', lock: true } }), 'ticketLocked'],

    ['a point-of-sale order', input({ transaction: { origin: 'pos' } }), 'posOrigin'],
    ['a ticket sold at the point of sale', input({ ticket: { origin: 'POS' } }), 'posOrigin'],
    ['an order that is not complete', input({ transaction: { status: 'new' } }), 'transactionNotComplete'],
    ['an invalid ticket', input({ ticket: { status: 'invalid' } }), 'ticketStatusNotValid'],
    ['a reserved ticket', input({ ticket: { status: 'reserved' } }), 'ticketStatusNotValid'],
    ['a blank ticket', input({ ticket: { status: 'blank' } }), 'ticketStatusNotValid'],

    ['exactly at the deadline (two days before): allowed', input({ now: at('2026-12-18T19:00:00.000Z') }), undefined],
    ['after the deadline', input({ now: at('2026-12-18T19:00:00.001Z') }), 'deadline'],
    ['no deadline set: 7 days after the order (still inside)', input({ strategy: { ...STRATEGY, deadline: undefined }, now: at('2026-11-08T10:00:00.000Z') }), undefined],
    ['no deadline set: 7 days after the order (passed)', input({ strategy: { ...STRATEGY, deadline: undefined }, now: at('2026-11-08T10:00:00.001Z') }), 'deadline'],
    [
      'a deadline after the show: capped at its start',
      input({ strategy: { ...STRATEGY, deadline: { target: 'eventEnd', offset: 1, unit: 'days' } }, now: at('2026-12-20T19:00:00.001Z') }),
      'deadline',
    ],

    ['no rule leads to the target', input({ targetEvent: JAZZ }), 'noRules'],
    ['the target is the source', input({ targetEvent: { ...COMEDY, tickets: [type('tt_comedy_seat')] } }), 'noRules'],
    ['the target has started', input({ targetEvent: { ...BLUES, start: '2026-12-01T11:00:00.000Z' } }), 'noRules'],
    ['a target of another seller', input({ targetEvent: { ...BLUES, sellerId: 'sel_other' } }), 'noRules'],
    ['a season (group) as the target', input({ targetEvent: { ...BLUES, eventType: 'group' } }), 'noRules'],
    ['a ticket without a strategy: no rules', input({ ticket: { rebookingStrategyId: null }, strategy: undefined }), 'noRules'],
    ['a strategy without rules', input({ strategy: { ...STRATEGY, rules: [] } }), 'noRules'],
    ['a rule naming no events allows any other event', input({ targetEvent: JAZZ, strategy: { ...STRATEGY, rules: [{ ticketTypeMapping: { tt_comedy_seat: 'tt_jazz_standing' } }] } }), undefined],

    ['a ticket type the rule does not map', input({ ticket: { ticketTypeId: 'tt_comedy_standing' } }), 'noMappedTicketType'],
    ['mapped to a ticket type the target no longer sells', input({ ticket: { ticketTypeId: 'tt_comedy_box' } }), 'noMappedTicketType'],
    ['mapped to a type the target does not have', input({ strategy: { ...STRATEGY, rules: [{ targetEventIds: [BLUES._id], ticketTypeMapping: { tt_comedy_seat: 'tt_jazz_standing' } }] } }), 'noMappedTicketType'],
    ['a rule without a mapping: any ticket type of the target', input({ strategy: { ...STRATEGY, rules: [{ targetEventIds: [BLUES._id] }] } }), undefined],

    ['a season card giving up one concert for another: allowed', seasonInput(), undefined],
    ['a season card without a child event as source', seasonInput({ sourceEvent: undefined }), 'technicalError'],
    ['a season card with an event of another season as source', seasonInput({ sourceEvent: { ...OPENING, rootId: 'evt_other_season' } }), 'technicalError'],
    ['a season card whose source concert is excluded', seasonInput({ ticket: { excludedEventIds: [OPENING._id] } }), 'childEventExcluded'],
    ['a season card, its source concert within two days', seasonInput({ now: at('2026-12-09T12:00:00.000Z') }), 'deadline'],
    ['a season card to a concert its type is not mapped to', seasonInput({ sourceEvent: WINTER, targetEvent: OPENING, dates: { eventStart: WINTER.start, orderDate: ORDER_DATE } }), 'noMappedTicketType'],
  ])('%s', (_, rebooking, reason) => {
    expect(rebookingRefusal(rebooking)).toBe(reason);
    expect(canRebookTicket(rebooking)).toBe(reason === undefined);
  });

  it('names the rule that applies and the target ticket type: the first matching rule that maps the type', () => {
    const strategy: RebookingStrategy = {
      ...STRATEGY,
      rules: [
        { _id: 'rbr_other_types', targetEventIds: [BLUES._id], ticketTypeMapping: { tt_comedy_box: 'tt_blues_floor' } },
        { _id: 'rbr_seats', targetEventIds: [BLUES._id], ticketTypeMapping: { tt_comedy_seat: 'tt_blues_floor' } },
      ],
    };
    const decision = rebookingDecision(input({ strategy }));
    expect(decision).toMatchObject({ rule: { _id: 'rbr_seats' }, targetTicketTypeId: 'tt_blues_floor', deadline: at('2026-12-18T19:00:00.000Z') });
    expect(decision.refusal).toBeUndefined();
  });
});

describe('rebookingDeadline (spec 02 §9: default 7 days relative to the order date)', () => {
  it.each<[string, Pick<RebookingStrategy, 'deadline'> | undefined, RebookingInput['dates'], string | undefined]>([
    ['no strategy: 7 days after the order', undefined, { orderDate: ORDER_DATE, eventStart: COMEDY.start }, '2026-11-08T10:00:00.000Z'],
    ['no deadline: 7 days after the order', {}, { orderDate: ORDER_DATE }, '2026-11-08T10:00:00.000Z'],
    ['two days before the show', { deadline: { target: 'eventStart', offset: -2, unit: 'days' } }, { eventStart: COMEDY.start }, '2026-12-18T19:00:00.000Z'],
    ['7 days after an order made 3 days before the show: capped at the start', {}, { orderDate: '2026-12-17T19:00:00.000Z', eventStart: COMEDY.start }, COMEDY.start],
    ['the order date unknown', {}, { eventStart: COMEDY.start }, undefined],
  ])('%s', (_, strategy, dates, expected) => {
    expect(rebookingDeadline(strategy, dates)?.toISOString()).toBe(expected === undefined ? undefined : new Date(expected).toISOString());
  });
});

describe('rebookingFee (spec 02 §9: default fixed 0, on ticket, offsetable)', () => {
  it('defaults to the spec’s fee', () => {
    expect(DEFAULT_REBOOKING_FEE).toEqual({ type: 'fix', value: 0, level: 'ticket', offsetable: true });
  });

  it.each<[string, RebookingFee | undefined, RebookingFee | undefined, number, RebookingFeeCharge]>([
    ['nothing set: the spec’s default', undefined, undefined, 20, { amount: 0, type: 'fix', level: 'ticket', offsetable: true }],
    ['the strategy’s default fee', { type: 'fix', value: 1.5 }, undefined, 20, { amount: 1.5, type: 'fix', level: 'ticket', offsetable: true }],
    ['the rule’s fee over the default', { type: 'fix', value: 1.5 }, { type: 'fix', value: 2.5, level: 'ticket', offsetable: true }, 20, { amount: 2.5, type: 'fix', level: 'ticket', offsetable: true }],
    ['field by field: the rule’s value, the default’s other settings', { type: 'fix', value: 1.5, offsetable: false }, { value: 3 }, 20, { amount: 3, type: 'fix', level: 'ticket', offsetable: false }],
    ['a share of the ticket’s price, rounded to the cent', undefined, { type: 'var', value: 0.1 }, 19.99, { amount: 2, type: 'var', level: 'ticket', offsetable: true }],
    ['a share on the order', undefined, { type: 'var', value: 0.25, level: 'transaction' }, 45, { amount: 11.25, type: 'var', level: 'transaction', offsetable: true }],
    ['a fixed fee per order', { type: 'fix', value: 4, level: 'transaction', offsetable: false }, undefined, 45, { amount: 4, type: 'fix', level: 'transaction', offsetable: false }],
  ])('%s', (_, defaultFee, fee, price, charge) => {
    expect(rebookingFee(defaultFee ? { defaultFee } : undefined, fee ? { fee } : undefined, { realPrice: price })).toEqual(charge);
  });
});

describe('rebookingFeeTotal: per ticket adds up, a fixed order fee is charged once', () => {
  const charge = (amount: number, level: 'ticket' | 'transaction' = 'ticket', offsetable = true, feeType: 'fix' | 'var' = 'fix'): RebookingFeeCharge => ({ amount, type: feeType, level, offsetable });
  it.each<[string, RebookingFeeCharge[], { total: number; offsetable: number; notOffsetable: number }]>([
    ['no tickets', [], { total: 0, offsetable: 0, notOffsetable: 0 }],
    ['two tickets at 2.50', [charge(2.5), charge(2.5)], { total: 5, offsetable: 5, notOffsetable: 0 }],
    ['a fixed order fee on three tickets: once', [charge(4, 'transaction'), charge(4, 'transaction'), charge(4, 'transaction')], { total: 4, offsetable: 4, notOffsetable: 0 }],
    ['two rules’ order fees: the highest once', [charge(4, 'transaction'), charge(6, 'transaction', false)], { total: 6, offsetable: 0, notOffsetable: 6 }],
    ['an order share adds up over the tickets', [charge(11.25, 'transaction', true, 'var'), charge(5, 'transaction', true, 'var')], { total: 16.25, offsetable: 16.25, notOffsetable: 0 }],
    ['offsetable and not', [charge(0.1), charge(0.2, 'ticket', false), charge(1, 'transaction')], { total: 1.3, offsetable: 1.1, notOffsetable: 0.2 }],
  ])('%s', (_, charges, total) => {
    expect(rebookingFeeTotal(charges)).toEqual(total);
  });
});

describe('rebookingValue and rebookingCredit: what the old tickets are worth', () => {
  it.each<[string, Parameters<typeof rebookingValue>[0], number | undefined, number]>([
    ['a ticket: what was paid for it', { realPrice: 20, type: 'single' }, undefined, 20],
    ['a ticket bought with a discount', { realPrice: 17.99 }, undefined, 17.99],
    ['a free ticket', { realPrice: 0 }, undefined, 0],
    ['a season card of three concerts: a third', { realPrice: 120, type: 'multi' }, 3, 40],
    ['a season card: shares rounded to the cent', { realPrice: 100, type: 'multi' }, 3, 33.33],
    ['a season card of an unknown season: the whole price', { realPrice: 120, type: 'multi' }, 0, 120],
  ])('%s', (_, ticket, seasonEvents, value) => {
    expect(rebookingValue(ticket, seasonEvents)).toBe(value);
  });

  it.each<[number[], number]>([
    [[], 0],
    [[20], 20],
    [[20, 19.99, 0.01], 40],
    [[0.1, 0.2], 0.3],
  ])('credit of %j is %d', (prices, credit) => {
    expect(rebookingCredit(prices.map((realPrice) => ({ realPrice })))).toBe(credit);
  });
});

describe('rebookingTicketDecision: the button before a target is chosen', () => {
  it.each<[string, Change, RebookingReason | undefined]>([
    ['a rebookable ticket', {}, undefined],
    ['locked', { ticket: { lock: { type: 'boxOffice' } } }, 'ticketLocked'],
    ['bought at the box office', { transaction: { origin: 'pos' } }, 'posOrigin'],
    ['after the deadline', { now: at('2026-12-18T19:00:01.000Z') }, 'deadline'],
    ['no rule leaves its event', { sourceEvent: JAZZ, ticket: { eventId: JAZZ._id } }, 'noRules'],
    ['no strategy', { strategy: undefined, ticket: { rebookingStrategyId: undefined } }, 'noRules'],
  ])('%s', (_, change, reason) => {
    expect(rebookingTicketDecision(input(change)).refusal).toBe(reason);
  });

  it("a season card before its concert is chosen: the card's own checks", () => {
    const card = seasonInput();
    expect(rebookingTicketDecision({ ...card, sourceEvent: undefined }).refusal).toBeUndefined();
    expect(rebookingTicketDecision({ ...card, sourceEvent: undefined, transaction: { origin: 'pos' } }).refusal).toBe('posOrigin');
    expect(rebookingTicketDecision({ ...input(), sourceEvent: undefined }).refusal).toBe('technicalError');
  });

  it('agrees with the full decision on every reason that does not depend on the target', () => {
    for (const change of [{ ticket: { status: 'invalid' as const } }, { transaction: { status: 'new' } }, { now: at('2027-01-01T00:00:00.000Z') }]) {
      expect(rebookingTicketDecision(input(change)).refusal).toBe(rebookingRefusal(input(change)));
    }
  });
});

describe('rebookingTargetIds: the events a strategy lets a source event be rebooked to', () => {
  it.each<[string, string, string[] | undefined]>([
    ['comedy goes to blues', COMEDY._id, [BLUES._id]],
    ['a season concert to the other one, never to itself', OPENING._id, [WINTER._id]],
    ['an event no rule names', JAZZ._id, []],
  ])('%s', (_, source, targets) => {
    expect(rebookingTargetIds(STRATEGY, source)).toEqual(targets);
  });

  it('undefined when a rule names no targets (any event of the seller)', () => {
    expect(rebookingTargetIds({ rules: [{ _id: 'r', sourceEventIds: [COMEDY._id] }] }, COMEDY._id)).toBeUndefined();
  });
});
