'use client';

import { useId } from 'react';
import { useIntl } from 'react-intl';
import type { SavedCardOption } from '@/lib/operations/saved-cards';
import { brandName } from '@/components/account/payment-method-label';
import { NEW_CARD, type CardChoice } from './saved-cards';
import styles from './payments.module.css';

/** "Visa •••• 5556". */
export function savedCardLabel(intl: Parameters<typeof brandName>[0], card: Pick<SavedCardOption, 'type' | 'last4'>): string {
  const brand = brandName(intl, card.type);
  return card.last4 ? `${brand} •••• ${card.last4}` : brand;
}

export interface SavedCardChoiceProps {
  cards: readonly SavedCardOption[];
  value: CardChoice;
  onChange: (choice: CardChoice) => void;
  disabled?: boolean | undefined;
}

/**
 * The saved-card list of a card form (spec 02 §2): each saved card with its brand, last digits and
 * expiry as MM/YY, and "A new card". Radio buttons, so the arrow keys move between them.
 */
export function SavedCardChoice({ cards, value, onChange, disabled }: SavedCardChoiceProps) {
  const intl = useIntl();
  const name = useId();
  // The card is the radio's name, its expiry the description: read as "Visa •••• 5556, Expires 11/28".
  const option = (choice: CardChoice, title: string, detail?: string) => (
    <label key={choice} className={styles.method} data-selected={value === choice || undefined}>
      <input
        type="radio"
        name={name}
        value={choice}
        checked={value === choice}
        disabled={disabled}
        onChange={() => onChange(choice)}
        className={styles.methodRadio}
        aria-labelledby={`${name}-${choice}-name`}
        aria-describedby={detail ? `${name}-${choice}-detail` : undefined}
      />
      <span className={styles.methodText}>
        <span id={`${name}-${choice}-name`} className={styles.methodName}>
          {title}
        </span>
        {detail ? (
          <span id={`${name}-${choice}-detail`} className={styles.note}>
            {detail}
          </span>
        ) : null}
      </span>
    </label>
  );
  return (
    <fieldset className={styles.methods}>
      <legend className={styles.methodsLegend}>{intl.formatMessage({ id: 'payment.savedCards.legend' })}</legend>
      {cards.map((card) =>
        option(card.id, savedCardLabel(intl, card), card.expiry ? intl.formatMessage({ id: 'account.paymentMethods.expires' }, { expiry: card.expiry }) : undefined),
      )}
      {option(NEW_CARD, intl.formatMessage({ id: 'payment.savedCards.newCard' }))}
    </fieldset>
  );
}

/** The save-card checkbox (spec 02 §2): never shown for a setup. */
export function SaveCardCheckbox({ checked, onChange, disabled }: { checked: boolean; onChange: (checked: boolean) => void; disabled?: boolean | undefined }) {
  const intl = useIntl();
  const id = useId();
  return (
    <div className={styles.saveCard}>
      <input id={id} type="checkbox" checked={checked} disabled={disabled} onChange={(event) => onChange(event.target.checked)} className={styles.methodRadio} />
      <label htmlFor={id}>{intl.formatMessage({ id: 'payment.savedCards.save' })}</label>
    </div>
  );
}
