'use client';

import { Fragment, type ReactNode } from 'react';
import { Dialog } from '@/components/ui/Dialog';
import styles from './account.module.css';

export interface GroupDetail {
  /** Names the row among the others (React's key). */
  key: string;
  term: ReactNode;
  /** The row is left out when there is nothing to say (null, undefined or an empty label). */
  value: ReactNode;
}

export interface GroupDetailsDialogProps {
  title: ReactNode;
  /** The event's date, or the event itself when the title names someone else. */
  subtitle?: ReactNode | undefined;
  details: readonly GroupDetail[];
  onClose: () => void;
  /** What follows the details: the group's actions or a note on its state. */
  children?: ReactNode;
}

/**
 * The details dialog of a group of tickets in an account list (an active resell offer, a pending
 * sent transfer): a title, the group's terms and values, and what the caller adds below them.
 */
export function GroupDetailsDialog({ title, subtitle, details, onClose, children }: GroupDetailsDialogProps) {
  return (
    <Dialog title={title} subtitle={subtitle} onClose={onClose}>
      <dl className={styles.details}>
        {details.map((detail) =>
          detail.value == null || detail.value === '' ? null : (
            <Fragment key={detail.key}>
              <dt>{detail.term}</dt>
              <dd>{detail.value}</dd>
            </Fragment>
          ),
        )}
      </dl>
      {children}
    </Dialog>
  );
}

/** The tickets of a group, one a line. */
export function GroupTickets({ tickets }: { tickets: readonly { id: string; label: ReactNode }[] }) {
  return (
    <ul className={styles.plainList}>
      {tickets.map((ticket) => (
        <li key={ticket.id}>{ticket.label}</li>
      ))}
    </ul>
  );
}
