import { FormattedMessage } from 'react-intl';
import { SKELETON_ROW_COUNT } from '@/lib/domain/infinite-paging';
import styles from './SkeletonRows.module.css';

/** A loading list (spec 01 §9: 4 placeholder rows); announced once as "Loading…". */
export function SkeletonRows({ count = SKELETON_ROW_COUNT }: { count?: number }) {
  return (
    <div role="status">
      <span className="visually-hidden">
        <FormattedMessage id="account.list.loading" />
      </span>
      <ul className={styles.rows} aria-hidden="true" data-testid="skeleton-rows">
        {Array.from({ length: count }, (_, index) => (
          <li key={index} className={styles.row} />
        ))}
      </ul>
    </div>
  );
}
