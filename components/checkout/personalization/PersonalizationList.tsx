'use client';

import { useEffect, useState } from 'react';
import dynamic from 'next/dynamic';
import { useIntl } from 'react-intl';
import { useQueryClient } from '@tanstack/react-query';
import { badgeHolderName, needsPersonalization, personalizationBadge } from '@/lib/domain/personalization-status';
import type { Ticket } from '@/lib/ticketing/schemas/ticket';
import { seatWithTypeLabel } from '@/lib/i18n/seat-type';
import { ticketQuery } from './queries';
import styles from './personalization.module.css';

// The modal (every data field type, the date picker, the signature pad) is fetched while the
// browser is idle, off the page's critical path, so it is there by the time a row is chosen.
const loadModal = () => import('./PersonalizationModal');
const PersonalizationModal = dynamic(() => loadModal().then((module) => module.PersonalizationModal));

export interface PersonalizationListProps {
  tickets: readonly Ticket[];
  /** The event's time zone (slot times, age rules). */
  timeZone: string;
  /** Slot labels formatted on the server, by ticket id (ADR 0006); formatted here when absent. */
  slotLabels?: Readonly<Record<string, string>> | undefined;
  /** Paying was attempted: tickets still to personalize turn red and the error shows. */
  checked?: boolean | undefined;
  /** The ticket as refetched after its modal closed. */
  onTicketChange?: ((ticket: Ticket) => void) | undefined;
  /** Id of the error under the list, for the pay flow to point at. */
  errorId?: string | undefined;
}

/** Tickets the list shows: those personalization concerns at all. */
export function isPersonalizable(ticket: Ticket): boolean {
  return ticket.requiresPersonalization === true || ticket.requiresExtraFields === true || ticket.status === 'detailsRequired' || ticket.personalized === true;
}

/**
 * The ticket personalization list (spec 02 §2): one row per ticket with its name, slot start,
 * category and badge ('Personalize now' yellow, red when its validation failed, 'Personalized'
 * green with the holder name when personalization is required). A row opens the modal; closing
 * it refetches the ticket. The required-field error shows under the list when a ticket has
 * errors, or paying was attempted while one is not personalized.
 */
export function PersonalizationList({ tickets, timeZone, slotLabels, checked = false, onTicketChange, errorId }: PersonalizationListProps) {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const [openId, setOpenId] = useState<string | null>(null);
  const [failed, setFailed] = useState<ReadonlySet<string>>(new Set());
  const [announcement, setAnnouncement] = useState('');
  const rows = tickets.filter(isPersonalizable);

  useEffect(() => {
    const preload = () => void loadModal();
    if (typeof window.requestIdleCallback !== 'function') {
      const timer = window.setTimeout(preload, 200);
      return () => window.clearTimeout(timer);
    }
    const handle = window.requestIdleCallback(preload);
    return () => window.cancelIdleCallback(handle);
  }, []);
  const open = rows.find((ticket) => ticket._id === openId);

  const isFailed = (ticket: Ticket) => needsPersonalization(ticket) && (failed.has(ticket._id) || checked);
  const showError = rows.some(isFailed);

  const close = async (ticket: Ticket, outcome: { saved: boolean; ticket?: Ticket }) => {
    setOpenId(null);
    if (outcome.saved) {
      setFailed((current) => new Set([...current].filter((id) => id !== ticket._id)));
      setAnnouncement(intl.formatMessage({ id: 'personalization.saved' }, { name: ticket.ticketName ?? ticket.name ?? '' }));
      if (outcome.ticket) onTicketChange?.(outcome.ticket);
    }
    // Spec 02 §2: closing the modal refetches the ticket.
    try {
      const fresh = await queryClient.fetchQuery({ ...ticketQuery(ticket), staleTime: 0 });
      onTicketChange?.(fresh);
    } catch {
      // The list keeps what it has; the next payment attempt checks again.
    }
  };

  if (rows.length === 0) return null;

  const slotOf = (ticket: Ticket) => {
    if (slotLabels?.[ticket._id]) return slotLabels[ticket._id];
    if (!ticket.slotStartTime) return undefined;
    return intl.formatDate(ticket.slotStartTime, { timeZone, dateStyle: 'medium', timeStyle: 'short' });
  };

  return (
    <div className={styles.list}>
      <ul className={styles.rows}>
        {rows.map((ticket) => {
          const badge = personalizationBadge(ticket, { failed: isFailed(ticket) });
          const holder = badge === 'personalized' ? badgeHolderName(ticket) : undefined;
          const slot = slotOf(ticket);
          return (
            <li key={ticket._id}>
              <button type="button" className={styles.row} onClick={() => setOpenId(ticket._id)} aria-haspopup="dialog">
                <span className={styles.rowMain}>
                  <span className={styles.rowName}>{ticket.ticketName ?? ticket.name ?? intl.formatMessage({ id: 'personalization.ticket' })}</span>
                  <span className={styles.rowMeta}>
                    {[slot, ticket.categoryName, seatWithTypeLabel(intl, ticket.seatingInfo)].filter(Boolean).join(' · ')}
                  </span>
                </span>
                <span className={`${styles.badge} ${styles[badge]}`}>
                  <span aria-hidden="true" className={styles.badgeDot} />
                  {badge === 'personalized'
                    ? holder
                      ? intl.formatMessage({ id: 'personalization.badge.personalizedName' }, { name: holder })
                      : intl.formatMessage({ id: 'personalization.badge.personalized' })
                    : intl.formatMessage({ id: 'personalization.badge.personalizeNow' })}
                </span>
              </button>
            </li>
          );
        })}
      </ul>
      {showError ? (
        <p id={errorId} className={styles.listError} role="alert">
          {intl.formatMessage({ id: 'personalization.listError' })}
        </p>
      ) : null}
      <p className="visually-hidden" role="status">
        {announcement}
      </p>
      {open ? (
        <PersonalizationModal
          ticket={open}
          timeZone={timeZone}
          open
          onClose={(outcome) => void close(open, outcome)}
          onValidationFailed={(id) => setFailed((current) => new Set(current).add(id))}
        />
      ) : null}
    </div>
  );
}
