import { FormattedMessage } from 'react-intl';
import { Icon } from '@/components/ui/Icon';
import styles from './Pill.module.css';

export interface AccountPillProps {
  /** Where the account area starts (the login prompt when logged out). */
  accountHref: string;
  /** The first name, else the name, else the primary e-mail of the logged-in customer. */
  displayName?: string | undefined;
}

/** Logged out: Log in. Logged in: the customer's name, leading to the account area. */
export function AccountPill({ accountHref, displayName }: AccountPillProps) {
  return (
    <a href={accountHref} className={styles.pill}>
      <Icon name="user" />
      <span className={`${styles.text} ${styles.shrinkable}`}>{displayName ?? <FormattedMessage id="accountPill.login" />}</span>
    </a>
  );
}
