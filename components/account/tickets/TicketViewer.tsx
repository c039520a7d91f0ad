'use client';

import { useRef, useState, type KeyboardEvent, type PointerEvent, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { swipeDirection, viewerDots } from '@/lib/domain/ticket-viewer';
import { Dialog } from '@/components/ui/Dialog';
import { TicketCard } from '@/components/tickets/TicketCard';
import { TicketActions } from './TicketActions';
import { SeasonCardButtons } from '../season/SeasonCardButtons';
import { TicketActionButtons } from '@/components/ticket-actions/TicketActionButtons';
import { PaymentPlanHold } from '@/components/payments/instalments/PaymentPlanHold';
import type { TicketActionLink, TicketView } from './types';
import accountStyles from '../ui/account.module.css';
import styles from './TicketViewer.module.css';

export interface TicketViewerProps {
  title: string;
  subtitle?: string | undefined;
  /** The event of the tickets (a ticket may name its own) and its date, for the ticket cards. */
  event: { name: string; image?: string | undefined };
  dateLabel: string;
  tickets: readonly TicketView[];
  actions?: readonly TicketActionLink[];
  initialIndex?: number;
  /**
   * Shown in place of the tickets while they load, after they failed or when there are none (an
   * event's viewer loads its tickets when it opens): the dialog, its title and focus stay the same.
   */
  status?: ReactNode;
  onClose: () => void;
}

interface Drag {
  pointerId: number;
  x: number;
  y: number;
  time: number;
}

/**
 * The ticket viewer modal (spec 02 §2, §9): one ticket at a time with a counter "i / n", previous
 * and next buttons, the arrow keys, swiping (pointer events: mouse, pen and touch alike) and a dot
 * indicator with a window of 5 when there is more than one ticket. Escape closes it and focus goes
 * back to the card that opened it.
 */
export function TicketViewer({ title, subtitle, event, dateLabel, tickets, actions = [], initialIndex = 0, status, onClose }: TicketViewerProps) {
  const intl = useIntl();
  const count = tickets.length;
  const [chosen, setIndex] = useState(Math.max(initialIndex, 0));
  // Tickets that arrive later (an event's viewer loads them), or fewer after a refresh, keep the index in range.
  const index = Math.min(chosen, Math.max(count - 1, 0));
  const [dragX, setDragX] = useState(0);
  const drag = useRef<Drag | null>(null);

  const go = (next: number) => setIndex(Math.min(Math.max(next, 0), count - 1));
  const ticket = tickets[index];
  const { dots, moreBefore, moreAfter } = viewerDots(count, index);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    // Arrow keys inside a form field would move its caret instead; the viewer has none.
    if (event.key === 'ArrowRight') {
      event.preventDefault();
      go(index + 1);
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      go(index - 1);
    }
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (count < 2 || (event.pointerType === 'mouse' && event.button !== 0)) return;
    // A press on a control of the card (a season card's buttons, the barcode's reveal) is that
    // control's: capturing the pointer for a swipe would take its click away.
    if (event.target instanceof Element && event.target.closest('button, a, input, select, textarea, label')) return;
    drag.current = { pointerId: event.pointerId, x: event.clientX, y: event.clientY, time: Date.now() };
    event.currentTarget.setPointerCapture?.(event.pointerId);
  };

  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (drag.current?.pointerId !== event.pointerId) return;
    setDragX(event.clientX - drag.current.x);
  };

  const onPointerEnd = (event: PointerEvent<HTMLDivElement>) => {
    const start = drag.current;
    if (start?.pointerId !== event.pointerId) return;
    drag.current = null;
    setDragX(0);
    if (event.type === 'pointercancel') return;
    const direction = swipeDirection({ dx: event.clientX - start.x, dy: event.clientY - start.y, durationMs: Date.now() - start.time });
    if (direction === 'next') go(index + 1);
    else if (direction === 'previous') go(index - 1);
  };

  if (status !== undefined) {
    return (
      <Dialog title={title} subtitle={subtitle} onClose={onClose}>
        {status}
      </Dialog>
    );
  }

  return (
    <Dialog title={title} subtitle={subtitle} onClose={onClose} onKeyDown={onKeyDown}>
      <div
        className={styles.stage}
        data-dragging={dragX !== 0 || undefined}
        data-testid="ticket-viewer-stage"
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerEnd}
        onPointerCancel={onPointerEnd}
        // Dragging the barcode image would start the browser's own drag and drop instead of a swipe.
        onDragStart={(event) => event.preventDefault()}
      >
        <div className={styles.slide} style={dragX ? { transform: `translateX(${dragX}px)` } : undefined}>
          {ticket ? (
            <TicketCard
              key={ticket.ticket._id}
              ticket={ticket.ticket}
              event={ticket.event ?? event}
              dateLabel={ticket.dateLabel ?? dateLabel}
              barcodeRevealed={ticket.barcodeRevealed}
              revealLabel={ticket.revealLabel}
              actions={ticket.season ? <SeasonCardButtons season={ticket.season} /> : undefined}
            />
          ) : null}
        </div>
      </div>

      {count > 1 ? (
        <>
          <div className={styles.nav}>
            <button type="button" className={styles.navButton} onClick={() => go(index - 1)} aria-disabled={index === 0 || undefined} aria-label={intl.formatMessage({ id: 'account.viewer.previous' })}>
              <span aria-hidden="true">‹</span>
              <FormattedMessage id="account.viewer.previousShort" />
            </button>
            <p className={styles.counter} aria-live="polite" aria-atomic="true">
              <span aria-hidden="true">
                {index + 1} / {count}
              </span>
              <span className="visually-hidden">
                <FormattedMessage id="account.viewer.counter" values={{ current: index + 1, count }} />
              </span>
            </p>
            <button type="button" className={styles.navButton} onClick={() => go(index + 1)} aria-disabled={index === count - 1 || undefined} aria-label={intl.formatMessage({ id: 'account.viewer.next' })}>
              <FormattedMessage id="account.viewer.nextShort" />
              <span aria-hidden="true">›</span>
            </button>
          </div>
          <ol className={styles.dots} aria-hidden="true" data-testid="ticket-viewer-dots">
            {dots.map((dot, position) => (
              <li
                key={dot}
                className={styles.dot}
                data-current={dot === index || undefined}
                data-edge={(position === 0 && moreBefore) || (position === dots.length - 1 && moreAfter) || undefined}
              />
            ))}
          </ol>
        </>
      ) : null}

      {ticket?.paymentPlanHref ? <PaymentPlanHold href={ticket.paymentPlanHref} /> : null}

      {ticket?.offers ? (
        <TicketActionButtons
          key={ticket.ticket._id}
          ticket={ticket.ticket}
          offers={ticket.offers}
          siblings={tickets.map((sibling) => ({ ticket: sibling.ticket, offers: sibling.offers ?? [] }))}
        />
      ) : null}

      {ticket?.pdfHref || actions.length > 0 ? (
        <div className={styles.actions}>
          {ticket?.pdfHref ? (
            <a className={accountStyles.button} href={ticket.pdfHref} download>
              <FormattedMessage id="account.viewer.downloadPdf" />
            </a>
          ) : null}
          <TicketActions actions={actions} className={styles.actionGroup} />
        </div>
      ) : null}
    </Dialog>
  );
}
