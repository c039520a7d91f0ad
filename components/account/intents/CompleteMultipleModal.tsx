'use client';

import { useEffect, useId, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { call } from '@/lib/operations/call';
import { completePurchaseIntents, type CompleteMultipleChoice } from '@/lib/operations/purchase-intents';
import { canJoinSelection, completeMultipleSelectionRefusal } from '@/lib/domain/purchase-intent-rules';
import type { ShopParams } from '@/lib/account/flows';
import { Dialog } from '@/components/ui/Dialog';
import { navigateTo } from '../shell/navigate';
import formStyles from '../shell/forms.module.css';
import styles from './CompleteMultiple.module.css';

type State = 'choosing' | 'busy' | 'failed';

/**
 * "Midnight Jazz Session 2 tickets · £78.00": an intent as the modal names it, on two lines. The
 * space between them keeps the accessible name's words apart (the lines are grid items).
 */
function ChoiceName({ choice }: { choice: CompleteMultipleChoice }) {
  return (
    <>
      <span className={styles.name}>{choice.eventName ?? <FormattedMessage id="account.intents.fallbackName" />}</span>{' '}
      <span>
        <FormattedMessage id="account.intents.items" values={{ tickets: choice.ticketCount, products: choice.productCount }} />
        {choice.priceLabel ? ` · ${choice.priceLabel}` : null}
      </span>
    </>
  );
}

const hasNote = (choice: CompleteMultipleChoice) => Boolean(choice.eventDateLabel || choice.reference || choice.expiresLabel);

/** The date of the event, the reference and the expiry time: what tells two intents apart. */
function ChoiceNote({ id, choice }: { id: string; choice: CompleteMultipleChoice }) {
  const parts = [
    choice.eventDateLabel ? <span key="date">{choice.eventDateLabel}</span> : null,
    choice.reference ? <FormattedMessage key="reference" id="account.intents.reference" values={{ reference: choice.reference }} /> : null,
    choice.expiresLabel ? <FormattedMessage key="expires" id="account.intents.expires" values={{ date: <time dateTime={choice.expiresAt}>{choice.expiresLabel}</time> }} /> : null,
  ].filter(Boolean);
  if (parts.length === 0) return null;
  return (
    <p id={id} className={styles.note}>
      {parts.flatMap((part, index) => (index === 0 ? [part] : [' · ', part]))}
    </p>
  );
}

/**
 * The Complete multiple modal (spec 01 §2, §5, §8): the intents that can be completed online as
 * checkboxes, one per event (an intent of an event already chosen is disabled, saying why), the
 * others apart with their reason. Continue needs at least one; it opens one checkout for them all
 * at step 2. A failure says so and to try again later; the choice is kept.
 */
export function CompleteMultipleModal({ shop, choices, onClose }: { shop: ShopParams; choices: readonly CompleteMultipleChoice[]; onClose: () => void }) {
  const intl = useIntl();
  const baseId = useId();
  const [selected, setSelected] = useState<readonly string[]>([]);
  const [state, setState] = useState<State>('choosing');
  const backRef = useRef<HTMLButtonElement>(null);
  const selectable = choices.filter((choice) => choice.refusal === undefined);
  const apart = choices.filter((choice) => choice.refusal !== undefined);
  const chosen = selectable.filter((choice) => selected.includes(choice.id));
  const refusal = completeMultipleSelectionRefusal(chosen);

  // The failure replaces the choices (and the button that had focus): focus moves to its first answer.
  useEffect(() => {
    if (state === 'failed') backRef.current?.focus();
  }, [state]);

  const toggle = (id: string) => setSelected((current) => (current.includes(id) ? current.filter((each) => each !== id) : [...current, id]));

  const submit = async () => {
    if (refusal) return;
    setState('busy');
    try {
      const { url } = await call(completePurchaseIntents, { params: shop, input: { intentIds: chosen.map((choice) => choice.id) } });
      navigateTo(url);
    } catch {
      setState('failed');
    }
  };

  return (
    <Dialog
      title={intl.formatMessage({ id: 'account.intents.completeMultiple.title' })}
      onClose={onClose}
      busy={state === 'busy'}
      size="medium"
    >
      {state === 'failed' ? (
        <div className={formStyles.form}>
          <div role="alert" className={formStyles.formError}>
            <p>
              <strong>
                <FormattedMessage id="account.intents.completeMultiple.failedTitle" />
              </strong>
            </p>
            <p>
              <FormattedMessage id="account.intents.completeMultiple.failedMessage" />
            </p>
          </div>
          <div className={formStyles.actions}>
            <button ref={backRef} type="button" className={formStyles.secondary} onClick={() => setState('choosing')}>
              <FormattedMessage id="account.intents.completeMultiple.back" />
            </button>
            <button type="button" className={formStyles.primary} onClick={onClose}>
              <FormattedMessage id="account.intents.completeMultiple.close" />
            </button>
          </div>
        </div>
      ) : (
        <>
          <p className={styles.intro}>
            <FormattedMessage id="account.intents.completeMultiple.intro" />
          </p>
          <fieldset className={styles.group}>
            <legend>
              <FormattedMessage id="account.intents.completeMultiple.selectable" />
            </legend>
            <ul className={styles.choices}>
              {selectable.map((choice) => {
                const id = `${baseId}-${choice.id}`;
                const checked = selected.includes(choice.id);
                const blocked = !checked && !canJoinSelection(choice, chosen);
                return (
                  <li key={choice.id}>
                    <input
                      id={id}
                      type="checkbox"
                      checked={checked}
                      disabled={blocked || state === 'busy'}
                      onChange={() => toggle(choice.id)}
                      aria-describedby={[hasNote(choice) ? `${id}-note` : '', blocked ? `${id}-why` : ''].filter(Boolean).join(' ') || undefined}
                    />
                    <label htmlFor={id}>
                      <ChoiceName choice={choice} />
                    </label>
                    <ChoiceNote id={`${id}-note`} choice={choice} />
                    {blocked ? (
                      <p id={`${id}-why`} className={styles.why}>
                        <FormattedMessage id="account.intents.completeMultiple.sameEvent" />
                      </p>
                    ) : null}
                  </li>
                );
              })}
            </ul>
          </fieldset>
          {apart.length > 0 ? (
            <section aria-labelledby={`${baseId}-apart`}>
              <h3 id={`${baseId}-apart`} className={styles.apartTitle}>
                <FormattedMessage id="account.intents.completeMultiple.unselectable" />
              </h3>
              <ul className={`${styles.choices} ${styles.apart}`}>
                {apart.map((choice) => (
                  <li key={choice.id}>
                    <p className={styles.why}>
                      <ChoiceName choice={choice} />
                    </p>
                    <ChoiceNote id={`${baseId}-${choice.id}-note`} choice={choice} />
                    <p className={styles.why}>
                      <FormattedMessage id={`account.intents.refusal.${choice.refusal ?? 'closed'}`} />
                    </p>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
          {refusal === 'noneSelected' ? (
            <p className={formStyles.hint}>
              <FormattedMessage id="account.intents.completeMultiple.chooseOne" />
            </p>
          ) : null}
          <div className={formStyles.actions}>
            <button type="button" className={formStyles.secondary} onClick={onClose} disabled={state === 'busy'}>
              <FormattedMessage id="account.intents.completeMultiple.cancel" />
            </button>
            <button type="button" className={formStyles.primary} onClick={() => void submit()} disabled={refusal !== undefined || state === 'busy'}>
              <FormattedMessage id="account.intents.completeMultiple.submit" values={{ count: chosen.length }} />
            </button>
          </div>
          <p role="status" className={styles.note}>
            {state === 'busy' ? <FormattedMessage id="account.intents.completeMultiple.busy" /> : null}
          </p>
        </>
      )}
    </Dialog>
  );
}
