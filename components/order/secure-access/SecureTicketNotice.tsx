import { FormattedMessage } from 'react-intl';
import type { TicketAccess } from '@/lib/domain/secure-ticket-access';
import styles from './SecureTickets.module.css';

const NOTICE: Partial<Record<TicketAccess, string>> = {
  loginRequired: 'order.secureAccess.ticket.loginRequired',
  confirmClaim: 'order.secureAccess.ticket.confirmClaim',
  autoClaim: 'order.secureAccess.ticket.claiming',
  claimedByOther: 'order.secureAccess.ticket.claimedByOther',
};

/**
 * What a ticket under secure ticket access shows instead of its barcode (spec 02 §4, §6): log in,
 * claim it, or, for a ticket another customer claimed, the fallback that only they can see it.
 */
export function SecureTicketNotice({ access }: { access: TicketAccess }) {
  const id = NOTICE[access];
  if (!id) return null;
  return (
    <p className={styles.notice} data-access={access}>
      <FormattedMessage id={id} />
    </p>
  );
}
