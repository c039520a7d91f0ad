'use client';

import { useId, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { eventDateLabel } from '@/lib/i18n/format';
import { seatLabel } from '@/lib/i18n/account-format';
import type { ActionEventView } from '@/lib/ticket-actions/rebooking-options';
import type { Ticket } from '@/lib/ticketing/schemas/ticket';
import formStyles from '@/components/account/shell/forms.module.css';
import styles from './choices.module.css';

/**
 * The choices of the modals that move tickets (rebook, upgrade): which tickets, and which event.
 * A choice a rule forbids is disabled with its reason in words as its description.
 */

/** "Seated · Stalls · Row 4 · Seat 12": a ticket as the choices name it. */
export function useTicketChoiceLabel(): (ticket: Ticket) => string {
  const intl = useIntl();
  return (ticket) => [ticket.ticketName ?? ticket.categoryName ?? ticket.name, seatLabel(intl, ticket.seatingInfo)].filter(Boolean).join(' · ');
}

export interface TicketChoice {
  ticket: Ticket;
  possible: boolean;
  /** Why not, said by `ticketActions.reason.<code>`. */
  reason: string;
  /** A line under the ticket (the tickets that go with it). */
  note?: ReactNode;
}

export function TicketChoices({ legend, choices, selected, onToggle, children }: { legend: ReactNode; choices: readonly TicketChoice[]; selected: ReadonlySet<string>; onToggle: (id: string) => void; children?: ReactNode }) {
  const baseId = useId();
  const label = useTicketChoiceLabel();
  return (
    <fieldset className={styles.group}>
      <legend>{legend}</legend>
      <ul className={styles.choices}>
        {choices.map(({ ticket, possible, reason, note }) => {
          const id = `${baseId}-${ticket._id}`;
          return (
            <li key={ticket._id}>
              <input id={id} type="checkbox" checked={selected.has(ticket._id)} disabled={!possible} onChange={() => onToggle(ticket._id)} aria-describedby={!possible ? `${id}-why` : undefined} />
              <label htmlFor={id}>{label(ticket)}</label>
              {note ? <p className={styles.note}>{note}</p> : null}
              {!possible ? (
                <p id={`${id}-why`} className={styles.note}>
                  <FormattedMessage id={`ticketActions.reason.${reason}`} />
                </p>
              ) : null}
            </li>
          );
        })}
      </ul>
      {children}
    </fieldset>
  );
}

export interface EventChoice extends ActionEventView {
  /** Absent: always choosable (a season's concerts). */
  possible?: boolean | undefined;
  reason?: string | undefined;
}

export function EventChoices(props: {
  legend: ReactNode;
  empty: ReactNode;
  events: readonly EventChoice[];
  chosen: string | undefined;
  onChoose: (eventId: string) => void;
  /** The reason said for a refused event that names none. */
  fallbackReason: string;
  withLocation?: boolean;
}) {
  const intl = useIntl();
  const baseId = useId();
  return (
    <fieldset className={styles.group}>
      <legend>{props.legend}</legend>
      {props.events.length === 0 ? (
        <p>{props.empty}</p>
      ) : (
        <ul className={styles.choices}>
          {props.events.map((event) => {
            const id = `${baseId}-${event.eventId}`;
            const refused = event.possible === false;
            const date = eventDateLabel(intl, { start: event.start, timezone: event.timeZone });
            return (
              <li key={event.eventId}>
                <input
                  id={id}
                  type="radio"
                  name={baseId}
                  checked={props.chosen === event.eventId}
                  disabled={refused}
                  onChange={() => props.onChoose(event.eventId)}
                  aria-describedby={refused ? `${id}-why` : undefined}
                />
                <label htmlFor={id}>
                  <span className={styles.eventName}>{event.name}</span>
                  <span className={styles.note}>{props.withLocation ? [date, event.location].filter(Boolean).join(' · ') : date}</span>
                </label>
                {refused ? (
                  <p id={`${id}-why`} className={styles.note}>
                    <FormattedMessage id={`ticketActions.reason.${event.reason ?? props.fallbackReason}`} />
                  </p>
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
    </fieldset>
  );
}

/** A failed read or call of these modals: its words, and Try again where asking again can help. */
export function ActionFailure({ title, message, onRetry }: { title?: string | undefined; message: string; onRetry?: (() => void) | undefined }) {
  return (
    <div role="alert" className={formStyles.formError}>
      {title ? (
        <p>
          <strong>
            <FormattedMessage id={title} />
          </strong>
        </p>
      ) : null}
      <p>
        <FormattedMessage id={message} />
      </p>
      {onRetry ? (
        <button type="button" className={formStyles.secondary} onClick={onRetry}>
          <FormattedMessage id="common.tryAgain" />
        </button>
      ) : null}
    </div>
  );
}
