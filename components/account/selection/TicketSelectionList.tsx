'use client';

import { Fragment, useId, type ReactNode } from 'react';
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import { seatingEntries, wrapsSeatingInfo, type SeatingEntry, type SeatingPlace } from '@/lib/domain/seating-info';
import type { SelectionTicket } from '@/lib/domain/ticket-selection';
import type { TicketSelection } from './useTicketSelection';
import stepStyles from '../ui/ActionSteps.module.css';
import styles from './TicketSelectionList.module.css';

/** A ticket of the list: the rule's input plus what is shown. */
export interface SelectionOption extends SelectionTicket {
  /** Name and seat in one line: shown when the ticket has no seating entries. */
  label: string;
  /** The ticket type's name, shown above the seating entries. */
  name?: string | undefined;
  seatingInfo?: SeatingPlace | null | undefined;
}

const SEAT_TYPES = new Set(['limitedView', 'foldable', 'wheelchair']);

/** "Row 4", "Seat 12"; a value that already is a phrase ("Block A", "Gate B") or a name (area, section) as it is. */
function entryText(intl: IntlShape, entry: SeatingEntry): string {
  if (entry.field === 'seatType') {
    return SEAT_TYPES.has(entry.value) ? intl.formatMessage({ id: `account.ticketSelection.seatType.${entry.value}` }) : entry.value;
  }
  if (entry.field === 'area' || entry.field === 'section' || /\s/.test(entry.value)) return entry.value;
  return intl.formatMessage({ id: `account.ticketSelection.seat.${entry.field}` }, { value: entry.value });
}

export interface TicketSelectionListProps<T extends SelectionOption> {
  legend: ReactNode;
  /** Every ticket shown, in order: the selectable ones and those `unavailable` names a reason for. */
  tickets: readonly T[];
  selection: TicketSelection<T>;
  /** Why a ticket cannot be chosen at all here (e.g. the transfer deadline passed); undefined when it can. */
  unavailable?: ((ticket: T) => ReactNode | undefined) | undefined;
}

/**
 * The ticket choice of the Transfer and Resell modals (spec 01 §5): a checkbox per ticket with its
 * seating entries (wrapping above 4, spec 02 §9); tickets the selection rule blocks are disabled
 * with the reason beside them; an invalid group shows the neutral notice (spec 01 §8), which the
 * caller pairs with a disabled Continue (`selection.state.valid`).
 */
export function TicketSelectionList<T extends SelectionOption>({ legend, tickets, selection, unavailable }: TicketSelectionListProps<T>) {
  const intl = useIntl();
  const baseId = useId();
  const { selected, toggle, state } = selection;
  return (
    <fieldset className={stepStyles.fieldset} aria-describedby={state.invalid ? `${baseId}-invalid` : undefined}>
      <legend className={stepStyles.heading}>{legend}</legend>
      <ul className={stepStyles.list}>
        {tickets.map((ticket) => {
          const outside = unavailable?.(ticket);
          const block = state.blocked.get(ticket.id);
          const reason = outside ?? (block ? <FormattedMessage id={`account.ticketSelection.blocked.${block}`} /> : undefined);
          const reasonId = `${baseId}-${ticket.id}-reason`;
          const entries = seatingEntries(ticket.seatingInfo);
          return (
            <li key={ticket.id}>
              <label className={styles.option} data-disabled={reason ? true : undefined}>
                <input
                  type="checkbox"
                  checked={!reason && selected.has(ticket.id)}
                  disabled={Boolean(reason)}
                  onChange={() => toggle(ticket.id)}
                  aria-describedby={reason ? reasonId : undefined}
                />
                <span className={styles.text}>
                  <span className={styles.name}>{entries.length > 0 ? (ticket.name ?? ticket.label) : ticket.label}</span>{' '}
                  {entries.length > 0 ? (
                    <span className={styles.seating} data-wrap={wrapsSeatingInfo(entries) || undefined} data-testid="seating-info">
                      {entries.map((entry, index) => (
                        <Fragment key={entry.field}>
                          {/* A space between entries keeps the checkbox's name readable ("Row 6 Seat 3"); the flex gap draws it. */}
                          {index > 0 ? ' ' : null}
                          <span className={styles.entry}>{entryText(intl, entry)}</span>
                        </Fragment>
                      ))}
                    </span>
                  ) : null}
                </span>
              </label>
              {reason ? (
                <p id={reasonId} className={styles.reason}>
                  {reason}
                </p>
              ) : null}
            </li>
          );
        })}
      </ul>
      <div role="status">
        {state.invalid ? (
          <p id={`${baseId}-invalid`} className={styles.notice}>
            <FormattedMessage id="account.ticketSelection.invalid" />
          </p>
        ) : null}
      </div>
    </fieldset>
  );
}
