import { describe, expect, it } from 'vitest';
import {
  canSubmitSeasonTransfer,
  childEventState,
  seasonChoiceRefusal,
  seasonTransferCalls,
  seasonTransferChoices,
  seasonTransferMode,
  type ChildEventState,
  type SeasonCard,
  type SeasonChoiceRefusal,
  type SeasonSubmitInput,
  type SeasonTransferChoice,
  type SeasonTransferRecord,
} from '../../lib/domain/season-transfer.ts';

const now = new Date('2030-03-01T12:00:00.000Z');
const LATER = '2030-04-01T21:00:00.000Z';
const card: SeasonCard = { id: 'card_1' };
const other: SeasonCard = { id: 'card_2' };
const transfer = (status: string, childEventId: string | undefined, ticketIds: string[] = ['card_1']): SeasonTransferRecord => ({ status, childEventId, ticketIds });

describe('seasonTransferMode and seasonTransferChoices (spec 02 §9 transfer modes)', () => {
  it.each<[string | null | undefined, string]>([
    ['groupOnly', 'groupOnly'],
    ['childrenOnly', 'childrenOnly'],
    ['childrenAllowed', 'childrenOnly'],
    ['entireSeasonAllowed', 'noRestriction'],
    [null, 'noRestriction'],
    [undefined, 'noRestriction'],
    ['somethingNew', 'noRestriction'],
  ])('%s reads as %s', (value, mode) => {
    expect(seasonTransferMode(value)).toBe(mode);
  });

  it.each<[string, (string | null | undefined)[], SeasonTransferChoice[]]>([
    ['group only: the whole season', ['groupOnly'], ['season']],
    ['children only: individual events', ['childrenOnly'], ['events']],
    ['children allowed spelling', ['childrenAllowed'], ['events']],
    ['no restriction: both tabs', [null], ['events', 'season']],
    ['two unrestricted cards', [undefined, 'entireSeasonAllowed'], ['events', 'season']],
    ['an unrestricted and a group-only card: what both allow', [null, 'groupOnly'], ['season']],
    ['a group-only and a children-only card: nothing', ['groupOnly', 'childrenOnly'], []],
    ['no cards', [], []],
  ])('%s', (_case, modes, choices) => {
    expect(seasonTransferChoices(modes)).toEqual(choices);
  });
});

describe('childEventState (spec 02 §5: child events not selectable when transferred, excluded or with a season transfer)', () => {
  it.each<[string, Partial<Parameters<typeof childEventState>[0]>, ChildEventState]>([
    ['an untouched upcoming event', {}, 'selectable'],
    ['an event that ended', { eventEnd: '2030-02-28T21:00:00.000Z' }, 'ended'],
    ['an event ending right now is still on', { eventEnd: now.toISOString() }, 'selectable'],
    ['an event already transferred', { transfers: [transfer('transferred', 'evt_a')] }, 'transferred'],
    ['transferred wins over its exclusion', { cards: [{ id: 'card_1', excludedEventIds: ['evt_a'] }], transfers: [transfer('transferred', 'evt_a')] }, 'transferred'],
    ['an event excluded from the card (rebooked, resold)', { cards: [{ id: 'card_1', excludedEventIds: ['evt_a'] }] }, 'excluded'],
    ['excluded from one of two cards', { cards: [card, { id: 'card_2', excludedEventIds: ['evt_a'] }] }, 'excluded'],
    ['a pending season transfer of the card', { transfers: [transfer('created', undefined)] }, 'seasonTransfer'],
    ['a pending transfer of this event', { transfers: [transfer('created', 'evt_a')] }, 'pending'],
    ['a pending transfer of another event', { transfers: [transfer('created', 'evt_b')] }, 'selectable'],
    ['a rejected transfer of this event', { transfers: [transfer('rejected', 'evt_a')] }, 'selectable'],
    ['a completed transfer of another card only', { cards: [card], transfers: [transfer('transferred', 'evt_a', ['card_9'])] }, 'selectable'],
    ['a pending event transfer of the second card', { cards: [card, other], transfers: [transfer('created', 'evt_a', ['card_2'])] }, 'pending'],
  ])('%s', (_case, overrides, expected) => {
    expect(childEventState({ childEventId: 'evt_a', eventEnd: LATER, cards: [card], transfers: [], now, ...overrides })).toBe(expected);
  });
});

describe('seasonChoiceRefusal', () => {
  it.each<[string, SeasonTransferRecord[], SeasonChoiceRefusal | undefined]>([
    ['no transfers', [], undefined],
    ['a pending season transfer', [transfer('created', undefined)], 'seasonTransferExists'],
    ['a pending event transfer', [transfer('created', 'evt_a')], 'eventTransferPending'],
    ['a completed event transfer leaves the rest of the card free', [transfer('transferred', 'evt_a')], undefined],
    ['a rejected season transfer', [transfer('rejected', undefined)], undefined],
    ['another card’s season transfer', [transfer('created', undefined, ['card_9'])], undefined],
  ])('%s', (_case, transfers, expected) => {
    expect(seasonChoiceRefusal([card], transfers)).toBe(expected);
  });
});

describe('canSubmitSeasonTransfer (spec 02 §5 submit rules)', () => {
  const base: SeasonSubmitInput = { choice: 'events', email: 'robin@example.com', selectedEventIds: ['evt_a'], seasonRefusal: undefined };
  it.each<[string, Partial<SeasonSubmitInput>, boolean]>([
    ['events with an e-mail and one event', {}, true],
    ['no e-mail', { email: '   ' }, false],
    ['events without a selected event', { selectedEventIds: [] }, false],
    ['the season with no season transfer', { choice: 'season', selectedEventIds: [] }, true],
    ['the season while a season transfer exists', { choice: 'season', seasonRefusal: 'seasonTransferExists' }, false],
    ['the season while an event transfer is pending', { choice: 'season', seasonRefusal: 'eventTransferPending' }, false],
    ['events while a season transfer exists (its events are unselectable anyway)', { seasonRefusal: 'seasonTransferExists' }, true],
  ])('%s', (_case, overrides, expected) => {
    expect(canSubmitSeasonTransfer({ ...base, ...overrides })).toBe(expected);
  });
});

describe('seasonTransferCalls (spec 02 §7: one call per selected child event)', () => {
  it.each<[SeasonTransferChoice, string[], { childEventId?: string }[]]>([
    ['events', ['evt_a', 'evt_b'], [{ childEventId: 'evt_a' }, { childEventId: 'evt_b' }]],
    ['events', ['evt_a', 'evt_a'], [{ childEventId: 'evt_a' }]],
    ['events', [], []],
    ['season', ['evt_a'], [{}]],
  ])('%s %j', (choice, selected, calls) => {
    expect(seasonTransferCalls(choice, selected)).toEqual(calls);
  });
});
