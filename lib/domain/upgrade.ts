import type { Event, TicketType } from '../ticketing/schemas/event.ts';
import type { SellerFeatures } from '../ticketing/schemas/seller.ts';
import type { Ticket } from '../ticketing/schemas/ticket.ts';
import { rebookingCredit, rebookingValue } from './rebooking.ts';
import { isLocked } from './transfer-rules.ts';

/**
 * Upgrade (spec 02 §2 upgrade modal, §4, §5 "Upgrade eligibility", §7 Upgrade, §9 sales channel):
 * the holder gives up tickets for a credit worth what they paid and spends it on tickets of a
 * target event in a new checkout. Which events a ticket may go to is the seller's mapping on the
 * event (lib/ticketing/schemas/upgrade-settings.ts). Readings where the spec is silent: ADR 0021.
 */

/**
 * Why a ticket cannot be upgraded, one name per clause of the spec's eligibility paragraph, in the
 * order they are checked. `upgradeActive` and `ticketLocked` are not in that paragraph: the first
 * is the modal's "cannot restart while an upgrade is active", the second any other lock (a
 * rebooking under way, the box office), since a ticket that is being given up elsewhere cannot be
 * given up twice.
 */
export const UPGRADE_REASONS = [
  'hardTicket',
  'upgradeOrigin',
  'ticketStatusNotValid',
  'upgradeActive',
  'ticketLocked',
  'upgradesDisabled',
  'eventStarted',
  'eventEnded',
  'noChildMapping',
  'targetNotMapped',
  'seasonHasExcludedEvents',
  'seasonStarted',
  'targetInPast',
  'targetNotAllowed',
] as const;
export type UpgradeReason = (typeof UPGRADE_REASONS)[number];

/** Spec 02 §5: "With fewer than 10 tickets all eligible ones are preselected". */
export const UPGRADE_PRESELECTION_LIMIT = 10;

/** Spec 02 §9: "Sales channel for upgrade is the web channel". */
export const UPGRADE_SALES_CHANNEL = 'web';

/** The origin of a ticket bought with an upgrade's credit; such a ticket is not upgraded again. */
export const UPGRADE_ORIGIN = 'upgrade';

/** The type of the lock an upgrade puts on its tickets while its checkout is open. */
export const UPGRADE_LOCK_TYPE = 'upgrade';

const UPGRADABLE_STATUSES: ReadonlySet<string> = new Set(['valid', 'detailsRequired']);

export type UpgradeTicket = Pick<Ticket, 'deliveryType' | 'origin' | 'status' | 'lock' | 'locks' | 'type' | 'ticketTypeId' | 'slotStartTime' | 'excludedEventIds'>;
export type UpgradeEvent = Pick<Event, '_id' | 'start' | 'end' | 'sellerId' | 'eventType' | 'childEventIds' | 'upgradeSettings' | 'tickets'>;
export interface UpgradeSeller {
  features?: Pick<SellerFeatures, 'upgrades'> | undefined;
}

export interface UpgradeInput {
  ticket: UpgradeTicket;
  /** The ticket's event; a season card's is the season (group event). */
  event: UpgradeEvent;
  seller: UpgradeSeller | undefined;
  /** Targets and a season's child events, by id. */
  eventById: (id: string) => UpgradeEvent | undefined;
  now: Date;
}

/**
 * What an allowed upgrade gives up: `ticket` a single ticket; `season` a season card whole (it
 * becomes invalid); `seasonEvent` one concert of a season card (the card keeps the others).
 */
export type UpgradeKind = 'ticket' | 'season' | 'seasonEvent';

export interface UpgradeDecision {
  refusal?: UpgradeReason | undefined;
  kind?: UpgradeKind | undefined;
  /** The event given up: the ticket's own, the season, or the season's concert. */
  sourceEventId?: string | undefined;
}

const started = (start: string | null | undefined, now: Date) => typeof start === 'string' && Date.parse(start) <= now.getTime();

/** A season card, or any ticket of a season (group event). */
export function isSeasonUpgrade(ticket: Pick<Ticket, 'type'>, event: Pick<Event, 'eventType'>): boolean {
  return ticket.type === 'multi' || event.eventType === 'group';
}

/**
 * Whether upgrades are enabled: the ticket type's setting, else the event's, else the seller's
 * feature — the first level that sets it decides. Set nowhere means off: a seller opts in.
 */
export function upgradesEnabled(
  ticketType: Pick<TicketType, 'upgradeSettings'> | undefined,
  event: Pick<Event, 'upgradeSettings'> | undefined,
  seller: UpgradeSeller | undefined,
): boolean {
  return ticketType?.upgradeSettings?.enabled ?? event?.upgradeSettings?.enabled ?? seller?.features?.upgrades ?? false;
}

/** The events of a season's child mapping that name the target, in the season's order. */
function mappedChildren(season: UpgradeEvent, targetEventId: string): string[] {
  const mapping = season.upgradeSettings?.childMapping ?? {};
  const children = season.childEventIds ?? Object.keys(mapping);
  return children.filter((childId) => (mapping[childId] ?? []).includes(targetEventId));
}

function hasChildMapping(season: UpgradeEvent): boolean {
  return Object.values(season.upgradeSettings?.childMapping ?? {}).some((targets) => targets.length > 0);
}

/** The checks of the ticket alone, before any target is chosen (the offer and the modal's first step). */
export function upgradeTicketRefusal({ ticket, event, seller, now }: Omit<UpgradeInput, 'eventById'>): UpgradeReason | undefined {
  if (ticket.deliveryType === 'hard') return 'hardTicket';
  if (ticket.origin?.toLowerCase() === UPGRADE_ORIGIN) return 'upgradeOrigin';
  if (!UPGRADABLE_STATUSES.has(ticket.status)) return 'ticketStatusNotValid';
  const locks = ticket.locks ?? [];
  if (isLocked({ locks: locks.filter((lock) => lock.type === UPGRADE_LOCK_TYPE) }, now)) return 'upgradeActive';
  if (isLocked({ lock: ticket.lock, locks: locks.filter((lock) => lock.type !== UPGRADE_LOCK_TYPE) }, now)) return 'ticketLocked';
  const ticketType = (event.tickets ?? []).find((type) => type._id === ticket.ticketTypeId);
  if (!upgradesEnabled(ticketType, event, seller)) return 'upgradesDisabled';
  if (isSeasonUpgrade(ticket, event)) {
    // A season runs for months: its card may still trade up a later concert while it is on.
    if (started(event.end ?? event.start, now)) return 'eventEnded';
    if (!hasChildMapping(event)) return 'noChildMapping';
    return undefined;
  }
  if (started(ticket.slotStartTime ?? event.start, now)) return 'eventStarted';
  return undefined;
}

/** The target's own checks: it exists, has not started and belongs to the same seller. */
function targetRefusal(target: UpgradeEvent | undefined, event: UpgradeEvent, now: Date): UpgradeReason | undefined {
  if (!target) return 'targetNotMapped';
  if (started(target.start, now)) return 'targetInPast';
  if (event.sellerId && target.sellerId && event.sellerId !== target.sellerId) return 'targetNotAllowed';
  return undefined;
}

/** Whether and how the ticket can be upgraded to the target event now. */
export function upgradeDecision(input: UpgradeInput, targetEventId: string): UpgradeDecision {
  const { ticket, event, eventById, now } = input;
  const refusal = upgradeTicketRefusal(input);
  if (refusal) return { refusal };
  const target = eventById(targetEventId);
  const wholeTargets = event.upgradeSettings?.targetEventIds ?? [];

  if (!isSeasonUpgrade(ticket, event)) {
    if (!wholeTargets.includes(targetEventId)) return { refusal: 'targetNotMapped' };
    const refused = targetRefusal(target, event, now) ?? ((ticket.excludedEventIds ?? []).includes(targetEventId) ? 'targetNotAllowed' : undefined);
    return refused ? { refusal: refused } : { kind: 'ticket', sourceEventId: event._id };
  }

  if (wholeTargets.includes(targetEventId)) {
    if ((ticket.excludedEventIds ?? []).length > 0) return { refusal: 'seasonHasExcludedEvents' };
    if (started(event.start, now)) return { refusal: 'seasonStarted' };
    const refused = targetRefusal(target, event, now);
    return refused ? { refusal: refused } : { kind: 'season', sourceEventId: event._id };
  }

  const children = mappedChildren(event, targetEventId);
  if (children.length === 0) return { refusal: 'targetNotMapped' };
  const refused = targetRefusal(target, event, now);
  if (refused) return { refusal: refused };
  // The concert given up must still be the card's: not excluded (given away, rebooked) and not begun.
  const source = children.find((childId) => !(ticket.excludedEventIds ?? []).includes(childId) && !started(eventById(childId)?.start ?? event.start, now));
  return source ? { kind: 'seasonEvent', sourceEventId: source } : { refusal: 'targetNotAllowed' };
}

/** Why the ticket cannot be upgraded (to the target, when one is named) now, or undefined when it can. */
export function upgradeRefusal(input: UpgradeInput, targetEventId?: string): UpgradeReason | undefined {
  return targetEventId === undefined ? upgradeTicketRefusal(input) : upgradeDecision(input, targetEventId).refusal;
}

export function canUpgradeTicket(input: UpgradeInput, targetEventId?: string): boolean {
  return upgradeRefusal(input, targetEventId) === undefined;
}

/** Every event the event's settings name as a target, in the seller's order, each once. */
export function upgradeCandidateIds(event: Pick<Event, 'upgradeSettings' | 'childEventIds'>): string[] {
  const settings = event.upgradeSettings;
  const mapping = settings?.childMapping ?? {};
  const children = event.childEventIds ?? Object.keys(mapping);
  return [...new Set([...(settings?.targetEventIds ?? []), ...children.flatMap((childId) => mapping[childId] ?? [])])];
}

/** The events the ticket may be upgraded to now. */
export function upgradeTargets(input: UpgradeInput): string[] {
  if (upgradeTicketRefusal(input)) return [];
  return upgradeCandidateIds(input.event).filter((targetEventId) => !upgradeDecision(input, targetEventId).refusal);
}

/**
 * The tickets the modal selects for the holder: all eligible ones when there are fewer than 10,
 * otherwise none — the holder picks (spec 02 §5).
 */
export function preselectedUpgradeTickets<T>(eligible: readonly T[]): T[] {
  return eligible.length < UPGRADE_PRESELECTION_LIMIT ? [...eligible] : [];
}

/**
 * What a ticket is worth in an upgrade: what was paid for it, as in a rebooking; a season card
 * giving up one concert is worth its price shared equally by the season's events (ADR 0021).
 */
export function upgradeValue(ticket: Pick<Ticket, 'realPrice' | 'type'>, kind: UpgradeKind, seasonEventCount = 1): number {
  return kind === 'seasonEvent' ? rebookingValue({ realPrice: ticket.realPrice, type: 'multi' }, seasonEventCount) : rebookingCredit([ticket]);
}

/** The credit an upgrade opens the new checkout with: the sum of what the old tickets are worth. */
export function upgradeCredit(tickets: readonly { realPrice?: number | null | undefined }[]): number {
  return rebookingCredit(tickets);
}
