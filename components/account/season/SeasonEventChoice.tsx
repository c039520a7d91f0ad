'use client';

import { useId } from 'react';
import { FormattedMessage } from 'react-intl';
import type { ChildEventState } from '@/lib/domain/season-transfer';
import type { SeasonEventView } from '@/lib/operations/season';
import accountStyles from '../ui/account.module.css';
import stepStyles from '../ui/ActionSteps.module.css';
import styles from './Season.module.css';

export interface SeasonEventOption extends SeasonEventView {
  state: ChildEventState;
}

/**
 * The individual-events panel of a season transfer: a checkbox per upcoming event of the season;
 * one that cannot be picked is shown disabled with why (spec 02 §5).
 */
export function SeasonEventChoice({ events, selected, onChange }: { events: readonly SeasonEventOption[]; selected: ReadonlySet<string>; onChange: (next: ReadonlySet<string>) => void }) {
  const id = useId();
  const toggle = (eventId: string) => {
    const next = new Set(selected);
    if (next.has(eventId)) next.delete(eventId);
    else next.add(eventId);
    onChange(next);
  };
  if (events.length === 0) {
    return (
      <p className={accountStyles.rowMeta}>
        <FormattedMessage id="account.season.events.empty" />
      </p>
    );
  }
  return (
    <fieldset className={stepStyles.fieldset}>
      <legend className={stepStyles.heading}>
        <FormattedMessage id="account.season.transfer.chooseEvents" />
      </legend>
      <ul className={styles.events}>
        {events.map((event) => {
          const open = event.state === 'selectable';
          const reasonId = `${id}-${event.id}-reason`;
          return (
            <li key={event.id}>
              <label className={styles.choice}>
                <input type="checkbox" checked={open && selected.has(event.id)} disabled={!open} onChange={() => toggle(event.id)} aria-describedby={open ? undefined : reasonId} />
                <span>
                  <span className={styles.eventName}>{event.name}</span>
                  <span className={styles.reason}>
                    <time dateTime={event.start}>{event.dateLabel}</time>
                  </span>
                  {open ? null : (
                    <span id={reasonId} className={styles.reason}>
                      <FormattedMessage id={`account.season.transfer.state.${event.state}`} />
                    </span>
                  )}
                </span>
              </label>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
