'use client';

import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { moneyLabel } from '@/lib/i18n/format';
import { roundMoney } from '@/lib/domain/money';
import { seatTypeLabel } from '@/lib/i18n/seat-type';
import type { StackedLine } from '@/lib/domain/stacking';
import type { CartLine, CartSubLine } from '@/lib/ticketing/schemas/checkout';
import styles from './CartPanel.module.css';
import { isRemovableLine } from './cart-view';
import { CartLineNotes } from './CartLineNotes';

export interface CartLineItemProps {
  line: StackedLine<CartLine>;
  currency: string;
  /** Set when prices show net: the tax name of "plus {taxName}". */
  netTaxName?: string | undefined;
  /** Slot start times are shown in this time zone. */
  timeZone: string;
  /** The line shows Remove + Keep instead of Remove. */
  confirming: boolean;
  /** Its removal is under way. */
  busy: boolean;
  /** Another line's removal is under way. */
  locked: boolean;
  onRemove: () => void;
  onConfirm: () => void;
  onKeep: () => void;
}

const SEAT_PARTS = [
  ['sectionName', 'cart.line.seat.section'],
  ['groupName', 'cart.line.seat.block'],
  ['rowName', 'cart.line.seat.row'],
  ['seatName', 'cart.line.seat.seat'],
  ['gate', 'cart.line.seat.gate'],
] as const;

/**
 * One cart line (spec 01 §2, §4): amount and name, price (net with "plus {taxName}" when the seller
 * shows net prices), seat and time slot, bundle contents, and the Remove button that turns into
 * Remove + Keep. Lines added by another line (triggeredBy) have no button: they go with it; nor
 * has an additional fee (a rebooking's or re-personalization's).
 */
export function CartLineItem({ line, currency, netTaxName, timeZone, confirming, busy, locked, onRemove, onConfirm, onKeep }: CartLineItemProps) {
  const intl = useIntl();
  const removeRef = useRef<HTMLButtonElement>(null);
  const confirmRef = useRef<HTMLButtonElement>(null);
  const rowRef = useRef<HTMLLIElement>(null);
  const wasConfirming = useRef(confirming);

  // Focus follows the buttons: into the confirmation when it appears, back to Remove when it goes
  // (Keep, a decrement, a failure), unless the buyer has already moved on elsewhere.
  useEffect(() => {
    if (confirming) confirmRef.current?.focus();
    else if (wasConfirming.current) {
      const active = document.activeElement;
      if (!active || active === document.body || rowRef.current?.contains(active)) removeRef.current?.focus();
    }
    wasConfirming.current = confirming;
  }, [confirming]);

  const name = line.name || intl.formatMessage({ id: 'cart.line.unnamed' });
  const money = (amount: number) => {
    const price = moneyLabel(intl, amount, currency);
    return netTaxName ? intl.formatMessage({ id: 'cart.line.priceNet' }, { price, taxName: netTaxName }) : price;
  };
  const showPrice = line.showPrice !== false && line.price !== undefined;
  // A stack of more than 50 lines merges different seats; listing the first one's would mislead.
  const seat = line.isStacked ? undefined : line.seatingInfo;
  // The general-admission area is a name. The other parts get their label ("Row 3"), unless the
  // value already is a phrase ("Block A", "Gate B") that would otherwise read "Block Block A".
  const seatParts = seat
    ? [
        ...(seat.name ? [seat.name] : []),
        ...SEAT_PARTS.flatMap(([field, id]) => {
          const value = seat[field]?.trim();
          if (!value) return [];
          return [/\s/.test(value) ? value : intl.formatMessage({ id }, { name: value })];
        }),
        ...[seatTypeLabel(intl, seat.seatType)].filter((label): label is string => label !== undefined),
      ]
    : [];
  const slotStart = line.slotInfo?.slotStartTime;
  const removable = isRemovableLine(line);

  return (
    <li ref={rowRef} className={styles.line} data-line-id={line._id} aria-busy={busy || undefined}>
      <div className={styles.lineMain}>
        <p className={styles.lineName}>{intl.formatMessage({ id: 'cart.line.nameWithAmount' }, { amount: line.amount, name })}</p>
        {slotStart ? (
          <p className={styles.lineDetail}>
            {intl.formatMessage(
              { id: 'cart.line.slot' },
              { start: intl.formatDate(slotStart, { timeZone, weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' }) },
            )}
          </p>
        ) : null}
        <CartLineNotes line={line} />
        {seatParts.length > 0 ? (
          <ul className={styles.seat} aria-label={intl.formatMessage({ id: 'cart.line.seating' })}>
            {seatParts.map((part, index) => (
              <li key={index}>{part}</li>
            ))}
          </ul>
        ) : null}
        {line.subItems && line.subItems.length > 0 ? (
          <ul className={styles.subItems}>
            {line.subItems.map((sub: CartSubLine) => (
              <li key={sub._id}>{intl.formatMessage({ id: 'cart.line.nameWithAmount' }, { amount: sub.amount, name: sub.name || intl.formatMessage({ id: 'cart.line.unnamed' }) })}</li>
            ))}
          </ul>
        ) : null}
      </div>
      {showPrice ? (
        <div className={styles.linePrice}>
          <span className={styles.lineTotal}>{money(roundMoney((line.price ?? 0) * line.amount))}</span>
          {line.amount > 1 ? <span className={styles.unitPrice}>{intl.formatMessage({ id: 'cart.line.unitPrice' }, { price: moneyLabel(intl, line.price ?? 0, currency) })}</span> : null}
        </div>
      ) : null}
      {removable ? (
        <div className={styles.lineActions}>
          {confirming ? (
            <div role="group" aria-label={intl.formatMessage({ id: 'cart.line.confirmLabel' }, { name })} className={styles.confirmGroup}>
              <button
                ref={confirmRef}
                type="button"
                className={styles.dangerButton}
                aria-disabled={busy || undefined}
                onClick={() => {
                  if (!busy) onConfirm();
                }}
              >
                {intl.formatMessage({ id: busy ? 'cart.line.removing' : 'cart.line.remove' })}
              </button>
              <button type="button" className={styles.quietButton} disabled={busy} onClick={onKeep}>
                {intl.formatMessage({ id: 'cart.line.keep' })}
              </button>
            </div>
          ) : (
            <button
              ref={removeRef}
              type="button"
              data-remove=""
              className={styles.quietButton}
              disabled={locked}
              aria-label={intl.formatMessage({ id: 'cart.line.removeLabel' }, { name })}
              onClick={onRemove}
            >
              {intl.formatMessage({ id: 'cart.line.remove' })}
            </button>
          )}
        </div>
      ) : null}
    </li>
  );
}
