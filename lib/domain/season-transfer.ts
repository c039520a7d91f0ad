/**
 * Transferring season cards (spec 02 §2 transfer modal, §5 Transfer, §9 transfer modes): a card is
 * sent for some of its child events (one transfer per event, each naming its childEventId) or as
 * the whole season (one transfer without one). The card's seasonTicketTransferMode says which of
 * the two it allows; a child event cannot be picked once it is transferred, excluded from the card
 * or promised by a pending transfer, nor while the whole card is promised by a season transfer.
 * Used by the modal (what it offers) and by the sandbox (what it accepts). ADR draft "season".
 */

/** The modal's two tabs: some individual events, or the whole season. */
export const SEASON_TRANSFER_CHOICES = ['events', 'season'] as const;
export type SeasonTransferChoice = (typeof SEASON_TRANSFER_CHOICES)[number];

/**
 * Spec 02 §9 names three modes: groupOnly, childrenOnly ("children allowed") and entire season
 * allowed ("no restriction"). The API's field is an open string: both spellings of the second are
 * read, and anything else, or none, is the unrestricted mode.
 */
export const SEASON_TRANSFER_MODES = ['groupOnly', 'childrenOnly', 'noRestriction'] as const;
export type SeasonTransferMode = (typeof SEASON_TRANSFER_MODES)[number];

export function seasonTransferMode(value: string | null | undefined): SeasonTransferMode {
  if (value === 'groupOnly') return 'groupOnly';
  if (value === 'childrenOnly' || value === 'childrenAllowed') return 'childrenOnly';
  return 'noRestriction';
}

const CHOICES_BY_MODE: Readonly<Record<SeasonTransferMode, readonly SeasonTransferChoice[]>> = {
  groupOnly: ['season'],
  childrenOnly: ['events'],
  noRestriction: ['events', 'season'],
};

/** The tabs offered for these cards: what every one of them allows (several cards go in one transfer). */
export function seasonTransferChoices(modes: readonly (string | null | undefined)[]): SeasonTransferChoice[] {
  if (modes.length === 0) return [];
  return SEASON_TRANSFER_CHOICES.filter((choice) => modes.every((mode) => CHOICES_BY_MODE[seasonTransferMode(mode)].includes(choice)));
}

export interface SeasonCard {
  id: string;
  excludedEventIds?: readonly string[] | undefined;
}

/** A transfer that moved (or would move) some of the cards: its status, child event and tickets. */
export interface SeasonTransferRecord {
  status: string;
  childEventId?: string | null | undefined;
  ticketIds: readonly string[];
}

/** Why a child event cannot be picked, or 'selectable'. */
export const CHILD_EVENT_STATES = ['selectable', 'ended', 'transferred', 'excluded', 'seasonTransfer', 'pending'] as const;
export type ChildEventState = (typeof CHILD_EVENT_STATES)[number];

const involves = (transfer: SeasonTransferRecord, cards: readonly SeasonCard[]) => cards.some((card) => transfer.ticketIds.includes(card.id));

/** A pending transfer of the whole card (no child event) of any of these cards. */
export function hasPendingSeasonTransfer(cards: readonly SeasonCard[], transfers: readonly SeasonTransferRecord[]): boolean {
  return transfers.some((transfer) => transfer.status === 'created' && !transfer.childEventId && involves(transfer, cards));
}

export interface ChildEventStateInput {
  childEventId: string;
  /** The child event's end (its start when it has none). */
  eventEnd: string;
  cards: readonly SeasonCard[];
  transfers: readonly SeasonTransferRecord[];
  now: Date;
}

/** Whether the child event can be picked for all of these cards now, checked in this order. */
export function childEventState({ childEventId, eventEnd, cards, transfers, now }: ChildEventStateInput): ChildEventState {
  if (Date.parse(eventEnd) < now.getTime()) return 'ended';
  const ofEvent = transfers.filter((transfer) => transfer.childEventId === childEventId && involves(transfer, cards));
  if (ofEvent.some((transfer) => transfer.status === 'transferred')) return 'transferred';
  if (cards.some((card) => (card.excludedEventIds ?? []).includes(childEventId))) return 'excluded';
  if (hasPendingSeasonTransfer(cards, transfers)) return 'seasonTransfer';
  if (ofEvent.some((transfer) => transfer.status === 'created')) return 'pending';
  return 'selectable';
}

/**
 * Why the whole season cannot be sent now: a season transfer exists already (spec 02 §5), or one
 * of its events is promised to someone by a pending transfer (the card cannot go whole then).
 */
export type SeasonChoiceRefusal = 'seasonTransferExists' | 'eventTransferPending';

export function seasonChoiceRefusal(cards: readonly SeasonCard[], transfers: readonly SeasonTransferRecord[]): SeasonChoiceRefusal | undefined {
  if (hasPendingSeasonTransfer(cards, transfers)) return 'seasonTransferExists';
  if (transfers.some((transfer) => transfer.status === 'created' && transfer.childEventId && involves(transfer, cards))) return 'eventTransferPending';
  return undefined;
}

export interface SeasonChoiceInput {
  choice: SeasonTransferChoice;
  selectedEventIds: readonly string[];
  seasonRefusal: SeasonChoiceRefusal | undefined;
}

/** The season part of the submit rule: at least one selected child event, or the whole season with no season transfer. */
export function isSeasonChoiceReady({ choice, selectedEventIds, seasonRefusal }: SeasonChoiceInput): boolean {
  return choice === 'events' ? selectedEventIds.length > 0 : seasonRefusal === undefined;
}

export interface SeasonSubmitInput extends SeasonChoiceInput {
  email: string;
}

/**
 * Spec 02 §5: the submit button shows only with an e-mail present and, for season tickets, at least
 * one selected child event (individual events) or no existing season transfer (whole season).
 */
export function canSubmitSeasonTransfer(input: SeasonSubmitInput): boolean {
  return input.email.trim().length > 0 && isSeasonChoiceReady(input);
}

/** The create calls to make: one per selected child event, or one without a child event for the whole season. */
export function seasonTransferCalls(choice: SeasonTransferChoice, selectedEventIds: readonly string[]): { childEventId?: string }[] {
  if (choice === 'season') return [{}];
  return [...new Set(selectedEventIds)].map((childEventId) => ({ childEventId }));
}
