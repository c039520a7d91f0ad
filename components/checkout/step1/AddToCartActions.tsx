'use client';

import type { Ref } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import Link from 'next/link';
import { CouponField } from './CouponField';
import type { AddError } from './add-errors';
import type { PickingCall } from './useTicketPicking';
import styles from './step1.module.css';

export interface AddToCartActionsProps {
  coupon: string;
  onCouponChange: (value: string) => void;
  onApplyCoupon: () => void;
  /** Codes already applied to this event's part of the cart. */
  appliedCoupons: readonly string[];
  onAdd: () => void;
  /** The call under way, if any: its button says so, and no second call starts. */
  pending: PickingCall | null;
  onSale: boolean;
  /** Where "Details and pay" leads; no link while the cart holds nothing. */
  detailsHref: string | undefined;
  /** The last refusal; a coupon refusal shows at the field, a general one above the seats, a slot one at the slots (not here). */
  error: AddError | null;
  /** The seats assigned by the last best-available add. */
  seats: readonly string[];
  /** The "Add to cart" button, where focus returns after a bundle offer (ADR 0026). */
  addRef?: Ref<HTMLButtonElement> | undefined;
}

/** The foot of step 1: the coupon, "Add to cart", "Details and pay", the announced refusal and the assigned seats. */
export function AddToCartActions({ coupon, onCouponChange, onApplyCoupon, appliedCoupons, onAdd, pending, onSale, detailsHref, error, seats, addRef }: AddToCartActionsProps) {
  const intl = useIntl();
  return (
    <div className={styles.footer}>
      <CouponField
        value={coupon}
        onChange={onCouponChange}
        onApply={onApplyCoupon}
        applied={appliedCoupons}
        pending={pending === 'coupon'}
        disabled={!onSale || pending !== null}
        errorId={error?.field === 'coupon' ? error.id : undefined}
      />

      <div className={styles.actions}>
        <button ref={addRef} type="button" className={styles.primary} onClick={onAdd} disabled={!onSale} aria-disabled={pending !== null || undefined}>
          <FormattedMessage id={pending === 'add' ? 'checkout.step1.adding' : 'checkout.step1.addToCart'} />
        </button>
        {detailsHref ? (
          <Link className={styles.secondary} href={detailsHref}>
            <FormattedMessage id="checkout.step1.detailsAndPay" />
          </Link>
        ) : null}
      </div>

      <div role="alert" className={styles.error}>
        {error?.field === 'general' ? (
          <>
            <strong>
              <FormattedMessage id={error.id} />
            </strong>
            {error.id === 'checkout.step1.error.couldNotAdd' ? (
              <>
                {' '}
                <FormattedMessage id="checkout.step1.error.couldNotAdd.detail" />
              </>
            ) : null}
          </>
        ) : null}
      </div>
      {seats.length > 0 ? (
        <p className={styles.seats}>
          <FormattedMessage id="checkout.step1.seats" values={{ seats: intl.formatList(seats, { type: 'unit' }) }} />
        </p>
      ) : null}
    </div>
  );
}
