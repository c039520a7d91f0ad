'use client';

import { useState } from 'react';
import { useIntl } from 'react-intl';
import Image from 'next/image';
import { Dialog } from '@/components/ui/Dialog';
import { bundleChoiceTotal, componentBounds, componentIdOf, isRequiredBundle, minimumChoice, type ComponentAmount } from '@/lib/domain/bundle-choice';
import type { BundleOffer } from '@/lib/ticketing/schemas/checkout';
import { AmountPicker } from './AmountPicker';
import { priceText } from './view-model';
import styles from './step1.module.css';
import dialogStyles from './BundleDialog.module.css';

export interface BundleDialogProps {
  offer: BundleOffer;
  /** The ticket the bundle goes with: its name and seat. */
  ticketLabel: string;
  currency: string;
  /** The seller's tax name when prices are shown net. */
  netTaxName?: string | undefined;
  /** The answer under way: its button says so, and nothing else can be pressed. */
  busy: 'add' | 'decline' | null;
  /** Message id of the last refusal. */
  error: string | null;
  onAdd: (components: ComponentAmount[]) => void;
  /** "No thanks", Escape and ×. For a required bundle this removes the ticket (the dialog says so). */
  onDecline: () => void;
}

/**
 * The bundle a ticket comes with (spec 02 §3 Bundle, §4; ADR 0026): its image, description and
 * components, each with a stepper from its minimum to its maximum quantity, the price of one unit
 * (unless only the total is shown) and the total. "Add to cart" adds it with the chosen amounts;
 * "No thanks" keeps the ticket without it. A bundle with a required component has no "No thanks":
 * closing the dialog is aborting, and the ticket goes, as its text says.
 */
export function BundleDialog({ offer, ticketLabel, currency, netTaxName, busy, error, onAdd, onDecline }: BundleDialogProps) {
  const intl = useIntl();
  const { bundle } = offer;
  const components = bundle.components ?? [];
  const required = isRequiredBundle(bundle);
  const [amounts, setAmounts] = useState<ComponentAmount[]>(() => minimumChoice(components));
  const [empty, setEmpty] = useState(false);
  const prices = new Map((offer.prices ?? []).map((entry) => [entry.componentId, entry.price]));
  const money = (amount: number) => priceText(intl, amount, currency, netTaxName);
  const amountOf = (componentId: string) => amounts.find((entry) => entry.componentId === componentId)?.amount ?? 0;
  const total = bundleChoiceTotal(prices, amounts);
  const set = (componentId: string, amount: number) => {
    setEmpty(false);
    setAmounts((current) => current.map((entry) => (entry.componentId === componentId ? { ...entry, amount } : entry)));
  };

  const add = () => {
    if (busy) return;
    if (amounts.every((entry) => entry.amount === 0)) {
      setEmpty(true);
      return;
    }
    onAdd(amounts);
  };
  const shownError = empty ? 'checkout.bundle.error.empty' : error;

  return (
    <Dialog
      title={bundle.name}
      subtitle={intl.formatMessage({ id: 'checkout.bundle.for' }, { ticket: ticketLabel })}
      description={
        bundle.description || required ? (
          <>
            {bundle.description ? <p className={styles.dialogText}>{bundle.description}</p> : null}
            {required ? (
              <p className={styles.dialogText}>
                <strong>{intl.formatMessage({ id: 'checkout.bundle.required' })}</strong>
              </p>
            ) : null}
          </>
        ) : undefined
      }
      onClose={onDecline}
      busy={busy !== null}
      closeOnBackdrop={false}
    >
      {bundle.image ? <Image className={dialogStyles.image} src={bundle.image} alt="" width={480} height={200} /> : null}
      <ul className={styles.rows} aria-label={intl.formatMessage({ id: 'checkout.bundle.components' })}>
        {components.map((component, index) => {
          const componentId = componentIdOf(component, index);
          const { min, max } = componentBounds(component);
          const value = amountOf(componentId);
          const name = component.name ?? component.options?.[0]?.name ?? bundle.name;
          const detail = (component.options ?? []).map((option) => option.name).filter((text): text is string => Boolean(text) && text !== name);
          const price = prices.get(componentId);
          const clamp = (amount: number) => Math.min(max, Math.max(min, amount));
          return (
            <li key={componentId} className={styles.row} data-component={componentId}>
              <div className={styles.rowInfo}>
                <h3 className={styles.rowName}>{name}</h3>
                {detail.length > 0 ? <p className={styles.rowDescription}>{intl.formatList(detail)}</p> : null}
              </div>
              <p className={styles.price}>{price !== undefined && !bundle.showOnlyTotalPrice ? intl.formatMessage({ id: 'checkout.bundle.unitPrice' }, { price: money(price) }) : null}</p>
              <AmountPicker
                name={name}
                fieldName={`bundle.${componentId}`}
                value={value}
                max={max}
                next={(direction) => clamp(value + direction)}
                onChange={(amount) => set(componentId, clamp(amount))}
                disabled={busy !== null || min === max}
              />
            </li>
          );
        })}
      </ul>
      <p className={dialogStyles.total}>
        <span>{intl.formatMessage({ id: 'checkout.bundle.total' })}</span> <span>{money(total)}</span>
      </p>
      <div role="alert" className={styles.error}>
        {shownError ? intl.formatMessage({ id: shownError }) : null}
      </div>
      <div className={dialogStyles.actions}>
        {required ? null : (
          <button
            type="button"
            className={dialogStyles.quiet}
            onClick={() => {
              if (!busy) onDecline();
            }}
            aria-disabled={busy !== null || undefined}
          >
            {intl.formatMessage({ id: 'checkout.bundle.noThanks' })}
          </button>
        )}
        <button type="button" className={styles.primary} onClick={add} aria-disabled={busy !== null || undefined}>
          {intl.formatMessage({ id: busy === 'add' ? 'checkout.step1.adding' : 'checkout.step1.addToCart' })}
        </button>
      </div>
    </Dialog>
  );
}
