import { describe, expect, it } from 'vitest';
import {
  UPGRADE_LOCK_TYPE,
  UPGRADE_PRESELECTION_LIMIT,
  UPGRADE_REASONS,
  canUpgradeTicket,
  preselectedUpgradeTickets,
  upgradeCandidateIds,
  upgradeCredit,
  upgradeDecision,
  upgradeRefusal,
  upgradeTargets,
  upgradeValue,
  upgradesEnabled,
  type UpgradeEvent,
  type UpgradeInput,
  type UpgradeReason,
  type UpgradeTicket,
} from '../../lib/domain/upgrade.ts';
import type { TicketType } from '../../lib/ticketing/schemas/event.ts';

/**
 * Spec 02 §5 "Upgrade eligibility", clause by clause: not a hard ticket, not an upgrade-origin
 * ticket, status valid or detailsRequired, upgrades enabled on the ticket type, event or seller,
 * the event not yet started (group events: not yet ended, and a child mapping must exist); a
 * season ticket upgraded whole only with no events excluded and the season not started; target
 * child events in the mapping, in the future and allowed for every ticket; fewer than 10 eligible
 * tickets all preselected. Readings where the spec is silent: ADR 0021.
 */

const NOW = new Date('2026-12-01T12:00:00.000Z');
const SELLER = 'sel_riverside';
const LATER = '2027-01-10T19:00:00.000Z';
const PAST = '2026-11-20T19:00:00.000Z';

const type = (_id: string, extra: Partial<TicketType> = {}): TicketType => ({ _id, name: _id, categoryRef: 'cat', price: 25, ...extra });
const event = (_id: string, start: string, extra: Partial<UpgradeEvent> = {}): UpgradeEvent => ({ _id, start, sellerId: SELLER, eventType: 'single', ...extra });

const VIP = event('evt_vip', '2027-01-09T19:00:00.000Z');
const PREMIUM_SEASON = event('evt_premium_season', '2026-12-10T19:00:00.000Z', { eventType: 'group' });
const GONE = event('evt_gone', PAST);
const ELSEWHERE = event('evt_elsewhere', LATER, { sellerId: 'sel_other' });
const JAZZ = event('evt_jazz', '2026-12-20T20:00:00.000Z', {
  end: '2026-12-20T23:00:00.000Z',
  tickets: [type('tt_standing'), type('tt_student', { upgradeSettings: { enabled: false } })],
  upgradeSettings: { targetEventIds: ['evt_jazz', VIP._id, GONE._id, ELSEWHERE._id, 'evt_missing'] },
});
const OPENING = event('evt_opening', '2026-12-10T19:30:00.000Z');
const WINTER = event('evt_winter', '2027-02-10T19:30:00.000Z');
const SPRING = event('evt_spring', '2027-04-10T19:30:00.000Z');
// Galas follow their concert: a seat at the after-show dinner.
const OPENING_GALA = event('evt_opening_gala', '2026-12-10T22:00:00.000Z');
const WINTER_GALA = event('evt_winter_gala', '2027-02-10T22:00:00.000Z');
const SEASON = event('evt_season', OPENING.start, {
  end: '2027-04-10T22:00:00.000Z',
  eventType: 'group',
  childEventIds: [OPENING._id, WINTER._id, SPRING._id],
  tickets: [type('tt_season_card', { price: 120 })],
  upgradeSettings: {
    targetEventIds: [PREMIUM_SEASON._id],
    childMapping: { [OPENING._id]: [OPENING_GALA._id], [WINTER._id]: [WINTER_GALA._id], [SPRING._id]: [WINTER_GALA._id, GONE._id] },
  },
});
const EVENTS = new Map([JAZZ, VIP, PREMIUM_SEASON, GONE, ELSEWHERE, OPENING, WINTER, SPRING, OPENING_GALA, WINTER_GALA, SEASON].map((candidate) => [candidate._id, candidate]));

const TICKET: UpgradeTicket = { status: 'valid', type: 'single', ticketTypeId: 'tt_standing', origin: 'online', deliveryType: 'virtual' };
const CARD: UpgradeTicket = { status: 'valid', type: 'multi', ticketTypeId: 'tt_season_card', origin: 'online', deliveryType: 'virtual', excludedEventIds: [] };

const BASE: UpgradeInput = { ticket: TICKET, event: JAZZ, seller: { features: { upgrades: true } }, eventById: (id) => EVENTS.get(id), now: NOW };
const SEASON_BASE: UpgradeInput = { ...BASE, ticket: CARD, event: SEASON };
const lock = (expiresAt: string | null, lockType = UPGRADE_LOCK_TYPE) => ({ _id: 'lock_1', type: lockType, expiresAt });

describe('upgradesEnabled: the ticket type, else the event, else the seller', () => {
  it.each<[string, boolean | undefined, boolean | undefined, boolean | undefined, boolean]>([
    ['set nowhere: off', undefined, undefined, undefined, false],
    ['the seller alone', undefined, undefined, true, true],
    ['the event overrides the seller', undefined, false, true, false],
    ['the event switches it on for a seller without it', undefined, true, false, true],
    ['the ticket type overrides both', true, false, false, true],
    ['the ticket type switches it off', false, true, true, false],
  ])('%s', (_, ticketType, eventLevel, seller, expected) => {
    expect(
      upgradesEnabled(
        ticketType === undefined ? undefined : { upgradeSettings: { enabled: ticketType } },
        eventLevel === undefined ? {} : { upgradeSettings: { enabled: eventLevel } },
        seller === undefined ? {} : { features: { upgrades: seller } },
      ),
    ).toBe(expected);
  });
});

describe('upgradeRefusal: the ticket', () => {
  it.each<[string, Partial<UpgradeInput>, UpgradeReason | undefined]>([
    ['a valid ticket before its event', {}, undefined],
    ['detailsRequired is allowed too', { ticket: { ...TICKET, status: 'detailsRequired' } }, undefined],
    ['not a hard ticket', { ticket: { ...TICKET, deliveryType: 'hard' } }, 'hardTicket'],
    ['not an upgrade-origin ticket', { ticket: { ...TICKET, origin: 'upgrade' } }, 'upgradeOrigin'],
    ['a hard ticket of upgrade origin: the first clause names it', { ticket: { ...TICKET, deliveryType: 'hard', origin: 'upgrade' } }, 'hardTicket'],
    ['status invalid', { ticket: { ...TICKET, status: 'invalid' } }, 'ticketStatusNotValid'],
    ['status reserved', { ticket: { ...TICKET, status: 'reserved' } }, 'ticketStatusNotValid'],
    ['an upgrade is active', { ticket: { ...TICKET, locks: [lock('2026-12-01T12:15:00.000Z')] } }, 'upgradeActive'],
    ['an upgrade lock that expired no longer counts', { ticket: { ...TICKET, locks: [lock('2026-12-01T11:59:00.000Z')] } }, undefined],
    ['another lock (a rebooking under way)', { ticket: { ...TICKET, locks: [lock(null, 'rebooking')] } }, 'ticketLocked'],
    ['a plain lock', { ticket: { ...TICKET, lock: true } }, 'ticketLocked'],
    ['the ticket type disables upgrades', { ticket: { ...TICKET, ticketTypeId: 'tt_student' } }, 'upgradesDisabled'],
    ['a seller without upgrades', { seller: { features: { upgrades: false } } }, 'upgradesDisabled'],
    ['no level sets it', { seller: undefined }, 'upgradesDisabled'],
    ['the event started', { now: new Date(JAZZ.start) }, 'eventStarted'],
    ['the time slot started, though the event did not', { ticket: { ...TICKET, slotStartTime: '2026-12-01T10:00:00.000Z' } }, 'eventStarted'],
  ])('%s → %s', (_, change, expected) => {
    expect(upgradeRefusal({ ...BASE, ...change })).toBe(expected);
  });

  it.each<[string, Partial<UpgradeInput>, UpgradeReason | undefined]>([
    ['a season card before the season ends', {}, undefined],
    ['group events: after the first concert, while the season is on', { now: new Date('2027-01-01T12:00:00.000Z') }, undefined],
    ['group events: not yet ended', { now: new Date('2027-04-10T22:00:00.000Z') }, 'eventEnded'],
    ['group events: a child mapping must exist', { event: { ...SEASON, upgradeSettings: { targetEventIds: [PREMIUM_SEASON._id] } } }, 'noChildMapping'],
    ['an empty child mapping is none', { event: { ...SEASON, upgradeSettings: { childMapping: { [OPENING._id]: [] } } } }, 'noChildMapping'],
  ])('season: %s → %s', (_, change, expected) => {
    expect(upgradeRefusal({ ...SEASON_BASE, ...change })).toBe(expected);
  });

  it('names every reason it can give in UPGRADE_REASONS', () => {
    expect(UPGRADE_REASONS).toEqual(expect.arrayContaining(['hardTicket', 'upgradeOrigin', 'ticketStatusNotValid', 'upgradesDisabled', 'eventStarted', 'eventEnded', 'noChildMapping']));
  });
});

describe('upgradeDecision: a ticket of a single event and its target', () => {
  it.each<[string, Partial<UpgradeInput>, string, UpgradeReason | undefined]>([
    ['another event of the mapping', {}, VIP._id, undefined],
    ['the event itself, listed for a better category', {}, JAZZ._id, undefined],
    ['an event the mapping does not list', {}, OPENING._id, 'targetNotMapped'],
    ['a listed event that does not exist', {}, 'evt_missing', 'targetNotMapped'],
    ['a target in the past', {}, GONE._id, 'targetInPast'],
    ['a target of another seller', {}, ELSEWHERE._id, 'targetNotAllowed'],
    ['a target the ticket excludes', { ticket: { ...TICKET, excludedEventIds: [VIP._id] } }, VIP._id, 'targetNotAllowed'],
    ['the ticket refusal comes first', { ticket: { ...TICKET, deliveryType: 'hard' } }, VIP._id, 'hardTicket'],
  ])('%s → %s', (_, change, target, expected) => {
    expect(upgradeRefusal({ ...BASE, ...change }, target)).toBe(expected);
    expect(canUpgradeTicket({ ...BASE, ...change }, target)).toBe(expected === undefined);
  });

  it('gives up the ticket itself', () => {
    expect(upgradeDecision(BASE, VIP._id)).toEqual({ kind: 'ticket', sourceEventId: JAZZ._id });
  });
});

describe('upgradeDecision: a season card', () => {
  const afterOpening = new Date('2027-01-01T12:00:00.000Z');
  it.each<[string, Partial<UpgradeInput>, string, UpgradeReason | undefined]>([
    ['whole, before the season starts', {}, PREMIUM_SEASON._id, undefined],
    ['whole: only if no events are excluded', { ticket: { ...CARD, excludedEventIds: [WINTER._id] } }, PREMIUM_SEASON._id, 'seasonHasExcludedEvents'],
    ['whole: only if the season has not started', { now: new Date(SEASON.start), event: { ...SEASON, upgradeSettings: { ...SEASON.upgradeSettings, targetEventIds: [VIP._id] } } }, VIP._id, 'seasonStarted'],
    ['one concert: the target child event is in the mapping', {}, WINTER_GALA._id, undefined],
    ['one concert: an event the mapping does not name', {}, VIP._id, 'targetNotMapped'],
    ['one concert: the target must be in the future', { now: afterOpening }, OPENING_GALA._id, 'targetInPast'],
    ['one concert: excluded for this card, so not allowed', { ticket: { ...CARD, excludedEventIds: [OPENING._id] } }, OPENING_GALA._id, 'targetNotAllowed'],
    ['one concert: after its concert started, not allowed', { now: new Date('2026-12-10T19:45:00.000Z') }, OPENING_GALA._id, 'targetNotAllowed'],
    ['one concert: a later concert still is, while the season is on', { now: afterOpening }, WINTER_GALA._id, undefined],
    ['a card with excluded events may still upgrade a concert it holds', { ticket: { ...CARD, excludedEventIds: [OPENING._id] } }, WINTER_GALA._id, undefined],
    ['the card refusal comes first', { ticket: { ...CARD, origin: 'upgrade' } }, WINTER_GALA._id, 'upgradeOrigin'],
  ])('%s → %s', (_, change, target, expected) => {
    expect(upgradeRefusal({ ...SEASON_BASE, ...change }, target)).toBe(expected);
  });

  it('whole gives up the season; one concert gives up the first concert mapped to the target that the card still holds', () => {
    expect(upgradeDecision(SEASON_BASE, PREMIUM_SEASON._id)).toEqual({ kind: 'season', sourceEventId: SEASON._id });
    expect(upgradeDecision(SEASON_BASE, WINTER_GALA._id)).toEqual({ kind: 'seasonEvent', sourceEventId: WINTER._id });
    const winterExcluded = { ...SEASON_BASE, ticket: { ...CARD, excludedEventIds: [WINTER._id] } };
    expect(upgradeDecision(winterExcluded, WINTER_GALA._id)).toEqual({ kind: 'seasonEvent', sourceEventId: SPRING._id });
  });
});

describe('upgradeTargets', () => {
  it('lists the mapped events the ticket may go to now, in the seller’s order', () => {
    expect(upgradeCandidateIds(JAZZ)).toEqual([JAZZ._id, VIP._id, GONE._id, ELSEWHERE._id, 'evt_missing']);
    expect(upgradeTargets(BASE)).toEqual([JAZZ._id, VIP._id]);
    expect(upgradeCandidateIds(SEASON)).toEqual([PREMIUM_SEASON._id, OPENING_GALA._id, WINTER_GALA._id, GONE._id]);
    expect(upgradeTargets(SEASON_BASE)).toEqual([PREMIUM_SEASON._id, OPENING_GALA._id, WINTER_GALA._id]);
  });

  it('lists none for a ticket that cannot be upgraded at all', () => {
    expect(upgradeTargets({ ...BASE, ticket: { ...TICKET, status: 'invalid' } })).toEqual([]);
    expect(upgradeTargets({ ...BASE, event: { ...JAZZ, upgradeSettings: {} } })).toEqual([]);
  });
});

describe('preselectedUpgradeTickets', () => {
  const tickets = (count: number) => Array.from({ length: count }, (_, index) => `tkt_${index}`);
  it.each<[number, number]>([
    [0, 0],
    [1, 1],
    [9, 9],
    [10, 0],
    [25, 0],
  ])('%i eligible → %i preselected', (count, expected) => {
    expect(preselectedUpgradeTickets(tickets(count))).toHaveLength(expected);
  });

  it('is fewer than 10', () => {
    expect(UPGRADE_PRESELECTION_LIMIT).toBe(10);
  });
});

describe('upgradeValue / upgradeCredit', () => {
  it.each<[string, { realPrice?: number; type?: 'single' | 'multi' }, 'ticket' | 'season' | 'seasonEvent', number, number]>([
    ['a ticket: what was paid', { realPrice: 25, type: 'single' }, 'ticket', 1, 25],
    ['a season card whole: its price', { realPrice: 120, type: 'multi' }, 'season', 3, 120],
    ['one concert of a card: its share', { realPrice: 120, type: 'multi' }, 'seasonEvent', 3, 40],
    ['a share rounds to the cent', { realPrice: 100, type: 'multi' }, 'seasonEvent', 3, 33.33],
    ['a free ticket: nothing', { type: 'single' }, 'ticket', 1, 0],
  ])('%s', (_, ticket, kind, count, expected) => {
    expect(upgradeValue(ticket, kind, count)).toBe(expected);
  });

  it('adds up in cents', () => {
    expect(upgradeCredit([{ realPrice: 0.1 }, { realPrice: 0.2 }, { realPrice: 45 }])).toBe(45.3);
    expect(upgradeCredit([])).toBe(0);
  });
});
