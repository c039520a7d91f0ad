'use client';

import { useIntl } from 'react-intl';
import type { CartLine } from '@/lib/ticketing/schemas/checkout';
import styles from './CartPanel.module.css';

/**
 * What else a ticket line is: posted as a hard ticket (its postage is among the cart's fees), or
 * part of a package, which is bought whole (so the line has no Remove of its own).
 */
export function CartLineNotes({ line }: { line: Pick<CartLine, 'asHardTicket' | 'packageInfo'> }) {
  const intl = useIntl();
  const notes = [
    ...(line.asHardTicket ? [intl.formatMessage({ id: 'cart.line.hardTicket' })] : []),
    ...(line.packageInfo ? [intl.formatMessage({ id: 'cart.line.package' }, { name: line.packageInfo.name ?? intl.formatMessage({ id: 'account.tickets.package.fallbackName' }) })] : []),
  ];
  return notes.map((note) => (
    <p key={note} className={styles.lineDetail}>
      {note}
    </p>
  ));
}
