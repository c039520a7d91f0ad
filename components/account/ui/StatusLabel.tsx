import type { ReactNode } from 'react';
import type { LabelTone } from '@/lib/domain/account-labels';
import styles from './account.module.css';

/** A coloured status label (spec 01 §4 colours); the text carries the meaning, the colour repeats it. */
export function StatusLabel({ tone, children }: { tone: LabelTone | 'yellow'; children: ReactNode }) {
  return (
    <span className={styles.label} data-tone={tone}>
      {children}
    </span>
  );
}
