import type { ReactNode } from 'react';
import styles from './account.module.css';

/** A table that may scroll sideways on a narrow phone: a named region that keyboards can focus and scroll. */
export function TableScroll({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={styles.tableWrap} role="region" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}
