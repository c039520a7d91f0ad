import Image from 'next/image';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { showsBarcode } from '@/lib/domain/barcode';
import { badgeHolderName } from '@/lib/domain/personalization-status';
import { isTransferred, ticketStatusLabels, type TicketStatusLabel } from '@/lib/domain/ticket-status-labels';
import type { Ticket } from '@/lib/ticketing/schemas/ticket';
import { Barcode } from './Barcode';
import styles from './TicketCard.module.css';

export interface TicketCardEvent {
  name: string;
  image?: string | undefined;
}

export interface TicketCardProps {
  ticket: Ticket;
  event: TicketCardEvent;
  /** The slot start (else the event start), formatted in the event's time zone by the caller (ADR 0006). */
  dateLabel: string;
  /** Whether the barcode may be shown now (lib/domain/barcode.ts isBarcodeRevealed). */
  barcodeRevealed: boolean;
  /** When a hidden barcode becomes available, formatted by the caller. */
  revealLabel?: string | undefined;
  /** Ticket actions the page offers (download, transfer, …); rendered under the card's body. */
  actions?: ReactNode;
  headingLevel?: 2 | 3 | 4;
}

/** A ticket counts as transferred when it is invalid and its history holds a transfer (spec 02 §4). */
export { isTransferred };

const LABEL_TONES: Readonly<Record<TicketStatusLabel, string | undefined>> = {
  needsPersonalization: styles.warning,
  transferred: styles.neutral,
  invalid: styles.danger,
  hardTicket: styles.neutral,
};

/** Section and block name themselves ('Stalls', 'Block A'); a bare row or seat number needs its word ('Row 4', 'Seat 12'). */
function seatOf(ticket: Ticket): ReactNode[] | undefined {
  const seat = ticket.seatingInfo;
  if (!seat) return undefined;
  const labelled = (id: string, value: string | null | undefined) => (value ? [/\s/.test(value) ? value : <FormattedMessage key={id} id={id} values={{ name: value }} />] : []);
  const parts: ReactNode[] = [
    ...[seat.sectionName, seat.groupName].filter((value): value is string => Boolean(value)),
    ...labelled('cart.line.seat.row', seat.rowName),
    ...labelled('cart.line.seat.seat', seat.seatName),
    ...(seat.name ? [seat.name] : []),
  ];
  return parts.length > 0 ? parts.flatMap((part, index) => (index === 0 ? [part] : [' · ', part])) : undefined;
}

/**
 * The ticket card (spec 02 §2): event image and name, ticket type, slot time and status labels
 * (needs personalization, invalid, transferred, hard ticket). Valid virtual tickets show their
 * CODE128 barcode; before its reveal time a blurred stand-in (never the real code) and a notice of
 * when it becomes available. A leaf without data fetching: the order page and the account area
 * pass the ticket and preformatted labels.
 */
export function TicketCard({ ticket, event, dateLabel, barcodeRevealed, revealLabel, actions, headingLevel = 3 }: TicketCardProps) {
  const Heading = `h${headingLevel}` as 'h3';
  const titleId = `ticket-${ticket._id}-title`;
  const labels = ticketStatusLabels(ticket);
  const holder = badgeHolderName({ ...ticket, requiresPersonalization: true });
  const seat = seatOf(ticket);
  const barcode = showsBarcode(ticket) && ticket.barcode ? ticket.barcode : undefined;

  return (
    <article className={styles.card} aria-labelledby={titleId} data-status={ticket.status}>
      <div className={styles.media}>
        {event.image ? <Image src={event.image} alt="" fill sizes="(max-width: 640px) 100vw, 200px" className={styles.image} /> : <div className={styles.placeholder} aria-hidden="true" />}
      </div>
      <div className={styles.body}>
        <p className={styles.eventName}>{event.name}</p>
        <Heading id={titleId} className={styles.title}>
          {ticket.ticketName ?? ticket.name ?? ticket.categoryName}
        </Heading>
        <p className={styles.meta}>
          <time dateTime={ticket.slotStartTime ?? undefined}>{dateLabel}</time>
          {ticket.categoryName ? (
            <>
              <span aria-hidden="true"> · </span>
              <span>{ticket.categoryName}</span>
            </>
          ) : null}
        </p>
        {seat || holder ? (
          <dl className={styles.details}>
            {holder ? (
              <div>
                <dt>
                  <FormattedMessage id="ticketCard.holder" />
                </dt>
                <dd>{holder}</dd>
              </div>
            ) : null}
            {seat ? (
              <div>
                <dt>
                  <FormattedMessage id="ticketCard.seat" />
                </dt>
                <dd>{seat}</dd>
              </div>
            ) : null}
          </dl>
        ) : null}
        {labels.length > 0 ? (
          <ul className={styles.labels}>
            {labels.map((label) => (
              <li key={label} className={`${styles.label} ${LABEL_TONES[label] ?? ''}`}>
                <FormattedMessage id={`ticketCard.${label}`} />
              </li>
            ))}
          </ul>
        ) : null}
        {barcode ? (
          barcodeRevealed ? (
            <Barcode value={barcode} />
          ) : (
            <div className={styles.hiddenBarcode}>
              <svg className={styles.blurred} viewBox="0 0 200 60" aria-hidden="true" focusable="false">
                {Array.from({ length: 34 }, (_, index) => (
                  <rect key={index} x={6 + index * 5.6} y={4} width={index % 3 === 0 ? 3.2 : index % 2 === 0 ? 1.4 : 2.2} height={52} fill="#111" />
                ))}
              </svg>
              <p className={styles.revealNotice}>
                {revealLabel ? <FormattedMessage id="ticketCard.revealAt" values={{ date: revealLabel }} /> : <FormattedMessage id="ticketCard.revealLater" />}
              </p>
            </div>
          )
        ) : null}
        {actions ? <div className={styles.actions}>{actions}</div> : null}
      </div>
    </article>
  );
}
