import { FormattedMessage } from 'react-intl';
import { Icon } from '@/components/ui/Icon';
import styles from './Pill.module.css';

/** The number of items in the cart. */
export function CartPill({ count }: { count: number }) {
  return (
    <span className={styles.pill} data-variant="cart">
      <Icon name="cart" />
      <span aria-hidden="true" className={styles.text}>
        <FormattedMessage id="cartPill.text" />
      </span>
      <span aria-hidden="true" className={styles.count}>
        {count}
      </span>
      <span className="visually-hidden">
        <FormattedMessage id="cartPill.label" values={{ count }} />
      </span>
    </span>
  );
}
