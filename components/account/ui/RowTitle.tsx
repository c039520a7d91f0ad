'use client';

import type { ReactNode } from 'react';
import styles from './account.module.css';

/**
 * The first line of an account list row: a link to the item's own page, else a button opening its
 * details dialog, else plain text.
 */
export function RowTitle({ href, onOpen, children }: { href?: string | null | undefined; onOpen?: (() => void) | undefined; children: ReactNode }) {
  let title = children;
  if (href) {
    title = (
      <a className={styles.rowLink} href={href}>
        {children}
      </a>
    );
  } else if (onOpen) {
    title = (
      <button type="button" className={styles.rowLink} aria-haspopup="dialog" onClick={onOpen}>
        {children}
      </button>
    );
  }
  return <p className={styles.rowTitle}>{title}</p>;
}
