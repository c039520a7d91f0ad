import { seatingKindOf, type SeatingKind, type SeatingPlace } from './seating-info.ts';

/**
 * Selecting tickets to sell or transfer (spec 01 §5, §8 "Invalid ticket selection: neutral
 * notice"): the selected tickets must sit side by side in the same row (or the same section, when
 * seats have no row) with consecutive seat numbers, or share the same general-admission area. Once
 * some are selected, only tickets of the same seating kind can join; a ticket with a pending
 * transfer cannot be selected at all. Otherwise Continue stays disabled and a neutral notice says
 * the selection is invalid. Used by the Transfer modal and the Resell modal's ticket choice.
 */

export interface SelectionTicket {
  id: string;
  seatingInfo?: SeatingPlace | null | undefined;
  /** The ticket is in a transfer that the recipient has not answered yet. */
  pendingTransfer?: boolean | undefined;
}

/** Why a ticket cannot be selected right now. */
export type SelectionBlock = 'pendingTransfer' | 'otherSeatingKind';

const text = (value: string | null | undefined) => value?.trim() ?? '';

interface SeatNumber {
  /** What surrounds the digits ("F" of "F12"): seats are neighbours only with the same. */
  frame: string;
  number: number;
}

/** The number in a seat name: "12" → 12, "F12" → F + 12; undefined without exactly one run of digits. */
export function seatNumberOf(seatName: string | null | undefined): SeatNumber | undefined {
  const match = /^(\D*)(\d+)(\D*)$/.exec(text(seatName));
  if (!match) return undefined;
  return { frame: `${match[1] ?? ''}|${match[3] ?? ''}`, number: Number(match[2]) };
}

/** The row a seated ticket is in (or its section, when seats have no row). */
const rowKey = (seating: SeatingPlace | null | undefined) => [seating?.sectionName, seating?.groupName, seating?.rowName].map(text).join('\u0000');
/** The general-admission area: its name within its section and block. */
const areaKey = (seating: SeatingPlace | null | undefined) => [seating?.sectionName, seating?.groupName, seating?.name].map(text).join('\u0000');

function consecutiveSeats(selected: readonly SelectionTicket[]): boolean {
  const first = selected[0];
  if (!first) return false;
  const row = rowKey(first.seatingInfo);
  const seats: SeatNumber[] = [];
  for (const ticket of selected) {
    const seat = seatNumberOf(ticket.seatingInfo?.seatName);
    if (!seat || rowKey(ticket.seatingInfo) !== row) return false;
    seats.push(seat);
  }
  const frame = seats[0]?.frame;
  if (seats.some((seat) => seat.frame !== frame)) return false;
  const numbers = seats.map((seat) => seat.number).sort((a, b) => a - b);
  return numbers.every((number, index) => index === 0 || number === (numbers[index - 1] ?? Number.NaN) + 1);
}

/** Whether these selected tickets may go on together (empty: nothing to continue with). */
export function isValidTicketSelection(selected: readonly SelectionTicket[]): boolean {
  const first = selected[0];
  if (!first) return false;
  if (selected.some((ticket) => ticket.pendingTransfer)) return false;
  const kind = seatingKindOf(first.seatingInfo);
  if (selected.some((ticket) => seatingKindOf(ticket.seatingInfo) !== kind)) return false;
  if (selected.length === 1) return true;
  if (kind === 'generalAdmission') {
    const area = areaKey(first.seatingInfo);
    return selected.every((ticket) => areaKey(ticket.seatingInfo) === area);
  }
  return consecutiveSeats(selected);
}

/** Why `ticket` cannot join the selection now, if it cannot. */
export function selectionBlock(ticket: SelectionTicket, selectedKind: SeatingKind | undefined): SelectionBlock | undefined {
  if (ticket.pendingTransfer) return 'pendingTransfer';
  if (selectedKind !== undefined && seatingKindOf(ticket.seatingInfo) !== selectedKind) return 'otherSeatingKind';
  return undefined;
}

export interface TicketSelectionState<T extends SelectionTicket> {
  /** The selected tickets that can be selected, in list order. */
  chosen: T[];
  /** Tickets that cannot be selected now, with the reason. */
  blocked: ReadonlyMap<string, SelectionBlock>;
  /** Continue is enabled. */
  valid: boolean;
  /** Something is selected but not a valid group: the neutral invalid-selection notice. */
  invalid: boolean;
}

/**
 * The selection of `selectedIds` among `tickets`. A selected ticket that got blocked since (its
 * transfer became pending) drops out; the seating kind is the first chosen ticket's.
 */
export function ticketSelectionState<T extends SelectionTicket>(tickets: readonly T[], selectedIds: ReadonlySet<string>): TicketSelectionState<T> {
  const chosen = tickets.filter((ticket) => selectedIds.has(ticket.id) && !ticket.pendingTransfer);
  const kind = chosen[0] ? seatingKindOf(chosen[0].seatingInfo) : undefined;
  const blocked = new Map<string, SelectionBlock>();
  for (const ticket of tickets) {
    // A chosen ticket stays free to be unchosen.
    const block = selectedIds.has(ticket.id) && !ticket.pendingTransfer ? undefined : selectionBlock(ticket, kind);
    if (block) blocked.set(ticket.id, block);
  }
  const valid = isValidTicketSelection(chosen);
  return { chosen, blocked, valid, invalid: chosen.length > 0 && !valid };
}
